import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { profileInsights } from '../services/profile-insights.server';

/**
 * GET /api/profile/insights → { applications_by_status, applications_by_week (last 12 weeks),
 * saved_jobs, completeness_history } (seeker).
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const user = requireSeeker(context);
  return Response.json(await profileInsights(user.id));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
