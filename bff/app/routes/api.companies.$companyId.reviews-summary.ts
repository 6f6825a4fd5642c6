import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiHandler, jsonError } from '../lib/http.server';
import { companyReviewsSummary } from '../services/reviews.server';

/**
 * GET /api/companies/:companyId/reviews-summary → { company, histogram, criteria, departments,
 * gender }: the employee reviews page's profile and rating breakdown (no login needed; ADR 018);
 * gender only as counts of at least 5 answers, else null. 404 Company not found.
 */
export const loader = apiHandler(async ({ params }: LoaderFunctionArgs) =>
  Response.json(await companyReviewsSummary(params.companyId ?? '')),
);

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
