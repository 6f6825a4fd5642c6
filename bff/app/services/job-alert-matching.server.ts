import {
  EXPERIENCE_BUCKETS,
  SALARY_BUCKETS,
  industriesIn,
  rangeInBucket,
  type JobAlertFrequency,
  type JobSearchFilters,
  type RangeBucket,
} from '@rozgar/contracts';
import { Types, type QueryFilter } from 'mongoose';
import { textTerms } from '../../embedded-db/src/engine/text-tokenizer';
import { Job, type JobFields } from '../models/job.server';
import { JobAlert, type JobAlertFields } from '../models/job-alert.server';
import {
  containsText,
  isSingleWord,
  jobSearchFilter,
  queryMatchOf,
  type QueryMatch,
} from './job-search.server';

/*
 * Which jobs a job alert matches (docs/product/notifications-and-alerts.md, "Job alerts"): exactly
 * the job search's rules (docs/decisions/009-job-search-filters.md, 023-text-search.md), on one
 * job in memory (`jobMatchesAlert`), and which stored alerts a newly posted job satisfies
 * (`alertsMatchingJob`): a prefilter in the database on each alert's `match_keys`, then
 * `jobMatchesAlert` on the few candidates.
 *
 * The words (`q`) follow the search's two ways (`queryMatchOf`):
 * - `text`: the words and the job's title, skills, company and description are cut into terms by
 *   the embedded database's own tokenizer (the code its text index runs: mongod's English stop
 *   words left out, Porter2 stems), and a job matches when it holds any of the words' terms — what
 *   `$text` finds. A single word the text index finds nowhere is searched again as "contains" by
 *   the search; one job cannot know that of the catalogue, so a single word also matches a job
 *   that holds it as "contains" (a prefix as one types: "develo").
 * - `contains`: the text literally, case-insensitively inside the title, the company or a skill.
 */

/** The fields of a job the matcher reads. */
export interface MatchableJob {
  _id?: unknown;
  job_title?: string | null;
  company?: string | null;
  location?: string | null;
  skills?: readonly string[] | null;
  job_description?: string | null;
  min_experience?: number | null;
  max_experience?: number | null;
  min_salary?: number | null;
  max_salary?: number | null;
  work_mode?: string | null;
  industry?: string | null;
  role?: string | null;
  department?: string | null;
  is_active?: boolean | null;
  expiry_date?: Date | null;
}

/** The fields `alertsMatchingJob` and `jobMatchesAlert` read, for `Job.find(…, MATCHABLE_FIELDS)`. */
export const MATCHABLE_JOB_FIELDS = {
  job_title: 1,
  company: 1,
  location: 1,
  skills: 1,
  job_description: 1,
  min_experience: 1,
  max_experience: 1,
  min_salary: 1,
  max_salary: 1,
  work_mode: 1,
  industry: 1,
  role: 1,
  department: 1,
  is_active: 1,
  expiry_date: 1,
  created_at: 1,
} as const;

/** A job a seeker can apply to: active, and not expired (the search's `openJobsFilter`). */
function isOpen(job: MatchableJob, now: Date): boolean {
  return job.is_active === true && (job.expiry_date == null || job.expiry_date >= now);
}

/** The terms of a job's indexed texts (the text index `job_search_text`'s fields). */
function jobTerms(job: MatchableJob): Set<string> {
  const texts = [job.job_title, ...(job.skills ?? []), job.company, job.job_description];
  const terms = new Set<string>();
  for (const text of texts)
    if (text) for (const term of textTerms(text, 'english')) terms.add(term);
  return terms;
}

/** The search's "contains": the text inside the title, the company or a skill (any case). */
function containsMatch(job: MatchableJob, q: string): boolean {
  const pattern = containsText(q);
  return [job.job_title, job.company, ...(job.skills ?? [])].some(
    (value) => typeof value === 'string' && pattern.test(value),
  );
}

function wordsMatch(job: MatchableJob, q: string, terms?: Set<string>): boolean {
  const match: QueryMatch = queryMatchOf(q);
  if (match === 'contains') return containsMatch(job, q);
  const held = terms ?? jobTerms(job);
  if (textTerms(q, 'english').some((term) => held.has(term))) return true;
  return isSingleWord(q) && containsMatch(job, q);
}

function inAnyBucket(
  low: number | null | undefined,
  high: number | null | undefined,
  buckets: readonly RangeBucket[],
  values: readonly string[],
): boolean {
  return buckets.some(
    (bucket) => values.includes(bucket.value) && rangeInBucket(low, high, bucket),
  );
}

