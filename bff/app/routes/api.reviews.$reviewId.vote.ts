import type { ActionFunctionArgs } from '@remix-run/node';
import { reviewVoteBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { voteOnReview } from '../services/review-votes.server';

const ALLOW = { Allow: 'PUT' };

/**
 * PUT /api/reviews/:reviewId/vote { action: 'like' | 'dislike' | 'helpful' } (logged in) →
 * { review, my_vote }: the review's counts after the vote and the caller's vote (ADR 018); 404
 * for a review that does not exist or is hidden.
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PUT') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireUser(context);
  const { action } = validateOrThrow(
    reviewVoteBodySchema,
    await parseJsonBody(request, z.unknown()),
  );
  return Response.json(await voteOnReview(user.id, params.reviewId ?? '', action));
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
