import { applyJobBodySchema } from '@rozgar/contracts';
import type { ActionFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { JOB_CLOSED, applyToJob } from '../services/applications.server';
import { JOB_NOT_FOUND } from '../services/jobs.server';

/**
 * POST /api/apply-job { job_id, answers? } (seeker) → 201 { success: true, application } the first
 * time, 200 with the same application after that; 404 unknown job, 409 closed or expired job, 400
 * when a required pre-screening question is unanswered or an answer does not fit its question
 * (docs/product/recruiter-tools-and-workspace.md#pre-screening; nothing stored).
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
  const seeker = requireSeeker(context);
  const { job_id, answers } = await parseJsonBody(request, applyJobBodySchema);
  const result = await applyToJob(seeker.id, job_id, new Date(), answers);
  if (result.outcome === 'not-found') return jsonError(404, JOB_NOT_FOUND);
  if (result.outcome === 'closed') return jsonError(409, JOB_CLOSED);
  if (result.outcome === 'invalid') return jsonError(400, result.error);
  return Response.json(
    { success: true, application: result.application },
    { status: result.outcome === 'created' ? 201 : 200 },
  );
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