/** A group: no values, no condition; otherwise the job's value is one of them (exactly). */
const inGroup = (values: readonly string[] | undefined, value: string | null | undefined) =>
  !values?.length || (typeof value === 'string' && values.includes(value));

/**
 * Whether an open job satisfies every part of a search, as `GET /api/jobs` decides it
 * (`jobSearchFilter`); a closed or expired job never matches.
 */
export function jobMatchesAlert(
  job: MatchableJob,
  search: JobSearchFilters,
  now = new Date(),
): boolean {
  return matches(job, search, now);
}

function matches(job: MatchableJob, search: JobSearchFilters, now: Date, terms?: Set<string>) {
  if (!isOpen(job, now)) return false;
  if (
    search.minExp !== undefined &&
    !(job.min_experience != null && job.min_experience >= search.minExp)
  )
    return false;
  if (
    search.maxExp !== undefined &&
    !(job.max_experience != null && job.max_experience <= search.maxExp)
  )
    return false;
  if (search.location && !(job.location && containsText(search.location).test(job.location)))
    return false;
  if (
    search.experience?.length &&
    !inAnyBucket(job.min_experience, job.max_experience, EXPERIENCE_BUCKETS, search.experience)
  )
    return false;
  if (
    search.salary?.length &&
    !inAnyBucket(job.min_salary, job.max_salary, SALARY_BUCKETS, search.salary)
  )
    return false;
  if (!inGroup(search.locations, job.location)) return false;
  if (!inGroup(search.workModes, job.work_mode)) return false;
  if (!inGroup(search.industries?.flatMap(industriesIn), job.industry)) return false;
  if (!inGroup(search.roles, job.role)) return false;
  if (!inGroup(search.departments, job.department)) return false;
  if (search.q && !wordsMatch(job, search.q, terms)) return false;
  return true;
}

/*
 * The prefilter. Each alert stores `match_keys`: keys of ONE necessary condition of its search —
 * a job it matches holds at least one of them — and each posted job gets the keys of everything
 * it holds (`jobMatchKeys`); the database returns the alerts sharing a key with the job through
 * the multikey index { frequency, paused, match_keys }. Keys:
 * - `L:`, `M:`, `I:`, `R:`, `D:` + the exact value of locations, work modes, industries, roles,
 *   departments; `E:`/`S:` + an experience / salary bucket the job's range is in;
 * - `W:` + a term of the words (text words: the job must hold one of the terms);
 * - `G:` + a trigram of a "contains" text (the words' or the location's), or the whole text when
 *   shorter than 3 characters: a job containing the text contains its first trigram. Job side:
 *   every 1-, 2- and 3-character piece of the title, company, skills and location, lower case;
 *   so only texts in plain ASCII are keyed this way (their case folds like the search's);
 * - `*`: no keyable condition (only minExp/maxExp, a non-ASCII "contains" text, or nothing):
 *   every job is a candidate.
 * An alert keys the first group it has in the order below (the most selective first).
 */
const ANY = '*';
const PLAIN_ASCII = /^[\x20-\x7e]+$/;

/** The "contains" key of a text: its first trigram (or the whole, when shorter), lower case. */
function containsKey(text: string): string | undefined {
  if (!PLAIN_ASCII.test(text)) return undefined;
  return `G:${text.toLowerCase().slice(0, 3)}`;
}

function wordKeys(q: string): string[] | undefined {
  if (queryMatchOf(q) === 'contains') {
    const key = containsKey(q);
    return key ? [key] : undefined;
  }
  const keys = textTerms(q, 'english').map((term) => `W:${term}`);
  if (isSingleWord(q)) {
    // the single word's "contains" (see wordsMatch): without a plain key, any job may match
    const key = containsKey(q);
    if (!key) return undefined;
    keys.push(key);
  }
  return [...new Set(keys)];
}

/** A group's keys; a group left out or empty gives none. */
const keysOf = (prefix: string, values: readonly string[] | undefined) =>
  values?.length ? values.map((value) => `${prefix}:${value}`) : undefined;

/**
 * The keys an alert is found by: `*` when nothing narrows it, none for words that are only stop
 * words (the search finds nothing for them, so the alert matches no job).
 */
export function alertMatchKeys(search: JobSearchFilters): string[] {
  const location = search.location ? containsKey(search.location) : undefined;
  const groups: Array<string[] | undefined> = [
    keysOf('L', search.locations),
    keysOf('R', search.roles),
    search.q ? wordKeys(search.q) : undefined,
    location ? [location] : undefined,
    keysOf('D', search.departments),
    keysOf('I', search.industries?.flatMap(industriesIn)),
    keysOf('S', search.salary),
    keysOf('E', search.experience),
    keysOf('M', search.workModes),
  ];
  return groups.find((keys) => keys !== undefined) ?? [ANY];
}

