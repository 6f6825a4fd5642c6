import { z } from 'zod/mini';
import { REVIEW_EMPLOYMENT_TYPES } from '../vocabularies/reviews';
import { SALARY_GROUPINGS } from '../vocabularies/salary';
import { count, isoDateTime, objectId, someText } from './common';

/* Salary insights as the API sends them (docs/product/public-pages-and-services.md). */

const lakhs = z.number().check(z.nonnegative());

/** Where a salary comes from: an open job's posted range, or one an employee contributed. */
export const SALARY_SOURCES = ['posted', 'contributed'] as const;
export type SalarySource = (typeof SALARY_SOURCES)[number];

/**
 * Salary figures in lakhs per annum over a set of salaries: open jobs' posted ranges (each counts
 * as its min and max) and contributed salaries (each one figure), with how many of each.
 */
export const salaryFiguresSchema = z.object({
  /** Open jobs with a posted salary behind the figures. */
  jobCount: count,
  /** Contributed salaries behind the figures (docs/product/community-and-reviews.md). */
  contributedCount: count,
  /** Lowest salary: a job's minimum or a contributed salary. */
  minLakhs: lakhs,
  /** Median of the jobs' mid-range salaries ((min + max) / 2) and the contributed salaries. */
  medianLakhs: lakhs,
  /** Highest salary: a job's maximum or a contributed salary. */
  maxLakhs: lakhs,
});
export type SalaryFigures = z.infer<typeof salaryFiguresSchema>;

/** The figures of one role or company from one source: posted by jobs, or contributed. */
export const salaryGroupSchema = z.extend(salaryFiguresSchema, {
  name: z.string(),
  source: z.enum(SALARY_SOURCES),
});
export type SalaryGroup = z.infer<typeof salaryGroupSchema>;

/**
 * GET /api/salary-insights?q=&by=: salaries of the open jobs and the contributed salaries matching
 * `query`, overall (both together, null without any) and per role or company and source — a
 * role's contributed row next to its posted one — the largest roles or companies first.
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
