import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { listSavedJobs } from '../services/saved-jobs.server';

/**
 * GET /api/saved-jobs (seeker) → { jobs: Array<Job & { saved_at }> }, most recently saved first;
 * a job closed since it was saved is still listed.
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const seeker = requireSeeker(context);
  return Response.json({ jobs: await listSavedJobs(seeker.id) });
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
