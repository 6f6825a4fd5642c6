import { EmailVerification } from '../models/email-verification.server';
import type { Role } from '@rozgar/contracts';
import type { Types } from 'mongoose';
import { User } from '../models/user.server';
import { UserDetails } from '../models/user-details.server';
import { UserPlan } from '../models/user-plan.server';
import { hashPassword } from './auth.server';
import type { IdentitySettings } from './identity-settings.server';
import { codeMail } from './mail.server';
import { checkCode, CODE_VALID_MINUTES, issueCode, type CodeCheck } from './otp.server';
import { acceptInvite, checkInviteForSignup } from './sub-users.server';

/** Job postings a new recruiter's plan allows (user_plans.job_limit). */
export const DEFAULT_RECRUITER_JOB_LIMIT = 10;
/** How long a verified signup code lets the address create its account. */
export const VERIFICATION_VALID_MS = 15 * 60 * 1000;

export const ACCOUNT_EXISTS = 'An account with this email already exists. Please log in.';
export const NOT_VERIFIED = 'Please verify your email with the OTP first.';
export const MAIL_FAILED = 'We could not send the OTP e-mail. Please try again in a moment.';

/** The e-mail could not be handed to the mail server; the code was discarded. */
export class MailDeliveryError extends Error {
  constructor(cause: unknown) {
    super('Sending the one-time code failed', { cause });
    this.name = 'MailDeliveryError';
  }
}

export type SendCodeResult =
  { status: 'sent' } | { status: 'exists' } | { status: 'cooldown'; retryAfterSeconds: number };

export async function accountExists(email: string): Promise<boolean> {
  return (await User.exists({ email })) !== null;
}

/** Issues a code for `purpose` and mails it; if the mail cannot go out, the code is forgotten. */
export async function issueAndMailCode(
  settings: IdentitySettings,
  mail: {
    purpose: 'signup' | 'password-reset';
    email: string;
    name?: string;
    subject: string;
    action: string;
  },
): Promise<{ sent: true } | { sent: false; retryAfterSeconds: number }> {
  const issued = await issueCode(settings, mail.purpose, mail.email);
  if (!issued.issued) return { sent: false, retryAfterSeconds: issued.retryAfterSeconds };
  try {
    await settings.mailer.send(
      codeMail({
        to: mail.email,
        name: mail.name,
        code: issued.code,
        expiresAt: issued.expiresAt,
        validMinutes: CODE_VALID_MINUTES,
        purpose: mail.action,
        subject: mail.subject,
      }),
    );
  } catch (error) {
    await issued.discard().catch(() => {});
    throw new MailDeliveryError(error);
  }
  return { sent: true };
}

/** Step 1 of signup: a code for an address that has no account yet. */
export async function sendSignupCode(
  settings: IdentitySettings,
  { email, fullName, role }: { email: string; fullName: string; role?: Role },
): Promise<SendCodeResult> {
  if (await accountExists(email)) return { status: 'exists' };
  const result = await issueAndMailCode(settings, {
    purpose: 'signup',
    email,
    name: fullName,
    subject: 'Your Rozgar verification code',
    action:
      role === 'Recruiter'
        ? 'verify your email address for your recruiter account'
        : 'verify your email address',
  });
  return result.sent
    ? { status: 'sent' }
    : { status: 'cooldown', retryAfterSeconds: result.retryAfterSeconds };
}

/** Step 2 of signup: a right code becomes a proof, valid 15 minutes, that creates one account. */
export async function verifySignupCode(
  settings: IdentitySettings,
  { email, otp }: { email: string; otp: string },
): Promise<CodeCheck> {
  const result = await checkCode(settings, 'signup', email, otp);
  if (result !== 'ok') return result;
  const now = settings.now();
  await EmailVerification.findOneAndUpdate(
    { email },
    {
      $set: {
        verified_at: now,
        expires_at: new Date(now.getTime() + VERIFICATION_VALID_MS),
        used_at: null,
      },
    },
    { upsert: true },
  );
  return 'ok';
}

/**
 * What creating an account gave: with an invitation (a sub-user joining a recruiter account),
 * `invite-gone` when it no longer works (or was just used), `invite-mismatch` when it was sent
 * to another address, `invite-no-seat` when the account's seats are all taken.
 */
export type CreateAccountResult =
  'created' | 'exists' | 'not-verified' | 'invite-gone' | 'invite-mismatch' | 'invite-no-seat';

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

