import { z } from 'zod/mini';
import type { NewJob } from './recruiterJobsApi';

/** Spec 02 §9 and ADR 011: the Post a Job form's option lists and limits. */
export const EMPLOYMENT_TYPES = [
  'Full Time, Permanent',
  'Full Time, Temporary/Contractual',
  'Full Time, Freelance/Homebased',
  'Part Time, Permanent',
  'Part Time, Temporary/Contractual',
  'Part Time, Freelance/Homebased',
] as const;
export const WORK_MODES = ['In office', 'Remote', 'Hybrid'] as const;
export const INDUSTRIES = [
  'IT/ITES',
  'Banking/Financial Services',
  'Education/Training',
  'Healthcare/Pharmaceuticals',
  'Manufacturing/Engineering',
  'Retail/FMCG',
  'Telecom/ISP',
  'Other',
] as const;
/** §9's `{host}` entry is an artefact of the source and left out (ADR 011). */
export const QUALIFICATIONS = [
  'Any Graduate',
  'B.Tech/B.E.',
  'MBA/PGDM',
  'MCA',
  'Ph.D',
  'M.Tech',
  'M.Sc',
  'B.Sc',
  'BCA',
  'Diploma',
] as const;
export const MIN_EXPERIENCE = [0, 1, 2, 3, 5, 7, 10, 15] as const;
export const MAX_EXPERIENCE = [1, 2, 3, 5, 7, 10, 15, 20, 30] as const;
export const MIN_SALARY = [1, 2, 3, 5, 10] as const;
export const MAX_SALARY = [2, 3, 5, 10, 15, 20] as const;

export const LIMITS = {
  title: 200,
  description: 5000,
  skills: 250,
  location: 100,
  company: 200,
  longText: 2000,
  vacancies: 1000,
} as const;

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

/** The comma-separated key skills as a list: trimmed, non-empty, case-insensitively distinct. */
export function splitSkills(text: string): string[] {
  const seen = new Set<string>();
  return text
    .split(',')
    .map((skill) => skill.trim())
    .filter((skill) => {
      const key = skill.toLowerCase();
      if (!skill || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** The form's values, all strings as the inputs give them, checked as ADR 011's table says. */
export const postJobSchema = z
  .object({
    job_title: requiredText(LIMITS.title, 'Job title is required'),
    employment_type: oneOf(EMPLOYMENT_TYPES, 'Employment type is required'),
    work_mode: oneOf(WORK_MODES, 'Work mode is required'),
    job_description: requiredText(LIMITS.description, 'Job description is required'),
    skills: z.string().check(
      z.maxLength(LIMITS.skills, `Key skills can be at most ${LIMITS.skills} characters`),
      z.refine((value) => splitSkills(value).length > 0, 'Key skills are required'),
    ),
    min_experience: oneOf(MIN_EXPERIENCE, 'Minimum experience is required'),
    max_experience: oneOf(MAX_EXPERIENCE, 'Maximum experience is required'),
    min_salary: oneOf(MIN_SALARY, 'Minimum salary is required'),
    max_salary: oneOf(MAX_SALARY, 'Maximum salary is required'),
    location: requiredText(LIMITS.location, 'Location is required'),
    industry: oneOf(INDUSTRIES, 'Industry is required'),
    qualification: oneOf(QUALIFICATIONS, 'Qualification is required'),
    company: requiredText(LIMITS.company, 'Company name is required'),
    vacancies: z.string().check(
      z.trim(),
      z.refine(
        (value) => /^\d+$/.test(value) && +value >= 1 && +value <= LIMITS.vacancies,
        `Vacancies must be a whole number from 1 to ${LIMITS.vacancies}`,
      ),
    ),
    requirements: optionalText(LIMITS.longText),
    perks: optionalText(LIMITS.longText),
    candidate_profile: optionalText(LIMITS.longText),
    about_company: optionalText(LIMITS.longText),
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
    z.refine(
      (values) =>
        !values.min_salary || !values.max_salary || +values.min_salary <= +values.max_salary,
      {
        message: 'Maximum salary must not be below the minimum',
        path: ['max_salary'],
      },
    ),
  );

export type PostJobValues = z.input<typeof postJobSchema>;

/** A fresh form (spec 02 §9: Full Time, Permanent; In office; one vacancy). */
export const EMPTY_JOB: PostJobValues = {
  job_title: '',
  employment_type: 'Full Time, Permanent',
  work_mode: 'In office',
  job_description: '',
  skills: '',
  min_experience: '',
  max_experience: '',
  min_salary: '',
  max_salary: '',
  location: '',
  industry: '',
  qualification: '',
  company: '',
  vacancies: '1',
  requirements: '',
  perks: '',
  candidate_profile: '',
  about_company: '',
};

/** The validated values as `POST /api/jobs` takes them: numbers as numbers, empty optionals left out. */
export function toNewJob(values: PostJobValues): NewJob {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    job_title: values.job_title.trim(),
    employment_type: values.employment_type,
    work_mode: values.work_mode,
    job_description: values.job_description.trim(),
    skills: splitSkills(values.skills).join(', '),
    min_experience: Number(values.min_experience),
    max_experience: Number(values.max_experience),
    min_salary: Number(values.min_salary),
    max_salary: Number(values.max_salary),
    location: values.location.trim(),
    company: values.company.trim(),
    industry: values.industry,
    qualification: values.qualification,
    vacancies: Number(values.vacancies.trim()),
    requirements: optional(values.requirements),
    perks: optional(values.perks),
    candidate_profile: optional(values.candidate_profile),
    about_company: optional(values.about_company),
  };
}
