import { apiFetch } from '@rozgar/design-system';
import {
  jobFiltersSchema,
  jobSchema,
  jobsPageSchema,
  type FilterOption,
  type Job,
  type JobFilters,
  type JobsPage,
  type SkillMatch,
} from '@rozgar/contracts/payloads/jobs';
import { similarJobsSchema } from '@rozgar/contracts/payloads/recommendations';

/** The job, its page and the filter groups are the contracts' payloads (ADR 015, "Payloads"). */
export { jobSchema };
export type { FilterOption, Job, SkillMatch };
export type JobsPageData = JobsPage;
export type JobFilterOptions = JobFilters;

export interface JobsQuery {
  page: number;
  pageSize: number;
  /** Search and filter parameters of ADR 009 (`q`, `minExp`, `locations`, …), values as sent. */
  filters?: Record<string, string>;
}

/** `GET /api/jobs`: one page of open jobs matching the filters, newest first. */
export async function fetchJobs({
  page,
  pageSize,
  filters = {},
}: JobsQuery): Promise<JobsPageData> {
  const params = new URLSearchParams({
    ...filters,
    page: String(page),
    pageSize: String(pageSize),
  });
  return jobsPageSchema.parse(await apiFetch(`/api/jobs?${params.toString()}`));
}

/** `GET /api/jobs/:jobId`: one job, open or not. Rejects with `ApiError` 404 when unknown. */
export async function fetchJob(jobId: string): Promise<Job> {
  return jobSchema.parse(await apiFetch(`/api/jobs/${encodeURIComponent(jobId)}`));
}

/** `GET /api/jobs/:jobId/similar`: up to 6 other open jobs like it, most alike first. */
export async function fetchSimilarJobs(jobId: string): Promise<Job[]> {
  return similarJobsSchema.parse(await apiFetch(`/api/jobs/${encodeURIComponent(jobId)}/similar`))
    .jobs;
}

/**
 * `GET /api/jobs/filters?…`: every filter group's values with the number of open jobs the search
 * (`filters`, as for `fetchJobs`) finds, each group counted without its own selection.
 */
export async function fetchJobFilters(
  filters: Record<string, string> = {},
): Promise<JobFilterOptions> {
  const params = new URLSearchParams(filters).toString();
  return jobFiltersSchema.parse(await apiFetch(`/api/jobs/filters${params ? `?${params}` : ''}`));
}

/** True when a job no longer accepts applications (closed, or past its expiry date). */
export function isJobClosed(job: Pick<Job, 'is_active' | 'expiry_date'>, now = new Date()) {
  if (job.is_active === false) return true;
  if (!job.expiry_date) return false;
  const expiry = new Date(job.expiry_date);
  return !Number.isNaN(expiry.getTime()) && expiry.getTime() < now.getTime();
}
