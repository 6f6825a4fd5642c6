import { z } from 'zod';
import { bodyError, idSchema, requiredText } from './text';
import { REVIEW_EMPLOYMENT_TYPES } from './vocabularies/reviews';
import { SALARY_CONTRIBUTION_LIMITS as LIMITS } from './vocabularies/salary';

/*
 * Contributed salaries (docs/product/community-and-reviews.md, "Contribute salary"): the body
 * POST /api/salaries takes. What it sends back is in ./payloads/salary (zod/mini).
 */

/** A number of the form: "<label> is required" when left out, else `problem` out of bounds. */
const boundedNumber = (label: string, bounds: { min: number; max: number }, problem: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null || issue.input === ''
          ? `${label} is required`
          : problem,
    })
    .min(bounds.min, problem)
    .max(bounds.max, problem);

const { annual_salary_lakhs: salary, experience_years: experience } = LIMITS;

/**
 * POST /api/salaries — the contribute-salary form: the company (an existing one by `company_id`,
 * or a name, as the write-review page takes it), designation, annual salary in lakhs, whole years
 * of experience, city and employment type, all required but `company_id`.
 */
export const contributeSalaryBodySchema = z.strictObject(
  {
    company_id: idSchema.optional(),
    company_name: requiredText('Company name', LIMITS.company_name),
    designation: requiredText('Designation', LIMITS.designation),
    annual_salary_lakhs: boundedNumber(
      'Annual salary',
      salary,
      `Annual salary must be a number of lakhs from ${salary.min} to ${salary.max}`,
    ),
    experience_years: boundedNumber(
      'Experience',
      experience,
      `Experience must be a whole number of years from ${experience.min} to ${experience.max}`,
    ).int(`Experience must be a whole number of years from ${experience.min} to ${experience.max}`),
    city: requiredText('City', LIMITS.city),
    employment_type: z.enum(REVIEW_EMPLOYMENT_TYPES, {
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? 'Employment type is required'
          : `Employment type must be one of: ${REVIEW_EMPLOYMENT_TYPES.join(', ')}`,
    }),
  },
  { error: bodyError },
);
export type ContributeSalaryInput = z.input<typeof contributeSalaryBodySchema>;
export type ContributeSalaryBody = z.output<typeof contributeSalaryBodySchema>;

/**
 * A contributed salary as stored (`salary_contributions`, its stored fields): the form's fields
 * at a company by id, and the contributor, who is never sent.
 */
export const storedSalaryContributionSchema = z.looseObject({
  company_id: z.unknown(),
  company: z.string().min(1),
  designation: z.string().min(1),
  annual_salary_lakhs: z.number().min(salary.min).max(salary.max),
  experience_years: z.number().int().min(experience.min).max(experience.max),
  city: z.string().min(1),
  employment_type: z.enum(REVIEW_EMPLOYMENT_TYPES),
  user_id: z.unknown(),
  created_at: z.date(),
});
