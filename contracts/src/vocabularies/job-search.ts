import type { RangeBucket } from './jobs';

/*
 * The seeker's job search (`GET /api/jobs`, docs/product/jobs-search-and-details.md) without zod:
 * its orders and the overlap rule of its range filters, shared by the BFF's search, the job
 * alerts' matcher and the frontends.
 */

/**
 * The orders of a job search (docs/decisions/023-text-search.md): `relevance` (the words' text
 * score; without words, a logged-in seeker's skill match, then newest), `newest`, and `salary`
 * (highest first: the range's high end, then its low end; jobs without a salary last). Without
 * `sort`, a search with words is by relevance and one without words newest first.
 */
export const JOB_SEARCH_SORTS = ['relevance', 'newest', 'salary'] as const;
export type JobSearchSort = (typeof JOB_SEARCH_SORTS)[number];

/**
 * The overlap rule of the experience and salary filters. A job's range [low, high] is in a bucket
 * when the two share more than a single end point: a 2–5 years job is in "2-5" only (not in "0-2",
 * nor in "5-10"), a 3–7 years job is in "2-5" and "5-10", and a one-point range (2–2) is in the
 * bucket that holds the point ("2-5"). A missing low end counts as 0, a missing high end as open
 * ("8+ years"); a job with neither end is in no bucket.
 */
export function rangeInBucket(
  low: number | null | undefined,
  high: number | null | undefined,
  bucket: RangeBucket,
): boolean {
  if (low == null && high == null) return false;
  const from = low ?? 0;
  const to = high ?? Number.POSITIVE_INFINITY;
  const startsBelowBucketEnd = bucket.max === undefined || from < bucket.max;
  return startsBelowBucketEnd && (to > bucket.min || from >= bucket.min);
}
