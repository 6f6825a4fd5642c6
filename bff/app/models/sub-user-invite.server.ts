import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/**
 * An invitation to join a recruiter account as a sub-user
 * (docs/product/recruiter-tools-and-workspace.md#sub-users, ADR 026). Only the sha256 of the
 * link's random token is kept: the token itself is in the mail alone. Pending while neither
 * accepted nor withdrawn and before `expires_at`; a pending invitation holds one of the plan's
 * seats. `pending_key` (account and address) is set while it is neither accepted nor withdrawn,
 * and is unique: one open invitation per account and address.
 */
const subUserInviteSchema = new Schema(
  {
    account_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    email: { type: String, required: true, lowercase: true, trim: true },
    name: { type: String, required: true, trim: true },
    token_hash: { type: String, required: true },
    invited_by: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
    expires_at: { type: Date, required: true },
    accepted_at: { type: Date, default: null },
    /** The user the accepted invitation created. */
    accepted_user_id: { type: Schema.Types.ObjectId, ref: 'User' },
    withdrawn_at: { type: Date, default: null },
    pending_key: { type: String },
  },
  { collection: 'sub_user_invites', toJSON: jsonOutput(['token_hash', 'pending_key']) },
);
subUserInviteSchema.index({ token_hash: 1 }, { unique: true });
subUserInviteSchema.index({ pending_key: 1 }, { unique: true, sparse: true });
subUserInviteSchema.index({ account_id: 1, created_at: -1 });

/**
 * One row per account whose seats changed: a short lease that puts the account's seat-taking
 * changes (invite, resend, re-activate, accept) one after another, so counting the seats and
 * taking one cannot interleave (200 parallel invites with 2 seats left: exactly 2).
 */
const subUserSeatLockSchema = new Schema(
  {
    account_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    locked_until: { type: Date, required: true },
    holder: { type: String, default: null },
  },
  { collection: 'sub_user_seat_locks' },
);
subUserSeatLockSchema.index({ account_id: 1 }, { unique: true });

export type SubUserInviteFields = InferSchemaType<typeof subUserInviteSchema>;

const compileInvite = () => mongoose.model('SubUserInvite', subUserInviteSchema);
const compileLock = () => mongoose.model('SubUserSeatLock', subUserSeatLockSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const SubUserInvite =
  (mongoose.models.SubUserInvite as ReturnType<typeof compileInvite> | undefined) ??
  compileInvite();
export const SubUserSeatLock =
  (mongoose.models.SubUserSeatLock as ReturnType<typeof compileLock> | undefined) ?? compileLock();
