import { apiFetch } from '@rozgar/design-system';
import { communitiesResponseSchema, type Community } from '@rozgar/contracts/payloads/communities';
import { jobsPageSchema, type Job } from '@rozgar/contracts/payloads/jobs';
import { reviewSchema, type Review } from '@rozgar/contracts/payloads/reviews';
import { z } from 'zod/mini';

/** An open job as the home's Available Jobs panel shows it (the contracts' job, ADR 015). */
export type AvailableJob = Pick<Job, 'id' | 'job_title' | 'company' | 'location' | 'created_at'>;

/**
 * `GET /api/reviews?limit=`: a page of reviews (the contracts' `reviewPageSchema`), of which the
 * home reads the reviews alone.
 */
const recentReviewsSchema = z.object({ reviews: z.array(reviewSchema) });

export type { Review };
export type { Community };

export const AVAILABLE_JOBS = 5;
export const RECENT_REVIEWS = 3;

/** The newest open jobs (`GET /api/jobs` lists only active, unexpired ones). */
export async function fetchAvailableJobs(): Promise<{ jobs: AvailableJob[]; total: number }> {
  return jobsPageSchema.parse(await apiFetch(`/api/jobs?page=1&pageSize=${AVAILABLE_JOBS}`));
}

export async function fetchRecentReviews(): Promise<Review[]> {
  return recentReviewsSchema.parse(await apiFetch(`/api/reviews?limit=${RECENT_REVIEWS}`)).reviews;
}

export async function fetchCommunities(): Promise<Community[]> {
  return communitiesResponseSchema.parse(await apiFetch('/api/communities')).communities;
}
