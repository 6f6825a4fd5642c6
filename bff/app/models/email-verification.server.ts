import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * Proof that an e-mail address passed its signup code: valid until `expires_at`, used once by
 * account creation (`used_at` set atomically). The TTL index drops it once it has expired.
 */
const emailVerificationSchema = new Schema(
  {
    email: { type: String, required: true, lowercase: true, trim: true },
    verified_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
    used_at: { type: Date, default: null },
  },
  { collection: 'email_verifications', versionKey: false },
);
emailVerificationSchema.index({ email: 1 }, { unique: true });
emailVerificationSchema.index({ expires_at: 1 }, { expireAfterSeconds: 0 });

export type EmailVerificationFields = InferSchemaType<typeof emailVerificationSchema>;

const compileEmailVerification = () => mongoose.model('EmailVerification', emailVerificationSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const EmailVerification =
  (mongoose.models.EmailVerification as ReturnType<typeof compileEmailVerification> | undefined) ??
  compileEmailVerification();
