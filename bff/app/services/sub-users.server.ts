import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  SUB_USER_ADDRESS_HAS_ACCOUNT,
  SUB_USER_ALREADY_INVITED,
  SUB_USER_INVITE_GONE,
  SUB_USER_INVITE_MAIL_FAILED,
  SUB_USER_INVITE_NOT_FOUND,
  SUB_USER_INVITE_VALID_DAYS,
  SUB_USER_NOT_FOUND,
  SUB_USER_SEATS_FULL,
  SUB_USERS_ADMIN_ONLY,
  subUserInviteTokenSchema,
  type SubUserInvite as SubUserInvitePayload,
  type SubUserInviteBody,
  type SubUserInvitePreview,
  type SubUserInviteResponse,
  type SubUserMember,
  type SubUserMemberResponse,
  type SubUserSeats,
  type SubUserSeatsResponse,
  type SubUsersPayload,
  type SubUserStatus,
} from '@rozgar/contracts';
import type { AppLoadContext } from '@remix-run/node';
import { Types } from 'mongoose';
import { requireRecruiter } from '../lib/auth.server';
import { jsonError } from '../lib/http.server';
import type { SessionUser } from '../lib/load-context.server';
import { objectIdSchema } from '../lib/validation.server';
import { Company } from '../models/company.server';
import { SubUserInvite, SubUserSeatLock } from '../models/sub-user-invite.server';
import { User } from '../models/user.server';
import { endAllSessionsOf } from './auth.server';
import type { Mailer } from './mail.server';
import { planOf } from './quotas.server';
import { inviteLink, subUserInviteMail } from './sub-user-invite-mail.server';

/*
 * Sub-users of a recruiter account (docs/product/recruiter-tools-and-workspace.md#sub-users,
 * ADR 026): the admin invites colleagues by e-mail, lists, deactivates, re-activates and removes
 * them. The plan's `sub_user_seats` bounds members (active or deactivated) plus pending
 * invitations; every change that takes a seat runs under the account's seat lock, so the count
 * and the taking cannot interleave.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const INVITE_VALID_MS = SUB_USER_INVITE_VALID_DAYS * DAY_MS;

/** The account's admin: a sub-user is refused (403), so is a seeker, and logged out is 401. */
export function requireAccountAdmin(context: AppLoadContext): SessionUser {
  const recruiter = requireRecruiter(context);
  if (!recruiter.accountAdmin) throw jsonError(403, SUB_USERS_ADMIN_ONLY);
  return recruiter;
}

/** A token's stored form: its sha256 in hex. */
export const hashInviteToken = (token: string) =>
  createHash('sha256').update(token, 'utf8').digest('hex');

/** A new link token: 32 random bytes, 43 base64url characters. */
const newToken = () => randomBytes(32).toString('base64url');

const pendingKey = (account: Types.ObjectId, email: string) => `${String(account)}|${email}`;

/** Invitations neither accepted nor withdrawn, not yet expired: each holds a seat. */
const pendingFilter = (account: Types.ObjectId, now: Date) => ({
  account_id: account,
  pending_key: { $exists: true },
  expires_at: { $gt: now },
});

/** Members holding a seat: active and deactivated ones (removed ones gave theirs back). */
const memberFilter = (account: Types.ObjectId) => ({
  account_id: account,
  account_status: { $ne: 'removed' as const },
});

/** The account's seats: the plan's total, how many members and pending invitations use. */
export async function seatsOf(account: Types.ObjectId, now = new Date()): Promise<SubUserSeats> {
  const [plan, members, invites] = await Promise.all([
    planOf(account),
    User.countDocuments(memberFilter(account)),
    SubUserInvite.countDocuments(pendingFilter(account, now)),
  ]);
  const total = plan.sub_user_seats;
  const used = members + invites;
  return { total, used, left: Math.max(0, total - used) };
}

/** Refuses (403) unless a seat is free, leaving out the seat `holding` already holds. */
async function requireFreeSeat(account: Types.ObjectId, now: Date, holding = 0): Promise<void> {
  const seats = await seatsOf(account, now);
  if (seats.used - holding >= seats.total) throw jsonError(403, SUB_USER_SEATS_FULL);
}

