import { MONTHLY_QUOTAS, QUOTA_CATEGORIES } from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/**
 * How much of a monthly quota an account used in a month (ADR 022): the one counter a metered
 * action increments only while `used` is below the plan's limit (a conditional $inc), so racing
 * actions never pass the limit. `month` is YYYY-MM in India time.
 */
const quotaCounterSchema = new Schema(
  {
    account_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    category: { type: String, required: true, enum: MONTHLY_QUOTAS },
    month: { type: String, required: true, match: /^\d{4}-\d{2}$/ },
    used: { type: Number, required: true, min: 0, default: 0 },
  },
  { collection: 'quota_counters', toJSON: jsonOutput() },
);
quotaCounterSchema.index({ account_id: 1, category: 1, month: 1 }, { unique: true });

/**
 * How much of a quota an account used on one day (YYYY-MM-DD, India time): the 30-day history of
 * /quota-usage.
 */
const quotaUsageDaySchema = new Schema(
  {
    account_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    category: { type: String, required: true, enum: QUOTA_CATEGORIES },
    day: { type: String, required: true, match: /^\d{4}-\d{2}-\d{2}$/ },
    used: { type: Number, required: true, min: 0, default: 0 },
  },
  { collection: 'quota_usage_days', toJSON: jsonOutput() },
);
quotaUsageDaySchema.index({ account_id: 1, category: 1, day: 1 }, { unique: true });

/**
 * A candidate whose resume an account opened from Resdex in a month: opening it again that month
 * counts nothing. Made before the counter is incremented (`counted: false`) and marked counted
 * after, or removed when the quota refused it; the unique index makes racing opens of the same
 * candidate count once.
 */
const resumeViewGrantSchema = new Schema(
  {
    account_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    candidate_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    month: { type: String, required: true, match: /^\d{4}-\d{2}$/ },
    counted: { type: Boolean, required: true, default: false },
    /** The account member who opened it (the admin or a sub-user, ADR 026). */
    opened_by: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'resume_view_grants', toJSON: jsonOutput() },
);
resumeViewGrantSchema.index({ account_id: 1, candidate_id: 1, month: 1 }, { unique: true });

export type QuotaCounterFields = InferSchemaType<typeof quotaCounterSchema>;
export type QuotaUsageDayFields = InferSchemaType<typeof quotaUsageDaySchema>;
export type ResumeViewGrantFields = InferSchemaType<typeof resumeViewGrantSchema>;

const compileCounter = () => mongoose.model('QuotaCounter', quotaCounterSchema);
const compileDay = () => mongoose.model('QuotaUsageDay', quotaUsageDaySchema);
const compileGrant = () => mongoose.model('ResumeViewGrant', resumeViewGrantSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const QuotaCounter =
  (mongoose.models.QuotaCounter as ReturnType<typeof compileCounter> | undefined) ??
  compileCounter();
export const QuotaUsageDay =
  (mongoose.models.QuotaUsageDay as ReturnType<typeof compileDay> | undefined) ?? compileDay();
export const ResumeViewGrant =
  (mongoose.models.ResumeViewGrant as ReturnType<typeof compileGrant> | undefined) ??
  compileGrant();
