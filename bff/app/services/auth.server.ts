import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import mongoose from 'mongoose';
import { jsonError } from '../lib/http.server';
import type { SessionUser } from '../lib/load-context.server';
import type { Role } from '@rozgar/contracts';
import { User } from '../models/user.server';

/** argon2id (the library's default algorithm) with 64 MiB, 3 passes and 4 lanes. */
const ARGON2_OPTIONS = { memoryCost: 65_536, timeCost: 3, parallelism: 4 };

/**
 * How many argon2 computations (hashes and verifications) this process runs at once. Each takes
 * 64 MiB and a core for about 0.1 s, so a burst of logins, unchecked, costs hundreds of MB and
 * starves every other request of CPU. Callers beyond the cap wait their turn in a queue of
 * bounded length for a bounded time; past either bound they are refused (503, Retry-After).
 */
export interface PasswordHashingLimits {
  /** Computations at once (PASSWORD_HASH_CONCURRENCY; default: the cores less one, 1 to 4). */
  concurrency: number;
  /** Callers that may wait for a turn; one more is refused at once. */
  maxWaiting: number;
  /** How long a caller waits for a turn before it is refused. */
  maxWaitMs: number;
}

export const PASSWORD_HASHING_BUSY = 'The server is busy. Please try again in a moment.';

export function defaultPasswordHashingLimits(
  env: Record<string, string | undefined> = {},
): PasswordHashingLimits {
  const configured = Number(env.PASSWORD_HASH_CONCURRENCY);
  const concurrency =
    Number.isInteger(configured) && configured > 0
      ? configured
      : Math.min(4, Math.max(1, availableParallelism() - 1));
  return { concurrency, maxWaiting: 32, maxWaitMs: 5000 };
}

/** Thrown when a password cannot be hashed or checked now; `isPasswordHashingBusy` tells it apart. */
export class PasswordHashingBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(PASSWORD_HASHING_BUSY);
    this.name = 'PasswordHashingBusy';
  }
}

/** By name, not class: the server and the routes may run separate copies of this module. */
export function isPasswordHashingBusy(error: unknown): error is PasswordHashingBusy {
  return error instanceof Error && error.name === 'PasswordHashingBusy';
}

/** The API's answer to a busy refusal: 503 JSON with Retry-After. */
export function passwordHashingBusyResponse(error: PasswordHashingBusy): Response {
  return jsonError(503, PASSWORD_HASHING_BUSY, {
    headers: { 'Retry-After': String(error.retryAfterSeconds) },
  });
}

interface HashWaiter {
  start: () => void;
}

interface HashTurns {
  limits: PasswordHashingLimits;
  running: number;
  /** The most computations seen running at once since the last `resetPasswordHashingPeak`. */
  peak: number;
  waiting: HashWaiter[];
}

// One set of turns per process: the server (passport) and the Remix routes each load their own
// copy of this module (Vite in development, the build in production), so the state lives on
// globalThis under a registered symbol, where every copy finds the same object.
const TURNS_KEY = Symbol.for('rozgar.password-hashing-turns');
const turns: HashTurns = ((globalThis as Record<symbol, HashTurns | undefined>)[TURNS_KEY] ??= {
  limits: defaultPasswordHashingLimits(process.env),
  running: 0,
  peak: 0,
  waiting: [],
});

/** Sets this process's limits (createApp does, from its options and the environment). */
export function configurePasswordHashing(limits: PasswordHashingLimits): void {
  turns.limits = { ...limits, concurrency: Math.max(1, Math.floor(limits.concurrency)) };
  while (turns.running < turns.limits.concurrency && turns.waiting.length > 0) {
    turns.running++;
    turns.waiting.shift()!.start();
  }
  turns.peak = Math.max(turns.peak, turns.running);
}

/** Computations running, callers waiting and the peak, for tests and diagnostics. */
export function passwordHashingStats(): { running: number; waiting: number; peak: number } {
  return { running: turns.running, waiting: turns.waiting.length, peak: turns.peak };
}

export function resetPasswordHashingPeak(): void {
  turns.peak = turns.running;
}

