import type { ActionFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { jobActionSchema } from '../services/jobs.server';
import { removeSavedJob } from '../services/saved-jobs.server';

/** POST /api/remove-saved-job { job_id } (seeker) → { success: true }, whether or not it was saved. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
  const seeker = requireSeeker(context);
  const { job_id } = await parseJsonBody(request, jobActionSchema);
  await removeSavedJob(seeker.id, job_id);
  return Response.json({ success: true });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
