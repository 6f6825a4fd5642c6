import { failure } from '@rozgar/design-system/remote-kit/bff-mocks';
import { http, HttpResponse, type RequestHandlerOptions } from 'msw';
import type { RecruiterJobChanged } from '../jobs/jobLifeApi';
import type { NewJob, RecruiterJob } from '../jobs/recruiterJobsApi';
import { splitSkills, storedWorkMode } from '@rozgar/contracts/vocabularies';

/*
 * A job's life as MSW handlers (docs/product/recruiter-jobs-and-responses.md#a-jobs-life): what
 * `PATCH /api/jobs/{id}` and `POST /api/jobs/{id}/repost` answer, as the BFF does — the job as it
 * now is and the quota — or `{ error }`. Joined into `handlers` (handlers.ts).
 */

const QUOTA: RecruiterJobChanged['quota'] = { job_limit: 10, open_jobs: 3, left: 7 };

/** `job` with the edited posting's fields, stored as the BFF stores them. */
function editedJob(job: RecruiterJob, posting: NewJob): RecruiterJob {
  const { employment_type, work_mode, skills, ...fields } = posting;
  return {
    ...job,
    ...fields,
    employment_category: employment_type,
    job_type: employment_type.startsWith('Part') ? 'Part Time' : 'Full Time',
    work_mode: storedWorkMode(work_mode),
    skills: splitSkills(skills),
  };
}

const changed = (job: RecruiterJob, quota = QUOTA) => HttpResponse.json({ job, quota });

export const jobLifeHandlers = {
  /**
   * GET /api/recruiter/jobs/:jobId: one of `jobs` by its id, else 404 `Job not found` (as the BFF
   * answers an unknown job; another recruiter's is `recruiterJobRefused`).
   */
  recruiterJob: (jobs: RecruiterJob[], options?: RequestHandlerOptions) =>
    http.get(
      '/api/recruiter/jobs/:jobId',
      ({ params }) => {
        const job = jobs.find((one) => one.id === params.jobId);
        return job
          ? HttpResponse.json(job)
          : HttpResponse.json({ error: 'Job not found' }, { status: 404 });
      },
      options,
    ),
  /** GET /api/recruiter/jobs/:jobId refused with `status` and `{ error }`. */
  recruiterJobRefused: (status: number, error: string) =>
    failure('get', '/api/recruiter/jobs/:jobId', status, { error }),
  /** GET /api/recruiter/job-quota: the posting quota (7 of 10 left unless given). */
  jobQuota: (quota: RecruiterJobChanged['quota'] = QUOTA, options?: RequestHandlerOptions) =>
    http.get('/api/recruiter/job-quota', () => HttpResponse.json({ quota }), options),
  /**
   * PATCH /api/jobs/:jobId: applies the body to `job` — closed or reopened, pushed back by the
   * days asked, or its edited fields — and answers with it.
   */
  jobChanged: (job: RecruiterJob, options?: RequestHandlerOptions) =>
    http.patch(
      '/api/jobs/:jobId',
      async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        if (body.status === 'closed' || body.status === 'active')
          return changed({ ...job, status: body.status, is_active: body.status === 'active' });
        if (typeof body.extend_days === 'number') {
          const from = new Date(job.expiry_date ?? job.created_at).getTime();
          const expiry_date = new Date(from + body.extend_days * 86_400_000).toISOString();
          return changed({ ...job, expiry_date });
        }
        return changed(editedJob(job, body as unknown as NewJob));
      },
      options,
    ),
  /** PATCH /api/jobs/:jobId refused with the BFF's text (the quota, or not the owner's job). */
  jobChangeRefused: (status: number, error: string) =>
    failure('patch', '/api/jobs/:jobId', status, { error }),
  /** POST /api/jobs/:jobId/repost: the expired job open again for 90 days. */
  jobReposted: (job: RecruiterJob) =>
    http.post('/api/jobs/:jobId/repost', () =>
      changed({
        ...job,
        status: 'active',
        is_active: true,
        expired: false,
        expiry_date: new Date(Date.now() + 90 * 86_400_000).toISOString(),
      }),
    ),
};