/** How long one holder keeps the account's seat lock at most (a crashed holder's lapses). */
const SEAT_LOCK_LEASE_MS = 10_000;
/** How long a change waits for the lock before giving up with a 503. */
const SEAT_LOCK_WAIT_MS = 20_000;

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

/** This process's queue of seat changes per account: one at a time reaches the database lock. */
const localQueues = new Map<string, Promise<unknown>>();

/**
 * Runs `change` holding the account's seat lock: one seat-taking change of an account at a time,
 * in every BFF process. Within a process the changes wait in a queue; across processes they take
 * a lease on the account's row of `sub_user_seat_locks` (retried after a short random pause); a
 * holder that never releases it (crashed) loses it after SEAT_LOCK_LEASE_MS.
 */
export function withSeatLock<T>(
  account: Types.ObjectId,
  change: () => Promise<T>,
  /** Run in this process's turn before the database lock is taken: a refusal skips the lock. */
  refuseEarly?: () => Promise<void>,
): Promise<T> {
  const key = String(account);
  const previous = localQueues.get(key) ?? Promise.resolve();
  const run = previous
    .catch(() => {})
    .then(async () => {
      await refuseEarly?.();
      return withDatabaseLock(account, change);
    });
  const tail = run.catch(() => {});
  localQueues.set(key, tail);
  void tail.then(() => {
    if (localQueues.get(key) === tail) localQueues.delete(key);
  });
  return run;
}

async function withDatabaseLock<T>(account: Types.ObjectId, change: () => Promise<T>) {
  const holder = randomUUID();
  try {
    await SubUserSeatLock.updateOne(
      { account_id: account },
      { $setOnInsert: { account_id: account, locked_until: new Date(0), holder: null } },
      { upsert: true },
    );
  } catch (error) {
    if (!isDuplicateKey(error)) throw error; // another first change made the row
  }
  const giveUpAt = Date.now() + SEAT_LOCK_WAIT_MS;
  for (;;) {
    const now = Date.now();
    const taken = await SubUserSeatLock.updateOne(
      { account_id: account, locked_until: { $lt: new Date(now) } },
      { $set: { locked_until: new Date(now + SEAT_LOCK_LEASE_MS), holder } },
    );
    if (taken.modifiedCount === 1) break;
    if (now > giveUpAt) throw jsonError(503, 'Too many changes at once, please try again');
    await new Promise((resolve) => setTimeout(resolve, 5 + Math.random() * 20));
  }
  try {
    return await change();
  } finally {
    await SubUserSeatLock.updateOne(
      { account_id: account, holder },
      { $set: { locked_until: new Date(0), holder: null } },
    ).catch(() => {});
  }
}

interface StoredInvite {
  _id: Types.ObjectId;
  account_id: Types.ObjectId;
  email: string;
  name: string;
  created_at: Date;
  expires_at: Date;
}

const toInvite = (invite: StoredInvite): SubUserInvitePayload => ({
  id: String(invite._id),
  name: invite.name,
  email: invite.email,
  invited_at: invite.created_at.toISOString(),
  expires_at: invite.expires_at.toISOString(),
});

interface StoredMember {
  _id: Types.ObjectId;
  name: string;
  email: string;
  account_status?: string | null;
  created_at: Date;
  last_login_at?: Date | null;
}

const toMember = (user: StoredMember): SubUserMember => ({
  id: String(user._id),
  name: user.name,
  email: user.email,
  status: user.account_status === 'deactivated' ? 'deactivated' : 'active',
  joined_at: user.created_at.toISOString(),
  last_login_at: user.last_login_at ? user.last_login_at.toISOString() : null,
});

const MEMBER_FIELDS = { name: 1, email: 1, account_status: 1, created_at: 1, last_login_at: 1 };

/** GET /api/sub-users: seats, members (first joined first) and pending invitations (newest first). */
export async function listSubUsers(admin: SessionUser, now = new Date()): Promise<SubUsersPayload> {
  const account = new Types.ObjectId(admin.accountId);
  const [seats, members, invites] = await Promise.all([
    seatsOf(account, now),
    User.find(memberFilter(account), MEMBER_FIELDS).sort({ created_at: 1 }).lean<StoredMember[]>(),
    SubUserInvite.find(pendingFilter(account, now)).sort({ created_at: -1 }).lean<StoredInvite[]>(),
  ]);
  return { seats, members: members.map(toMember), invites: invites.map(toInvite) };
}

