import { APPLICATION_STATUSES } from '../jobs/recruiterJobsApi';
import type { JobAnalyticsJob } from './jobAnalyticsApi';

/* Job analytics' figures in words (docs/product/recruiter-tools-and-workspace.md#job-analytics). */

/** An apply rate as shown: "12.5%", or "—" without views. */
export const rateText = (rate: number | null) => (rate === null ? '—' : `${rate}%`);

/** The applications by status in words, the statuses with none left out ("2 Applied, 1 Interview"). */
export function statusesText(job: Pick<JobAnalyticsJob, 'by_status'>): string {
  const parts = APPLICATION_STATUSES.filter(({ value }) => job.by_status[value] > 0).map(
    ({ value, label }) => `${job.by_status[value]} ${label}`,
  );
  return parts.length > 0 ? parts.join(', ') : 'None';
}
