import { apiFetch } from '@rozgar/design-system';
import { communitiesResponseSchema, type Community } from '@rozgar/contracts/payloads/communities';
import {
  recommendationsSchema,
  type Recommendations,
  type RecommendedJob,
} from '@rozgar/contracts/payloads/recommendations';
import { reviewSchema, type Review } from '@rozgar/contracts/payloads/reviews';
import { z } from 'zod/mini';

/** A job of the home's "Recommended for you" panel, with its reasons (the contracts' shape, ADR 015). */
export type { RecommendedJob, Recommendations };

/**
 * `GET /api/reviews?limit=`: a page of reviews (the contracts' `reviewPageSchema`), of which the
 * home reads the reviews alone.
 */
const recentReviewsSchema = z.object({ reviews: z.array(reviewSchema) });

export type { Review };
export type { Community };

/** How many jobs the home recommends. */
export const RECOMMENDED_JOBS = 5;
export const RECENT_REVIEWS = 3;

/**
 * `GET /api/jobs/recommended?limit=5`: the open jobs best for the seeker, with their reasons
 * (docs/product/notifications-and-alerts.md "Recommendations").
 */
export async function fetchRecommendedJobs(): Promise<Recommendations> {
  return recommendationsSchema.parse(
    await apiFetch(`/api/jobs/recommended?limit=${RECOMMENDED_JOBS}`),
  );
}

export async function fetchRecentReviews(): Promise<Review[]> {
  return recentReviewsSchema.parse(await apiFetch(`/api/reviews?limit=${RECENT_REVIEWS}`)).reviews;
}

export async function fetchCommunities(): Promise<Community[]> {
  return communitiesResponseSchema.parse(await apiFetch('/api/communities')).communities;
}
