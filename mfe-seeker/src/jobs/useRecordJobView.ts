import { apiFetch } from '@rozgar/design-system';
import { useEffect } from 'react';

/**
 * `POST /api/jobs/{jobId}/views`: tells the BFF the job was opened, for its recruiter's analytics
 * (docs/product/recruiter-tools-and-workspace.md#job-analytics). The BFF counts a viewer once a
 * day; nothing waits for the answer and a failure is ignored, as it changes nothing shown.
 */
export function recordJobView(jobId: string): Promise<void> {
  return apiFetch<undefined>(`/api/jobs/${encodeURIComponent(jobId)}/views`, {
    method: 'POST',
    keepalive: true,
  }).catch(() => undefined);
}

/** Records one view of the job when it is shown (the details page, the job modal). */
export function useRecordJobView(jobId: string | null | undefined) {
  useEffect(() => {
    if (jobId) void recordJobView(jobId);
  }, [jobId]);
}
