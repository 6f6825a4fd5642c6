import {
  APPLICATION_STATUSES as STATUSES,
  APPLICATION_STATUS_VALUES,
  type ApplicationStatus,
} from '@rozgar/contracts/vocabularies';
import { apiFetch } from '@rozgar/design-system';
import { z } from 'zod/mini';

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const text = z.nullish(z.string());
const amount = z.nullish(z.union([z.number(), z.string()]));
const count = z.number().check(z.int(), z.nonnegative());

/** A job as the BFF returns it (ADR 009's Job; only the fields this remote reads are checked). */
export const jobSchema = z.object({
  id,
  job_title: z.string(),
  company: text,
  location: text,
  work_mode: text,
  employment_category: text,
  min_experience: amount,
  max_experience: amount,
  min_salary: amount,
  max_salary: amount,
  is_active: z.nullish(z.boolean()),
  created_at: text,
  expiry_date: text,
});

export type Job = z.infer<typeof jobSchema>;

/** ADR 011's `RecruiterJob`: a Job with its expiry flag and application counts. */
export const recruiterJobSchema = z.extend(jobSchema, {
  expired: z.boolean(),
  applications: count,
  resumes: count,
  updated_at: text,
});

export type RecruiterJob = z.infer<typeof recruiterJobSchema>;

export const recruiterJobsSchema = z.object({
  jobs: z.array(recruiterJobSchema),
  quota: z.object({ job_limit: count, open_jobs: count }),
});

export type RecruiterJobs = z.infer<typeof recruiterJobsSchema>;

/**
 * The contracts' five statuses a recruiter may set, with the labels shown to recruiters
 * (docs/product/applications-and-tracking.md#application-statuses).
 */
export const APPLICATION_STATUSES = STATUSES.map(({ value, recruiterLabel }) => ({
  value,
  label: recruiterLabel,
}));

export type { ApplicationStatus };

const statusSchema = z.enum(APPLICATION_STATUS_VALUES);

export const jobApplicationSchema = z.object({
  id,
  job_id: id,
  user_id: id,
  status: statusSchema,
  applied_at: text,
  updated_at: text,
  user_details: z.object({
    full_name: text,
    email: text,
    education: text,
    skills: z.nullish(z.array(z.string())),
    experience: z.nullish(z.union([z.string(), z.number()])),
    resume_link: text,
  }),
});

export type JobApplication = z.infer<typeof jobApplicationSchema>;

export const jobApplicationsSchema = z.object({
  job: recruiterJobSchema,
  applications: z.array(jobApplicationSchema),
});

export type JobApplications = z.infer<typeof jobApplicationsSchema>;

const texts = z.array(z.string());
const numbers = z.array(z.number());
const limit = z.number().check(z.int(), z.positive());

/** ADR 011's `GET /api/jobs/posting-options`: the lists, defaults and limits of Post a Job. */
export const postingOptionsSchema = z.object({
  employment_types: texts,
  work_modes: texts,
  industries: texts,
  qualifications: texts,
  min_experience: numbers,
  max_experience: numbers,
  min_salary: numbers,
  max_salary: numbers,
  defaults: z.object({
    employment_type: z.string(),
    work_mode: z.string(),
    vacancies: limit,
  }),
  limits: z.object({
    job_title: limit,
    job_description: limit,
    skills: limit,
    location: limit,
    company: limit,
    long_text: limit,
    vacancies: limit,
  }),
});

export type PostingOptions = z.infer<typeof postingOptionsSchema>;

/** The body of `POST /api/jobs` (ADR 011 "Posting a job"). */
export interface NewJob {
  job_title: string;
  employment_type: string;
  work_mode: string;
  job_description: string;
  skills: string;
  min_experience: number;
  max_experience: number;
  min_salary: number;
  max_salary: number;
  location: string;
  company: string;
  industry: string;
  qualification: string;
  vacancies: number;
  requirements?: string;
  perks?: string;
  candidate_profile?: string;
  about_company?: string;
}

/** `POST /api/jobs`: posts a job as the logged-in recruiter; resolves with the new job. */
export async function postJob(job: NewJob): Promise<Job> {
  const answer = await apiFetch('/api/jobs', { method: 'POST', body: job });
  return z.object({ job: jobSchema }).parse(answer).job;
}

/** `GET /api/jobs/posting-options`: what the Post a Job form offers and how it is checked. */
export async function fetchPostingOptions(): Promise<PostingOptions> {
  return postingOptionsSchema.parse(await apiFetch('/api/jobs/posting-options'));
}

/** `GET /api/recruiter/jobs`: the recruiter's jobs, newest first, and the posting quota. */
export async function fetchRecruiterJobs(): Promise<RecruiterJobs> {
  return recruiterJobsSchema.parse(await apiFetch('/api/recruiter/jobs'));
}

/** `GET /api/job-applications/{jobId}`: one own job and its applications, newest first. */
export async function fetchJobApplications(jobId: string): Promise<JobApplications> {
  return jobApplicationsSchema.parse(
    await apiFetch(`/api/job-applications/${encodeURIComponent(jobId)}`),
  );
}

/** `PUT /api/job-applications/{jobId}/{userId}`: sets an application's status. */
export async function updateApplicationStatus(
  jobId: string,
  userId: string,
  status: ApplicationStatus,
): Promise<JobApplication> {
  const answer = await apiFetch(
    `/api/job-applications/${encodeURIComponent(jobId)}/${encodeURIComponent(userId)}`,
    { method: 'PUT', body: { status } },
  );
  return z.object({ application: jobApplicationSchema }).parse(answer).application;
}
