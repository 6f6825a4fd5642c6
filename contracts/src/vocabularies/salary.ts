/* Salary insights' vocabularies: zod-free, for the frontends' bundles (docs/product/public-pages-and-services.md). */

/** What salary insights group the open jobs by: their title (role) or their company. */
export const SALARY_GROUPINGS = ['role', 'company'] as const;
export type SalaryGrouping = (typeof SALARY_GROUPINGS)[number];

/** The most characters a salary insights search may have. */
export const MAX_SALARY_QUERY_LENGTH = 100;

/**
 * A contributed salary's bounds (docs/product/community-and-reviews.md, "Contribute salary"):
 * the annual salary in lakhs (a number, decimals allowed), whole years of experience, and the
 * lengths of its texts.
 */
export const SALARY_CONTRIBUTION_LIMITS = {
  annual_salary_lakhs: { min: 0.1, max: 1000 },
  experience_years: { min: 0, max: 60 },
  company_name: 100,
  designation: 100,
  city: 60,
} as const;
