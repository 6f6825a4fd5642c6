import type { JobPosting } from '@rozgar/contracts/jobs';
import type { Job } from '@rozgar/contracts/payloads/jobs';
import {
  applicationUpdatedSchema,
  postedJobSchema,
  postingOptionsSchema,
  recruiterJobsSchema,
  type JobApplication,
  type PostingOptions,
  type RecruiterJob,
  type RecruiterJobs,
} from '@rozgar/contracts/payloads/recruiter-jobs';
import {
  APPLICATION_STATUSES as STATUSES,
  type ApplicationStatus,
} from '@rozgar/contracts/vocabularies';
import { apiFetch } from '@rozgar/design-system';

/** The payloads of ADR 011 as the BFF sends them: the contracts' (types only here). */
export type { ApplicationStatus, Job, JobApplication, PostingOptions, RecruiterJob, RecruiterJobs };

/**
 * The contracts' five statuses a recruiter may set, with the labels shown to recruiters
 * (docs/product/applications-and-tracking.md#application-statuses).
 */
export const APPLICATION_STATUSES = STATUSES.map(({ value, recruiterLabel }) => ({
  value,
  label: recruiterLabel,
}));

/** The recruiter's label of a status ("Reviewing" for under_review). */
export const recruiterStatusText = (status: ApplicationStatus) =>
  APPLICATION_STATUSES.find((option) => option.value === status)?.label ?? status;

/**
 * The body of `POST /api/jobs` (ADR 011 "Posting a job"): the contracts' posting, with the key
 * skills as the comma-separated text the BFF splits.
 */
export type NewJob = Omit<JobPosting, 'skills'> & { skills: string };

/** `POST /api/jobs`: posts a job as the logged-in recruiter; resolves with the new job. */
export async function postJob(job: NewJob): Promise<Job> {
  const answer = await apiFetch('/api/jobs', { method: 'POST', body: job });
  return postedJobSchema.parse(answer).job;
}

/** `GET /api/jobs/posting-options`: what the Post a Job form offers and how it is checked. */
export async function fetchPostingOptions(): Promise<PostingOptions> {
  return postingOptionsSchema.parse(await apiFetch('/api/jobs/posting-options'));
}

/** `GET /api/recruiter/jobs`: the recruiter's jobs, newest first, and the posting quota. */
export async function fetchRecruiterJobs(): Promise<RecruiterJobs> {
  return recruiterJobsSchema.parse(await apiFetch('/api/recruiter/jobs'));
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
  return applicationUpdatedSchema.parse(answer).application;
}
