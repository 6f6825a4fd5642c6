import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import MongoStore from 'connect-mongo';
import type { RequestHandler } from 'express';
import session from 'express-session';
import type { MongoClient } from 'mongodb';
import type { Env } from './paths';

export const SESSION_COOKIE = 'rozgar.sid';
export const SESSION_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * SESSION_SECRET, or a random secret generated on first start and kept in the data folder so
 * sessions survive restarts.
 */
export function loadSessionSecret(env: Env, dataDir: string): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dataDir, { recursive: true });
    const secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret + '\n', { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      return readFileSync(file, 'utf8').trim(); // another process wrote it first
    }
  }
}

export interface SessionOptions {
  client: MongoClient;
  /**
   * The database the app's models use. Named explicitly: a connection string without a database
   * in its path (the embedded database's) would otherwise send sessions to the driver's default
   * `test` database, where ending a user's sessions on a password reset would never find them.
   */
  dbName: string;
  secret: string;
}

/**
 * Cookie `rozgar.sid`: httpOnly, SameSite=Lax, Secure whenever the request arrived over https
 * (behind a proxy when TRUST_PROXY is set). Sessions live in the `sessions` collection.
 */
export function sessionMiddleware({ client, dbName, secret }: SessionOptions): {
  middleware: RequestHandler;
  store: MongoStore;
} {
  const store = MongoStore.create({
    client,
    dbName,
    collectionName: 'sessions',
    ttl: SESSION_MAX_AGE_MS / 1000,
    autoRemove: 'native',
    touchAfter: 60 * 60,
    // Stored as a document, not a JSON string, so a user's sessions can be found (and ended on a
    // password reset) by `session.passport.user`. Sessions stored as strings before keep working.
    stringify: false,
    unserialize: (stored) =>
      typeof stored === 'string' ? (JSON.parse(stored) as session.SessionData) : stored,
  });
  const middleware = session({
    name: SESSION_COOKIE,
    secret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: 'auto',
      maxAge: SESSION_MAX_AGE_MS,
      path: '/',
    },
  });
  return { middleware, store };
}

const SESSION_COOKIE_SENT = new RegExp(`(?:^|;)\\s*${SESSION_COOKIE.replace('.', '\\.')}=`);

/**
 * Runs `handlers` (the session, then passport) only where a session can matter: any request that
 * sends the session cookie, and every request that may change state (POST, PATCH…: logging in
 * starts a session without one). A GET or HEAD without the cookie is anonymous: its session would
 * be a fresh empty one that is never saved (`saveUninitialized: false`), so it skips that work
 * (docs/decisions/016-bff-runs-built-javascript.md, "BFF CPU").
 */
export function onlyWhereSessionsMatter(...handlers: RequestHandler[]): RequestHandler {
  return (req, res, next) => {
    const anonymousRead =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !SESSION_COOKIE_SENT.test(req.headers.cookie ?? '');
    if (anonymousRead) return next();
    let index = 0;
    const step = (error?: unknown) => {
      const handler = handlers[index++];
      if (error !== undefined || !handler) return next(error);
      handler(req, res, step);
    };
    step();
  };
}
