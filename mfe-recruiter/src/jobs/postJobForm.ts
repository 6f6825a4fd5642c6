import { postingWorkMode, splitSkills } from '@rozgar/contracts/vocabularies';
import { z } from 'zod/mini';
import type { Job, NewJob, PostingOptions } from './recruiterJobsApi';

/** The optional long texts of Post a Job, each counted against `limits.long_text`. */
export const LONG_TEXTS = [
  { name: 'requirements', label: 'Requirements' },
  { name: 'perks', label: 'Perks and benefits' },
  { name: 'candidate_profile', label: 'Candidate profile' },
  { name: 'about_company', label: 'About company' },
] as const;

const tooLong = (max: number) => `Use at most ${max} characters`;
const requiredText = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, tooLong(max)));
const oneOf = (values: readonly (string | number)[], message: string) =>
  z.string().check(z.refine((value) => values.map(String).includes(value), message));

/** The company choice "Another company": its name is typed instead of picked. */
export const OTHER_COMPANY = 'other';

/** The comma-separated key skills as a list, as the BFF splits them: the contracts' rule. */
export { splitSkills };

/**
 * The form's values, all strings as the inputs give them, checked against the lists and limits the
 * BFF sent (`GET /api/jobs/posting-options`, ADR 011): the server stays the one authority.
 */
export function postJobSchema({
  employment_types,
  work_modes,
  industries,
  qualifications,
  min_experience,
  max_experience,
  min_salary,
  max_salary,
  limits,
}: PostingOptions) {
  return z
    .object({
      job_title: requiredText(limits.job_title, 'Job title is required'),
      employment_type: oneOf(employment_types, 'Employment type is required'),
      work_mode: oneOf(work_modes, 'Work mode is required'),
      job_description: requiredText(limits.job_description, 'Job description is required'),
      skills: z.string().check(
        z.maxLength(limits.skills, `Key skills can be at most ${limits.skills} characters`),
        z.refine((value) => splitSkills(value).length > 0, 'Key skills are required'),
      ),
      min_experience: oneOf(min_experience, 'Minimum experience is required'),
      max_experience: oneOf(max_experience, 'Maximum experience is required'),
      min_salary: oneOf(min_salary, 'Minimum salary is required'),
      max_salary: oneOf(max_salary, 'Maximum salary is required'),
      location: requiredText(limits.location, 'Location is required'),
      industry: oneOf(industries, 'Industry is required'),
      qualification: oneOf(qualifications, 'Qualification is required'),
      /** One of the recruiter's own companies by id, or `OTHER_COMPANY` with its name typed. */
      company_choice: z.string(),
      company: optionalText(limits.company),
      vacancies: z.string().check(
        z.trim(),
        z.refine(
          (value) => /^\d+$/.test(value) && +value >= 1 && +value <= limits.vacancies,
          `Vacancies must be a whole number from 1 to ${limits.vacancies}`,
        ),
      ),
      requirements: optionalText(limits.long_text),
      perks: optionalText(limits.long_text),
      candidate_profile: optionalText(limits.long_text),
      about_company: optionalText(limits.long_text),
    })
    .check(
      z.refine(
        (values) =>
          !values.min_experience ||
          !values.max_experience ||
          +values.min_experience <= +values.max_experience,
        {
          message: 'Maximum experience must not be below the minimum',
          path: ['max_experience'],
        },
      ),
      z.refine((values) => values.company_choice !== '', {
        message: 'Company is required',
        path: ['company_choice'],
      }),
      z.refine(
        (values) => values.company_choice !== OTHER_COMPANY || values.company.trim() !== '',
        { message: 'Company name is required', path: ['company'] },
      ),
      z.refine(
        (values) =>
          !values.min_salary || !values.max_salary || +values.min_salary <= +values.max_salary,
        {
          message: 'Maximum salary must not be below the minimum',
          path: ['max_salary'],
        },
      ),
    );
}

export type PostJobValues = z.input<ReturnType<typeof postJobSchema>>;

/**
 * A fresh form, starting from the server's defaults (Full Time, Permanent; In office; 1:
 * docs/product/recruiter-jobs-and-responses.md#post-a-job).
 */
export function emptyJob({ defaults }: PostingOptions): PostJobValues {
  return {
    job_title: '',
    employment_type: defaults.employment_type,
    work_mode: defaults.work_mode,
    job_description: '',
    skills: '',
    min_experience: '',
    max_experience: '',
    min_salary: '',
    max_salary: '',
    location: '',
    industry: '',
    qualification: '',
    company_choice: OTHER_COMPANY,
    company: '',
    vacancies: String(defaults.vacancies),
    requirements: '',
    perks: '',
    candidate_profile: '',
    about_company: '',
  };
}

/**
 * The validated values as `POST /api/jobs` takes them: numbers as numbers, empty optionals left
 * out; the choices are the options' once `postJobSchema` passed them.
 */
export function toNewJob(values: PostJobValues): NewJob {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    job_title: values.job_title.trim(),
    employment_type: values.employment_type as NewJob['employment_type'],
    work_mode: values.work_mode as NewJob['work_mode'],
    job_description: values.job_description.trim(),
    skills: splitSkills(values.skills).join(', '),
    min_experience: Number(values.min_experience),
    max_experience: Number(values.max_experience),
    min_salary: Number(values.min_salary),
    max_salary: Number(values.max_salary),
    location: values.location.trim(),
    // An own company is sent by id (the BFF stores its id and name), another by its name.
    ...(values.company_choice === OTHER_COMPANY
      ? { company: values.company.trim() }
      : { company_id: values.company_choice }),
    industry: values.industry as NewJob['industry'],
    qualification: values.qualification as NewJob['qualification'],
    vacancies: Number(values.vacancies.trim()),
    requirements: optional(values.requirements),
    perks: optional(values.perks),
    candidate_profile: optional(values.candidate_profile),
    about_company: optional(values.about_company),
  };
}

/**
 * The form filled in from a job, to edit it or to post a copy ("Duplicate"): what the job lacks
 * keeps the fresh form's value; its stored "On-site" is the form's "In office".
 */
export function jobToValues(job: Job, options: PostingOptions): PostJobValues {
  const values = emptyJob(options);
  const text = (value: string | number | undefined, fallback: string) =>
    value === undefined ? fallback : String(value);
  return {
    ...values,
    job_title: job.job_title,
    employment_type: job.employment_category ?? values.employment_type,
    work_mode: job.work_mode ? postingWorkMode(job.work_mode) : values.work_mode,
    job_description: job.job_description ?? '',
    skills: job.skills.join(', '),
    min_experience: text(job.min_experience, ''),
    max_experience: text(job.max_experience, ''),
    min_salary: text(job.min_salary, ''),
    max_salary: text(job.max_salary, ''),
    location: job.location,
    industry: job.industry ?? '',
    qualification: job.qualification ?? '',
    company_choice: job.company_id ?? OTHER_COMPANY,
    company: job.company_id ? '' : job.company,
    vacancies: text(job.vacancies, values.vacancies),
    requirements: job.requirements ?? '',
    perks: job.perks ?? '',
    candidate_profile: job.candidate_profile ?? '',
    about_company: job.about_company ?? '',
  };
}
