import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiHandler, jsonError, parseQuery } from '../lib/http.server';
import { listRecentReviews, reviewListQuerySchema } from '../services/reviews.server';

/** GET /api/reviews?limit= (1–50, default 10) → { reviews }, newest first (no login needed). */
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { limit } = parseQuery(request, reviewListQuerySchema);
  return Response.json({ reviews: await listRecentReviews(limit) });
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
