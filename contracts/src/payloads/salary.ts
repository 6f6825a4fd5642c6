import { z } from 'zod/mini';
import { SALARY_GROUPINGS } from '../vocabularies/salary';
import { count } from './common';

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
