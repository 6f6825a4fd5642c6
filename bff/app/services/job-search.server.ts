import {
  EXPERIENCE_BUCKETS,
  JOB_SEARCH_LIMITS,
  JOB_SEARCH_TEXTS,
  SALARY_BUCKETS,
  WORK_MODES,
  industriesIn,
  type RangeBucket,
} from '@rozgar/contracts';
import type { QueryFilter } from 'mongoose';
import { z } from 'zod';
import { inputText } from '../lib/validation.server';
import type { JobFields } from '../models/job.server';

/** The orders of a job search with `q` (ADR 023). */
export const JOB_SEARCH_SORTS = ['relevance', 'newest'] as const;

/** The filters' buckets are the contracts' (ADR 009): each a half-open range of years or lakhs. */
export { EXPERIENCE_BUCKETS, SALARY_BUCKETS, type RangeBucket };

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

const MAX_GROUP_VALUES = 50;
/* The texts' and the years' limits are the contracts', shared with the seeker's search form. */
const MAX_TEXT_LENGTH = JOB_SEARCH_LIMITS.text;

/**
 * A comma-separated group of values (`locations=Pune,Mumbai`). A comma followed by a space belongs
 * to a value ("Banking, Finance & Insurance"), so clients join values with a bare comma.
 */
function commaGroup<Item extends z.ZodType<string, string>>(label: string, item: Item) {
  return inputText(label, { max: 5_000 })
    .transform((raw) =>
      raw
        .split(/,(?!\s)/)
        .map((value) => value.trim())
        .filter((value) => value.length > 0),
    )
    .pipe(z.array(item).max(MAX_GROUP_VALUES, `at most ${MAX_GROUP_VALUES} values`))
    .transform((values) => [...new Set(values)]);
}

const groupValue = inputText('A value', {
  max: MAX_TEXT_LENGTH,
  tooLong: `values are at most ${MAX_TEXT_LENGTH} characters`,
});
const bucketValues = <Value extends string>(buckets: readonly { value: Value }[]) =>
  z.enum(
    buckets.map((bucket) => bucket.value) as [Value, ...Value[]],
    `must be one of ${buckets.map((bucket) => bucket.value).join(', ')}`,
  );
const years = z.coerce
  .number(JOB_SEARCH_TEXTS.years)
  .min(0, JOB_SEARCH_TEXTS.years)
  .max(JOB_SEARCH_LIMITS.experienceYears, JOB_SEARCH_TEXTS.years);
const searchText = (label: string) =>
  inputText(label, { max: MAX_TEXT_LENGTH, tooLong: JOB_SEARCH_TEXTS.tooLong });

/** An empty parameter (`?q=&locations=`) means "no filter", as if it were left out. */
function withoutEmptyValues(query: unknown) {
  if (!query || typeof query !== 'object') return query;
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => !(typeof value === 'string' && value.trim() === ''),
    ),
  );
}

/** `GET /api/jobs` query (ADR 009): paging, the landing search and the filter groups. */
export const jobSearchQuerySchema = z.preprocess(
  withoutEmptyValues,
  z.object({
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(20),
    q: searchText('Search text').optional(),
    /** With `q`: best matches first (`relevance`, the default) or newest first (ADR 023). */
    sort: z.enum(JOB_SEARCH_SORTS, `must be one of ${JOB_SEARCH_SORTS.join(', ')}`).optional(),
    minExp: years.optional(),
    maxExp: years.optional(),
    location: searchText('Location').optional(),
    experience: commaGroup('Experience', bucketValues(EXPERIENCE_BUCKETS)).optional(),
    salary: commaGroup('Salary', bucketValues(SALARY_BUCKETS)).optional(),
    locations: commaGroup('Locations', groupValue).optional(),
    workModes: commaGroup(
      'Work modes',
      z.enum(WORK_MODES, `must be one of ${WORK_MODES.join(', ')}`),
    ).optional(),
    /** Seeker-facing industry groups ("IT Services") or stored industries ("IT/ITES"). */
    industries: commaGroup('Industries', groupValue).optional(),
    roles: commaGroup('Roles', groupValue).optional(),
    departments: commaGroup('Departments', groupValue).optional(),
  }),
);

export type JobSearchQuery = z.output<typeof jobSearchQuerySchema>;

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
  query: JobSearchQuery,
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
