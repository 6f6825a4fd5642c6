/* Jobs' vocabularies: zod-free, for the frontends' bundles (docs/product/recruiter-jobs-and-responses.md). */

import { uniqueIgnoringCase } from './common';

/** How a job is worked, as stored and as the seeker portal lists it. */
export const WORK_MODES = ['Remote', 'Hybrid', 'On-site'] as const;
export type WorkMode = (typeof WORK_MODES)[number];

/** The recruiter form's work modes; `In office` is the seeker portal's `On-site` (docs/product/recruiter-jobs-and-responses.md). */
export const POSTING_WORK_MODES = ['In office', 'Remote', 'Hybrid'] as const;
export type PostingWorkMode = (typeof POSTING_WORK_MODES)[number];

/** The stored work mode of a posting's. */
export const storedWorkMode = (mode: PostingWorkMode): WorkMode =>
  mode === 'In office' ? 'On-site' : mode;

/** The form's work mode of a stored one: `On-site` is the form's `In office`. */
export const postingWorkMode = (mode: WorkMode): PostingWorkMode =>
  mode === 'On-site' ? 'In office' : mode;

export const JOB_TYPES = ['Full Time', 'Part Time'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Employment types: a job type with its kind of contract (default Full Time, Permanent). */
export const EMPLOYMENT_TYPES = [
  'Full Time, Permanent',
  'Full Time, Temporary/Contractual',
  'Full Time, Freelance/Homebased',
  'Part Time, Permanent',
  'Part Time, Temporary/Contractual',
  'Part Time, Freelance/Homebased',
] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

/** The job type an employment type starts with. */
export const jobTypeOf = (employmentType: EmploymentType): JobType =>
  employmentType.split(',')[0]!.trim() as JobType;

/**
 * Industries, as recruiters choose them and as jobs and companies store them (docs/product/recruiter-jobs-and-responses.md), each
 * with the group the seeker's industry filter shows it under (IT Services, Finance, Healthcare,
 * Education, … as docs/product/jobs-search-and-details.md's filters).
 */
export const INDUSTRIES = [
  { value: 'IT/ITES', group: 'IT Services' },
  { value: 'Banking/Financial Services', group: 'Finance' },
  { value: 'Education/Training', group: 'Education' },
  { value: 'Healthcare/Pharmaceuticals', group: 'Healthcare' },
  { value: 'Manufacturing/Engineering', group: 'Manufacturing' },
  { value: 'Retail/FMCG', group: 'Retail & FMCG' },
  { value: 'Telecom/ISP', group: 'Telecom' },
  { value: 'Other', group: 'Other' },
] as const;
export type Industry = (typeof INDUSTRIES)[number]['value'];
export type IndustryGroup = (typeof INDUSTRIES)[number]['group'];

export const INDUSTRY_VALUES = INDUSTRIES.map((industry) => industry.value) as [
  Industry,
  ...Industry[],
];
/** The seeker-facing groups, in the order the filter lists them. */
export const INDUSTRY_GROUPS = [...new Set(INDUSTRIES.map((industry) => industry.group))] as [
  IndustryGroup,
  ...IndustryGroup[],
];

/** The seeker-facing group of a stored industry (unknown text stays as it is). */
export const industryGroupOf = (industry: string): string =>
  INDUSTRIES.find((entry) => entry.value === industry)?.group ?? industry;

/** The stored industries a seeker-facing group (or a stored industry itself) stands for. */
export const industriesIn = (groupOrIndustry: string): string[] => {
  const members = INDUSTRIES.filter(
    (entry) => entry.group === groupOrIndustry || entry.value === groupOrIndustry,
  ).map((entry) => entry.value as string);
  return members.length > 0 ? members : [groupOrIndustry];
};

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
export type Qualification = (typeof QUALIFICATIONS)[number];

export const MIN_EXPERIENCE_OPTIONS = [0, 1, 2, 3, 5, 7, 10, 15] as const;
export const MAX_EXPERIENCE_OPTIONS = [1, 2, 3, 5, 7, 10, 15, 20, 30] as const;
export const MIN_SALARY_OPTIONS = [1, 2, 3, 5, 10] as const;
export const MAX_SALARY_OPTIONS = [2, 3, 5, 10, 15, 20] as const;

/** The Post a Job form's starting values (docs/product/recruiter-jobs-and-responses.md); POST takes `vacancies` as 1 when left out. */
export const POSTING_DEFAULTS = {
  employment_type: 'Full Time, Permanent',
  work_mode: 'In office',
  vacancies: 1,
} as const satisfies {
  employment_type: EmploymentType;
  work_mode: PostingWorkMode;
  vacancies: number;
};

/** The most characters each text may have, and the most vacancies, that a posting may have. */
export const POSTING_LIMITS = {
  job_title: 200,
  job_description: 5000,
  skills: 250,
  location: 100,
  company: 200,
  long_text: 2000,
  vacancies: 1000,
} as const;

/** A posting's comma-separated key skills as a list: trimmed, non-empty, case-insensitively distinct. */
export const splitSkills = (text: string): string[] =>
  uniqueIgnoringCase(
    text
      .split(',')
      .map((skill) => skill.trim())
      .filter((skill) => skill.length > 0),
  );

/** How long a posted job stays open (docs/product/recruiter-jobs-and-responses.md). */
export const JOB_EXPIRY_DAYS = 90;

/**
 * Where a job is in its life, as its recruiter sees it (docs/product/recruiter-jobs-and-responses.md#a-jobs-life):
 * `expired` once its expiry date has passed (whether or not it was closed before), else `closed`
 * when its recruiter closed it, else `active`. Only an active job is open to seekers.
 */
export const RECRUITER_JOB_STATUSES = ['active', 'closed', 'expired'] as const;
export type RecruiterJobStatus = (typeof RECRUITER_JOB_STATUSES)[number];

/** The days an open or closed job's expiry may be pushed back by. */
export const EXTEND_DAYS_OPTIONS = [30, 60, 90] as const;
export type ExtendDays = (typeof EXTEND_DAYS_OPTIONS)[number];

/**
 * A bucket of years or lakhs: the half-open range [min, max) (`max` undefined: no upper end).
 * The buckets of one kind meet at their ends ("0-2", "2-5", …), so a value belongs to one bucket.
 */
export interface RangeBucket {
  value: string;
  min: number;
  max?: number;
}

/** Experience buckets in years (ADR 009), in the order the filters list them. */
export const EXPERIENCE_BUCKETS = [
  { value: '0-2', min: 0, max: 2 },
  { value: '2-5', min: 2, max: 5 },
  { value: '5-10', min: 5, max: 10 },
  { value: '10+', min: 10 },
] as const satisfies readonly RangeBucket[];

/** Salary buckets in lakhs per annum (ADR 009), in the order the filters list them. */
export const SALARY_BUCKETS = [
  { value: '0-5', min: 0, max: 5 },
  { value: '5-10', min: 5, max: 10 },
  { value: '10-20', min: 10, max: 20 },
  { value: '20+', min: 20 },
] as const satisfies readonly RangeBucket[];

/**
 * The seeker's job search (`GET /api/jobs`, docs/product/jobs-search-and-details.md): the most
 * characters of its texts (search text, location, a filter's value) and the most years of
 * experience asked for; the search form checks them before the BFF does.
 */
export const JOB_SEARCH_LIMITS = { text: 100, experienceYears: 60 } as const;

export const JOB_SEARCH_TEXTS = {
  tooLong: `Use at most ${JOB_SEARCH_LIMITS.text} characters`,
  years: `Enter a number of years from 0 to ${JOB_SEARCH_LIMITS.experienceYears}`,
} as const;
