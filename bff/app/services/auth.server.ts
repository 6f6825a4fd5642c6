import argon2 from 'argon2';
import mongoose from 'mongoose';
import type { SessionUser } from '../lib/load-context.server';
import { User, type Role } from '../models/user.server';

/** argon2id with the library's defaults (64 MiB, 3 passes). */
export function hashPassword(password: string): Promise<string> {
  return argon2.hash(password, { type: argon2.argon2id });
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
    await argon2.verify(await dummyHash, password).catch(() => false);
    return null;
  }
  const matches = await argon2.verify(user.password_hash, password).catch(() => false);
  return matches ? toSessionUser(user) : null;
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
