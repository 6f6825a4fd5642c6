import {
  jobAnalyticsSchema,
  type ApplicationsByStatus,
  type JobAnalytics,
  type JobAnalyticsDay,
  type JobAnalyticsFigures,
  type JobAnalyticsJob,
} from '@rozgar/contracts/payloads/job-analytics';
import {
  DEFAULT_JOB_ANALYTICS_RANGE,
  JOB_ANALYTICS_RANGES,
  type JobAnalyticsRange,
} from '@rozgar/contracts/vocabularies';
import { apiFetch } from '@rozgar/design-system';

/** Job analytics as the BFF sends them (docs/product/recruiter-tools-and-workspace.md#job-analytics). */
export type {
  ApplicationsByStatus,
  JobAnalytics,
  JobAnalyticsDay,
  JobAnalyticsFigures,
  JobAnalyticsJob,
  JobAnalyticsRange,
};
export { DEFAULT_JOB_ANALYTICS_RANGE, JOB_ANALYTICS_RANGES };

/** What the analytics cover: the last 30 or 90 days, of one job (its id) or of all (null). */
export interface JobAnalyticsChoice {
  range: JobAnalyticsRange;
  job: string | null;
}

/** `GET /api/recruiter/job-analytics?range=30|90[&job=<id>]`. */
export async function fetchJobAnalytics({ range, job }: JobAnalyticsChoice): Promise<JobAnalytics> {
  const params = new URLSearchParams({ range: String(range) });
  if (job) params.set('job', job);
  return jobAnalyticsSchema.parse(await apiFetch(`/api/recruiter/job-analytics?${params}`));
}
