import { addDays } from 'date-fns';
import mongoose, { Types } from 'mongoose';
import { z } from 'zod';
import { jsonError } from '../lib/http.server';
import {
  bodyError,
  inputText,
  objectIdSchema,
  optionalText,
  requiredText,
} from '../lib/validation.server';
import { Application } from '../models/application.server';
import { JOB_TYPES, Job } from '../models/job.server';
import { Resume } from '../models/resume.server';
import { UserPlan } from '../models/user-plan.server';
import { DEFAULT_RECRUITER_JOB_LIMIT } from './accounts.server';
import { openJobsFilter } from './job-search.server';
import { JOB_NOT_FOUND } from './jobs.server';
import { uniqueIgnoringCase } from './profile-schemas.server';

/** How long a posted job stays open (spec 02 §4). */
export const JOB_EXPIRY_DAYS = 90;

export const EMPLOYMENT_TYPES = [
  'Full Time, Permanent',
  'Full Time, Temporary/Contractual',
  'Full Time, Freelance/Homebased',
  'Part Time, Permanent',
  'Part Time, Temporary/Contractual',
  'Part Time, Freelance/Homebased',
] as const;
/** The recruiter form's work modes; `In office` is the seeker portal's `On-site` (spec 02 §9). */
export const POSTING_WORK_MODES = ['In office', 'Remote', 'Hybrid'] as const;
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
export const MIN_EXPERIENCE_OPTIONS = [0, 1, 2, 3, 5, 7, 10, 15] as const;
export const MAX_EXPERIENCE_OPTIONS = [1, 2, 3, 5, 7, 10, 15, 20, 30] as const;
export const MIN_SALARY_OPTIONS = [1, 2, 3, 5, 10] as const;
export const MAX_SALARY_OPTIONS = [2, 3, 5, 10, 15, 20] as const;

