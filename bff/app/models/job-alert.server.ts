import { JOB_ALERT_FREQUENCIES } from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * A seeker's job alert (docs/product/data-model.md#job_alerts,
 * docs/product/notifications-and-alerts.md#job-alerts): a saved job search (`search`, the
 * parsed filters of `GET /api/jobs` without paging or order), its name and frequency.
 * - `slot` (0–19) is unique per seeker: the limit of 20 alerts holds under parallel creations
 *   (a 21st finds no free slot; two taking one slot at once: one gets a duplicate key and tries
 *   another);
 * - `match_keys` are the keys the matcher's prefilter finds the alert by
 *   (`alertMatchKeys` in services/job-alert-matching.server.ts), kept with the search;
 * - `unsubscribe_nonce` is named by the alert mails' signed unsubscribe links: a new one (on a
 *   change of the search) makes the older links stop working.
 */
const jobAlertSchema = new Schema(
  {
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    slot: { type: Number, required: true, min: 0 },
    name: { type: String, required: true, trim: true },
    frequency: { type: String, enum: JOB_ALERT_FREQUENCIES, required: true },
    paused: { type: Boolean, required: true, default: false },
    search: { type: Schema.Types.Mixed, required: true, default: () => ({}) },
    match_keys: { type: [String], default: [] },
    unsubscribe_nonce: { type: String, required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
    updated_at: { type: Date, required: true, default: () => new Date() },
    /** When the alert last mailed (an instant mail or a digest); null before its first mail. */
    last_sent_at: { type: Date, default: null },
  },
  { collection: 'job_alerts', minimize: false },
);
jobAlertSchema.index({ user_id: 1, slot: 1 }, { unique: true });
jobAlertSchema.index({ user_id: 1, created_at: -1 });
// the matcher's prefilter: a posted job's keys against the unpaused alerts of a frequency
jobAlertSchema.index({ frequency: 1, paused: 1, match_keys: 1 });
// the digests: the unpaused alerts of a frequency, those mailed longest ago first
jobAlertSchema.index({ frequency: 1, paused: 1, last_sent_at: 1 });

export type JobAlertFields = InferSchemaType<typeof jobAlertSchema>;

const compileJobAlert = () => mongoose.model('JobAlert', jobAlertSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const JobAlert =
  (mongoose.models.JobAlert as ReturnType<typeof compileJobAlert> | undefined) ?? compileJobAlert();
