import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * A recruiter account's responsiveness, as last computed (docs/product/notifications-and-alerts.md
 * "Responsiveness"): one row per account (its admin's id, ADR 026), refreshed when older than its
 * time to live, so a list of jobs reads a summary instead of aggregating applications.
 */
const accountResponsivenessSchema = new Schema(
  {
    account_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** Applications whose first status change came within the window. */
    responses: { type: Number, required: true },
    /** The median days from applying to that first change; unset without responses. */
    median_days: Number,
    /** The badge's N ("Usually responds within N days"); unset when the account has no badge. */
    within_days: Number,
    computed_at: { type: Date, required: true },
  },
  { collection: 'account_responsiveness' },
);
accountResponsivenessSchema.index({ account_id: 1 }, { unique: true });

export type AccountResponsivenessFields = InferSchemaType<typeof accountResponsivenessSchema>;

const compile = () => mongoose.model('AccountResponsiveness', accountResponsivenessSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const AccountResponsiveness =
  (mongoose.models.AccountResponsiveness as ReturnType<typeof compile> | undefined) ?? compile();
