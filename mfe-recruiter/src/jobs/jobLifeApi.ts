import {
  jobQuotaPayloadSchema,
  recruiterJobChangedSchema,
  recruiterJobSchema,
  recruiterJobsSchema,
  type RecruiterJob,
  type JobQuota,
  type RecruiterJobChanged,
  type RecruiterJobs,
} from '@rozgar/contracts/payloads/recruiter-jobs';
import type { ExtendDays, RecruiterJobStatus } from '@rozgar/contracts/vocabularies';
import { apiFetch } from '@rozgar/design-system';
import type { NewJob } from './recruiterJobsApi';

/*
 * A job's life as the recruiter changes it (docs/product/recruiter-jobs-and-responses.md#a-jobs-life,
 * ADR 011 "A job's life"): `PATCH /api/jobs/{id}` takes a new status, an extension or the whole
 * edited posting; `POST /api/jobs/{id}/repost` opens an expired job again. Each answers with the
 * job as it now is and the quota after the change.
 */

export type { ExtendDays, JobQuota, RecruiterJobChanged, RecruiterJobStatus };

/** `GET /api/recruiter/jobs?status=`: one tab's jobs, every tab's count and the quota. */
export async function fetchRecruiterJobsIn(status: RecruiterJobStatus): Promise<RecruiterJobs> {
  return recruiterJobsSchema.parse(await apiFetch(`/api/recruiter/jobs?status=${status}`));
}

/**
 * `GET /api/recruiter/jobs/{id}`: one of the recruiter's own jobs, whatever its status (the edit
 * form's start); another recruiter's is refused (403), an unknown one is not found (404).
 */
export async function fetchRecruiterJob(jobId: string): Promise<RecruiterJob> {
  return recruiterJobSchema.parse(
    await apiFetch(`/api/recruiter/jobs/${encodeURIComponent(jobId)}`),
  );
}

async function patchJob(jobId: string, body: object): Promise<RecruiterJobChanged> {
  const answer = await apiFetch(`/api/jobs/${encodeURIComponent(jobId)}`, {
    method: 'PATCH',
    body,
  });
  return recruiterJobChangedSchema.parse(answer);
}

/** Closes an open job (it leaves `/jobs` at once) or reopens a closed one (within the quota). */
export const setJobStatus = (jobId: string, status: 'closed' | 'active') =>
  patchJob(jobId, { status });

/** Pushes an active or closed job's expiry back by 30, 60 or 90 days. */
export const extendJob = (jobId: string, extend_days: ExtendDays) =>
  patchJob(jobId, { extend_days });

/** Saves the edited posting: the same body and rules as `POST /api/jobs`; applications stay. */
export const editJob = (jobId: string, job: NewJob) => patchJob(jobId, job);

/** `POST /api/jobs/{id}/repost`: an expired job open again for 90 days (within the quota). */
export async function repostJob(jobId: string): Promise<RecruiterJobChanged> {
  const answer = await apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/repost`, {
    method: 'POST',
  });
  return recruiterJobChangedSchema.parse(answer);
}

/** `GET /api/recruiter/job-quota`: how many more jobs the recruiter may open ("3 of 10 left"). */
export async function fetchJobQuota(): Promise<JobQuota> {
  return jobQuotaPayloadSchema.parse(await apiFetch('/api/recruiter/job-quota')).quota;
}
