import { z } from 'zod/mini';
import { REVIEW_EMPLOYMENT_TYPES } from '../vocabularies/reviews';
import { SALARY_GROUPINGS } from '../vocabularies/salary';
import { count, isoDateTime, objectId, someText } from './common';

/* Salary insights as the API sends them (docs/product/public-pages-and-services.md). */

const lakhs = z.number().check(z.nonnegative());

/** Salary figures in lakhs per annum over a set of open jobs. */
export const salaryFiguresSchema = z.object({
  jobCount: count,
  /** Lowest minimum salary offered. */
  minLakhs: lakhs,
  /** Median of the jobs' mid-range salaries ((min + max) / 2). */
  medianLakhs: lakhs,
  /** Highest maximum salary offered. */
  maxLakhs: lakhs,
});
export type SalaryFigures = z.infer<typeof salaryFiguresSchema>;

/** The figures of one role or company. */
export const salaryGroupSchema = z.extend(salaryFiguresSchema, { name: z.string() });
export type SalaryGroup = z.infer<typeof salaryGroupSchema>;

/**
 * GET /api/salary-insights?q=&by=: salaries of the open jobs matching `query`, overall (null
 * without any) and per role or company, the largest groups first.
 */
export const salaryInsightsSchema = z.object({
  query: z.string(),
  by: z.enum(SALARY_GROUPINGS),
  overall: z.nullable(salaryFiguresSchema),
  groups: z.array(salaryGroupSchema),
});
export type SalaryInsights = z.infer<typeof salaryInsightsSchema>;

/**
 * A contributed salary as POST /api/salaries answers it (201): never its contributor
 * (docs/product/community-and-reviews.md, "Contribute salary").
 */
export const contributedSalarySchema = z.strictObject({
  id: objectId,
  company_id: objectId,
  company: someText,
  designation: someText,
  annual_salary_lakhs: z.number().check(z.positive()),
  experience_years: count,
  city: someText,
  employment_type: z.enum(REVIEW_EMPLOYMENT_TYPES),
  created_at: isoDateTime,
});
export type ContributedSalary = z.infer<typeof contributedSalarySchema>;

/** POST /api/salaries → 201 { salary }. */
export const savedSalarySchema = z.strictObject({ salary: contributedSalarySchema });
export type SavedSalary = z.infer<typeof savedSalarySchema>;