/** What sending an invitation mail needs: the mailer, and the origin the link points to. */
export interface InviteMailer {
  mailer: Mailer;
  origin: string;
}

/** Who invites: the admin's name and their company's (the first they registered), for the mail. */
async function inviter(account: Types.ObjectId): Promise<{ name: string; company: string | null }> {
  const [admin, company] = await Promise.all([
    User.findById(account, { name: 1 }).lean<{ name: string } | null>(),
    Company.findOne({ recruiter_id: account }, { company_name: 1 })
      .sort({ created_at: 1, _id: 1 })
      .lean<{ company_name?: string } | null>(),
  ]);
  return { name: admin?.name ?? 'A recruiter', company: company?.company_name || null };
}

/** The mail could not be handed to the mail server; the invitation was taken back. */
export class InviteMailError extends Error {
  constructor(cause: unknown) {
    super('Sending the invitation e-mail failed', { cause });
    this.name = 'InviteMailError';
  }
}

async function mailInvite(
  send: InviteMailer,
  invite: StoredInvite,
  token: string,
  undo: () => Promise<unknown>,
) {
  const from = await inviter(invite.account_id);
  try {
    await send.mailer.send(
      subUserInviteMail({
        to: invite.email,
        name: invite.name,
        invitedBy: from.name,
        company: from.company,
        link: inviteLink(send.origin, token),
        expiresAt: invite.expires_at,
      }),
    );
  } catch (error) {
    await undo().catch(() => {});
    throw new InviteMailError(error);
  }
}

/**
 * POST /api/sub-users/invites: an invitation to `email`, mailed with its link. Refused: the address
 * has an account (409), a pending invitation of this account (409: resend it), no seat left (403).
 * An expired one for the address is closed first. If the mail cannot go out nothing is kept.
 */
export async function inviteSubUser(
  admin: SessionUser,
  body: SubUserInviteBody,
  send: InviteMailer,
  now = new Date(),
): Promise<SubUserInviteResponse> {
  const account = new Types.ObjectId(admin.accountId);
  const token = newToken();
  // Refused at once when full: a seat freed meanwhile is freed after this refusal.
  await requireFreeSeat(account, now);
  const invite = await withSeatLock(
    account,
    async () => {
      if ((await User.exists({ email: body.email })) !== null)
        throw jsonError(409, SUB_USER_ADDRESS_HAS_ACCOUNT);
      const key = pendingKey(account, body.email);
      const open = await SubUserInvite.findOne({ pending_key: key }).lean<StoredInvite | null>();
      if (open && open.expires_at > now) throw jsonError(409, SUB_USER_ALREADY_INVITED);
      if (open) await SubUserInvite.updateOne({ _id: open._id }, { $unset: { pending_key: 1 } });
      await requireFreeSeat(account, now);
      try {
        const created = await SubUserInvite.create({
          account_id: account,
          email: body.email,
          name: body.name,
          token_hash: hashInviteToken(token),
          invited_by: new Types.ObjectId(admin.id),
          created_at: now,
          expires_at: new Date(now.getTime() + INVITE_VALID_MS),
          pending_key: key,
        });
        return created.toObject() as StoredInvite;
      } catch (error) {
        if (isDuplicateKey(error)) throw jsonError(409, SUB_USER_ALREADY_INVITED);
        throw error;
      }
    },
    () => requireFreeSeat(account, now),
  );
  await mailInvite(send, invite, token, () => SubUserInvite.deleteOne({ _id: invite._id }));
  return { invite: toInvite(invite), seats: await seatsOf(account, now) };
}

/** The account's open (neither accepted nor withdrawn) invitation with this id, else 404. */
async function openInvite(account: Types.ObjectId, inviteId: string): Promise<StoredInvite> {
  const invite = objectIdSchema.safeParse(inviteId).success
    ? await SubUserInvite.findOne({
        _id: inviteId,
        account_id: account,
        pending_key: { $exists: true },
      }).lean<StoredInvite | null>()
    : null;
  if (!invite) throw jsonError(404, SUB_USER_INVITE_NOT_FOUND);
  return invite;
}

/**
 * POST /api/sub-users/invites/{id}/resend: a new link (the old one stops working) valid another
 * SUB_USER_INVITE_VALID_DAYS days, mailed again. An expired invitation needs a free seat again.
 */
