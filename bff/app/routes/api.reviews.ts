import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { writeReviewBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody, parseQuery } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { listReviews, reviewListQuerySchema } from '../services/reviews.server';
import { writeReview } from '../services/review-writing.server';

const ALLOW = { Allow: 'GET, POST' };

/**
 * GET /api/reviews?company_id=&company=&location=&industry=&size=&rating=&department=&sort=&page=
 * &page_size= (or limit=) → { reviews, total, page, page_size, facets } (no login needed; a
 * logged-in caller also gets their own vote on each review). Never an author (ADR 018).
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const query = parseQuery(request, reviewListQuerySchema);
  return Response.json(await listReviews(query, context.user?.id));
});

/**
 * POST /api/reviews { the write-review form } (job seeker) → 201 { review, edited: false }, or 200
 * { review, edited: true } when it rewrote the caller's earlier review of that company; 400 with
 * the first problem, 429 over the per-user limit of reviews and contributions.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireSeeker(context);
  const body = validateOrThrow(writeReviewBodySchema, await parseJsonBody(request, z.unknown()));
  await context.rateLimits.contribution(user.id, context.res);
  const saved = await writeReview(user.id, body);
  return Response.json(saved, { status: saved.edited ? 200 : 201 });
});
