import type { ActionFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { repostJob } from '../services/job-life.server';

/**
 * POST /api/jobs/:jobId/repost (recruiter, own expired job) → { job: RecruiterJob, quota }: open
 * again for 90 days, within the quota (ADR 011 "A job's life"); 403 another recruiter's job or past
 * the quota, 404 unknown, 409 a job not expired.
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
  const recruiter = requireRecruiter(context);
  return Response.json(await repostJob(recruiter, params.jobId ?? ''));
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
