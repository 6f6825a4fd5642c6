// Types `beforeEach({ msw })` in this package's stories (module augmentation of the addon).
import type {} from 'msw-storybook-addon/types';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Job } from '../jobs/jobsApi';
import type { Application, SavedJob } from '../jobs/seekerJobsApi';
import type { OptimizerJob } from '../optimizer/optimizerApi';
import type { Insights, Profile, ProfileAnswer } from '../profile/profileApi';
import type { Resume } from '../resume/resumeApi';
import { answer, fresherJob, frontendJob, insights, longTextJob, profile } from './fixtures';

// The seeker's BFF as MSW handlers, answering as the BFF does (JSON bodies, `{ error }` on
// failure): the same set for the stories (`beforeEach({ msw }) { msw.use(...) }`) and the unit
// tests (`mswServer.use(...)`, ADR 017). Each returns one handler or a list of them.

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A signed-in user as `GET /api/me` describes it. */
export interface MeUser {
  id: string;
  email: string;
  role: string;
  name: string;
}

export const handlers = {
  /** GET /api/me: the signed-in user, or 401 "Not logged in" for `null`. */
  me: (user: MeUser | null) =>
    http.get('/api/me', () =>
      user
        ? HttpResponse.json({ user })
        : HttpResponse.json({ error: 'Not logged in' }, { status: 401 }),
    ),
  /** GET /api/profile: the profile with its completeness. */
  profile: (data: ProfileAnswer = answer(profile, 92)) =>
    http.get('/api/profile', () => HttpResponse.json(data)),
  /** PATCH /api/profile and the list sections' writes: saved, the profile comes back. */
  profileSaves: (seeker: Profile = profile) => [
    http.patch('/api/profile', async ({ request }) =>
      HttpResponse.json(answer({ ...seeker, ...((await request.json()) as object) }, 92)),
    ),
    http.all('/api/profile/sections/*', () =>
      HttpResponse.json({ profile: seeker, completeness: answer(seeker, 92).completeness }),
    ),
  ],
  profileRefuses: () =>
    http.all('/api/profile*', () =>
      HttpResponse.json(
        { error: 'Database unavailable, please try again shortly' },
        { status: 503 },
      ),
    ),
  insights: (data: Insights = insights) =>
    http.get('/api/profile/insights', () => HttpResponse.json(data)),
  insightsLoading: () =>
    http.get('/api/profile/insights', async () => {
      await delay('infinite');
      return HttpResponse.json(insights);
    }),
  insightsDown: () =>
    http.get('/api/profile/insights', () =>
      HttpResponse.json({ error: 'Failed to load your activity' }, { status: 500 }),
    ),
  keywordSuggestions: (keywords: string[]) =>
    http.get('/api/profile/keyword-suggestions', () => HttpResponse.json({ keywords })),
  keywordSuggestionsDown: () =>
    http.get('/api/profile/keyword-suggestions', () =>
      HttpResponse.json({ error: 'Failed to load keyword suggestions' }, { status: 500 }),
    ),
  /** GET /api/resume: the seeker's resume, or none. */
  resume: (resume: Resume | null) => http.get('/api/resume', () => HttpResponse.json({ resume })),
  /** GET /api/resume/text: the text read from the uploaded resume. */
  resumeText: (text: string) => http.get('/api/resume/text', () => HttpResponse.json({ text })),
  /**
   * GET /api/jobs: open jobs, newest first (any query: search, filters, page), or with `q` only
   * the answer for that search.
   */
  openJobs: (
    jobs: Array<Job | OptimizerJob> = [frontendJob, fresherJob, longTextJob],
    { q }: { q?: string } = {},
  ) =>
    http.get('/api/jobs', ({ request }) => {
      if (q !== undefined && new URL(request.url).searchParams.get('q') !== q) return undefined;
      return HttpResponse.json({ jobs, total: jobs.length, page: 1, pageSize: 20 });
    }),
  openJobsNone: () =>
    http.get('/api/jobs', () => HttpResponse.json({ jobs: [], total: 0, page: 1, pageSize: 20 })),
  /** The signed-in seeker's applied and saved job ids, and Apply / Save / Remove succeeding. */
  seekerJobs: ({ applied = [] as string[], saved = [] as string[] } = {}) => [
    http.get('/api/user-applications', () => HttpResponse.json({ job_ids: applied })),
    http.get('/api/user-saved-jobs', () => HttpResponse.json({ job_ids: saved })),
    http.post('/api/apply-job', () => HttpResponse.json({ success: true })),
    http.post('/api/save-job', () => HttpResponse.json({ success: true })),
    http.post('/api/remove-saved-job', () => HttpResponse.json({ success: true })),
  ],
  /** GET /api/saved-jobs: the saved jobs, newest first (a function answers the list of the moment). */
  savedJobs: (jobs: SavedJob[] | (() => SavedJob[])) =>
    http.get('/api/saved-jobs', () =>
      HttpResponse.json({ jobs: typeof jobs === 'function' ? jobs() : jobs }),
    ),
  /** GET /api/applications: the seeker's applications with their status history. */
  applications: (applications: Application[]) =>
    http.get('/api/applications', () => HttpResponse.json({ applications })),
  /** GET /api/jobs/filters: each filter value with its number of open jobs. */
  jobFilters: () =>
    http.get('/api/jobs/filters', () =>
      HttpResponse.json({
        experience: [
          { value: '0-1', count: 312 },
          { value: '1-3', count: 1840 },
          { value: '3-5', count: 1422 },
        ],
        salary: [
          { value: '3-6', count: 1620 },
          { value: '6-10', count: 1310 },
          { value: '10-15', count: 720 },
        ],
        locations: [
          { value: 'Bengaluru', count: 1480 },
          { value: 'Pune', count: 820 },
          { value: 'Hyderabad', count: 760 },
          { value: 'Chennai', count: 540 },
        ],
        workModes: [
          { value: 'On-site', count: 2410 },
          { value: 'Hybrid', count: 1530 },
          { value: 'Remote', count: 460 },
        ],
        industries: [
          { value: 'IT Services', count: 1910 },
          { value: 'Finance', count: 720 },
        ],
        roles: [{ value: 'Frontend Developer', count: 410 }],
        departments: [{ value: 'Engineering - Software & QA', count: 1620 }],
      }),
    ),
  jobsLoading: () =>
    http.get('/api/jobs', async () => {
      await delay('infinite');
      return HttpResponse.json({ jobs: [], total: 0, page: 1, pageSize: 20 });
    }),
  jobsDown: () =>
    http.get('/api/jobs', () =>
      HttpResponse.json(
        { error: 'Database unavailable, please try again shortly' },
        { status: 503 },
      ),
    ),
  /**
   * Any route refusing with the BFF's `{ error }` body (a 5xx by default); `once` answers only
   * the first request, so a handler installed with it takes the next one (a Retry).
   */
  refuses: (
    method: Method,
    path: string,
    error: string,
    { status = 503, once = false }: { status?: number; once?: boolean } = {},
  ): HttpHandler => http[method](path, () => HttpResponse.json({ error }, { status }), { once }),
  /** Any route answering `body` (JSON) once or always: for the answers no named handler gives. */
  answers: (
    method: Method,
    path: string,
    body: unknown,
    { status = 200, once = false }: { status?: number; once?: boolean } = {},
  ): HttpHandler =>
    http[method](path, () => HttpResponse.json(body as Record<string, unknown>, { status }), {
      once,
    }),
  /** A route that never answers: the page stays in its loading state. */
  pending: (method: Method, path: string): HttpHandler =>
    http[method](path, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
};
