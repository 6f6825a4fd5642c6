import { PLAN_DEFAULTS } from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/**
 * A recruiter account's plan (docs/product/data-model.md#user_plans, ADR 022): one per account
 * owner (today the recruiter who registered; sub-users will share their owner's plan and quotas).
 * A row from before a field existed reads as the contracts' PLAN_DEFAULTS.
 */
const userPlanSchema = new Schema(
  {
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    job_limit: { type: Number, required: true, min: 0 },
    /** Candidates' resumes a month opened from Resdex (docs/product/recruiter-tools-and-workspace.md#plan-and-quotas). */
    resume_views_per_month: {
      type: Number,
      min: 0,
      default: PLAN_DEFAULTS.resume_views_per_month,
    },
    candidate_invites_per_month: {
      type: Number,
      min: 0,
      default: PLAN_DEFAULTS.candidate_invites_per_month,
    },
    /** Colleagues the owner may add as sub-users. */
    sub_user_seats: { type: Number, min: 0, default: PLAN_DEFAULTS.sub_user_seats },
    /**
     * Bumped by every change that opens a job (post, reopen, repost): the quota's compare-and-set
     * counter, so racing openings for the last slot keep exactly one (ADR 011 "A job's life").
     */
    quota_version: { type: Number, min: 0 },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'user_plans', toJSON: jsonOutput() },
);
userPlanSchema.index({ user_id: 1 }, { unique: true });

export type UserPlanFields = InferSchemaType<typeof userPlanSchema>;

const compileUserPlan = () => mongoose.model('UserPlan', userPlanSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const UserPlan =
  (mongoose.models.UserPlan as ReturnType<typeof compileUserPlan> | undefined) ?? compileUserPlan();
