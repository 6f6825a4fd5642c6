import {
  COMPANIES_DIRECTORY_GROUPS,
  COMPANIES_DIRECTORY_LIMITS as LIMITS,
  COMPANY_TYPE_VALUES,
  EXPERIENCE_BUCKETS,
  NATURES_OF_BUSINESS,
  POSTED_WITHIN_VALUES,
  companiesDirectoryParams,
  type PostedWithin,
} from '@rozgar/contracts/vocabularies';

/**
 * The companies directory's search as it lives in the page's URL (`/companies?…`): the very
 * parameter names of `GET /api/companies` (docs/product/companies.md#companies-directory), so the
 * URL is the whole state — shareable, kept on reload, restored by Back. Values that would not pass
 * the API's query are dropped here, so nothing malformed reaches it.
 */

/** The sidebar's groups that take several values, in its order. */
export type DirectoryGroup = (typeof COMPANIES_DIRECTORY_GROUPS)[number];
export const DIRECTORY_GROUPS = COMPANIES_DIRECTORY_GROUPS;

export const DIRECTORY_GROUP_LABELS: Record<DirectoryGroup | 'posted', string> = {
  type: 'Company type',
  location: 'Location',
  industry: 'Industry',
  department: 'Department',
  experience: 'Experience',
  nature: 'Nature of business',
  posted: 'Job posting date',
};

export interface DirectorySearch {
  /** Text: part of a company's name. */
  q: string;
  /** The chosen values of each group. */
  groups: Record<DirectoryGroup, string[]>;
  /** The job posting window, one at a time. */
  posted: PostedWithin | null;
  /** From 1. */
  page: number;
}

const EXPERIENCE_VALUES: readonly string[] = EXPERIENCE_BUCKETS.map((bucket) => bucket.value);
const oneOf = (values: readonly string[]) => (value: string) => values.includes(value);
const anyText = () => true;

const accepts: Record<DirectoryGroup, (value: string) => boolean> = {
  type: oneOf(COMPANY_TYPE_VALUES),
  location: anyText,
  industry: anyText,
  department: anyText,
  experience: oneOf(EXPERIENCE_VALUES),
  nature: oneOf(NATURES_OF_BUSINESS),
};

export function emptyDirectorySearch(): DirectorySearch {
  return {
    q: '',
    groups: { type: [], location: [], industry: [], department: [], experience: [], nature: [] },
    posted: null,
    page: 1,
  };
}

/** A group's values: bare-comma separated (a comma and a space stay in a value), as the API reads them. */
function listOf(raw: string | null, accept: (value: string) => boolean): string[] {
  if (!raw) return [];
  const values = raw
    .split(/,(?!\s)/)
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= LIMITS.text && accept(value));
  return [...new Set(values)].slice(0, LIMITS.values);
}

/** The search in the page's URL query. */
export function parseDirectorySearch(params: URLSearchParams): DirectorySearch {
  const search = emptyDirectorySearch();
  search.q = (params.get('q') ?? '').trim().slice(0, LIMITS.text);
  for (const group of DIRECTORY_GROUPS) {
    search.groups[group] = listOf(params.get(group), accepts[group]);
  }
  const posted = params.get('posted');
  search.posted = POSTED_WITHIN_VALUES.find((value) => value === posted) ?? null;
  const page = Number(params.get('page'));
  search.page = Number.isInteger(page) && page >= 1 && page <= LIMITS.maxPage ? page : 1;
  return search;
}

/** The query string of a search (empty parts and page 1 left out): the page's and the API's. */
export function directoryQueryString(search: DirectorySearch): string {
  return companiesDirectoryParams({
    q: search.q,
    ...search.groups,
    posted: search.posted ?? undefined,
    page: search.page,
  }).toString();
}

/** `/companies?…` for a search. */
export function directoryHref(search: DirectorySearch): string {
  const query = directoryQueryString(search);
  return query ? `/companies?${query}` : '/companies';
}

/** Checks or unchecks one value of a group; a changed search starts again at page 1. */
export function toggleGroupValue(
  search: DirectorySearch,
  group: DirectoryGroup,
  value: string,
): DirectorySearch {
  const values = search.groups[group];
  const next = values.includes(value)
    ? values.filter((item) => item !== value)
    : [...values, value];
  return { ...search, groups: { ...search.groups, [group]: next }, page: 1 };
}

/** Chooses a posting window, or none. */
export function withPosted(search: DirectorySearch, posted: PostedWithin | null): DirectorySearch {
  return { ...search, posted, page: 1 };
}

/** The search with one group narrowed to a single value (the "companies by …" link lists). */
export function withOnly(
  search: DirectorySearch,
  group: DirectoryGroup,
  value: string,
): DirectorySearch {
  return { ...search, groups: { ...search.groups, [group]: [value] }, page: 1 };
}

/** How many filters are chosen (the phone's "Filters" button says it). */
export function chosenFilterCount(search: DirectorySearch): number {
  const listed = DIRECTORY_GROUPS.reduce((sum, group) => sum + search.groups[group].length, 0);
  return listed + (search.posted ? 1 : 0);
}

export function withPage(search: DirectorySearch, page: number): DirectorySearch {
  return { ...search, page };
}
