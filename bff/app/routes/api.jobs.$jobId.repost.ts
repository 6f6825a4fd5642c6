import type { ActionFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { repostJob } from '../services/job-life.server';
import { teamJobAction } from '../services/notification-producers.server';

/**
 * POST /api/jobs/:jobId/repost (recruiter, own expired job) → { job: RecruiterJob, quota }: open
 * again for 90 days, within the quota (ADR 011 "A job's life"); 403 another recruiter's job or past
 * the quota, 404 unknown, 409 a job not expired. A sub-user's repost is told to the account's admin
 * (docs/product/notifications-and-alerts.md).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
  const recruiter = requireRecruiter(context);
  const reposted = await repostJob(recruiter, params.jobId ?? '');
  teamJobAction(recruiter, params.jobId ?? '', 'reposted');
  return Response.json(reposted);
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
