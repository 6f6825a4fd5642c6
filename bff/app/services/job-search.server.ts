import {
  EXPERIENCE_BUCKETS,
  SALARY_BUCKETS,
  industriesIn,
  rangeInBucket,
  type JobSearchFilters,
  type JobSearchQuery,
  type RangeBucket,
} from '@rozgar/contracts';
import type { QueryFilter } from 'mongoose';
import type { JobFields } from '../models/job.server';

/**
 * The search's query schema (`jobSearchQuerySchema`), its orders and the overlap rule of its range
 * filters are the contracts' (`@rozgar/contracts`, shared with the job alerts and the frontends);
 * so are the buckets (ADR 009), each a half-open range of years or lakhs.
 */
export { EXPERIENCE_BUCKETS, SALARY_BUCKETS, rangeInBucket, type JobSearchQuery, type RangeBucket };

/** `rangeInBucket` as a MongoDB filter over a job's low and high fields (same rule, same edges). */
function bucketFilter(lowField: string, highField: string, bucket: RangeBucket) {
  const reachesIntoBucket: Array<Record<string, unknown>> = [
    { [highField]: { $gt: bucket.min } },
    { [lowField]: { $gte: bucket.min } },
    // no high end: open upwards (needs a low end, or the job has no range at all)
    { [highField]: null, [lowField]: { $ne: null } },
  ];
  // no low end counts as 0, which is ≥ the first bucket's start
  if (bucket.min <= 0) reachesIntoBucket.push({ [lowField]: null, [highField]: { $ne: null } });
  const parts: Array<Record<string, unknown>> = [{ $or: reachesIntoBucket }];
  if (bucket.max !== undefined)
    parts.unshift({ $or: [{ [lowField]: { $lt: bucket.max } }, { [lowField]: null }] });
  return { $and: parts };
}

/** Jobs in any of the buckets. */
function bucketsFilter(
  lowField: string,
  highField: string,
  buckets: readonly RangeBucket[],
  values: readonly string[],
) {
  const chosen = buckets.filter((bucket) => values.includes(bucket.value));
  return { $or: chosen.map((bucket) => bucketFilter(lowField, highField, bucket)) };
}

/**
 * How `q` is matched (docs/decisions/023-text-search.md):
 * - `text`: the words through the jobs' text index (`$text`: any word, stemmed, English stop
 *   words left out, over title, skills, company and description), best matches first;
 * - `contains`: the text literally and case-insensitively inside the title, company or a skill —
 *   for what a text index cannot find: one word shorter than 4 letters ("UI", "sq" as one types
 *   "sql"), and words with symbols the index drops ("c++", ".net", "node.js").
 * A single word that the text index does not find (a prefix as one types, "develo") is searched
 * again as `contains` (see `listOpenJobs`).
 */
export type QueryMatch = 'text' | 'contains';

const WORD_OF_LETTERS = /^[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*$/u;
const SHORT_WORD_LETTERS = 4;

export function queryMatchOf(q: string): QueryMatch {
  const words = q.split(/\s+/).filter((word) => word.length > 0);
  if (!words.every((word) => WORD_OF_LETTERS.test(word))) return 'contains';
  if (words.length === 1 && [...(words[0] as string)].length < SHORT_WORD_LETTERS)
    return 'contains';
  return 'text';
}

/** Whether `q` is a single word: a prefix as one types, when the text index finds nothing. */
export function isSingleWord(q: string): boolean {
  return q.trim().split(/\s+/).length === 1;
}

/** Text as a literal, case-insensitive "contains" pattern: `c++` and `.*` match themselves. */
export function containsText(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'i');
}

/** Jobs a seeker can apply to: active, and without an expiry date or not yet expired. */
export function openJobsFilter(now: Date): QueryFilter<JobFields> {
  return { is_active: true, $or: [{ expiry_date: null }, { expiry_date: { $gte: now } }] };
}

/**
 * The open jobs matching a search. Every condition is ANDed next to `is_active: true`, so the query
 * stays on the `{ is_active, expiry_date, created_at }` index (no `$text`, no `$expr`).
 */
export function jobSearchFilter(
  query: JobSearchFilters,
  now: Date,
  match: QueryMatch = query.q ? queryMatchOf(query.q) : 'contains',
): QueryFilter<JobFields> {
  const conditions: Array<Record<string, unknown>> = [];
  let text: { $search: string } | undefined;
  if (query.q && match === 'text') text = { $search: query.q };
  else if (query.q) {
    const pattern = containsText(query.q);
    conditions.push({ $or: [{ job_title: pattern }, { company: pattern }, { skills: pattern }] });
  }
  if (query.minExp !== undefined) conditions.push({ min_experience: { $gte: query.minExp } });
  if (query.maxExp !== undefined) conditions.push({ max_experience: { $lte: query.maxExp } });
  if (query.location) conditions.push({ location: containsText(query.location) });
  if (query.experience?.length)
    conditions.push(
      bucketsFilter('min_experience', 'max_experience', EXPERIENCE_BUCKETS, query.experience),
    );
  if (query.salary?.length)
    conditions.push(bucketsFilter('min_salary', 'max_salary', SALARY_BUCKETS, query.salary));
  const exact: Array<[field: string, values: string[] | undefined]> = [
    ['location', query.locations],
    ['work_mode', query.workModes],
    ['industry', query.industries?.flatMap(industriesIn)],
    ['role', query.roles],
    ['department', query.departments],
  ];
  for (const [field, values] of exact)
    if (values?.length) conditions.push({ [field]: { $in: values } });
  const open: Record<string, unknown> = openJobsFilter(now);
  if (text) open.$text = text;
  return conditions.length > 0 ? { ...open, $and: conditions } : open;
}
