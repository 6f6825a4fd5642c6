// Types `beforeEach({ msw })` in this package's stories (module augmentation of the addon).
import type {} from 'msw-storybook-addon/types';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import type { Community, RecommendedJob, Review } from '../home/homeApi';
import type { Job, JobFilterOptions, JobsPageData } from '../jobs/jobsApi';
import type { Application, JobQuestions, SavedJob } from '../jobs/seekerJobsApi';
import {
  SECTION_FIELDS,
  type Insights,
  type Profile,
  type ProfileAnswer,
  type SectionKey,
} from '../profile/profileApi';
import type { Resume } from '../resume/resumeApi';
import { companyHandlers } from './companyHandlers';
import { resumeFixture } from './profileFixtures';
import {
  answer,
  fresherJob,
  frontendJob,
  insights,
  jobFilterOptions,
  longTextJob,
  profile,
} from './fixtures';

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
  /** The companies directory and company pages (./companyHandlers). */
  ...companyHandlers,
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
  /**
   * The list sections' writes on one running profile, as the BFF applies them: POST adds an item
   * (ObjectId ids ending 0000001, 0000002, …), PUT replaces one, DELETE removes one; each answers
   * `{ profile, completeness }`. An unknown section or item gets 404.
   */
  profileSections: (start: Profile = profile) => {
    let current = start;
    let added = 0;
    const fieldOf = (section: unknown) => SECTION_FIELDS[section as SectionKey];
    const items = (field: (typeof SECTION_FIELDS)[SectionKey]) =>
      current[field] as Array<{ id: string }>;
    const saved = (status = 200) =>
      HttpResponse.json(
        { profile: current, completeness: answer(current, 50).completeness },
        { status },
      );
    const notFound = () => HttpResponse.json({ error: 'Not found' }, { status: 404 });
    return [
      http.post('/api/profile/sections/:section', async ({ request, params }) => {
        const field = fieldOf(params.section);
        if (!field) return notFound();
        added += 1;
        const id = `6650f1a2c3d4e5f6e${String(added).padStart(7, '0')}`;
        const item = { id, ...((await request.json()) as object) };
        current = { ...current, [field]: [...items(field), item] };
        return saved(201);
      }),
      http.put('/api/profile/sections/:section/:id', async ({ request, params }) => {
        const field = fieldOf(params.section);
        if (!field || !items(field).some((item) => item.id === params.id)) return notFound();
        const body = (await request.json()) as object;
        current = {
          ...current,
          [field]: items(field).map((item) =>
            item.id === params.id ? { id: params.id, ...body } : item,
          ),
        };
        return saved();
      }),
      http.delete('/api/profile/sections/:section/:id', ({ params }) => {
        const field = fieldOf(params.section);
        if (!field || !items(field).some((item) => item.id === params.id)) return notFound();
        current = { ...current, [field]: items(field).filter((item) => item.id !== params.id) };
        return saved();
      }),
    ];
  },
  /** POST /api/profile/photo (multipart `photo`): stored, its URL comes back. */
  profilePhoto: (url = '/api/profile/photo/f42') =>
    http.post('/api/profile/photo', () => HttpResponse.json({ profile_picture: url })),
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
  /** POST /api/resume (multipart `resume`): stored as `resume`, which comes back (201). */
  resumeUploads: (resume: Resume) =>
    http.post('/api/resume', () => HttpResponse.json({ resume }, { status: 201 })),
  /** DELETE /api/resume: deleted. */
  resumeDeletes: () => http.delete('/api/resume', () => HttpResponse.json({ success: true })),
  /** GET /api/resume/text: the text read from the uploaded resume. */
  resumeText: (text: string) => http.get('/api/resume/text', () => HttpResponse.json({ text })),
  /** GET /api/keyword-optimiser/keywords: the portal's keywords, most relevant first. */
  portalKeywords: (keywords: string[]) =>
    http.get('/api/keyword-optimiser/keywords', () =>
      HttpResponse.json({
        keywords: keywords.map((keyword, index) => ({
          keyword,
          relevance: Math.round((1 - index / Math.max(keywords.length, 1)) * 100) / 100,
        })),
      }),
    ),
  /**
   * GET /api/jobs: open jobs, newest first (any query: search, filters, page), or with `q` only
   * the answer for that search.
   */
  openJobs: (jobs: Job[] = [frontendJob, fresherJob, longTextJob], { q }: { q?: string } = {}) =>
    http.get('/api/jobs', ({ request }) => {
      if (q !== undefined && new URL(request.url).searchParams.get('q') !== q) return undefined;
      return HttpResponse.json({ jobs, total: jobs.length, page: 1, pageSize: 20 });
    }),
  /** GET /api/jobs/{id}: this job's details. */
  job: (job: Job) => http.get(`/api/jobs/${job.id}`, () => HttpResponse.json(job)),
  /** POST /api/jobs/:jobId/views: a view of any job counted (204). */
  jobViews: () =>
    http.post('/api/jobs/:jobId/views', () => new HttpResponse(null, { status: 204 })),
  /** GET /api/jobs/recommended: the seeker home's "Recommended for you". */
  recommendedJobs: (jobs: RecommendedJob[], personalised = true) =>
    http.get('/api/jobs/recommended', () => HttpResponse.json({ jobs, personalised })),
  /** GET /api/jobs/{id}/similar: the open jobs like this one (none unless given). */
  similarJobs: (jobId: string, jobs: Job[] = []) =>
    http.get(`/api/jobs/${jobId}/similar`, () => HttpResponse.json({ jobs })),
  /** GET /api/jobs: exactly this page, whatever the query. */
  jobsPage: (page: JobsPageData) => http.get('/api/jobs', () => HttpResponse.json(page)),
  /** GET /api/reviews: the most recent company reviews (the seeker home's panel). */
  reviews: (reviews: Review[]) => http.get('/api/reviews', () => HttpResponse.json({ reviews })),
  /** GET /api/communities. */
  communities: (communities: Community[]) =>
    http.get('/api/communities', () => HttpResponse.json({ communities })),
  openJobsNone: () =>
    http.get('/api/jobs', () => HttpResponse.json({ jobs: [], total: 0, page: 1, pageSize: 20 })),
  /**
   * The signed-in seeker's applied and saved job ids, Apply / Save / Remove succeeding, and the
   * view a job's page or modal reports counted.
   */
  seekerJobs: ({ applied = [] as string[], saved = [] as string[] } = {}) => [
    http.post('/api/jobs/:jobId/views', () => new HttpResponse(null, { status: 204 })),
    // Ready to apply (a resume, 92 %): Apply asks nothing first (jobs/applyReadiness.ts).
    http.get('/api/profile', () =>
      HttpResponse.json({ ...answer(profile, 92), resume: resumeFixture() }),
    ),
    http.get('/api/user-applications', () => HttpResponse.json({ job_ids: applied })),
    http.get('/api/user-saved-jobs', () => HttpResponse.json({ job_ids: saved })),
    http.post('/api/apply-job', async ({ request }) => {
      const { job_id } = (await request.json()) as { job_id: string };
      const at = new Date().toISOString();
      // 201 with the new application, as the BFF answers a first application.
      const application = {
        id: `6650f1a2c3d4e5f6a${job_id.slice(-7)}`,
        job_id,
        job_title: null,
        company: null,
        location: null,
        status: 'applied',
        applied_at: at,
        updated_at: at,
        history: [{ status: 'applied', at }],
      };
      return HttpResponse.json({ success: true, application }, { status: 201 });
    }),
    http.post('/api/save-job', () => HttpResponse.json({ success: true })),
    http.post('/api/remove-saved-job', () => HttpResponse.json({ success: true })),
    // No pre-screening questions: Apply sends the application at once.
    http.get('/api/jobs/:jobId/questions', ({ params }) =>
      HttpResponse.json({ job_id: params.jobId, questions: [] }),
    ),
  ],
  /** GET /api/jobs/{jobId}/questions: the job's pre-screening questions, as the apply step asks them. */
  jobQuestions: (jobId: string, questions: JobQuestions['questions']) =>
    http.get(`/api/jobs/${jobId}/questions`, () => HttpResponse.json({ job_id: jobId, questions })),
  /** GET /api/saved-jobs: the saved jobs, newest first (a function answers the list of the moment). */
  savedJobs: (jobs: SavedJob[] | (() => SavedJob[])) =>
    http.get('/api/saved-jobs', () =>
      HttpResponse.json({ jobs: typeof jobs === 'function' ? jobs() : jobs }),
    ),
  /**
   * The saved-jobs list on one running list, as the BFF keeps it: GET /api/saved-jobs lists it,
   * POST /api/save-job puts `jobOf(job_id)` first, POST /api/remove-saved-job takes it out.
   */
  savedJobsList: (start: SavedJob[], jobOf: (jobId: string) => SavedJob) => {
    let saved = start;
    const jobIdOf = async (request: Request) =>
      ((await request.json()) as { job_id: string }).job_id;
    return [
      http.get('/api/saved-jobs', () => HttpResponse.json({ jobs: saved })),
      http.post('/api/save-job', async ({ request }) => {
        const jobId = await jobIdOf(request);
        saved = [jobOf(jobId), ...saved.filter((job) => job.id !== jobId)];
        return HttpResponse.json({ success: true });
      }),
      http.post('/api/remove-saved-job', async ({ request }) => {
        const jobId = await jobIdOf(request);
        saved = saved.filter((job) => job.id !== jobId);
        return HttpResponse.json({ success: true });
      }),
    ];
  },
  /** GET /api/applications: the seeker's applications with their status history. */
  applications: (applications: Application[]) =>
    http.get('/api/applications', () => HttpResponse.json({ applications })),
  /** GET /api/jobs: the page the query asks for (`?page=`), made by `pageOf`. */
  jobsByPage: (pageOf: (page: number, search: URLSearchParams) => JobsPageData) =>
    http.get('/api/jobs', ({ request }) => {
      const search = new URL(request.url).searchParams;
      return HttpResponse.json(pageOf(Number(search.get('page') ?? '1'), search));
    }),
  /** GET /api/jobs/filters: each filter value with its number of open jobs. */
  jobFilters: (filters: JobFilterOptions = jobFilterOptions) =>
    http.get('/api/jobs/filters', () => HttpResponse.json(filters)),
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
  /** A route the network fails on (no answer at all: `fetch` rejects, as offline). */
  unreachable: (method: Method, path: string): HttpHandler =>
    http[method](path, () => HttpResponse.error()),
  /** A route that never answers: the page stays in its loading state. */
  pending: (method: Method, path: string): HttpHandler =>
    http[method](path, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
};
