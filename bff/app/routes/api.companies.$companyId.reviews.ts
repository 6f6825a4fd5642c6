import type { ActionFunctionArgs } from '@remix-run/node';
import { companyReviewBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { writeCompanyReview } from '../services/review-writing.server';

const ALLOW = { Allow: 'POST' };

/**
 * POST /api/companies/:companyId/reviews { rating, title, pros, cons, advice_to_management? } (job
 * seeker) → 201 { review, edited: false } or 200 { review, edited: true }: the company page's short
 * review form (ADR 018). Its reviews are read with GET /api/reviews?company_id=.
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireSeeker(context);
  const body = validateOrThrow(companyReviewBodySchema, await parseJsonBody(request, z.unknown()));
  await context.rateLimits.contribution(user.id, context.res);
  const saved = await writeCompanyReview(user.id, params.companyId ?? '', body);
  return Response.json(saved, { status: saved.edited ? 200 : 201 });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
