/*
 * Recommendations, similar jobs and the responsiveness badge (docs/product/notifications-and-alerts.md
 * "Recommendations", "Responsiveness"): their limits, the score's weights and the texts the seeker
 * reads. Zod-free, for the frontends' bundles.
 */

/** `GET /api/jobs/recommended?limit=`: how many jobs, 5 unless asked (at most 20). */
export const RECOMMENDATION_LIMITS = { default: 5, max: 20 } as const;

/** `GET /api/jobs/:id/similar`: at most this many open jobs. */
export const SIMILAR_JOBS_MAX = 6;

/**
 * A recommended job's score, out of 100: each part the share it weighs. Skills weigh most (the
 * mean of the shares of the seeker's skills the job lists and of the job's skills the seeker has),
 * then a preferred location, the seeker's years within the job's range, and the preferred job
 * type; ties go to the newest job.
 */
export const RECOMMENDATION_WEIGHTS = {
  skills: 60,
  location: 20,
  experience: 15,
  jobType: 5,
} as const;

/**
 * The responsiveness badge's rule: over the account's applications whose first status change came
 * in the last `windowDays`, at least `minResponses` of them, and a median time to that first change
 * of at most `maxMedianDays` days.
 */
export const RESPONSIVENESS_RULE = { windowDays: 90, minResponses: 10, maxMedianDays: 7 } as const;

/** "Usually responds within 3 days" ("within 1 day" for a day or less). */
export function respondsWithinText(days: number): string {
  return days <= 1 ? 'Usually responds within 1 day' : `Usually responds within ${days} days`;
}

/** The reasons of one recommendation, as `recommendationReasonsSchema` describes them. */
export interface RecommendationReasonParts {
  skills?: { matched: number; total: number };
  location?: string;
  experience?: { min?: number; max?: number };
  job_type?: string;
}

/** A job's experience range, short: "2–5 yrs", "3+ yrs", "Up to 4 yrs". */
export function experienceRangeShort(min: number | undefined, max: number | undefined): string {
  if (min !== undefined && max !== undefined)
    return min === max ? `${min} yrs` : `${min}–${max} yrs`;
  if (min !== undefined) return `${min}+ yrs`;
  return `Up to ${max ?? 0} yrs`;
}

/** "Matches 4 of your 5 skills · Pune · 2–5 yrs · Full Time": the reasons present, in that order. */
export function recommendationReasonText(reasons: RecommendationReasonParts): string {
  const parts: string[] = [];
  if (reasons.skills && reasons.skills.matched > 0)
    parts.push(
      `Matches ${reasons.skills.matched} of your ${reasons.skills.total} skill${reasons.skills.total === 1 ? '' : 's'}`,
    );
  if (reasons.location) parts.push(reasons.location);
  if (reasons.experience)
    parts.push(experienceRangeShort(reasons.experience.min, reasons.experience.max));
  if (reasons.job_type) parts.push(reasons.job_type);
  return parts.join(' · ');
}
