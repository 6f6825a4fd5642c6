import type { LoginGateMode } from '../components/LoginGate/LoginGate';

/**
 * Which remote owns which path (docs/product/navigation-and-layout.md#routes). The shell renders
 * `<RemoteRoute remote={…} path={…} />` for each; the remote's `./routes` module supplies the page.
 * Changing a path here is a change to ADR 001 too.
 */
export type RemoteName = 'mfe_seeker' | 'mfe_recruiter' | 'mfe_community';

export interface RemoteRouteEntry {
  path: string;
  remote: RemoteName;
  /**
   * The only routes the client gates (docs/product/navigation-and-layout.md#login-gates).
   * `redirect` → `/login?next=…`, `prompt` → "Please login First" plus the login form. The BFF
   * checks role and ownership on every call regardless.
   */
  gate?: LoginGateMode;
}

export const REMOTE_ROUTES: ReadonlyArray<RemoteRouteEntry> = [
  // mfe-seeker
  { path: '/jobs', remote: 'mfe_seeker' },
  { path: '/job-details/:jobId', remote: 'mfe_seeker' },
  { path: '/saved-jobs', remote: 'mfe_seeker', gate: 'redirect' },
  { path: '/application-tracking', remote: 'mfe_seeker' },
  { path: '/jobseeker-home', remote: 'mfe_seeker' },
  { path: '/job-seeker-dashboard', remote: 'mfe_seeker' },
  { path: '/resume', remote: 'mfe_seeker' },
  { path: '/resume-optimizer', remote: 'mfe_seeker' },
  { path: '/companies', remote: 'mfe_seeker' },
  // mfe-recruiter
  { path: '/recruiter-dashboard', remote: 'mfe_recruiter' },
  { path: '/job-postings-section', remote: 'mfe_recruiter', gate: 'prompt' },
  { path: '/responses', remote: 'mfe_recruiter' },
  { path: '/search-resume', remote: 'mfe_recruiter' },
  { path: '/advanced-search', remote: 'mfe_recruiter' },
  { path: '/saved-candidates', remote: 'mfe_recruiter' },
  { path: '/company-profile', remote: 'mfe_recruiter' },
  { path: '/company-profile/:companyId', remote: 'mfe_recruiter' },
  { path: '/your-companies', remote: 'mfe_recruiter' },
  { path: '/keyword-optimization', remote: 'mfe_recruiter' },
  { path: '/prescreening', remote: 'mfe_recruiter' },
  { path: '/quota-usage', remote: 'mfe_recruiter' },
  { path: '/resdex-folders', remote: 'mfe_recruiter' },
  { path: '/resdex-searches', remote: 'mfe_recruiter' },
  { path: '/sub-users', remote: 'mfe_recruiter' },
  { path: '/welcome', remote: 'mfe_recruiter' },
  // mfe-community
  { path: '/community', remote: 'mfe_community' },
  { path: '/company-reviews', remote: 'mfe_community' },
  { path: '/write-review', remote: 'mfe_community' },
  { path: '/employee-reviews', remote: 'mfe_community' },
  { path: '/employee-reviews/:companyId', remote: 'mfe_community' },
];

/** How the fallback message names each remote's area. */
export const REMOTE_AREA: Record<RemoteName, string> = {
  mfe_seeker: 'jobs',
  mfe_recruiter: 'recruiter',
  mfe_community: 'community',
};
