import { z } from 'zod/mini';
import { jobSchema } from './jobs';
import { count, someText } from './common';

/*
 * What `GET /api/jobs/recommended` and `GET /api/jobs/:id/similar` answer
 * (docs/product/notifications-and-alerts.md "Recommendations").
 */

const years = z.number().check(z.nonnegative());

/**
 * Why a job is recommended, each part present only when it counted: `skills` — how many of the
 * seeker's skills the job lists (`matched` ≥ 1) of how many the seeker has; `location` — the
 * job's location, one of the seeker's preferred ones; `experience` — the job's range, which the
 * seeker's years fall in; `job_type` — the job's type, the one the seeker prefers.
 */
export const recommendationReasonsSchema = z.object({
  skills: z.optional(z.object({ matched: z.number().check(z.int(), z.positive()), total: count })),
  location: z.optional(someText),
  experience: z.optional(z.object({ min: z.optional(years), max: z.optional(years) })),
  job_type: z.optional(someText),
});
export type RecommendationReasons = z.infer<typeof recommendationReasonsSchema>;

/** A recommended job: the job as the job search sends it, with its reasons (empty: none). */
export const recommendedJobSchema = z.extend(jobSchema, { reasons: recommendationReasonsSchema });
export type RecommendedJob = z.infer<typeof recommendedJobSchema>;

/**
 * `GET /api/jobs/recommended`: the best-scored open jobs the seeker has not applied to, best
 * first. `personalised` is false when the profile has nothing to rank by (no skills, preferred
 * locations, experience or job type): then the newest open jobs, without reasons.
 */
export const recommendationsSchema = z.object({
  jobs: z.array(recommendedJobSchema),
  personalised: z.boolean(),
});
export type Recommendations = z.infer<typeof recommendationsSchema>;

/** `GET /api/jobs/:id/similar`: up to 6 other open jobs like it, most alike first. */
export const similarJobsSchema = z.object({ jobs: z.array(jobSchema) });
export type SimilarJobs = z.infer<typeof similarJobsSchema>;
