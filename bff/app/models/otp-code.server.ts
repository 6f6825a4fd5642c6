import mongoose, { Schema, type InferSchemaType } from 'mongoose';

export const CODE_PURPOSES = ['signup', 'password-reset'] as const;
export type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * The one live one-time code per e-mail and purpose (ADR 007). Only its HMAC is stored. The TTL
 * index removes a code an hour after it expired, so an expired code still answers "expired"
 * (rather than "no code") for a while.
 */
const otpCodeSchema = new Schema(
  {
    email: { type: String, required: true, lowercase: true, trim: true },
    purpose: { type: String, required: true, enum: CODE_PURPOSES },
    code_hash: { type: String, required: true },
    attempts: { type: Number, required: true, default: 0, min: 0 },
    sent_at: { type: Date, required: true },
    expires_at: { type: Date, required: true },
  },
  { collection: 'otp_codes', versionKey: false },
);
otpCodeSchema.index({ email: 1, purpose: 1 }, { unique: true });
otpCodeSchema.index({ expires_at: 1 }, { expireAfterSeconds: 60 * 60 });

export type OtpCodeFields = InferSchemaType<typeof otpCodeSchema>;

const compileOtpCode = () => mongoose.model('OtpCode', otpCodeSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const OtpCode =
  (mongoose.models.OtpCode as ReturnType<typeof compileOtpCode> | undefined) ?? compileOtpCode();
