import { z } from 'zod/mini';
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_NAME_MAX } from '../vocabularies/job-alerts';
import { EXPERIENCE_BUCKETS, SALARY_BUCKETS, WORK_MODES } from '../vocabularies/jobs';
import { isoDateTime, objectId, someText } from './common';

/*
 * Job alerts as the API sends them (docs/product/notifications-and-alerts.md, "Job alerts").
 */

const bucketValue = (buckets: readonly { value: string }[]) =>
  z.enum(buckets.map((bucket) => bucket.value) as [string, ...string[]]);

/** An alert's search: the job search's filters (parsed: groups as lists), no paging or order. */
export const jobAlertSearchSchema = z.strictObject({
  q: z.optional(someText),
  location: z.optional(someText),
  minExp: z.optional(z.number()),
  maxExp: z.optional(z.number()),
  experience: z.optional(z.array(bucketValue(EXPERIENCE_BUCKETS))),
  salary: z.optional(z.array(bucketValue(SALARY_BUCKETS))),
  locations: z.optional(z.array(someText)),
  workModes: z.optional(z.array(z.enum(WORK_MODES))),
  industries: z.optional(z.array(someText)),
  roles: z.optional(z.array(someText)),
  departments: z.optional(z.array(someText)),
});

/** One alert: its name, frequency, whether paused, its search, when created and last mailed. */
export const jobAlertSchema = z.strictObject({
  id: objectId,
  name: z.string().check(z.minLength(1), z.maxLength(JOB_ALERT_NAME_MAX)),
  frequency: z.enum(JOB_ALERT_FREQUENCIES),
  paused: z.boolean(),
  search: jobAlertSearchSchema,
  created_at: isoDateTime,
  /** When the alert last mailed (an instant mail or a digest); null before its first mail. */
  last_sent_at: z.nullable(isoDateTime),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

/** GET /api/job-alerts → the seeker's alerts, newest first, and how many they may keep. */
export const jobAlertsPayloadSchema = z.strictObject({
  alerts: z.array(jobAlertSchema),
  limit: z.number(),
});
export type JobAlertsPayload = z.infer<typeof jobAlertsPayloadSchema>;

/** POST /api/job-alerts → 201 and PATCH /api/job-alerts/{id} → 200: the alert as stored. */
export const jobAlertResponseSchema = z.strictObject({ alert: jobAlertSchema });
export type JobAlertResponse = z.infer<typeof jobAlertResponseSchema>;

/**
 * GET /api/unsubscribe?token= → the alert the link names and the question to ask (nothing
 * changes); POST → the alert, now deleted, and the sentence to show. A bad link is a 400
 * `{ error }` in words.
 */
export const unsubscribePayloadSchema = z.strictObject({
  alert: z.strictObject({ id: objectId, name: someText }),
  message: someText,
});
export type UnsubscribePayload = z.infer<typeof unsubscribePayloadSchema>;
