import type { ActionFunctionArgs } from '@remix-run/node';
import { reviewReportBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { reportReview } from '../services/review-votes.server';

const ALLOW = { Allow: 'POST' };

/**
 * POST /api/reviews/:reviewId/report { reason, details? } (logged in) → { reported: true }; a
 * second report by the same user counts once; at 3 different reporters the review is hidden
 * (ADR 018). 404 for a review that does not exist or is hidden already.
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireUser(context);
  const body = validateOrThrow(reviewReportBodySchema, await parseJsonBody(request, z.unknown()));
  await reportReview(user.id, params.reviewId ?? '', body);
  return Response.json({ reported: true });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
