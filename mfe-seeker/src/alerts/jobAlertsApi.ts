import { apiFetch } from '@rozgar/design-system';
import {
  jobAlertResponseSchema,
  jobAlertsPayloadSchema,
  type JobAlert,
  type JobAlertsPayload,
} from '@rozgar/contracts/payloads/job-alerts';
import { successSchema } from '@rozgar/contracts/payloads/common';
import type { JobAlertFrequency } from '@rozgar/contracts/vocabularies';

/**
 * The seeker's job alerts (docs/product/notifications-and-alerts.md#job-alerts):
 * `GET/POST /api/job-alerts`, `PATCH/DELETE /api/job-alerts/{id}`. The answers are the contracts'
 * payloads; every call needs a seeker session.
 */

export type { JobAlert, JobAlertsPayload };

/** An alert's search as the body sends it: the `/jobs` query's filter parameters as they are. */
export type JobAlertSearchParams = Record<string, string>;

export interface NewJobAlert {
  name: string;
  frequency: JobAlertFrequency;
  search: JobAlertSearchParams;
}

export interface JobAlertChange {
  name?: string;
  frequency?: JobAlertFrequency;
  paused?: boolean;
}

const alertPath = (id: string) => `/api/job-alerts/${encodeURIComponent(id)}`;

/** `GET /api/job-alerts`: the seeker's alerts, newest first, and how many they may keep. */
export async function fetchJobAlerts(): Promise<JobAlertsPayload> {
  return jobAlertsPayloadSchema.parse(await apiFetch('/api/job-alerts'));
}

/** `POST /api/job-alerts` → the alert as stored (a 409/400 refusal comes as an `ApiError`). */
export async function createJobAlert(alert: NewJobAlert): Promise<JobAlert> {
  return jobAlertResponseSchema.parse(
    await apiFetch('/api/job-alerts', { method: 'POST', body: alert }),
  ).alert;
}

/** `PATCH /api/job-alerts/{id}` → the alert as stored. */
export async function updateJobAlert(id: string, change: JobAlertChange): Promise<JobAlert> {
  return jobAlertResponseSchema.parse(
    await apiFetch(alertPath(id), { method: 'PATCH', body: change }),
  ).alert;
}

/** `DELETE /api/job-alerts/{id}`. */
export async function deleteJobAlert(id: string): Promise<void> {
  successSchema.parse(await apiFetch(alertPath(id), { method: 'DELETE' }));
}