export async function resendInvite(
  admin: SessionUser,
  inviteId: string,
  send: InviteMailer,
  now = new Date(),
): Promise<SubUserInviteResponse> {
  const account = new Types.ObjectId(admin.accountId);
  const token = newToken();
  await openInvite(account, inviteId); // an unknown one is 404 before any lock
  const { invite, before } = await withSeatLock(account, async () => {
    const before = await openInvite(account, inviteId);
    if (before.expires_at <= now) await requireFreeSeat(account, now);
    const invite = await SubUserInvite.findOneAndUpdate(
      { _id: before._id, pending_key: { $exists: true } },
      {
        $set: {
          token_hash: hashInviteToken(token),
          expires_at: new Date(now.getTime() + INVITE_VALID_MS),
        },
      },
      { returnDocument: 'after' },
    ).lean<StoredInvite | null>();
    if (!invite) throw jsonError(404, SUB_USER_INVITE_NOT_FOUND);
    return { invite, before };
  });
  await mailInvite(send, invite, token, () =>
    // the old link stays dead; the expiry goes back to what it was
    SubUserInvite.updateOne({ _id: invite._id }, { $set: { expires_at: before.expires_at } }),
  );
  return { invite: toInvite(invite), seats: await seatsOf(account, now) };
}

/** DELETE /api/sub-users/invites/{id}: the link stops working and the seat is free. */
export async function withdrawInvite(
  admin: SessionUser,
  inviteId: string,
  now = new Date(),
): Promise<SubUserSeatsResponse> {
  const account = new Types.ObjectId(admin.accountId);
  const invite = await openInvite(account, inviteId);
  const withdrawn = await SubUserInvite.updateOne(
    { _id: invite._id, pending_key: { $exists: true } },
    { $set: { withdrawn_at: now }, $unset: { pending_key: 1 } },
  );
  if (withdrawn.modifiedCount !== 1) throw jsonError(404, SUB_USER_INVITE_NOT_FOUND);
  return { seats: await seatsOf(account, now) };
}

/** The account's member (not removed) with this id, else 404. */
async function memberOf(account: Types.ObjectId, memberId: string): Promise<StoredMember> {
  const member = objectIdSchema.safeParse(memberId).success
    ? await User.findOne(
        { _id: memberId, ...memberFilter(account) },
        MEMBER_FIELDS,
      ).lean<StoredMember | null>()
    : null;
  if (!member) throw jsonError(404, SUB_USER_NOT_FOUND);
  return member;
}

/**
 * PATCH /api/sub-users/{id}: `deactivated` ends every session of theirs now (and they cannot sign
 * in); `active` lets them in again, if the plan still has a seat for them.
 */
export async function setSubUserStatus(
  admin: SessionUser,
  memberId: string,
  status: SubUserStatus,
  now = new Date(),
): Promise<SubUserMemberResponse> {
  const account = new Types.ObjectId(admin.accountId);
  const member = await memberOf(account, memberId);
  if (status === 'deactivated') {
    await User.updateOne(
      { _id: member._id, ...memberFilter(account) },
      { $set: { account_status: 'deactivated' } },
    );
    await endAllSessionsOf(String(member._id));
  } else if (member.account_status === 'deactivated') {
    await withSeatLock(account, async () => {
      // their own seat counts among the used ones: another must not be missing
      await requireFreeSeat(account, now, 1);
      await User.updateOne(
        { _id: member._id, account_id: account, account_status: 'deactivated' },
        { $set: { account_status: 'active' } },
      );
    });
  }
  return {
    member: toMember(await memberOf(account, memberId)),
    seats: await seatsOf(account, now),
  };
}

/**
 * DELETE /api/sub-users/{id}: they cannot sign in any more, their sessions end and the seat is
 * free; what they did (jobs, notes, folders) stays the account's.
 */
export async function removeSubUser(
  admin: SessionUser,
  memberId: string,
  now = new Date(),
): Promise<SubUserSeatsResponse> {
  const account = new Types.ObjectId(admin.accountId);
  const member = await memberOf(account, memberId);
  await User.updateOne(
    { _id: member._id, account_id: account },
    { $set: { account_status: 'removed' } },
  );
  await endAllSessionsOf(String(member._id));
  return { seats: await seatsOf(account, now) };
}