/** The Post a Job form's starting values (spec 02 §9); POST takes `vacancies` as 1 when left out. */
export const POSTING_DEFAULTS = {
  employment_type: 'Full Time, Permanent',
  work_mode: 'In office',
  vacancies: 1,
} as const satisfies {
  employment_type: (typeof EMPLOYMENT_TYPES)[number];
  work_mode: (typeof POSTING_WORK_MODES)[number];
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

/**
 * GET /api/jobs/posting-options (ADR 011): the lists, defaults and limits the Post a Job form
 * offers, the very ones `jobPostingSchema` checks a posting against.
 */
export function postingOptions() {
  return {
    employment_types: [...EMPLOYMENT_TYPES],
    work_modes: [...POSTING_WORK_MODES],
    industries: [...INDUSTRIES],
    qualifications: [...QUALIFICATIONS],
    min_experience: [...MIN_EXPERIENCE_OPTIONS],
    max_experience: [...MAX_EXPERIENCE_OPTIONS],
    min_salary: [...MIN_SALARY_OPTIONS],
    max_salary: [...MAX_SALARY_OPTIONS],
    defaults: { ...POSTING_DEFAULTS },
    limits: { ...POSTING_LIMITS },
  };
}

const oneOf = <const Values extends readonly [string, ...string[]]>(
  label: string,
  values: Values,
) => z.enum(values, `${label} must be one of: ${values.join(', ')}`);

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
  .transform((text) =>
    uniqueIgnoringCase(
      text
        .split(',')
        .map((skill) => skill.trim())
        .filter((skill) => skill.length > 0),
    ),
  )
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
      industry: oneOf('Industry', INDUSTRIES),
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

export type JobPosting = z.output<typeof jobPostingSchema>;

export const jobLimitReached = (limit: number) =>
  `You have reached your job posting limit (${limit} open jobs)`;

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/**
 * The recruiter's plan, made with the default job limit when they have none. Two first posts at
 * once make one plan: the unique `user_id` index refuses the second upsert, which then reads it.
 */
async function ensurePlan(recruiterId: Types.ObjectId): Promise<{ job_limit: number }> {
  const upsert = () =>
    UserPlan.findOneAndUpdate(
      { user_id: recruiterId },
      {
        $setOnInsert: {
          user_id: recruiterId,
          job_limit: DEFAULT_RECRUITER_JOB_LIMIT,
          created_at: new Date(),
        },
      },
      { upsert: true, returnDocument: 'after' },
    ).lean<{ job_limit: number }>();
  try {
    return (await upsert())!;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    return (await upsert())!;
  }
}

/** The number of the recruiter's open jobs (active and not expired). */
function countOpenJobs(recruiterId: Types.ObjectId, now: Date) {
  return Job.countDocuments({ recruiter_id: recruiterId, ...openJobsFilter(now) });
}

/**
 * POST /api/jobs: posts the job for the recruiter, within their plan's limit of open jobs. The
 * limit holds under concurrent posts too: after inserting, the job is kept only when it is among
 * the `job_limit` oldest open jobs of the recruiter, so of two racing posts for the last slot the
 * earlier one stays and the other is removed and refused.
 */
export async function postJob(recruiterId: string, posting: JobPosting, now = new Date()) {
  const recruiter = new Types.ObjectId(recruiterId);
  const { job_limit } = await ensurePlan(recruiter);
  if ((await countOpenJobs(recruiter, now)) >= job_limit)
    throw jsonError(403, jobLimitReached(job_limit));

  const { employment_type, work_mode, ...fields } = posting;
  const job = await Job.create({
    ...fields,
    job_type: employment_type.split(',')[0]!.trim() as (typeof JOB_TYPES)[number],
    employment_category: employment_type,
    work_mode: work_mode === 'In office' ? 'On-site' : work_mode,
    recruiter_id: recruiter,
    is_active: true,
    created_at: now,
    expiry_date: addDays(now, JOB_EXPIRY_DAYS),
  });

  const kept = await Job.find({ recruiter_id: recruiter, ...openJobsFilter(now) }, { _id: 1 })
    .sort({ created_at: 1, _id: 1 })
    .limit(job_limit)
    .lean<Array<{ _id: Types.ObjectId }>>();
  if (!kept.some(({ _id }) => _id.equals(job._id))) {
    await Job.deleteOne({ _id: job._id });
    throw jsonError(403, jobLimitReached(job_limit));
  }
  return job.toJSON();
}

interface JobCounts {
  applications: number;
  resumes: number;
}

/** Applications per job, and how many of those applicants have a resume on file ("CV received"). */
async function countsByJob(jobIds: Types.ObjectId[]): Promise<Map<string, JobCounts>> {
  const applications = await Application.find(
    { job_id: { $in: jobIds } },
    { job_id: 1, user_id: 1 },
  ).lean<Array<{ job_id: Types.ObjectId; user_id: Types.ObjectId }>>();
  const userIds = [...new Set(applications.map((row) => String(row.user_id)))];
  const withResume = new Set(
    (
      await Resume.find({ user_id: { $in: userIds } }, { user_id: 1 }).lean<
        Array<{ user_id: Types.ObjectId }>
      >()
    ).map((row) => String(row.user_id)),
  );
  const counts = new Map<string, JobCounts>();
  for (const { job_id, user_id } of applications) {
    const entry = counts.get(String(job_id)) ?? { applications: 0, resumes: 0 };
    entry.applications++;
    if (withResume.has(String(user_id))) entry.resumes++;
    counts.set(String(job_id), entry);
  }
  return counts;
}

type StoredJob = InstanceType<typeof Job>;

/** ADR 011 `RecruiterJob`: the Job (ADR 009) plus `expired`, `applications`, `resumes`, `updated_at`. */
export type RecruiterJob = Record<string, unknown> & {
  id: string;
  expired: boolean;
  applications: number;
  resumes: number;
  updated_at: string;
};

function toRecruiterJob(job: StoredJob, counts: JobCounts | undefined, now: Date): RecruiterJob {
  const json = job.toJSON() as unknown as Record<string, unknown> & { id: string };
  return {
    ...json,
    expired: job.expiry_date ? job.expiry_date.getTime() < now.getTime() : false,
    applications: counts?.applications ?? 0,
    resumes: counts?.resumes ?? 0,
    // Jobs cannot be edited yet: a job was last modified when it was posted.
    updated_at: job.created_at.toISOString(),
  };
}

/** GET /api/recruiter/jobs: the recruiter's jobs, newest first, with their quota. */
export async function listRecruiterJobs(recruiterId: string, now = new Date()) {
  const recruiter = new Types.ObjectId(recruiterId);
  const [jobs, plan, openJobs] = await Promise.all([
    Job.find({ recruiter_id: recruiter }).sort({ created_at: -1, _id: -1 }),
    UserPlan.findOne({ user_id: recruiter }, { job_limit: 1 }).lean<{ job_limit: number }>(),
    countOpenJobs(recruiter, now),
  ]);
  const counts = await countsByJob(jobs.map((job) => job._id));
  return {
    jobs: jobs.map((job) => toRecruiterJob(job, counts.get(String(job._id)), now)),
    // a recruiter without a plan gets the default one on their first post
    quota: { job_limit: plan?.job_limit ?? DEFAULT_RECRUITER_JOB_LIMIT, open_jobs: openJobs },
  };
}

/** The recruiter's own job by id, or null (another recruiter's job, an unknown or malformed id). */
export async function findOwnJob(recruiterId: string, jobId: string): Promise<StoredJob | null> {
  if (!objectIdSchema.safeParse(jobId).success || !mongoose.isValidObjectId(recruiterId))
    return null;
  return Job.findOne({ _id: jobId, recruiter_id: recruiterId });
}

/** The recruiter's own job as a RecruiterJob, or a thrown 404 `Job not found`. */
export async function ownRecruiterJob(recruiterId: string, jobId: string, now = new Date()) {
  const job = await findOwnJob(recruiterId, jobId);
  if (!job) throw jsonError(404, JOB_NOT_FOUND);
  const counts = await countsByJob([job._id]);
  return { job, recruiterJob: toRecruiterJob(job, counts.get(String(job._id)), now) };
}