/** Every 1-, 2- and 3-character piece of a text, lower case. */
function pieces(text: string, into: Set<string>) {
  const lower = text.toLowerCase();
  for (let start = 0; start < lower.length; start += 1)
    for (let length = 1; length <= 3 && start + length <= lower.length; length += 1)
      into.add(`G:${lower.slice(start, start + length)}`);
}

/** The keys of everything a job holds (see `alertMatchKeys`). */
export function jobMatchKeys(job: MatchableJob, terms = jobTerms(job)): string[] {
  const keys = new Set<string>([ANY]);
  const exact: Array<[prefix: string, value: string | null | undefined]> = [
    ['L', job.location],
    ['M', job.work_mode],
    ['I', job.industry],
    ['R', job.role],
    ['D', job.department],
  ];
  for (const [prefix, value] of exact) if (value) keys.add(`${prefix}:${value}`);
  for (const bucket of EXPERIENCE_BUCKETS)
    if (rangeInBucket(job.min_experience, job.max_experience, bucket))
      keys.add(`E:${bucket.value}`);
  for (const bucket of SALARY_BUCKETS)
    if (rangeInBucket(job.min_salary, job.max_salary, bucket)) keys.add(`S:${bucket.value}`);
  for (const term of terms) keys.add(`W:${term}`);
  for (const text of [job.job_title, job.company, job.location, ...(job.skills ?? [])])
    if (text) pieces(text, keys);
  return [...keys];
}

/** A stored alert as the matcher and the mails read it. */
export type StoredJobAlert = JobAlertFields & { _id: Types.ObjectId };

/**
 * The unpaused alerts of a frequency that a job satisfies (none when the job is closed): the
 * candidates sharing a key with the job, then `jobMatchesAlert` on each.
 */
export async function alertsMatchingJob(
  job: MatchableJob,
  frequency: JobAlertFrequency,
  now = new Date(),
): Promise<StoredJobAlert[]> {
  if (!isOpen(job, now)) return [];
  const terms = jobTerms(job);
  const candidates = await JobAlert.find({
    frequency,
    paused: false,
    match_keys: { $in: jobMatchKeys(job, terms) },
  }).lean<StoredJobAlert[]>();
  return candidates.filter((alert) => matches(job, alert.search as JobSearchFilters, now, terms));
}

/**
 * For a digest: the open jobs matching an alert's search posted, reopened or reposted (`opened_at`)
 * since `since` (exclusive), newest first, at most `limit`, leaving out the jobs in `except` (those
 * the alert already told about) — the search's own filter (`jobSearchFilter`), with its fallback of
 * a single word to "contains" when the text index finds none.
 */
export async function jobsMatchingAlert(
  alert: Pick<StoredJobAlert, 'search'>,
  since: Date,
  limit: number,
  now = new Date(),
  except: readonly Types.ObjectId[] = [],
) {
  return (await jobsMatchingAlertCounted(alert, since, limit, now, except)).jobs;
}

/**
 * jobsMatchingAlert() and how many jobs match in all (`total`: counted only when the limit was
 * reached), so a digest can say how many it left out.
 */
export async function jobsMatchingAlertCounted(
  alert: Pick<StoredJobAlert, 'search'>,
  since: Date,
  limit: number,
  now = new Date(),
  except: readonly Types.ObjectId[] = [],
) {
  const search = alert.search as JobSearchFilters;
  const find = async (match: QueryMatch) => {
    const filter = jobSearchFilter(search, now, match);
    const recent: QueryFilter<JobFields> = {
      $or: [{ created_at: { $gt: since } }, { opened_at: { $gt: since } }],
    };
    const query: QueryFilter<JobFields> = {
      ...filter,
      $and: [...(filter.$and ?? []), recent],
      ...(except.length > 0 ? { _id: { $nin: except } } : {}),
    };
    const jobs = await Job.find(query).sort({ created_at: -1, _id: -1 }).limit(limit).lean();
    const total = jobs.length < limit ? jobs.length : await Job.countDocuments(query);
    return { jobs, total };
  };
  const match: QueryMatch = search.q ? queryMatchOf(search.q) : 'contains';
  const found = await find(match);
  if (found.jobs.length === 0 && match === 'text' && search.q && isSingleWord(search.q))
    return find('contains');
  return found;
}
