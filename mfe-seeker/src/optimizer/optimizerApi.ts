import { apiFetch } from '@rozgar/design-system';
import { z } from 'zod/mini';

const text = z.nullish(z.string());

/** An open job with the texts the optimiser compares against. */
const optimizerJobSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  job_title: text,
  company: text,
  job_description: text,
  requirements: text,
  skills: z.nullish(z.union([z.array(z.string()), z.string()])),
});

export type OptimizerJob = z.infer<typeof optimizerJobSchema>;

const jobsAnswerSchema = z.object({ jobs: z.array(optimizerJobSchema), total: z.number() });

export const JOB_CHOICES = 20;

/** Open jobs to pick from, newest first, optionally matching `q` (title, company or skill). */
export async function fetchOpenJobs(q = ''): Promise<OptimizerJob[]> {
  const params = new URLSearchParams({ page: '1', pageSize: String(JOB_CHOICES) });
  if (q.trim()) params.set('q', q.trim());
  return jobsAnswerSchema.parse(await apiFetch(`/api/jobs?${params.toString()}`)).jobs;
}

/** The text a job is compared on: its description, requirements and skills. */
export function jobText(job: OptimizerJob): string {
  const skills = Array.isArray(job.skills) ? job.skills.join(', ') : (job.skills ?? '');
  return [job.job_description, job.requirements, skills]
    .map((part) => (part ?? '').trim())
    .filter(Boolean)
    .join('\n\n');
}
