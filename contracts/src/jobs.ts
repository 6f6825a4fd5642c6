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
  RECRUITER_JOB_STATUSES,
  EXTEND_DAYS_OPTIONS,
  postingWorkMode,
  splitSkills,
  type EmploymentType,
  type ExtendDays,
  type Industry,
  type Qualification,
  type WorkMode,
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
      /** The company's name; with `company_id` the company's own name is stored instead. */
      company: requiredText('Company name', POSTING_LIMITS.company).optional(),
      /** One of the recruiter's own companies (GET /api/companies/mine), stored on the job. */
      company_id: z
        .string('Not a valid company id')
        .regex(/^[0-9a-f]{24}$/i, 'Not a valid company id')
        .optional(),
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
  .refine((job) => job.company !== undefined || job.company_id !== undefined, {
    message: 'Company name is required',
    path: ['company'],
  })
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

/*
 * A job's life (docs/product/recruiter-jobs-and-responses.md#a-jobs-life, ADR 011 "A job's life"):
 * the recruiter's list by status, and the three changes `PATCH /api/jobs/{id}` takes.
 */

/** `GET /api/recruiter/jobs?status=`: one tab's jobs; without `status`, every job of the recruiter. */
export const recruiterJobsQuerySchema = z.object({
  status: oneOf('Status', RECRUITER_JOB_STATUSES).optional(),
});
export type RecruiterJobsQuery = z.output<typeof recruiterJobsQuerySchema>;

/** `PATCH /api/jobs/{id}` `{ status }`: close a job, or reopen a closed one (within the quota). */
export const jobStatusChangeSchema = z.strictObject(
  { status: oneOf('Status', ['closed', 'active'] as const) },
  { error: bodyError },
);

/** `PATCH /api/jobs/{id}` `{ extend_days }`: push an active or closed job's expiry back. */
export const jobExtensionSchema = z.strictObject(
  { extend_days: numberOption('Extension', 'days', EXTEND_DAYS_OPTIONS) },
  { error: bodyError },
);

/** What a `PATCH /api/jobs/{id}` body asks for: a new status, an extension, or the edited posting. */
export type JobPatch =
  | { kind: 'status'; status: 'closed' | 'active' }
  | { kind: 'extend'; extend_days: ExtendDays }
  | { kind: 'edit'; posting: JobPosting };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `PATCH /api/jobs/{id}`: a body with `status` is a status change, one with `extend_days` an
 * extension, any other the whole Post a Job body (the same rules as `POST /api/jobs`). Each shape
 * is strict, so `{ status, extend_days }` is refused rather than half done.
 */
export const jobPatchSchema = z.unknown().transform((body, ctx): JobPatch => {
  const kind =
    isObject(body) && 'status' in body
      ? 'status'
      : isObject(body) && 'extend_days' in body
        ? 'extend'
        : 'edit';
  const schema =
    kind === 'status'
      ? jobStatusChangeSchema
      : kind === 'extend'
        ? jobExtensionSchema
        : jobPostingSchema;
  const result = schema.safeParse(body);
  if (!result.success) {
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    return z.NEVER;
  }
  if (kind === 'status')
    return { kind, ...(result.data as z.output<typeof jobStatusChangeSchema>) };
  if (kind === 'extend')
    return {
      kind,
      extend_days: (result.data as z.output<typeof jobExtensionSchema>).extend_days as ExtendDays,
    };
  return { kind, posting: result.data as JobPosting };
});

/**
 * "Duplicate" opens Post a Job filled in from a job (ADR 011 "A job's life"): the posting body a
 * job was posted with, as the form's fields take it. Fields the job lacks are left out.
 */
export function postingFromJob(job: {
  job_title: string;
  company: string;
  company_id?: string;
  location: string;
  employment_category?: EmploymentType;
  work_mode?: WorkMode;
  job_description?: string;
  skills: readonly string[];
  min_experience?: number;
  max_experience?: number;
  min_salary?: number;
  max_salary?: number;
  industry?: Industry;
  qualification?: Qualification;
  vacancies?: number;
  requirements?: string;
  perks?: string;
  candidate_profile?: string;
  about_company?: string;
}): Partial<JobPostingInput> {
  const posting: Partial<JobPostingInput> = {
    job_title: job.job_title,
    company: job.company,
    location: job.location,
    skills: job.skills.join(', '),
  };
  if (job.employment_category) posting.employment_type = job.employment_category;
  if (job.work_mode) posting.work_mode = postingWorkMode(job.work_mode);
  const copied = [
    'company_id',
    'job_description',
    'min_experience',
    'max_experience',
    'min_salary',
    'max_salary',
    'industry',
    'qualification',
    'vacancies',
    'requirements',
    'perks',
    'candidate_profile',
    'about_company',
  ] as const;
  for (const field of copied)
    if (job[field] !== undefined) Object.assign(posting, { [field]: job[field] });
  return posting;
}
