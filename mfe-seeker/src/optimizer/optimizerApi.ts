import { apiFetch } from '@rozgar/design-system';
import { keywordListSchema } from '@rozgar/contracts/payloads/keyword-optimiser';
import { jobsPageSchema, type Job } from '@rozgar/contracts/payloads/jobs';

/** An open job with the texts the optimiser compares against (the contracts' job, ADR 015). */
export type OptimizerJob = Pick<
  Job,
  'id' | 'job_title' | 'company' | 'job_description' | 'requirements' | 'skills'
>;

export const JOB_CHOICES = 20;

/** Open jobs to pick from, newest first, optionally matching `q` (title, company or skill). */
export async function fetchOpenJobs(q = ''): Promise<OptimizerJob[]> {
  const params = new URLSearchParams({ page: '1', pageSize: String(JOB_CHOICES) });
  if (q.trim()) params.set('q', q.trim());
  return jobsPageSchema.parse(await apiFetch(`/api/jobs?${params.toString()}`)).jobs;
}

/** The text a job is compared on: its description, requirements and skills. */
export function jobText(job: OptimizerJob): string {
  return [job.job_description, job.requirements, job.skills.join(', ')]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join('\n\n');
}

/** The portal's keywords (the open jobs' key skills and title words, ADR 021), most relevant first. */
export async function fetchPortalKeywords(): Promise<string[]> {
  const { keywords } = keywordListSchema.parse(await apiFetch('/api/keyword-optimiser/keywords'));
  return keywords.map((keyword) => keyword.keyword);
}
