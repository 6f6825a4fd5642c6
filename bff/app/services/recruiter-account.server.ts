import mongoose, { Types } from 'mongoose';
import type { SessionUser } from '../lib/load-context.server';
import { User } from '../models/user.server';

/*
 * A recruiter account (ADR 026, docs/product/recruiter-tools-and-workspace.md#sub-users): the
 * recruiter who registered (its admin, whose id is the account's id) and the colleagues they added
 * as sub-users (users whose `account_id` is the admin's id). Everything a member creates (jobs,
 * companies, folders, notes, quota use) is the account's: every member sees and works with it.
 */

/**
 * A recruiter as the account-scoped services take them: who acts (`id`, recorded as a row's
 * creator or as who did it) and for which account (`accountId`, whose rows they see).
 */
export type AccountMember = Pick<SessionUser, 'id' | 'accountId'>;

/** The account's id as an ObjectId: the admin's id. */
export function accountObjectId(user: Pick<SessionUser, 'accountId'>): Types.ObjectId {
  return new Types.ObjectId(user.accountId);
}

/**
 * Every recruiter whose actions are the account's: the admin and each sub-user ever added,
 * deactivated and removed ones included (what they created stays the account's). Use it as
 * `{ recruiter_id: { $in: ids } }` where rows record their creator.
 */
export async function accountMemberIds(
  user: Pick<SessionUser, 'accountId'>,
): Promise<Types.ObjectId[]> {
  const admin = accountObjectId(user);
  const members = await User.find({ account_id: admin }, { _id: 1 }).lean();
  return [admin, ...members.map((member) => member._id as Types.ObjectId)];
}

/** Whether a row's creator (`recruiter_id`, `created_by`…) is one of the account's members. */
export async function isAccountMember(
  user: Pick<SessionUser, 'accountId'>,
  creatorId: unknown,
): Promise<boolean> {
  if (creatorId == null || !mongoose.isValidObjectId(creatorId)) return false;
  const creator = String(creatorId);
  if (creator === user.accountId) return true;
  return (await User.exists({ _id: creator, account_id: accountObjectId(user) })) !== null;
}

/** `{ $in: members }`: a filter on a creator field for the rows of the user's account. */
export async function createdByAccount(
  user: Pick<SessionUser, 'accountId'>,
): Promise<{ $in: Types.ObjectId[] }> {
  return { $in: await accountMemberIds(user) };
}
