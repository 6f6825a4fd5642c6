import type { LoaderFunctionArgs } from '@remix-run/node';
import { recommendationsQuerySchema } from '@rozgar/contracts';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseQuery } from '../lib/http.server';
import { recommendedJobs } from '../services/recommendations.server';

/**
 * GET /api/jobs/recommended?limit= (seeker) → { jobs, personalised }: the open jobs the seeker has
 * not applied to, best first, each with its `reasons` (docs/product/notifications-and-alerts.md
 * "Recommendations").
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const seeker = requireSeeker(context);
  const { limit } = parseQuery(request, recommendationsQuerySchema);
  return Response.json(await recommendedJobs(seeker.id, limit));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
