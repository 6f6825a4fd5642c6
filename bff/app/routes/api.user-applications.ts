import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { appliedJobIds } from '../services/applications.server';

/** GET /api/user-applications (seeker) → { job_ids }: the jobs the caller applied to. */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const seeker = requireSeeker(context);
  return Response.json({ job_ids: await appliedJobIds(seeker.id) });
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
