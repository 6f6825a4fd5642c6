import { ROLES } from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType, type HydratedDocument } from 'mongoose';
import { jsonOutput } from './to-json.server';

const userSchema = new Schema(
  {
    email: { type: String, required: true, lowercase: true, trim: true },
    password_hash: { type: String, required: true, select: false },
    role: { type: String, required: true, enum: ROLES },
    name: { type: String, required: true, trim: true },
    created_at: { type: Date, required: true, default: () => new Date() },
    /** The last successful login (ADR 012 `activePeriod`); unset before the first one is recorded. */
    last_login_at: Date,
    /**
     * A recruiter sub-user's account: the id of the recruiter who registered it (its admin). Unset
     * for an account's admin and for seekers (docs/product/recruiter-tools-and-workspace.md#sub-users,
     * ADR 026).
     */
    account_id: { type: Schema.Types.ObjectId, ref: 'User' },
    /**
     * Whether the user may sign in: `deactivated` (by the admin; can be re-activated) and `removed`
     * (the seat is freed; the user's past actions stay the account's) cannot. Unset reads `active`.
     */
    account_status: { type: String, enum: ['active', 'deactivated', 'removed'] },
    /**
     * When a recruiter who registered an account was first shown /welcome
     * (docs/product/identity-and-accounts.md): stored as null at their
     * registration, set once it is shown or dismissed. Unset (sub-users, seekers, accounts from
     * before it was recorded) means no welcome is owed.
     */
    welcomed_at: Date,
  },
  { collection: 'users', toJSON: jsonOutput(['password_hash']) },
);
userSchema.index({ email: 1 }, { unique: true });
userSchema.index({ role: 1, created_at: -1 });
userSchema.index({ account_id: 1 }, { sparse: true });

export type UserFields = InferSchemaType<typeof userSchema>;
export type UserDocument = HydratedDocument<UserFields>;

const compileUser = () => mongoose.model('User', userSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const User =
  (mongoose.models.User as ReturnType<typeof compileUser> | undefined) ?? compileUser();
