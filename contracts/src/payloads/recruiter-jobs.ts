import { z } from 'zod/mini';
import { APPLICATION_STATUS_VALUES } from '../vocabularies/applications';
import {
  EMPLOYMENT_TYPES,
  INDUSTRY_VALUES,
  POSTING_WORK_MODES,
  QUALIFICATIONS,
  RECRUITER_JOB_STATUSES,
} from '../vocabularies/jobs';
import { count, isoDateTime, objectId } from './common';
import { jobSchema } from './jobs';

/*
 * A recruiter's jobs as the API sends them (ADR 011, docs/product/recruiter-jobs-and-responses.md):
 * Post a Job's options, the posted job, the recruiter's jobs with their quota, and each job's
 * applications as the recruiter sees them.
 */

const positive = z.number().check(z.int(), z.positive());

/** GET /api/jobs/posting-options (ADR 011): the lists, defaults and limits of Post a Job. */
export const postingOptionsSchema = z.object({
  employment_types: z.array(z.enum(EMPLOYMENT_TYPES)),
  work_modes: z.array(z.enum(POSTING_WORK_MODES)),
  industries: z.array(z.enum(INDUSTRY_VALUES)),
  qualifications: z.array(z.enum(QUALIFICATIONS)),
  min_experience: z.array(count),
  max_experience: z.array(count),
  min_salary: z.array(count),
  max_salary: z.array(count),
  defaults: z.object({
    employment_type: z.enum(EMPLOYMENT_TYPES),
    work_mode: z.enum(POSTING_WORK_MODES),
    vacancies: positive,
  }),
  limits: z.object({
    job_title: positive,
    job_description: positive,
    skills: positive,
    location: positive,
    company: positive,
    long_text: positive,
    vacancies: positive,
  }),
});
export type PostingOptions = z.infer<typeof postingOptionsSchema>;

/** POST /api/jobs (201): the job as posted. */
export const postedJobSchema = z.object({ job: jobSchema });
export type PostedJob = z.infer<typeof postedJobSchema>;

/**
 * ADR 011's `RecruiterJob`: a job with its expiry flag, its status in its life, application
 * counts and views. Posted on `created_at`, expires on `expiry_date`.
 */
export const recruiterJobSchema = z.extend(jobSchema, {
  expired: z.boolean(),
  status: z.enum(RECRUITER_JOB_STATUSES),
  applications: count,
  /** How many of the applicants have a resume on file ("CV received"). */
  resumes: count,
  /**
   * How often it was viewed since posted: once per viewer per day, its own recruiter's views left
   * out (docs/product/recruiter-tools-and-workspace.md#job-analytics).
   */
  views: count,
  updated_at: isoDateTime,
  /**
   * The account member who posted it (docs/decisions/026-recruiter-accounts-and-sub-users.md): the
   * admin or a sub-user; the Job Postings table's "created by".
   */
  created_by: z.object({ id: objectId, name: z.string() }),
});
export type RecruiterJob = z.infer<typeof recruiterJobSchema>;

/**
 * The posting quota: the plan's limit of open (active) jobs, how many are open, and how many more
 * may be opened (`left`, never below 0) — "3 of 10 job postings left".
 */
export const jobQuotaSchema = z.object({ job_limit: count, open_jobs: count, left: count });
export type JobQuota = z.infer<typeof jobQuotaSchema>;

/** GET /api/recruiter/job-quota: the quota alone, for Post a Job before anything is typed. */
export const jobQuotaPayloadSchema = z.object({ quota: jobQuotaSchema });
export type JobQuotaPayload = z.infer<typeof jobQuotaPayloadSchema>;

/**
 * GET /api/recruiter/jobs[?status=active|closed|expired]: the recruiter's jobs (one tab's, or all
 * without `status`), newest first, how many jobs each tab holds, and the posting quota.
 */
export const recruiterJobsSchema = z.object({
  jobs: z.array(recruiterJobSchema),
  counts: z.object({ active: count, closed: count, expired: count }),
  quota: jobQuotaSchema,
});
export type RecruiterJobs = z.infer<typeof recruiterJobsSchema>;

/**
 * PATCH /api/jobs/{id} (closed, reopened, extended or edited) and POST /api/jobs/{id}/repost (an
 * expired job open again for 90 days): the job as it now is, with the quota after the change.
 */
export const recruiterJobChangedSchema = z.object({
  job: recruiterJobSchema,
  quota: jobQuotaSchema,
});
export type RecruiterJobChanged = z.infer<typeof recruiterJobChangedSchema>;

/**
 * ADR 011's `JobApplication`: an application with the applicant's details as the recruiter sees
 * them; what the profile lacks is null.
 */
export const jobApplicationSchema = z.object({
  id: objectId,
  job_id: objectId,
  user_id: objectId,
  status: z.enum(APPLICATION_STATUS_VALUES),
  applied_at: isoDateTime,
  updated_at: isoDateTime,
  user_details: z.object({
    full_name: z.nullable(z.string()),
    email: z.nullable(z.string()),
    education: z.nullable(z.string()),
    skills: z.array(z.string()),
    experience: z.nullable(z.number()),
    resume_link: z.nullable(z.string()),
  }),
});
export type JobApplication = z.infer<typeof jobApplicationSchema>;

/** GET /api/job-applications/{jobId}: one own job and its applications, newest first. */
export const jobApplicationsSchema = z.object({
  job: recruiterJobSchema,
  applications: z.array(jobApplicationSchema),
});
export type JobApplications = z.infer<typeof jobApplicationsSchema>;

/** PUT /api/job-applications/{jobId}/{userId}: the application with its new status. */
export const applicationUpdatedSchema = z.object({ application: jobApplicationSchema });
export type ApplicationUpdated = z.infer<typeof applicationUpdatedSchema>;
