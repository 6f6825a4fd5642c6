/*
 * The companies directory's vocabularies (docs/product/companies.md#companies-directory, ADR 020):
 * zod-free, for the frontends' bundles. The query schema is ../companiesDirectory, the payload
 * ../payloads/companiesDirectory.
 */

/**
 * The company types ("Top companies hiring now" categories, docs/product/companies.md#company-categories),
 * in the order the landing page and the directory list them. The BFF's rule for each is its
 * COMPANY_CATEGORIES entry of the same key; a company may be of several types.
 */
export const COMPANY_TYPES = [
  { value: 'mncs', label: 'MNCs' },
  { value: 'fintech', label: 'Fintech' },
  { value: 'fmcg-retail', label: 'FMCG & Retail' },
  { value: 'startups', label: 'Startups' },
  { value: 'edtech', label: 'Edtech' },
] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number]['value'];
export const COMPANY_TYPE_VALUES = COMPANY_TYPES.map((type) => type.value) as [
  CompanyType,
  ...CompanyType[],
];

/** How a company does business; a company may name several (stored as `nature_of_business`). */
export const NATURES_OF_BUSINESS = [
  'B2B',
  'B2C',
  'B2B2C',
  'D2C',
  'SaaS',
  'Marketplace',
  'Services',
] as const;
export type NatureOfBusiness = (typeof NATURES_OF_BUSINESS)[number];

/**
 * The directory's job posting date filter: companies with an open job posted in the last
 * `days` days. One may be chosen at a time.
 */
export const POSTED_WITHIN = [
  { value: '1', label: 'Last 24 hours', days: 1 },
  { value: '3', label: 'Last 3 days', days: 3 },
  { value: '7', label: 'Last 7 days', days: 7 },
  { value: '15', label: 'Last 15 days', days: 15 },
  { value: '30', label: 'Last 30 days', days: 30 },
] as const;
export type PostedWithin = (typeof POSTED_WITHIN)[number]['value'];
export const POSTED_WITHIN_VALUES = POSTED_WITHIN.map((entry) => entry.value) as [
  PostedWithin,
  ...PostedWithin[],
];

/** Companies per directory page, and the bounds of its query. */
export const COMPANIES_DIRECTORY_LIMITS = {
  pageSize: 20,
  /** The last page one may ask for. */
  maxPage: 10_000,
  /** The most characters of the search text and of one filter value. */
  text: 100,
  /** The most values one filter group may have. */
  values: 20,
} as const;

/**
 * The directory's filters, as the query string carries them: every group but `posted` a list.
 * The query (`GET /api/companies?…`) and the page's URL (`/companies?…`) use the same names.
 */
export interface CompaniesDirectoryFilters {
  q?: string;
  type?: readonly string[];
  location?: readonly string[];
  industry?: readonly string[];
  department?: readonly string[];
  experience?: readonly string[];
  nature?: readonly string[];
  posted?: string;
  page?: number;
}

/** The filter groups that take several values, in the order the sidebar shows them. */
export const COMPANIES_DIRECTORY_GROUPS = [
  'type',
  'location',
  'industry',
  'department',
  'experience',
  'nature',
] as const;

/**
 * The query string of a directory search: a group's values joined by a bare comma (a comma
 * followed by a space stays inside a value, as in /api/jobs), empty groups and page 1 left out.
 */
export function companiesDirectoryParams(filters: CompaniesDirectoryFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q?.trim()) params.set('q', filters.q.trim());
  for (const group of COMPANIES_DIRECTORY_GROUPS) {
    const values = filters[group];
    if (values?.length) params.set(group, values.join(','));
  }
  if (filters.posted) params.set('posted', filters.posted);
  if (filters.page && filters.page > 1) params.set('page', String(filters.page));
  return params;
}
