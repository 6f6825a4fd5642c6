import { CANDIDATE_INVITE_MESSAGE_MAX } from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/**
 * A candidate a recruiter account invited to apply to one of its jobs
 * (docs/product/data-model.md#candidate_invites,
 * docs/product/recruiter-tools-and-workspace.md#invite-to-apply): one per account, job and
 * candidate (the unique index makes racing invites of the same pair keep one), each counted once
 * against the plan's candidate invites of the month (ADR 022).
 */
const candidateInviteSchema = new Schema(
  {
    account_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    job_id: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    /** The account member who sent it (the admin or a sub-user, ADR 026). */
    invited_by: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    message: { type: String, default: null, maxlength: CANDIDATE_INVITE_MESSAGE_MAX },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'candidate_invites', toJSON: jsonOutput() },
);
candidateInviteSchema.index({ account_id: 1, job_id: 1, user_id: 1 }, { unique: true });
candidateInviteSchema.index({ user_id: 1, created_at: -1 });

export type CandidateInviteFields = InferSchemaType<typeof candidateInviteSchema>;

const compileCandidateInvite = () => mongoose.model('CandidateInvite', candidateInviteSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const CandidateInvite =
  (mongoose.models.CandidateInvite as ReturnType<typeof compileCandidateInvite> | undefined) ??
  compileCandidateInvite();
