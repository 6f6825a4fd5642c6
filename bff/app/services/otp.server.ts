import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { OTP_RESEND_SECONDS } from '@rozgar/contracts/vocabularies';
import { OtpCode, type CodePurpose } from '../models/otp-code.server';
import type { IdentitySettings } from './identity-settings.server';

export const CODE_LENGTH = 6;
export const CODE_VALID_MINUTES = 10;
export const CODE_TTL_MS = CODE_VALID_MINUTES * 60 * 1000;
/** The signup page counts the same wait down beside its Resend button. */
export const RESEND_COOLDOWN_MS = OTP_RESEND_SECONDS * 1000;
export const MAX_WRONG_ATTEMPTS = 5;

/** The texts the API answers for each outcome of checking a code (400s). */
export const CODE_ERRORS = {
  invalid: 'Invalid OTP. Please try again.',
  'too-many': 'Too many wrong attempts. Please request a new OTP.',
  expired: 'OTP has expired. Please request a new one.',
  missing: 'No OTP was requested for this email. Please request a new one.',
} as const;

export type CodeCheck = 'ok' | keyof typeof CODE_ERRORS;

export function cooldownMessage(seconds: number): string {
  return `Please wait ${seconds} seconds before requesting another OTP.`;
}

type Settings = Pick<IdentitySettings, 'codeSecret' | 'now'>;

function hashCode(settings: Settings, purpose: CodePurpose, email: string, code: string) {
  return createHmac('sha256', settings.codeSecret)
    .update(`${purpose}\n${email}\n${code}`)
    .digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

export type IssuedCode =
  | { issued: true; code: string; expiresAt: Date; discard: () => Promise<void> }
  | { issued: false; retryAfterSeconds: number };

/**
 * A fresh 6-digit code for (purpose, email), replacing the previous one, unless one was sent in
 * the last 30 seconds. The cooldown is enforced by the database: the upsert only matches a code
 * older than the cooldown, and a younger one makes it collide with the unique (email, purpose)
 * index, so two simultaneous requests cannot both send.
 */
export async function issueCode(
  settings: Settings,
  purpose: CodePurpose,
  email: string,
): Promise<IssuedCode> {
  const now = settings.now();
  const code = String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, '0');
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
  const codeHash = hashCode(settings, purpose, email, code);
  try {
    await OtpCode.findOneAndUpdate(
      { email, purpose, sent_at: { $lte: new Date(now.getTime() - RESEND_COOLDOWN_MS) } },
      { $set: { code_hash: codeHash, attempts: 0, sent_at: now, expires_at: expiresAt } },
      { upsert: true, returnDocument: 'after', setDefaultsOnInsert: false },
    );
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    const current = await OtpCode.findOne({ email, purpose }).lean();
    const waitMs = current
      ? current.sent_at.getTime() + RESEND_COOLDOWN_MS - now.getTime()
      : RESEND_COOLDOWN_MS;
    return { issued: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
  }
  return {
    issued: true,
    code,
    expiresAt,
    // When the e-mail could not be sent: forget the code so the cooldown does not block a retry.
    discard: async () => {
      await OtpCode.deleteOne({ email, purpose, code_hash: codeHash });
    },
  };
}

/**
 * Checks a code and, when it is right, consumes it (deleted: a code works once). Every check
 * first reserves one of the 5 tries atomically, so parallel guesses cannot exceed them; after 5
 * wrong tries the code is dead, even for the right digits.
 */
export async function checkCode(
  settings: Settings,
  purpose: CodePurpose,
  email: string,
  code: string,
): Promise<CodeCheck> {
  const now = settings.now();
  const current = await OtpCode.findOne({ email, purpose }).lean();
  if (!current) return 'missing';
  if (current.attempts >= MAX_WRONG_ATTEMPTS) return 'too-many';
  if (current.expires_at.getTime() <= now.getTime()) return 'expired';

  const reserved = await OtpCode.findOneAndUpdate(
    { _id: current._id, code_hash: current.code_hash, attempts: { $lt: MAX_WRONG_ATTEMPTS } },
    { $inc: { attempts: 1 } },
    { returnDocument: 'after' },
  ).lean();
  if (!reserved) {
    // Used up by parallel tries, consumed, or replaced by a new code in the meantime.
    const latest = await OtpCode.findOne({ email, purpose }).lean();
    if (!latest) return 'missing';
    return latest.attempts >= MAX_WRONG_ATTEMPTS ? 'too-many' : 'invalid';
  }
  if (!sameHash(reserved.code_hash, hashCode(settings, purpose, email, code))) return 'invalid';

  const consumed = await OtpCode.findOneAndDelete({
    _id: reserved._id,
    code_hash: reserved.code_hash,
  }).lean();
  return consumed ? 'ok' : 'missing';
}