/** A pending invitation by its link's token (a malformed token is no invitation). */
async function pendingInviteByToken(token: string, now: Date): Promise<StoredInvite | null> {
  if (!subUserInviteTokenSchema.safeParse(token).success) return null;
  return SubUserInvite.findOne({
    token_hash: hashInviteToken(token),
    pending_key: { $exists: true },
    expires_at: { $gt: now },
  }).lean<StoredInvite | null>();
}

/** GET /api/sub-user-invites/{token} (public): who is invited, by whom; 404 once it no longer works. */
export async function previewInvite(
  token: string,
  now = new Date(),
): Promise<SubUserInvitePreview> {
  const invite = await pendingInviteByToken(token, now);
  if (!invite) throw jsonError(404, SUB_USER_INVITE_GONE);
  const from = await inviter(invite.account_id);
  return {
    email: invite.email,
    name: invite.name,
    account: { name: from.name, company: from.company },
  };
}

export type InviteCheck =
  | { status: 'ok'; invite: StoredInvite }
  | { status: 'gone'; invite?: undefined }
  | { status: 'mismatch'; invite?: undefined };

/** Signup with an invitation: it must still work, and be for this address. */
export async function checkInviteForSignup(
  token: string,
  email: string,
  now: Date,
): Promise<InviteCheck> {
  const invite = await pendingInviteByToken(token, now);
  if (!invite) return { status: 'gone' };
  if (invite.email !== email) return { status: 'mismatch' };
  return { status: 'ok', invite };
}

export type AcceptResult<T> = { status: 'accepted'; value: T } | { status: 'gone' | 'no-seat' };

/**
 * Joins the invited account: under the account's seat lock the invitation is claimed (still
 * pending and fresh, and a seat still there for it), then `create` makes the user with the
 * account's id. If `create` fails the invitation is pending again.
 */
export async function acceptInvite<T>(
  invite: StoredInvite,
  now: Date,
  create: (account: Types.ObjectId) => Promise<{ value: T; userId: unknown }>,
): Promise<AcceptResult<T>> {
  return withSeatLock(invite.account_id, async () => {
    const seats = await seatsOf(invite.account_id, now);
    // the invitation's own seat is among the used ones when it is still pending
    const claimed = await SubUserInvite.findOneAndUpdate(
      { _id: invite._id, pending_key: { $exists: true }, expires_at: { $gt: now } },
      { $set: { accepted_at: now }, $unset: { pending_key: 1 } },
    ).lean<(StoredInvite & { pending_key: string }) | null>();
    if (!claimed) return { status: 'gone' } as const;
    const giveBack = () =>
      SubUserInvite.updateOne(
        { _id: invite._id },
        { $set: { accepted_at: null, pending_key: claimed.pending_key } },
      );
    if (seats.used - 1 >= seats.total) {
      await giveBack();
      return { status: 'no-seat' } as const;
    }
    try {
      const { value, userId } = await create(invite.account_id);
      await SubUserInvite.updateOne({ _id: invite._id }, { $set: { accepted_user_id: userId } });
      return { status: 'accepted', value } as const;
    } catch (error) {
      await giveBack().catch(() => {});
      throw error;
    }
  });
}

/** Whether the account has a pending or accepted invitation, or a member (the welcome step). */
export async function hasInvitedSubUser(
  recruiter: Pick<SessionUser, 'accountId'>,
  now = new Date(),
): Promise<boolean> {
  const account = new Types.ObjectId(recruiter.accountId);
  const [invite, member] = await Promise.all([
    SubUserInvite.exists({
      account_id: account,
      $or: [
        { accepted_at: { $ne: null } },
        { pending_key: { $exists: true }, expires_at: { $gt: now } },
      ],
    }),
    User.exists({ account_id: account }),
  ]);
  return invite !== null || member !== null;
}

/** The origin an invitation's link points to: PUBLIC_ORIGIN when set, else the request's. */
export function publicOrigin(configured: string | undefined, request: Request): string {
  return configured || new URL(request.url).origin;
}

/** Runs an invitation-mailing step; a mail server that refuses the message becomes a 503. */
export async function whileMailingInvite(send: () => Promise<Response>): Promise<Response> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof InviteMailError)) throw error;
    console.error('[bff] could not send a sub-user invitation e-mail', error.cause);
    return jsonError(503, SUB_USER_INVITE_MAIL_FAILED);
  }
}
