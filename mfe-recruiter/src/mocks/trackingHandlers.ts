import { http, HttpResponse } from 'msw';
import { DOWN, failure, pending } from '@rozgar/design-system/remote-kit/bff-mocks';
import { PIPELINE_LIMITS } from '@rozgar/contracts/vocabularies';
import type { ApplicationStatus } from '../jobs/recruiterJobsApi';
import type { TrackedApplication } from '../tracking/trackingApi';
import { fixtureId } from './fixtures';

/*
 * The recruiter's application tracking as the BFF answers it (docs/product/applications-and-tracking.md#recruiters),
 * for the page's tests and stories: the list filtered by job and status and paged like the BFF's,
 * and a status change (PUT /api/job-applications/:jobId/:userId) that the list then shows.
 */

/** One application, applied `daysAgo` days before 2026-11-24 at 10:00 UTC. */
export function trackedFixture(
  name: string | null,
  job: { id: string; title: string },
  overrides: Partial<TrackedApplication> & { daysAgo?: number } = {},
): TrackedApplication {
  const { daysAgo = 0, ...rest } = overrides;
  const key = `${name ?? 'anon'}${job.id.slice(-4)}`;
  return {
    id: fixtureId(`a${key}`),
    job,
    user_id: fixtureId(`u${name ?? 'anon'}`),
    applicant: { full_name: name, experience: 4, location: 'Pune' },
    applied_at: new Date(Date.parse('2026-11-24T10:00:00Z') - daysAgo * 86_400_000).toISOString(),
    status: 'applied',
    ...rest,
  };
}

export const trackingHandlers = {
  /** GET /api/recruiter/applications over `rows` (newest first as given); PUT moves one. */
  trackedApplications: (rows: TrackedApplication[]) => [
    http.get('/api/recruiter/applications', ({ request }) => {
      const params = new URL(request.url).searchParams;
      const job = params.get('job');
      const status = params.get('status');
      const page = Number(params.get('page') ?? 1);
      const matching = rows.filter(
        (row) => (!job || row.job.id === job) && (!status || row.status === status),
      );
      const size = PIPELINE_LIMITS.pageSize;
      return HttpResponse.json({
        total: matching.length,
        page,
        page_size: size,
        applications: matching.slice((page - 1) * size, page * size),
      });
    }),
    http.put('/api/job-applications/:jobId/:userId', async ({ request, params }) => {
      const { status } = (await request.json()) as { status: ApplicationStatus };
      const row = rows.find((one) => one.job.id === params.jobId && one.user_id === params.userId)!;
      row.status = status;
      return HttpResponse.json({
        application: {
          id: row.id,
          job_id: row.job.id,
          user_id: row.user_id,
          status,
          applied_at: row.applied_at,
          updated_at: row.applied_at,
          user_details: {
            full_name: row.applicant.full_name,
            email: null,
            education: null,
            skills: [],
            experience: row.applicant.experience,
            resume_link: null,
          },
        },
      });
    }),
  ],
  trackedApplicationsLoading: () =>
    pending('get', '/api/recruiter/applications', {
      total: 0,
      page: 1,
      page_size: PIPELINE_LIMITS.pageSize,
      applications: [],
    }),
  trackedApplicationsDown: () => failure('get', '/api/recruiter/applications', 503, DOWN),
};
