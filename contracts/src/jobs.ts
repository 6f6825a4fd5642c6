import { z } from 'zod';
import type { PostingOptions } from './payloads/recruiter-jobs';
import { bodyError, inputText, oneOf, optionalText, requiredText } from './text';
import {
  POSTING_WORK_MODES,
  EMPLOYMENT_TYPES,
  INDUSTRY_VALUES,
  QUALIFICATIONS,
  MIN_EXPERIENCE_OPTIONS,
  MAX_EXPERIENCE_OPTIONS,
  MIN_SALARY_OPTIONS,
  MAX_SALARY_OPTIONS,
  POSTING_DEFAULTS,
  POSTING_LIMITS,
  splitSkills,
} from './vocabularies/jobs';

export * from './vocabularies/jobs';

/*
 * Jobs: the vocabularies a job is stored and searched with, the Post a Job form's options
 * (docs/product/recruiter-jobs-and-responses.md), the posting body (ADR 011) and the job as the API sends it.
 */

/** GET /api/jobs/posting-options (ADR 011): one definition, in the payloads (ADR 015). */
export { postingOptionsSchema, type PostingOptions } from './payloads/recruiter-jobs';

/** The lists, defaults and limits the Post a Job form offers, the very ones a posting is checked against. */
export function postingOptions(): PostingOptions {
  return {
    employment_types: [...EMPLOYMENT_TYPES],
    work_modes: [...POSTING_WORK_MODES],
    industries: [...INDUSTRY_VALUES],
    qualifications: [...QUALIFICATIONS],
    min_experience: [...MIN_EXPERIENCE_OPTIONS],
    max_experience: [...MAX_EXPERIENCE_OPTIONS],
    min_salary: [...MIN_SALARY_OPTIONS],
    max_salary: [...MAX_SALARY_OPTIONS],
    defaults: { ...POSTING_DEFAULTS },
    limits: { ...POSTING_LIMITS },
  };
}

/** A whole number from a list, also as numeric text from a select ("5"). */
const numberOption = (label: string, unit: string, options: readonly number[]) =>
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number(`${label} is required`)
      .refine(
        (value) => options.includes(value),
        `${label} must be one of ${options.join(', ')} ${unit}`,
      ),
  );

/** The key-skills text: at most 250 characters, comma-separated, at least one skill. */
const skillsField = inputText('Key skills', {
  max: POSTING_LIMITS.skills,
  notText: 'Key skills are required',
})
  .transform(splitSkills)
  .refine((skills) => skills.length > 0, 'Key skills are required');

/** `POST /api/jobs` (ADR 011 "Posting a job"): unknown fields refused, ranges checked. */
export const jobPostingSchema = z
  .strictObject(
    {
      job_title: requiredText('Job title', POSTING_LIMITS.job_title),
      employment_type: oneOf('Employment type', EMPLOYMENT_TYPES),
      work_mode: oneOf('Work mode', POSTING_WORK_MODES),
      job_description: requiredText('Job description', POSTING_LIMITS.job_description, {
        multiline: true,
      }),
      skills: skillsField,
      min_experience: numberOption('Minimum experience', 'years', MIN_EXPERIENCE_OPTIONS),
      max_experience: numberOption('Maximum experience', 'years', MAX_EXPERIENCE_OPTIONS),
      min_salary: numberOption('Minimum salary', 'lakhs', MIN_SALARY_OPTIONS),
      max_salary: numberOption('Maximum salary', 'lakhs', MAX_SALARY_OPTIONS),
      location: requiredText('Location', POSTING_LIMITS.location),
      company: requiredText('Company name', POSTING_LIMITS.company),
      industry: oneOf('Industry', INDUSTRY_VALUES),
      qualification: oneOf('Qualification', QUALIFICATIONS),
      vacancies: z
        .preprocess(
          (value) =>
            typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value,
          z
            .number('Vacancies must be a number')
            .int('Vacancies must be a whole number')
            .min(1, 'Vacancies must be at least 1')
            .max(POSTING_LIMITS.vacancies, `Vacancies must be at most ${POSTING_LIMITS.vacancies}`),
        )
        .optional()
        .transform((value) => value ?? POSTING_DEFAULTS.vacancies),
      requirements: optionalText('Requirements', POSTING_LIMITS.long_text, { multiline: true }),
      perks: optionalText('Perks', POSTING_LIMITS.long_text, { multiline: true }),
      candidate_profile: optionalText('Candidate profile', POSTING_LIMITS.long_text, {
        multiline: true,
      }),
      about_company: optionalText('About company', POSTING_LIMITS.long_text, { multiline: true }),
    },
    { error: bodyError },
  )
  .refine((job) => job.min_experience <= job.max_experience, {
    message: 'Minimum experience cannot be more than maximum experience',
    path: ['min_experience'],
  })
  .refine((job) => job.min_salary <= job.max_salary, {
    message: 'Minimum salary cannot be more than maximum salary',
    path: ['min_salary'],
  });

export type JobPostingInput = z.input<typeof jobPostingSchema>;
export type JobPosting = z.output<typeof jobPostingSchema>;

/** The job as the API sends it: one definition, in the payloads (ADR 015, "Payloads"). */
export { jobSchema, type Job } from './payloads/jobs';
