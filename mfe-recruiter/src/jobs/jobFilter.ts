import type { RecruiterJob } from './recruiterJobsApi';

/** Which of the recruiter's jobs Manage Responses lists ("Show"). */
export const JOB_STATES = [
  { value: '', label: 'All jobs' },
  { value: 'active', label: 'Active' },
  { value: 'closed', label: 'Closed' },
  { value: 'expired', label: 'Expired' },
] as const;
export type JobState = (typeof JOB_STATES)[number]['value'];

export interface JobFilterValues {
  /** Words to find in the title, company or location (all of them, any case). */
  find: string;
  state: JobState;
}

/** Reads the job filter from the page's URL (`?find=…&show=…`), ignoring unknown values. */
export function jobFilterFromParams(params: URLSearchParams): JobFilterValues {
  const show = params.get('show') ?? '';
  const state = JOB_STATES.some((one) => one.value === show) ? (show as JobState) : '';
  return { find: params.get('find') ?? '', state };
}

/**
 * The jobs that match the filter, in the order given (newest first from the BFF): every word of
 * `find` in the title, company or location, and the state chosen (the job's `status`: expired,
 * else closed, else active)
 * (docs/product/recruiter-jobs-and-responses.md#manage-responses).
 */
export function filterJobs(jobs: RecruiterJob[], { find, state }: JobFilterValues) {
  const words = find.toLowerCase().split(/\s+/).filter(Boolean);
  return jobs.filter((job) => {
    if (state && job.status !== state) return false;
    const text = [job.job_title, job.company, job.location].join(' ').toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
