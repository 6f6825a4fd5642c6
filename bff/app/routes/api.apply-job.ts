import type { ActionFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { JOB_CLOSED, applyToJob } from '../services/applications.server';
import { JOB_NOT_FOUND, jobActionSchema } from '../services/jobs.server';

/**
 * POST /api/apply-job { job_id } (seeker) → 201 { success: true, application } the first time, 200
 * with the same application after that; 404 unknown job, 409 closed or expired job.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
  const seeker = requireSeeker(context);
  const { job_id } = await parseJsonBody(request, jobActionSchema);
  const result = await applyToJob(seeker.id, job_id);
  if (result.outcome === 'not-found') return jsonError(404, JOB_NOT_FOUND);
  if (result.outcome === 'closed') return jsonError(409, JOB_CLOSED);
  return Response.json(
    { success: true, application: result.application },
    { status: result.outcome === 'created' ? 201 : 200 },
  );
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
