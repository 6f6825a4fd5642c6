import type { ActionFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { JOB_NOT_FOUND, jobActionSchema } from '../services/jobs.server';
import { saveJob } from '../services/saved-jobs.server';

/** POST /api/save-job { job_id } (seeker) → { success: true } (saving twice is harmless); 404 unknown job. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
  const seeker = requireSeeker(context);
  const { job_id } = await parseJsonBody(request, jobActionSchema);
  if (!(await saveJob(seeker.id, job_id))) return jsonError(404, JOB_NOT_FOUND);
  return Response.json({ success: true });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
