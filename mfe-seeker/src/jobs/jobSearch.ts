import {
  EXPERIENCE_BUCKETS as EXPERIENCE,
  JOB_SEARCH_LIMITS,
  JOB_SEARCH_SORTS,
  SALARY_BUCKETS as SALARY,
  WORK_MODES,
  type JobSearchSort,
} from '@rozgar/contracts/vocabularies';
import { z } from 'zod/mini';

/**
 * The `/jobs` search as it lives in the URL (ADR 009's parameter names; a group's values are
 * comma-separated), so a search is shareable and survives a reload. Values that do not parse are
 * dropped here, so nothing malformed ever reaches the API.
 */

/** The checkbox groups of the filter panel, in the order they are shown. */
export const FILTER_GROUPS = [
  'experience',
  'salary',
  'locations',
  'workModes',
  'industries',
  'roles',
  'departments',
] as const;

export type FilterGroup = (typeof FILTER_GROUPS)[number];

export const FILTER_GROUP_LABELS: Record<FilterGroup, string> = {
  experience: 'Experience',
  salary: 'Salary',
  locations: 'Locations',
  workModes: 'Work mode',
  industries: 'Industries',
  roles: 'Roles',
  departments: 'Departments',
};

/** The filters' buckets and work modes are the contracts' (the BFF searches with the same). */
export const EXPERIENCE_BUCKETS = EXPERIENCE.map((bucket) => bucket.value);
export const SALARY_BUCKETS = SALARY.map((bucket) => bucket.value);
export { WORK_MODES };

/** How a filter value reads on screen: buckets gain their unit. */
export function filterValueLabel(group: FilterGroup, value: string): string {
  if (group === 'experience') return `${value} years`;
  if (group === 'salary') return `${value} Lakhs`;
  return value;
}

export interface JobSearch {
  /** Text: job title, company or skill. */
  q: string;
  /** Years, from the landing page's experience range. */
  minExp: number | null;
  maxExp: number | null;
  /** Text: part of a location. */
  location: string;
  /** Checked values of each filter group. */
  groups: Record<FilterGroup, string[]>;
  /** The order asked for (`sort=`), or null for the server's default (ADR 023). */
  sort: JobSearchSort | null;
}

/** The search's limits are the contracts' (the very ones the BFF checks). */
export const TEXT_LIMIT = JOB_SEARCH_LIMITS.text;
export const MAX_EXPERIENCE_YEARS = JOB_SEARCH_LIMITS.experienceYears;

export function emptyJobSearch(): JobSearch {
  return {
    q: '',
    minExp: null,
    maxExp: null,
    location: '',
    groups: Object.fromEntries(FILTER_GROUPS.map((group) => [group, []])) as unknown as Record<
      FilterGroup,
      string[]
    >,
    sort: null,
  };
}

const textParam = z.pipe(
  z.string(),
  z.transform((value) => value.trim().slice(0, TEXT_LIMIT)),
);
const yearsParam = z.pipe(
  z.string().check(z.trim(), z.regex(/^\d+(\.\d+)?$/)),
  z.pipe(z.transform(Number), z.number().check(z.nonnegative(), z.lte(MAX_EXPERIENCE_YEARS))),
);
const bucketParam = (buckets: readonly string[]) => z.enum(buckets as [string, ...string[]]);

/**
 * A comma-separated group. A comma followed by a space belongs to a value ("Banking, Finance &
 * Insurance"), as the BFF reads it (ADR 009), so values are joined with a bare comma.
 */
function listParam(value: string | null, accept: (item: string) => boolean): string[] {
  if (!value) return [];
  const items = value
    .split(/,(?!\s)/)
    .map((item) => item.trim())
    .filter((item) => item.length > 0 && item.length <= TEXT_LIMIT && accept(item));
  return [...new Set(items)];
}

const groupAccepts: Record<FilterGroup, (item: string) => boolean> = {
  experience: (item) => bucketParam(EXPERIENCE_BUCKETS).safeParse(item).success,
  salary: (item) => bucketParam(SALARY_BUCKETS).safeParse(item).success,
  locations: () => true,
  workModes: () => true,
  industries: () => true,
  roles: () => true,
  departments: () => true,
};

function optional<T>(schema: z.ZodMiniType<T>, value: string | null): T | null {
  if (value === null) return null;
  const result = schema.safeParse(value);
  return result.success ? result.data : null;
}

/** The search in a URL query (`URLSearchParams` of `/jobs?…`). */
export function parseJobSearch(params: URLSearchParams): JobSearch {
  const search = emptyJobSearch();
  search.q = optional(textParam, params.get('q')) ?? '';
  search.location = optional(textParam, params.get('location')) ?? '';
  search.minExp = optional(yearsParam, params.get('minExp'));
  search.maxExp = optional(yearsParam, params.get('maxExp'));
  for (const group of FILTER_GROUPS) {
    search.groups[group] = listParam(params.get(group), groupAccepts[group]);
  }
  search.sort = JOB_SEARCH_SORTS.find((sort) => sort === params.get('sort')) ?? null;
  return search;
}

