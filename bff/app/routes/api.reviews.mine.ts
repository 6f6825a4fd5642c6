import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { myReviews } from '../services/reviews.server';

/**
 * GET /api/reviews/mine (job seeker) → { reviews }: the caller's own reviews, newest first, each
 * marked `hidden` when reports hid it (ADR 018) — for rewriting one.
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) =>
  Response.json(await myReviews(requireSeeker(context).id)),
);

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
