import { apiFetch } from '@rozgar/design-system';
import { communitiesResponseSchema, type Community } from '@rozgar/contracts/payloads/communities';
import { jobsPageSchema, type Job } from '@rozgar/contracts/payloads/jobs';
import { z } from 'zod/mini';

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const text = z.nullish(z.string());
const rating = z.nullish(z.number());

/** An open job as the home's Available Jobs panel shows it (the contracts' job, ADR 015). */
export type AvailableJob = Pick<Job, 'id' | 'job_title' | 'company' | 'location' | 'created_at'>;

/** A company review (ADR 009 "Reviews"). */
const reviewSchema = z.object({
  id,
  company: text,
  department: text,
  designation: text,
  rating,
  review: text,
  work_life_balance: rating,
  salary: rating,
  skill_development: rating,
  created_at: text,
});

export type Review = z.infer<typeof reviewSchema>;

const reviewsAnswerSchema = z.object({ reviews: z.array(reviewSchema) });

export type { Community };

export const AVAILABLE_JOBS = 5;
export const RECENT_REVIEWS = 3;

/** The newest open jobs (`GET /api/jobs` lists only active, unexpired ones). */
export async function fetchAvailableJobs(): Promise<{ jobs: AvailableJob[]; total: number }> {
  return jobsPageSchema.parse(await apiFetch(`/api/jobs?page=1&pageSize=${AVAILABLE_JOBS}`));
}

export async function fetchRecentReviews(): Promise<Review[]> {
  return reviewsAnswerSchema.parse(await apiFetch(`/api/reviews?limit=${RECENT_REVIEWS}`)).reviews;
}

export async function fetchCommunities(): Promise<Community[]> {
  return communitiesResponseSchema.parse(await apiFetch('/api/communities')).communities;
}