/** The page number in a URL query; 1 when absent or not a positive integer. */
export function parsePage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The API's parameters for a search (empty parts left out), in a fixed order; the order last. */
export function jobSearchParams(search: JobSearch): Array<[string, string]> {
  const entries = jobFilterParams(search);
  if (search.sort) entries.push(['sort', search.sort]);
  return entries;
}

/** The search's filters alone as API parameters (no order): what narrows the list. */
export function jobFilterParams(search: JobSearch): Array<[string, string]> {
  const entries: Array<[string, string]> = [];
  if (search.q) entries.push(['q', search.q]);
  if (search.minExp !== null) entries.push(['minExp', String(search.minExp)]);
  if (search.maxExp !== null) entries.push(['maxExp', String(search.maxExp)]);
  if (search.location) entries.push(['location', search.location]);
  for (const group of FILTER_GROUPS) {
    const values = search.groups[group];
    if (values.length > 0) entries.push([group, values.join(',')]);
  }
  return entries;
}

/**
 * The `?…` query of `/jobs` for a search and page: readable (the commas between values stay
 * commas) yet safe (each value is encoded, so `10+` does not turn into a space and a comma inside
 * a value stays inside it). Page 1 is left out.
 */
export function jobSearchQueryString(search: JobSearch, page = 1): string {
  const parts: string[] = [];
  const add = (key: string, values: string[]) => {
    if (values.length > 0) parts.push(`${key}=${values.map(encodeURIComponent).join(',')}`);
  };
  add('q', search.q ? [search.q] : []);
  add('minExp', search.minExp !== null ? [String(search.minExp)] : []);
  add('maxExp', search.maxExp !== null ? [String(search.maxExp)] : []);
  add('location', search.location ? [search.location] : []);
  for (const group of FILTER_GROUPS) add(group, search.groups[group]);
  add('sort', search.sort ? [search.sort] : []);
  if (page > 1) add('page', [String(page)]);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Checks or unchecks one value of a group. */
export function toggleFilterValue(search: JobSearch, group: FilterGroup, value: string): JobSearch {
  const current = search.groups[group];
  const next = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value];
  return { ...search, groups: { ...search.groups, [group]: next } };
}

/** True when the search narrows the list at all (the order does not). */
export function hasActiveFilters(search: JobSearch): boolean {
  return jobFilterParams(search).length > 0;
}

export type ActiveFilter =
  | { kind: 'text'; key: 'q' | 'location'; label: string }
  | { kind: 'years'; key: 'minExp' | 'maxExp'; label: string }
  | { kind: 'group'; group: FilterGroup; value: string; label: string };

/** Every active part of the search, for the removable chips. */
export function activeFilters(search: JobSearch): ActiveFilter[] {
  const chips: ActiveFilter[] = [];
  if (search.q) chips.push({ kind: 'text', key: 'q', label: `Search: ${search.q}` });
  if (search.minExp !== null)
    chips.push({ kind: 'years', key: 'minExp', label: `Min experience: ${search.minExp} years` });
  if (search.maxExp !== null)
    chips.push({ kind: 'years', key: 'maxExp', label: `Max experience: ${search.maxExp} years` });
  if (search.location)
    chips.push({ kind: 'text', key: 'location', label: `Location: ${search.location}` });
  for (const group of FILTER_GROUPS) {
    for (const value of search.groups[group]) {
      chips.push({
        kind: 'group',
        group,
        value,
        label: `${FILTER_GROUP_LABELS[group]}: ${filterValueLabel(group, value)}`,
      });
    }
  }
  return chips;
}

/** The search without one chip's part. */
export function removeFilter(search: JobSearch, chip: ActiveFilter): JobSearch {
  if (chip.kind === 'text') return { ...search, [chip.key]: '' };
  if (chip.kind === 'years') return { ...search, [chip.key]: null };
  return toggleFilterValue(search, chip.group, chip.value);
}

/** The search's orders as the "Sort by" control names them. */
export const SORT_LABELS: Record<JobSearchSort, string> = {
  relevance: 'Relevance',
  newest: 'Newest',
  salary: 'Salary (highest first)',
};

/**
 * The orders offered: Relevance only when there is something to be relevant to — the search's
 * words, or a logged-in seeker's skills (ADR 023) — then Newest and Salary.
 */
export function sortOptions(search: JobSearch, seeker: boolean): JobSearchSort[] {
  return JOB_SEARCH_SORTS.filter((sort) => sort !== 'relevance' || Boolean(search.q) || seeker);
}

/** The order the list is in: the one asked for when offered, else the server's default. */
export function effectiveSort(search: JobSearch, seeker: boolean): JobSearchSort {
  if (search.sort && sortOptions(search, seeker).includes(search.sort)) return search.sort;
  return search.q ? 'relevance' : 'newest';
}
