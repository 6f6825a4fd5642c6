import { apiFetch } from '@rozgar/design-system';
import { z } from 'zod/mini';

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const text = z.nullish(z.string());
const rating = z.nullish(z.number());

/** An open job as the home's Available Jobs panel shows it (titles may be missing). */
const availableJobSchema = z.object({
  id,
  job_title: text,
  company: text,
  location: text,
  created_at: text,
});

export type AvailableJob = z.infer<typeof availableJobSchema>;

const jobsAnswerSchema = z.object({ jobs: z.array(availableJobSchema), total: z.number() });

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

const communitySchema = z.object({
  id,
  name: z.string(),
  description: text,
  member_count: z.nullish(z.number()),
  created_at: text,
});

export type Community = z.infer<typeof communitySchema>;

const communitiesAnswerSchema = z.object({ communities: z.array(communitySchema) });

export const AVAILABLE_JOBS = 5;
export const RECENT_REVIEWS = 3;

/** The newest open jobs (`GET /api/jobs` lists only active, unexpired ones). */
export async function fetchAvailableJobs(): Promise<{ jobs: AvailableJob[]; total: number }> {
  return jobsAnswerSchema.parse(await apiFetch(`/api/jobs?page=1&pageSize=${AVAILABLE_JOBS}`));
}

export async function fetchRecentReviews(): Promise<Review[]> {
  return reviewsAnswerSchema.parse(await apiFetch(`/api/reviews?limit=${RECENT_REVIEWS}`)).reviews;
}

export async function fetchCommunities(): Promise<Community[]> {
  return communitiesAnswerSchema.parse(await apiFetch('/api/communities')).communities;
}
