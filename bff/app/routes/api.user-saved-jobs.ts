import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { savedJobIds } from '../services/saved-jobs.server';

/** GET /api/user-saved-jobs (seeker) → { job_ids }: the jobs the caller saved. */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const seeker = requireSeeker(context);
  return Response.json({ job_ids: await savedJobIds(seeker.id) });
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
