import { z } from 'zod';
import { Review } from '../models/review.server';

/** `GET /api/reviews?limit=` (1–50, default 10). */
export const reviewListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});

/** The most recent company reviews, newest first (ADR 009 `Review`). */
export async function listRecentReviews(limit: number) {
  const reviews = await Review.find({}).sort({ created_at: -1, _id: -1 }).limit(limit);
  return reviews.map((review) => review.toJSON());
}
