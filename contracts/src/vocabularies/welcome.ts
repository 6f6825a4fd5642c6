/*
 * The recruiter's getting-started checklist on /welcome
 * (docs/product/recruiter-tools-and-workspace.md#welcome): its steps in order, each with the text
 * it shows and the page that does it. No zod here: the frontends import these at run time.
 */

export const WELCOME_STEPS = [
  'company_profile',
  'first_job',
  'prescreening',
  'resdex_search',
  'resdex_folder',
  'sub_user',
] as const;
export type WelcomeStep = (typeof WELCOME_STEPS)[number];

export const WELCOME_STEP_TEXTS: Record<
  WelcomeStep,
  { title: string; hint: string; path: string }
> = {
  company_profile: {
    title: 'Create your company profile',
    hint: 'Seekers see it beside every job you post.',
    path: '/company-profile',
  },
  first_job: {
    title: 'Post your first job',
    hint: 'Your plan counts each open job.',
    path: '/job-postings-section',
  },
  prescreening: {
    title: 'Add pre-screening questions to a job',
    hint: 'Applicants answer them when they apply.',
    path: '/prescreening',
  },
  resdex_search: {
    title: 'Save your first Resdex search',
    hint: 'A saved search tells you how many new profiles match it.',
    path: '/search-resume',
  },
  resdex_folder: {
    title: 'Create a Resdex folder',
    hint: 'Keep the candidates you like together, with notes.',
    path: '/resdex-folders',
  },
  sub_user: {
    title: 'Invite a sub-user',
    hint: 'Colleagues you invite share your jobs, candidates and quotas.',
    path: '/sub-users',
  },
};
