// Types `beforeEach({ msw })` in this package's stories (module augmentation of the addon).
import type {} from 'msw-storybook-addon/types';
import { http, HttpResponse, type RequestHandlerOptions } from 'msw';
import {
  DOWN,
  failure,
  pending,
  sessionHandlers,
} from '@rozgar/design-system/remote-kit/bff-mocks';
import type { Company } from '../companies/companiesApi';
import type { Job, PostingOptions, RecruiterJob, RecruiterJobs } from '../jobs/recruiterJobsApi';
import type {
  CandidateCard,
  CandidateSearches,
  SavedSearch,
  SearchResult,
} from '../resdex/candidatesApi';
import { noCandidateSearches, postingOptionsFixture, recruiterJobsFixture } from './fixtures';
import { analyticsHandlers } from './analyticsHandlers';
import { jobLifeHandlers } from './jobLifeHandlers';
import { keywordHandlers } from './keywordHandlers';
import { pipelineHandlers } from './pipelineHandlers';
import { prescreeningHandlers } from './prescreeningHandlers';
import { quotaHandlers } from './quotaHandlers';

// The recruiter's BFF as MSW handlers (ADR 017), for its stories and its tests alike, answering as
// the BFF does: JSON bodies, `{ error }` on failure. A story installs the ones it needs with
// `beforeEach({ msw }) { msw.use(...) }`, a test with `mswServer.use(...)` (and checks what was
// sent with `recordRequests()`, @rozgar/design-system/remote-kit/testing). `options` are MSW's
// handler options: `{ once: true }` answers one request, so a handler used after it answers the
// next ones (a failure, then a success on Retry).

export { failure };

export const handlers = {
  ...sessionHandlers,
  /** The applicant pipeline of one job: ./pipelineHandlers.ts. */
  ...pipelineHandlers,
  ...jobLifeHandlers,
  /** The keyword optimiser: ./keywordHandlers.ts. */
  ...keywordHandlers,
  /** A job's pre-screening questions and criteria: ./prescreeningHandlers.ts. */
  ...prescreeningHandlers,
  /** Job analytics: ./analyticsHandlers.ts. */
  ...analyticsHandlers,
  /** The account's plan and quotas: ./quotaHandlers.ts. */
  ...quotaHandlers,

  /** PUT /api/job-applications/:jobId/:userId refused (another recruiter's job). */
  statusRefused: () =>
    failure('put', '/api/job-applications/:jobId/:userId', 403, {
      error: 'You can only update applications to your own jobs',
    }),

  /** GET /api/saved-candidates: the recruiter's saved candidates. */
  savedCandidates: (candidates: CandidateCard[], options?: RequestHandlerOptions) =>
    http.get('/api/saved-candidates', () => HttpResponse.json({ candidates }), options),
  savedCandidatesLoading: () => pending('get', '/api/saved-candidates', { candidates: [] }),
  savedCandidatesDown: () => failure('get', '/api/saved-candidates', 503, DOWN),
  /** PUT (save) and DELETE (unsave) /api/saved-candidates/:userId. */
  candidateSaved: () =>
    http.all('/api/saved-candidates/:userId', ({ request }) =>
      HttpResponse.json({ saved: request.method === 'PUT' }),
    ),

  /** GET /api/companies/mine: the recruiter's companies. */
  myCompanies: (companies: Company[], options?: RequestHandlerOptions) =>
    http.get('/api/companies/mine', () => HttpResponse.json({ companies }), options),
  myCompaniesLoading: () => pending('get', '/api/companies/mine', { companies: [] }),
  myCompaniesDown: () => failure('get', '/api/companies/mine', 503, DOWN),
  /** GET /api/companies/{company.id}: one of the recruiter's companies. */
  company: (company: Company, options?: RequestHandlerOptions) =>
    http.get(`/api/companies/${company.id}`, () => HttpResponse.json({ company }), options),
  /** POST /api/companies: the company is created (201). */
  companyCreated: (company: Company) =>
    http.post('/api/companies', () => HttpResponse.json({ company }, { status: 201 })),
  /** PUT /api/companies/{company.id}: the company is saved as `company`. */
  companyUpdated: (company: Company) =>
    http.put(`/api/companies/${company.id}`, () => HttpResponse.json({ company })),

  /**
   * GET /api/recruiter/jobs[?status=]: the recruiter's jobs (one status's with `?status=`), the
   * counts per status and the posting quota (10, every active job open, unless given).
   */
  recruiterJobs: (
    jobs: RecruiterJob[],
    quota: Partial<RecruiterJobs['quota']> = {},
    options?: RequestHandlerOptions,
  ) =>
    http.get(
      '/api/recruiter/jobs',
      ({ request }) => {
        const all = recruiterJobsFixture(jobs, quota);
        const status = new URL(request.url).searchParams.get('status');
        return HttpResponse.json(
          status ? { ...all, jobs: jobs.filter((job) => job.status === status) } : all,
        );
      },
      options,
    ),
  recruiterJobsLoading: () => pending('get', '/api/recruiter/jobs', recruiterJobsFixture([])),
  recruiterJobsDown: () => failure('get', '/api/recruiter/jobs', 503, DOWN),

  /** GET /api/jobs/posting-options: Post a Job's lists, defaults and limits. */
  postingOptions: (
    answer: PostingOptions = postingOptionsFixture(),
    options?: RequestHandlerOptions,
  ) => http.get('/api/jobs/posting-options', () => HttpResponse.json(answer), options),
  postingOptionsLoading: () => pending('get', '/api/jobs/posting-options', postingOptionsFixture()),
  /** POST /api/jobs: the job is posted (201). */
  jobPosted: (job: Job) =>
    http.post('/api/jobs', () => HttpResponse.json({ job }, { status: 201 })),

  /** POST /api/candidates/search: a page of candidates, or one made from the body sent. */
  candidateSearch: (
    result: SearchResult | ((body: { page: number }) => SearchResult),
    options?: RequestHandlerOptions,
  ) =>
    http.post(
      '/api/candidates/search',
      async ({ request }) =>
        HttpResponse.json(
          typeof result === 'function'
            ? result((await request.json()) as { page: number })
            : result,
        ),
      options,
    ),
  /** GET /api/candidate-searches: the recent and saved searches. */
  candidateSearches: (
    searches: CandidateSearches = noCandidateSearches,
    options?: RequestHandlerOptions,
  ) => http.get('/api/candidate-searches', () => HttpResponse.json(searches), options),
  /** POST /api/candidate-searches: the search is saved (201). */
  searchSaved: (search: SavedSearch) =>
    http.post('/api/candidate-searches', () => HttpResponse.json({ search }, { status: 201 })),
  /** DELETE /api/candidate-searches/:searchId. */
  savedSearchDeleted: () =>
    http.delete('/api/candidate-searches/:searchId', () => HttpResponse.json({ success: true })),
};
