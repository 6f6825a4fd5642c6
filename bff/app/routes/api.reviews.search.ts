import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiHandler, jsonError, parseQuery } from '../lib/http.server';
import { reviewSearchQuerySchema, searchCompanies } from '../services/reviews.server';

/**
 * GET /api/reviews/search?company=&limit= → { companies: [{ id, name, logo?, industry?, location?,
 * size?, rating, reviews }] }: suggestions as you type, names starting with the text first
 * (no login needed; ADR 018).
 */
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const { company, limit } = parseQuery(request, reviewSearchQuerySchema);
  return Response.json({ companies: await searchCompanies(company, limit) });
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
