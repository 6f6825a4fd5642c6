import { industryGroupOf } from '@rozgar/contracts';
import type { JobFilters } from '@rozgar/contracts/payloads/jobs';
import { collectionVersion } from '../models/collection-version.server';
import { Job } from '../models/job.server';
import {
  EXPERIENCE_BUCKETS,
  SALARY_BUCKETS,
  isSingleWord,
  jobSearchFilter,
  queryMatchOf,
  rangeInBucket,
  type JobSearchQuery,
  type QueryMatch,
  type RangeBucket,
} from './job-search.server';
import { VersionedCache } from './versioned-cache.server';
import { nextOpenJobExpiry } from './open-jobs-instant.server';

/*
 * The counts of `GET /api/jobs/filters` (docs/decisions/027-facet-counts.md): for each filter
 * group, how many open jobs each value has given the search and the OTHER groups' selections —
 * a group's own selection does not narrow its own counts, so its other values stay choosable.
 */

export interface FacetCount {
  value: string;
  count: number;
}

/** The filters of a search that the counts depend on (paging and order are ignored). */
export type FacetQuery = Partial<Omit<JobSearchQuery, 'page' | 'pageSize' | 'sort'>>;

/** The exact-value filter groups and the job field each counts. */
const VALUE_FACETS = [
  ['locations', 'location'],
  ['workModes', 'work_mode'],
  ['industries', 'industry'],
  ['roles', 'role'],
  ['departments', 'department'],
] as const;

/** The range groups, their job fields and buckets. */
const RANGE_FACETS = [
  ['experience', 'min_experience', 'max_experience', EXPERIENCE_BUCKETS],
  ['salary', 'min_salary', 'max_salary', SALARY_BUCKETS],
] as const;

type ValueFacet = (typeof VALUE_FACETS)[number][0];
type FacetGroup = ValueFacet | (typeof RANGE_FACETS)[number][0];

/** The query's filters in a fixed order (the cache's key): equal searches, one key. */
const QUERY_KEYS = [
  'q',
  'location',
  'minExp',
  'maxExp',
  ...VALUE_FACETS.map(([group]) => group),
  ...RANGE_FACETS.map(([group]) => group),
] as const;

interface RangeCount {
  _id: { low?: number | null; high?: number | null };
  count: number;
}

/**
 * Counts per value with the values a seeker sees: stored industries ("IT/ITES") fold into their
 * seeker-facing group ("IT Services"), which the search takes back (ADR 009, contracts' jobs).
 */
function asSeekerValues(facet: ValueFacet, counts: FacetCount[]): FacetCount[] {
  if (facet !== 'industries') return counts;
  const byGroup = new Map<string, number>();
  for (const { value, count } of counts) {
    const group = industryGroupOf(value);
    byGroup.set(group, (byGroup.get(group) ?? 0) + count);
  }
  return [...byGroup].map(([value, count]) => ({ value, count }));
}

/** Jobs per bucket, in bucket order, under the search's overlap rule. */
function bucketCounts(ranges: RangeCount[], buckets: readonly RangeBucket[]): FacetCount[] {
  return buckets.map((bucket) => ({
    value: bucket.value,
    count: ranges
      .filter(({ _id }) => rangeInBucket(_id.low, _id.high, bucket))
      .reduce((sum, range) => sum + range.count, 0),
  }));
}

/** The search without one group's own selection: what that group's counts are taken over. */
function withoutGroup(query: FacetQuery, group: FacetGroup): JobSearchQuery {
  return { ...query, [group]: undefined } as JobSearchQuery;
}

/**
 * How `q` is matched, as the listing decides it (`listOpenJobs`, ADR 023): a single word the text
 * index finds in no job of the search is looked for as "contains" instead.
 */
async function matchOf(query: FacetQuery, now: Date): Promise<QueryMatch> {
  if (!query.q) return 'contains';
  const match = queryMatchOf(query.q);
  if (match !== 'text' || !isSingleWord(query.q)) return match;
  const found = await Job.exists(jobSearchFilter(query as JobSearchQuery, now, 'text'));
  return found ? 'text' : 'contains';
}

/**
 * Every group's counts for the search, read from the database (not kept; the benchmark's bare
 * query): per group one `$match` (the search's index-backed
 * conditions and the other groups' selections) then one `$sortByCount` or `$group`. Groups whose
 * own selection is empty share one filter (the database answers it once). Values are sorted most
 * jobs first, ties alphabetically, missing values left out; buckets in bucket order.
 */
export async function countJobFacets(query: FacetQuery, now: Date): Promise<JobFilters> {
  const match = await matchOf(query, now);
  const filterFor = (group: FacetGroup) => jobSearchFilter(withoutGroup(query, group), now, match);
  const [valueCounts, rangeCounts] = await Promise.all([
    Promise.all(
      VALUE_FACETS.map(([group, field]) =>
        Job.aggregate<{ _id: unknown; count: number }>([
          { $match: filterFor(group) },
          { $sortByCount: `$${field}` },
        ]),
      ),
    ),
    Promise.all(
      RANGE_FACETS.map(([group, low, high]) =>
        Job.aggregate<RangeCount>([
          { $match: filterFor(group) },
          { $group: { _id: { low: `$${low}`, high: `$${high}` }, count: { $sum: 1 } } },
        ]),
      ),
    ),
  ]);
  const values = Object.fromEntries(
    VALUE_FACETS.map(([group], index) => [
      group,
      asSeekerValues(
        group,
        (valueCounts[index] ?? [])
          .filter((entry): entry is { _id: string; count: number } => {
            return typeof entry._id === 'string' && entry._id.length > 0;
          })
          .map((entry) => ({ value: entry._id, count: entry.count })),
      ).sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    ]),
  ) as Record<ValueFacet, FacetCount[]>;
  const ranges = Object.fromEntries(
    RANGE_FACETS.map(([group, , , buckets], index) => [
      group,
      bucketCounts(rangeCounts[index] ?? [], buckets),
    ]),
  ) as Record<'experience' | 'salary', FacetCount[]>;
  return { ...values, ...ranges };
}

/** The cache's key of a search: its filters in a fixed order, empty ones left out. */
export function facetKey(query: FacetQuery): string {
  const parts: Array<[string, unknown]> = [];
  for (const key of QUERY_KEYS) {
    const value = query[key];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) continue;
    parts.push([key, Array.isArray(value) ? [...value].sort() : value]);
  }
  return JSON.stringify(parts);
}

/**
 * The counts by search, kept until a job is written (through any BFF process: the `jobs`
 * collection's version is in the database) or an open job expires; at most 30 s for writes that
 * bypass the model. 500 searches are kept (the catalogue's own counts among them).
 */
export const facetCache = new VersionedCache<JobFilters>({
  readVersion: () => collectionVersion('jobs'),
  // The counts also change without any write when an open job expires.
  nextChange: nextOpenJobExpiry,
  maxAgeMs: 30_000,
  maxEntries: 500,
});

/**
 * `GET /api/jobs/filters`: every filter group's values with their counts over the open jobs
 * matching `query` (by default the whole catalogue), each group counted without its own selection.
 */
export async function jobFilterFacets(
  query: FacetQuery = {},
  now = new Date(),
): Promise<JobFilters> {
  return facetCache.get(facetKey(query), now, () => countJobFacets(query, now));
}
