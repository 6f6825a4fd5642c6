import { User } from '../models/user.server';
import { endAllSessionsOf, hashPassword } from './auth.server';
import { issueAndMailCode } from './accounts.server';
import type { IdentitySettings } from './identity-settings.server';
import { checkCode, issueCode, type CodeCheck } from './otp.server';

/**
 * Forgot password, step 1. Known and unknown addresses are treated alike — a code is issued
 * (and the 30-second cooldown applies) for both — but only an existing account gets the e-mail,
 * so the answer never tells whether an account exists.
 */
export async function sendPasswordResetCode(
  settings: IdentitySettings,
  email: string,
): Promise<{ status: 'sent' } | { status: 'cooldown'; retryAfterSeconds: number }> {
  const user = await User.findOne({ email }).lean();
  if (!user) {
    const issued = await issueCode(settings, 'password-reset', email);
    return issued.issued
      ? { status: 'sent' }
      : { status: 'cooldown', retryAfterSeconds: issued.retryAfterSeconds };
  }
  const result = await issueAndMailCode(settings, {
    purpose: 'password-reset',
    email,
    name: user.name,
    subject: 'Your Rozgar password reset code',
    action: 'reset your password',
  });
  return result.sent
    ? { status: 'sent' }
    : { status: 'cooldown', retryAfterSeconds: result.retryAfterSeconds };
}

/**
 * Forgot password, step 2: a right code sets the new password (argon2id) and ends every session
 * of the account, wherever it was logged in.
 */
export async function resetPassword(
  settings: IdentitySettings,
  { email, otp, password }: { email: string; otp: string; password: string },
): Promise<CodeCheck> {
  const result = await checkCode(settings, 'password-reset', email, otp);
  if (result !== 'ok') return result;
  const user = await User.findOne({ email }).lean();
  if (!user) return 'invalid'; // a code for an unknown address was never mailed to anyone
  await User.updateOne(
    { _id: user._id },
    { $set: { password_hash: await hashPassword(password) } },
  );
  await endAllSessionsOf(String(user._id));
  return 'ok';
}
