import { apiFetch } from '@rozgar/design-system';
import {
  appliedSchema,
  seekerApplicationsSchema,
  type SeekerApplication,
} from '@rozgar/contracts/payloads/applications';
import { successSchema } from '@rozgar/contracts/payloads/common';
import { jobIdsSchema, savedJobsSchema, type SavedJob } from '@rozgar/contracts/payloads/jobs';
import { jobQuestionsSchema, type JobQuestions } from '@rozgar/contracts/payloads/prescreening';
import type { PrescreeningAnswerInput } from '@rozgar/contracts/vocabularies';

/**
 * The seeker's own job actions (ADR 009 "Seeker job actions"); every call needs a seeker session.
 * The answers are the contracts' payloads (ADR 015, "Payloads").
 */

export type { SavedJob };
export type Application = SeekerApplication;

/** `GET /api/user-applications`: ids of the jobs the seeker applied to. */
export async function fetchAppliedJobIds(): Promise<string[]> {
  return jobIdsSchema.parse(await apiFetch('/api/user-applications')).job_ids;
}

/** `GET /api/user-saved-jobs`: ids of the jobs the seeker saved. */
export async function fetchSavedJobIds(): Promise<string[]> {
  return jobIdsSchema.parse(await apiFetch('/api/user-saved-jobs')).job_ids;
}

/** A pre-screening answer per question id (docs/product/recruiter-tools-and-workspace.md#pre-screening). */
export type ApplyAnswers = Record<string, PrescreeningAnswerInput>;

/**
 * `POST /api/apply-job`: 201 the first time, 200 when already applied; `answers` to the job's
 * pre-screening questions go with it (a 400 names a required question left unanswered).
 */
export async function applyToJob(jobId: string, answers?: ApplyAnswers): Promise<void> {
  appliedSchema.parse(
    await apiFetch('/api/apply-job', {
      method: 'POST',
      body: answers ? { job_id: jobId, answers } : { job_id: jobId },
    }),
  );
}

export type { JobQuestions };

/** `GET /api/jobs/{jobId}/questions`: the pre-screening questions the apply step asks, in order. */
export async function fetchJobQuestions(jobId: string): Promise<JobQuestions> {
  return jobQuestionsSchema.parse(
    await apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/questions`),
  );
}

/** `POST /api/save-job` (saving twice is harmless). */
export async function saveJob(jobId: string): Promise<void> {
  successSchema.parse(await apiFetch('/api/save-job', { method: 'POST', body: { job_id: jobId } }));
}

/** `POST /api/remove-saved-job` (removing what is not saved is harmless). */
export async function removeSavedJob(jobId: string): Promise<void> {
  successSchema.parse(
    await apiFetch('/api/remove-saved-job', { method: 'POST', body: { job_id: jobId } }),
  );
}

/** `GET /api/saved-jobs`: the saved jobs themselves, most recently saved first. */
export async function fetchSavedJobs(): Promise<SavedJob[]> {
  return savedJobsSchema.parse(await apiFetch('/api/saved-jobs')).jobs;
}

/** `GET /api/applications`: the seeker's applications, newest first, each with its history. */
export async function fetchApplications(): Promise<Application[]> {
  return seekerApplicationsSchema.parse(await apiFetch('/api/applications')).applications;
}
