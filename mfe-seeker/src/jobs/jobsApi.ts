import { apiFetch } from '@rozgar/design-system';
import { z } from 'zod/mini';

const amount = z.nullish(z.union([z.number(), z.string()]));
const text = z.nullish(z.string());
const count = z.number().check(z.int(), z.nonnegative());

/** `skill_match` of ADR 009: the job's skills split by the logged-in seeker's. */
export const skillMatchSchema = z.object({
  matched: z.array(z.string()),
  missing: z.array(z.string()),
});

export type SkillMatch = z.infer<typeof skillMatchSchema>;

/** A job as `GET /api/jobs` returns it (ADR 001 / 009: snake_case names plus `id`). */
export const jobSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  job_title: z.string(),
  company: text,
  company_id: text,
  location: text,
  min_salary: amount,
  max_salary: amount,
  min_experience: amount,
  max_experience: amount,
  work_mode: text,
  job_type: text,
  employment_category: text,
  industry: text,
  role: text,
  department: text,
  qualification: text,
  vacancies: z.nullish(z.number()),
  skills: z.nullish(z.union([z.array(z.string()), z.string()])),
  job_description: text,
  candidate_profile: text,
  requirements: text,
  perks: text,
  about_company: text,
  company_description: text,
  rating: z.nullish(z.number()),
  reviews: z.nullish(z.number()),
  is_active: z.nullish(z.boolean()),
  created_at: text,
  expiry_date: text,
  skill_match: z.nullish(skillMatchSchema),
});

export type Job = z.infer<typeof jobSchema>;

export const jobsPageSchema = z.object({
  jobs: z.array(jobSchema),
  total: count,
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
});

export type JobsPageData = z.infer<typeof jobsPageSchema>;

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

const filterOptionsSchema = z.array(z.object({ value: z.string(), count }));

export type FilterOption = z.infer<typeof filterOptionsSchema>[number];

export const jobFiltersSchema = z.object({
  experience: filterOptionsSchema,
  salary: filterOptionsSchema,
  locations: filterOptionsSchema,
  workModes: filterOptionsSchema,
  industries: filterOptionsSchema,
  roles: filterOptionsSchema,
  departments: filterOptionsSchema,
});

export type JobFilterOptions = z.infer<typeof jobFiltersSchema>;

/** `GET /api/jobs/filters`: every filter group's values with the number of open jobs. */
export async function fetchJobFilters(): Promise<JobFilterOptions> {
  return jobFiltersSchema.parse(await apiFetch('/api/jobs/filters'));
}

/** True when a job no longer accepts applications (closed, or past its expiry date). */
export function isJobClosed(job: Pick<Job, 'is_active' | 'expiry_date'>, now = new Date()) {
  if (job.is_active === false) return true;
  if (!job.expiry_date) return false;
  const expiry = new Date(job.expiry_date);
  return !Number.isNaN(expiry.getTime()) && expiry.getTime() < now.getTime();
}
