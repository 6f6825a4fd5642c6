import type { RecruiterJob } from '@rozgar/contracts/payloads/recruiter-jobs';
import { delay, http, HttpResponse } from 'msw';
import { recruiterJobsFixture } from '../../mocks/fixtures';

/*
 * MSW answers of "Invite to apply" for its tests and stories: the account's open jobs and
 * POST /api/candidate-invites (sent, or refused in the server's words).
 */

export const inviteHandlers = {
  openJobs: (jobs: RecruiterJob[]) =>
    http.get('/api/recruiter/jobs', ({ request }) =>
      new URL(request.url).searchParams.get('status') === 'active'
        ? HttpResponse.json(recruiterJobsFixture(jobs))
        : HttpResponse.json({ error: 'Only the active tab is asked for' }, { status: 400 }),
    ),
  openJobsLoading: () =>
    http.get('/api/recruiter/jobs', async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
  sent: () =>
    http.post('/api/candidate-invites', async ({ request }) => {
      const body = (await request.json()) as { job_id: string; user_id: string; message?: string };
      return HttpResponse.json(
        {
          invite: {
            id: '6650f1a2c3d4e5f60dddd001',
            job_id: body.job_id,
            user_id: body.user_id,
            invited_by: '6650f1a2c3d4e5f60aaaa001',
            message: body.message ?? null,
            created_at: '2026-11-25T07:00:00.000Z',
          },
        },
        { status: 201 },
      );
    }),
  refused: (status: number, error: string) =>
    http.post('/api/candidate-invites', () => HttpResponse.json({ error }, { status })),
};
