import { queryOptions } from '@tanstack/react-query';
import { fetchJob } from '../jobs/jobsApi';
import { fetchApplications, fetchSavedJobs } from '../jobs/seekerJobsApi';

/**
 * The seeker remote's query keys (ADR 017). They live in the portal's one QueryClient, so every
 * key starts with its area; a write invalidates the keys it changes.
 */
export const seekerQueryKeys = {
  /** Everything that belongs to the logged-in seeker. */
  seeker: ['seeker'] as const,
  savedJobs: ['seeker', 'saved-jobs'] as const,
  applications: ['seeker', 'applications'] as const,
  job: (jobId: string) => ['jobs', 'detail', jobId] as const,
};

/** `GET /api/saved-jobs`. */
export const savedJobsQuery = () =>
  queryOptions({ queryKey: seekerQueryKeys.savedJobs, queryFn: fetchSavedJobs });

/** `GET /api/applications`. */
export const applicationsQuery = () =>
  queryOptions({ queryKey: seekerQueryKeys.applications, queryFn: fetchApplications });

/** `GET /api/jobs/:jobId`. */
export const jobQuery = (jobId: string) =>
  queryOptions({ queryKey: seekerQueryKeys.job(jobId), queryFn: () => fetchJob(jobId) });
