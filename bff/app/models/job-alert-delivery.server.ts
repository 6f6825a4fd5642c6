import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/*
 * What the job alert queue delivered, or is delivering (docs/decisions/028-background-jobs.md):
 * one document per instant alert and job (unique), one per digest alert and period (unique). The
 * unique index decides which BFF instance owns a delivery: the one whose insert succeeded. It
 * stays `pending` while that instance notifies and mails; `sent` once the mail was accepted (or
 * `empty`: a digest period without new jobs, nothing mailed). A delivery still pending long after
 * its claim belongs to an instance that died: another one claims it again and finishes it.
 * `dropped`: the alert or the job went away first, or it failed too many times.
 */
export const DELIVERY_KINDS = ['instant', 'digest'] as const;
export const DELIVERY_STATUSES = ['pending', 'sent', 'empty', 'dropped'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

const jobAlertDeliverySchema = new Schema(
  {
    kind: { type: String, enum: DELIVERY_KINDS, required: true },
    alert_id: { type: Schema.Types.ObjectId, required: true },
    user_id: { type: Schema.Types.ObjectId, required: true },
    /** Instant: the job that matched. */
    job_id: { type: Schema.Types.ObjectId },
    /** Digest: the period it covers ("daily:2026-11-25", "weekly:2026-11-23"). */
    period: { type: String },
    /** Digest: the jobs it mailed. */
    job_ids: { type: [Schema.Types.ObjectId], default: undefined },
    status: { type: String, enum: DELIVERY_STATUSES, required: true },
    /** The instance working on it, and since when (a stale claim is taken over). */
    claimed_by: { type: String, required: true },
    claimed_at: { type: Date, required: true },
    attempts: { type: Number, required: true, default: 1 },
    created_at: { type: Date, required: true },
    sent_at: { type: Date },
  },
  { collection: 'job_alert_deliveries', versionKey: false },
);
jobAlertDeliverySchema.index(
  { alert_id: 1, job_id: 1 },
  { unique: true, partialFilterExpression: { kind: 'instant' }, name: 'one_per_alert_and_job' },
);
jobAlertDeliverySchema.index(
  { alert_id: 1, period: 1 },
  { unique: true, partialFilterExpression: { kind: 'digest' }, name: 'one_per_alert_and_period' },
);
/** The sweep's look-up of stale pending deliveries. */
jobAlertDeliverySchema.index({ status: 1, claimed_at: 1 });

export type JobAlertDeliveryFields = InferSchemaType<typeof jobAlertDeliverySchema>;

const compileJobAlertDelivery = () => mongoose.model('JobAlertDelivery', jobAlertDeliverySchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const JobAlertDelivery =
  (mongoose.models.JobAlertDelivery as ReturnType<typeof compileJobAlertDelivery> | undefined) ??
  compileJobAlertDelivery();