function takeTurn(): Promise<void> {
  const { concurrency, maxWaiting, maxWaitMs } = turns.limits;
  if (turns.running < concurrency && turns.waiting.length === 0) {
    turns.running++;
    turns.peak = Math.max(turns.peak, turns.running);
    return Promise.resolve();
  }
  const retryAfter = Math.max(1, Math.ceil(maxWaitMs / 1000));
  if (turns.waiting.length >= maxWaiting)
    return Promise.reject(new PasswordHashingBusy(retryAfter));
  return new Promise((resolve, reject) => {
    const waiter: HashWaiter = {
      start: () => {
        clearTimeout(timer);
        resolve();
      },
    };
    const timer = setTimeout(() => {
      turns.waiting.splice(turns.waiting.indexOf(waiter), 1);
      reject(new PasswordHashingBusy(retryAfter));
    }, maxWaitMs);
    turns.waiting.push(waiter);
  });
}

function endTurn(): void {
  // The turn passes straight to the first waiter, or frees a place.
  if (turns.running <= turns.limits.concurrency && turns.waiting.length > 0)
    turns.waiting.shift()!.start();
  else turns.running--;
}

/** Runs one argon2 computation in its turn; throws `PasswordHashingBusy` when none comes. */
async function inTurn<T>(compute: () => Promise<T>): Promise<T> {
  await takeTurn();
  try {
    return await compute();
  } finally {
    endTurn();
  }
}

/**
 * The argon2id hash of a password, computed in its turn. When the server is too busy it throws
 * the 503 response (the routes pass thrown responses on as they are).
 */
export async function hashPassword(password: string): Promise<string> {
  try {
    return await inTurn(() => hash(password, ARGON2_OPTIONS));
  } catch (error) {
    if (isPasswordHashingBusy(error)) throw passwordHashingBusyResponse(error);
    throw error;
  }
}

let dummyHash: Promise<string> | undefined;

function dummyPasswordHash(): Promise<string> {
  dummyHash ??= inTurn(() => hash('not-a-real-password', ARGON2_OPTIONS)).catch(
    (error: unknown) => {
      dummyHash = undefined;
      throw error;
    },
  );
  return dummyHash;
}

/**
 * The user whose email and password match, or null. An unknown email still costs one argon2
 * verification so response times do not reveal which emails exist. Every verification waits for
 * its turn; `PasswordHashingBusy` when none comes.
 */
export async function verifyCredentials(
  email: string,
  password: string,
): Promise<SessionUser | null> {
  const user = await User.findOne({ email: email.trim().toLowerCase() }).select('+password_hash');
  if (!user) {
    const dummy = await dummyPasswordHash();
    await inTurn(() => verify(dummy, password).catch(() => false));
    return null;
  }
  const matches = await inTurn(() => verify(user.password_hash, password).catch(() => false));
  if (!matches) return null;
  // Only the right password learns that the account is deactivated (a removed one reads as none).
  if (user.account_status === 'deactivated') throw new AccountDeactivated();
  return mayUseAccount(user) ? toSessionUser(user) : null;
}

export const ACCOUNT_DEACTIVATED =
  "Your account has been deactivated. Ask your account's admin to re-activate it.";

/** A deactivated sub-user gave the right password: the login is refused with ACCOUNT_DEACTIVATED. */
export class AccountDeactivated extends Error {
  constructor() {
    super(ACCOUNT_DEACTIVATED);
    this.name = 'AccountDeactivated';
  }
}

/** By name, not class: the server and the routes may run separate copies of this module. */
export function isAccountDeactivated(error: unknown): error is AccountDeactivated {
  return error instanceof Error && error.name === 'AccountDeactivated';
}

/** Records a successful login: a candidate's activity for recruiters' searches (ADR 012). */
export async function recordLogin(userId: string, at = new Date()): Promise<void> {
  await User.updateOne({ _id: userId }, { $set: { last_login_at: at } });
}

/** The session user for an id kept in the session, or null when that user no longer exists. */
export async function findSessionUser(id: string): Promise<SessionUser | null> {
  if (!mongoose.isValidObjectId(id)) return null;
  const user = await User.findById(id);
  return user && mayUseAccount(user) ? toSessionUser(user) : null;
}

/**
 * A deactivated or removed sub-user cannot sign in, and their sessions end: the session's user is
 * looked up on every request, so the next one is answered as logged out (ADR 026).
 */
function mayUseAccount(user: { account_status?: string | null }): boolean {
  return !user.account_status || user.account_status === 'active';
}

function toSessionUser(user: {
  _id: unknown;
  email: string;
  role: string;
  name: string;
  account_id?: unknown;
}): SessionUser {
  const id = String(user._id);
  return {
    id,
    email: user.email,
    role: user.role as Role,
    name: user.name,
    accountId: user.account_id ? String(user.account_id) : id,
    accountAdmin: !user.account_id,
  };
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
