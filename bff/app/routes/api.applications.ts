import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { listApplications } from '../services/applications.server';

/**
 * GET /api/applications (seeker) → { applications: [{ id, job_id, job_title, company, location,
 * status, applied_at, updated_at, history }] }, newest first.
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const seeker = requireSeeker(context);
  return Response.json({ applications: await listApplications(seeker.id) });
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
