// Types `beforeEach({ msw })` in this package's stories (module augmentation of the addon).
import type {} from 'msw-storybook-addon/types';
import { delay, http, HttpResponse } from 'msw';
import type { Company } from '../companies/companiesApi';
import type { JobApplication, RecruiterJob } from '../jobs/recruiterJobsApi';
import type { CandidateCard } from '../resdex/candidatesApi';

// MSW handlers for the recruiter's stories, answering as the BFF does (JSON bodies, `{ error }` on
// failure). A story installs the ones it needs with `beforeEach({ msw }) { msw.use(...) }`.

export const handlers = {
  /** PUT /api/job-applications/:jobId/:userId: the status is saved. */
  statusSaved: (application: JobApplication) =>
    http.put('/api/job-applications/:jobId/:userId', async ({ request }) => {
      const { status } = (await request.json()) as { status: JobApplication['status'] };
      return HttpResponse.json({ application: { ...application, status } });
    }),
  statusRefused: () =>
    http.put('/api/job-applications/:jobId/:userId', () =>
      HttpResponse.json(
        { error: 'You can only update applications to your own jobs' },
        { status: 403 },
      ),
    ),
  savedCandidates: (candidates: CandidateCard[]) =>
    http.get('/api/saved-candidates', () => HttpResponse.json({ candidates })),
  savedCandidatesLoading: () =>
    http.get('/api/saved-candidates', async () => {
      await delay('infinite');
      return HttpResponse.json({ candidates: [] });
    }),
  savedCandidatesDown: () =>
    http.get('/api/saved-candidates', () =>
      HttpResponse.json(
        { error: 'Database unavailable, please try again shortly' },
        { status: 503 },
      ),
    ),
  candidateSaved: () =>
    http.all('/api/saved-candidates/:userId', ({ request }) =>
      HttpResponse.json({ saved: request.method === 'PUT' }),
    ),
  /** GET /api/job-applications/:jobId: the job and its applicants. */
  jobApplications: (job: RecruiterJob, applications: JobApplication[]) => [
    http.get('/api/job-applications/:jobId', () => HttpResponse.json({ job, applications })),
    http.put('/api/job-applications/:jobId/:userId', async ({ request, params }) => {
      const { status } = (await request.json()) as { status: JobApplication['status'] };
      const application = applications.find((one) => one.user_id === params.userId);
      return HttpResponse.json({ application: { ...application, status } });
    }),
  ],
  jobApplicationsDown: () =>
    http.get('/api/job-applications/:jobId', () =>
      HttpResponse.json(
        { error: 'Database unavailable, please try again shortly' },
        { status: 503 },
      ),
    ),
  /** GET /api/companies/mine: the recruiter's companies. */
  myCompanies: (companies: Company[]) =>
    http.get('/api/companies/mine', () => HttpResponse.json({ companies })),
  myCompaniesLoading: () =>
    http.get('/api/companies/mine', async () => {
      await delay('infinite');
      return HttpResponse.json({ companies: [] });
    }),
  myCompaniesDown: () =>
    http.get('/api/companies/mine', () =>
      HttpResponse.json(
        { error: 'Database unavailable, please try again shortly' },
        { status: 503 },
      ),
    ),
  /** GET /api/recruiter/jobs: the recruiter's jobs and posting quota. */
  recruiterJobs: (jobs: RecruiterJob[], quota = { job_limit: 10, open_jobs: jobs.length }) =>
    http.get('/api/recruiter/jobs', () => HttpResponse.json({ jobs, quota })),
  recruiterJobsLoading: () =>
    http.get('/api/recruiter/jobs', async () => {
      await delay('infinite');
      return HttpResponse.json({ jobs: [], quota: { job_limit: 10, open_jobs: 0 } });
    }),
  recruiterJobsDown: () =>
    http.get('/api/recruiter/jobs', () =>
      HttpResponse.json(
        { error: 'Database unavailable, please try again shortly' },
        { status: 503 },
      ),
    ),
};
