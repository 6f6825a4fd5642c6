/* Salary insights' vocabularies: zod-free, for the frontends' bundles (docs/product/public-pages-and-services.md). */

/** What salary insights group the open jobs by: their title (role) or their company. */
export const SALARY_GROUPINGS = ['role', 'company'] as const;
export type SalaryGrouping = (typeof SALARY_GROUPINGS)[number];

/** The most characters a salary insights search may have. */
export const MAX_SALARY_QUERY_LENGTH = 100;
