// Types `beforeEach({ msw })` in this package's stories (module augmentation of the addon).
import type {} from 'msw-storybook-addon/types';
import { delay, http, HttpResponse } from 'msw';
import type { Insights, Profile } from '../profile/profileApi';
import { answer, fresherJob, frontendJob, longTextJob, profile } from './fixtures';

// MSW handlers for the seeker's stories, answering as the BFF does (JSON bodies, `{ error }` on
// failure). A story installs the ones it needs with `beforeEach({ msw }) { msw.use(...) }`.

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

export const insights: Insights = {
  applications_by_status: { applied: 14, under_review: 5, interview: 3, accepted: 1, rejected: 4 },
  applications_by_week: [6, 5, 4, 3, 2, 1, 0].map((weeksAgo, index) => ({
    week_start: daysAgo(weeksAgo * 7).slice(0, 10),
    count: [2, 4, 1, 6, 3, 5, 6][index]!,
  })),
  saved_jobs: 9,
  completeness_history: [
    { at: daysAgo(40), percent: 25 },
    { at: daysAgo(30), percent: 50 },
    { at: daysAgo(12), percent: 75 },
    { at: daysAgo(1), percent: 92 },
  ],
};

export const handlers = {
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
  /** GET /api/jobs: open jobs, newest first. */
  openJobs: () =>
    http.get('/api/jobs', () =>
      HttpResponse.json({
        jobs: [frontendJob, fresherJob, longTextJob],
        total: 3,
        page: 1,
        pageSize: 20,
      }),
    ),
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
};
