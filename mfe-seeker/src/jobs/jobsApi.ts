import { apiFetch } from '@rozgar/design-system';
import { z } from 'zod/mini';

const amount = z.nullish(z.union([z.number(), z.string()]));

/** A job as `GET /api/jobs` returns it (ADR 001: the spec's snake_case names plus `id`). */
export const jobSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  job_title: z.string(),
  company: z.nullish(z.string()),
  location: z.nullish(z.string()),
  min_salary: amount,
  max_salary: amount,
  min_experience: amount,
  max_experience: amount,
  work_mode: z.nullish(z.string()),
  job_type: z.nullish(z.string()),
  skills: z.nullish(z.union([z.array(z.string()), z.string()])),
  created_at: z.nullish(z.string()),
});

export type Job = z.infer<typeof jobSchema>;

export const jobsPageSchema = z.object({
  jobs: z.array(jobSchema),
  total: z.number().check(z.int(), z.nonnegative()),
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
});

export type JobsPageData = z.infer<typeof jobsPageSchema>;

export interface JobsQuery {
  page: number;
  pageSize: number;
  /** Optional filters carried from the landing page's search (`q`, `minExp`, `maxExp`, `location`). */
  filters?: Record<string, string>;
}

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
