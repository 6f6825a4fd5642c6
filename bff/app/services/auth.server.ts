import { hash, verify } from '@node-rs/argon2';
import mongoose from 'mongoose';
import type { SessionUser } from '../lib/load-context.server';
import { User, type Role } from '../models/user.server';

/** argon2id (the library's default algorithm) with 64 MiB, 3 passes and 4 lanes. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { memoryCost: 65_536, timeCost: 3, parallelism: 4 });
}

let dummyHash: Promise<string> | undefined;

/**
 * The user whose email and password match, or null. An unknown email still costs one argon2
 * verification so response times do not reveal which emails exist.
 */
export async function verifyCredentials(
  email: string,
  password: string,
): Promise<SessionUser | null> {
  const user = await User.findOne({ email: email.trim().toLowerCase() }).select('+password_hash');
  if (!user) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return null;
  }
  const matches = await verify(user.password_hash, password).catch(() => false);
  return matches ? toSessionUser(user) : null;
}

/** Records a successful login: a candidate's activity for recruiters' searches (ADR 012). */
export async function recordLogin(userId: string, at = new Date()): Promise<void> {
  await User.updateOne({ _id: userId }, { $set: { last_login_at: at } });
}

/** The session user for an id kept in the session, or null when that user no longer exists. */
export async function findSessionUser(id: string): Promise<SessionUser | null> {
  if (!mongoose.isValidObjectId(id)) return null;
  const user = await User.findById(id);
  return user ? toSessionUser(user) : null;
}

function toSessionUser(user: {
  _id: unknown;
  email: string;
  role: string;
  name: string;
}): SessionUser {
  return { id: String(user._id), email: user.email, role: user.role as Role, name: user.name };
}

/**
 * Ends every session of a user: deletes from connect-mongo's `sessions` collection each session
 * whose `session.passport.user` is the user's id (also sessions stored as JSON strings). Returns
 * how many were ended.
 */
export async function endAllSessionsOf(userId: string): Promise<number> {
  const sessions = mongoose.connection.db?.collection('sessions');
  if (!sessions) throw new Error('The database is not connected');
  const asString = `"passport":{"user":${JSON.stringify(userId)}`.replace(
    /[.*+?^${}()|[\]\\]/g,
    '\\$&',
  );
  const { deletedCount } = await sessions.deleteMany({
    $or: [{ 'session.passport.user': userId }, { session: { $regex: asString } }],
  });
  return deletedCount;
}
