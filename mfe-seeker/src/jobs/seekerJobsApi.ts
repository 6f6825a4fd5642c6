import { apiFetch } from '@rozgar/design-system';
import { z } from 'zod/mini';
import { jobSchema } from './jobsApi';

/** The seeker's own job actions (ADR 009 "Seeker job actions"); every call needs a seeker session. */

const jobIdsSchema = z.object({ job_ids: z.array(z.string()) });

/** `GET /api/user-applications`: ids of the jobs the seeker applied to. */
export async function fetchAppliedJobIds(): Promise<string[]> {
  return jobIdsSchema.parse(await apiFetch('/api/user-applications')).job_ids;
}

/** `GET /api/user-saved-jobs`: ids of the jobs the seeker saved. */
export async function fetchSavedJobIds(): Promise<string[]> {
  return jobIdsSchema.parse(await apiFetch('/api/user-saved-jobs')).job_ids;
}

const successSchema = z.object({ success: z.literal(true) });

/** `POST /api/apply-job`: 201 the first time, 200 when already applied. */
export async function applyToJob(jobId: string): Promise<void> {
  successSchema.parse(
    await apiFetch('/api/apply-job', { method: 'POST', body: { job_id: jobId } }),
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

export const savedJobSchema = z.extend(jobSchema, { saved_at: z.nullish(z.string()) });

export type SavedJob = z.infer<typeof savedJobSchema>;

/** `GET /api/saved-jobs`: the saved jobs themselves, most recently saved first. */
export async function fetchSavedJobs(): Promise<SavedJob[]> {
  return z.object({ jobs: z.array(savedJobSchema) }).parse(await apiFetch('/api/saved-jobs')).jobs;
}

export const applicationSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  job_title: z.nullish(z.string()),
  company: z.nullish(z.string()),
  location: z.nullish(z.string()),
  status: z.string(),
  applied_at: z.string(),
  updated_at: z.nullish(z.string()),
  history: z.array(z.object({ status: z.string(), at: z.string() })),
});

export type Application = z.infer<typeof applicationSchema>;

/** `GET /api/applications`: the seeker's applications, newest first, each with its history. */
export async function fetchApplications(): Promise<Application[]> {
  return z
    .object({ applications: z.array(applicationSchema) })
    .parse(await apiFetch('/api/applications')).applications;
}