export interface NewAccount {
  fullName: string;
  email: string;
  password: string;
  role: Role;
  /** A sub-user invitation's token (docs/product/identity-and-accounts.md#signup-with-an-invitation). */
  invite?: string;
}

/** An invitation's check, for the signup steps: null when it may be used by this address. */
export async function inviteProblem(
  settings: IdentitySettings,
  token: string,
  email: string,
): Promise<'invite-gone' | 'invite-mismatch' | null> {
  const check = await checkInviteForSignup(token, email, settings.now());
  if (check.status === 'gone') return 'invite-gone';
  if (check.status === 'mismatch') return 'invite-mismatch';
  return null;
}

/** Thrown inside an invitation's acceptance so that it is given back. */
class NotCreated extends Error {
  constructor(readonly result: 'exists' | 'not-verified') {
    super(result);
  }
}

/**
 * Creates the account of a freshly verified address: `users` (argon2id hash), `user_details`
 * and, for a recruiter who registers their own account, `user_plans` with the default job limit.
 * With an invitation the user joins the inviting account instead (its `account_id`, no plan of
 * its own), and the invitation is used up in the same step: still pending, a seat still there
 * (ADR 026). The proof is consumed by one atomic update, so two simultaneous calls create one
 * account.
 */
export async function createAccount(
  settings: IdentitySettings,
  input: NewAccount,
): Promise<CreateAccountResult> {
  const { email } = input;
  if (await accountExists(email)) return 'exists';
  let invite;
  if (input.invite !== undefined) {
    const check = await checkInviteForSignup(input.invite, email, settings.now());
    if (check.status === 'gone') return 'invite-gone';
    if (check.status === 'mismatch') return 'invite-mismatch';
    invite = check.invite;
  }
  const fresh = () => ({ email, used_at: null, expires_at: { $gt: settings.now() } });
  // Cheap refusal before the (deliberately slow) password hash.
  if (!(await EmailVerification.exists(fresh()))) return 'not-verified';
  const passwordHash = await hashPassword(input.password);
  if (!invite) return (await makeUser(settings, input, passwordHash)).result;

  try {
    const accepted = await acceptInvite(invite, settings.now(), async (account) => {
      const made = await makeUser(settings, input, passwordHash, account);
      if (made.result !== 'created') throw new NotCreated(made.result);
      return { value: made.result, userId: made.userId };
    });
    if (accepted.status === 'accepted') return accepted.value;
    return accepted.status === 'gone' ? 'invite-gone' : 'invite-no-seat';
  } catch (error) {
    if (error instanceof NotCreated) return error.result;
    throw error;
  }
}

/** Consumes the proof and makes the user (a member of `account` when given). */
async function makeUser(
  settings: IdentitySettings,
  input: NewAccount,
  passwordHash: string,
  account?: Types.ObjectId,
): Promise<{ result: 'created' | 'exists' | 'not-verified'; userId?: unknown }> {
  const { email } = input;
  const proof = await EmailVerification.findOneAndUpdate(
    { email, used_at: null, expires_at: { $gt: settings.now() } },
    { $set: { used_at: settings.now() } },
  ).lean();
  if (!proof) return { result: 'not-verified' };

  let userId: unknown;
  try {
    const user = await User.create({
      email,
      password_hash: passwordHash,
      role: input.role,
      name: input.fullName,
      ...(account ? { account_id: account } : {}),
      // the recruiter who registers an account is owed /welcome on a first login (a sub-user never)
      ...(input.role === 'Recruiter' && !account ? { welcomed_at: null } : {}),
    });
    userId = user._id;
    await UserDetails.create({ user_id: user._id, full_name: input.fullName, email });
    if (input.role === 'Recruiter' && !account)
      await UserPlan.create({ user_id: user._id, job_limit: DEFAULT_RECRUITER_JOB_LIMIT });
    return { result: 'created', userId };
  } catch (error) {
    if (isDuplicateKey(error) && userId === undefined) return { result: 'exists' };
    // Undo a half-made account and give the proof back, so the person can simply retry.
    if (userId !== undefined) {
      await Promise.all([
        User.deleteOne({ _id: userId }),
        UserDetails.deleteOne({ user_id: userId }),
        UserPlan.deleteOne({ user_id: userId }),
      ]).catch(() => {});
    }
    await EmailVerification.updateOne({ _id: proof._id }, { $set: { used_at: null } }).catch(
      () => {},
    );
    throw error;
  }
}
