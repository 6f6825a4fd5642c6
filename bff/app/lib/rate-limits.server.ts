import { isIPv4, isIPv6 } from 'node:net';
import type {
  Request as ExpressRequest,
  Response as ExpressResponse,
  RequestHandler,
} from 'express';
import { OFFICE_PHOTOS_PER_DAY, OFFICE_PHOTOS_RATE_LIMITED } from '@rozgar/contracts';
import type { MongoClient } from 'mongodb';
import { RateLimiterMongo, type RateLimiterRes } from 'rate-limiter-flexible';
import { COMMUNITY_ERRORS } from '@rozgar/contracts';
import { jsonError } from './http.server';

/**
 * Every rate limit of the API, in one place. The counters live in the app's own database (the
 * `rate_limits` collection, through rate-limiter-flexible's RateLimiterMongo), so several BFF
 * processes behind one address share them: a limit holds however requests are spread over the
 * processes. Built once by `createApp` and handed to the routes in the load context
 * (`context.rateLimits`); the per-IP limits of login and the identity endpoints are Express
 * middleware in front of the routes.
 */

export const LOGIN_RATE_LIMITED = 'Too many login attempts. Please try again later.';
export const TOO_MANY_REQUESTS = 'Too many requests. Please try again later.';
export const UPLOAD_RATE_LIMITED = 'Too many uploads. Please try again later.';
export const CONTRIBUTION_RATE_LIMITED =
  'You have written too many reviews and contributions in a short time. Please try again later.';

/** The collection of the app's database that holds every counter (one document per key). */
export const RATE_LIMITS_COLLECTION = 'rate_limits';

/** `limit` events per `windowMs`, counted from the first event of a window. */
export interface WindowLimit {
  limit: number;
  windowMs: number;
}

export interface RateLimitSettings {
  /** Login attempts per IP, successful or not (LOGIN_RATE_LIMIT per 15 minutes, default 100). */
  login: WindowLimit;
  /**
   * Consecutive failed logins per e-mail address and IP (LOGIN_FAILURE_LIMIT, default 10); the
   * next attempt for that address from that IP is refused for `blockMs` (1 hour). A successful
   * login starts the count again.
   */
  loginFailures: { limit: number; blockMs: number };
  /** Requests per IP to each identity endpoint, counted apart (IDENTITY_RATE_LIMIT per 15 minutes, default 20). */
  identity: WindowLimit;
  /** Submissions per IP to each public form (PUBLIC_FORM_RATE_LIMIT per hour, default 10). */
  publicForms: WindowLimit;
  /** Uploads (resume and photo together) per signed-in user (UPLOAD_RATE_LIMIT per hour, default 20). */
  uploads: WindowLimit;
  /**
   * Company reviews and contributions (written or rewritten) per signed-in user, together
   * (CONTRIBUTION_RATE_LIMIT per hour, default 10; ADR 018).
   */
  contributions: WindowLimit;
  /**
   * Community posts and comments per signed-in user, together (COMMUNITY_POST_RATE_LIMIT per 15
   * minutes, default 30; docs/product/community-board.md).
   */
  posting: WindowLimit;
  /**
   * Office photos per signed-in user and company (OFFICE_PHOTO_LIMIT per day, default
   * OFFICE_PHOTOS_PER_DAY; docs/product/community-and-reviews.md).
   */
  officePhotos: WindowLimit;
}

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The limits from the environment, each replaced by its override when given. */
export function rateLimitSettingsFrom(
  env: Record<string, string | undefined>,
  overrides: Partial<RateLimitSettings> = {},
): RateLimitSettings {
  return {
    login: overrides.login ?? {
      limit: positiveInteger(env.LOGIN_RATE_LIMIT, 100),
      windowMs: 15 * MINUTE,
    },
    loginFailures: overrides.loginFailures ?? {
      limit: positiveInteger(env.LOGIN_FAILURE_LIMIT, 10),
      blockMs: HOUR,
    },
    identity: overrides.identity ?? {
      limit: positiveInteger(env.IDENTITY_RATE_LIMIT, 20),
      windowMs: 15 * MINUTE,
    },
    publicForms: overrides.publicForms ?? {
      limit: positiveInteger(env.PUBLIC_FORM_RATE_LIMIT, 10),
      windowMs: HOUR,
    },
    uploads: overrides.uploads ?? {
      limit: positiveInteger(env.UPLOAD_RATE_LIMIT, 20),
      windowMs: HOUR,
    },
    contributions: overrides.contributions ?? {
      limit: positiveInteger(env.CONTRIBUTION_RATE_LIMIT, 10),
      windowMs: HOUR,
    },
    posting: overrides.posting ?? {
      limit: positiveInteger(env.COMMUNITY_POST_RATE_LIMIT, 30),
      windowMs: 15 * MINUTE,
    },
    officePhotos: overrides.officePhotos ?? {
      limit: positiveInteger(env.OFFICE_PHOTO_LIMIT, OFFICE_PHOTOS_PER_DAY),
      windowMs: DAY,
    },
  };
}

function positiveInteger(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value !== undefined && Number.isInteger(number) && number > 0 ? number : fallback;
}

/**
 * The identity endpoints (paths under /api), each with its own per-IP count; `/sub-user-invites` is
 * the public look-up of an invitation (GET /api/sub-user-invites/{token}).
 */
export const IDENTITY_ENDPOINTS = [
  '/send-otp',
  '/verify-otp',
  '/create-account',
  '/password-reset/send-otp',
  '/password-reset',
  '/sub-user-invites',
] as const;
export type IdentityEndpoint = (typeof IDENTITY_ENDPOINTS)[number];

/** Public forms (contact, counselling) that anyone may post to. */
export type PublicForm = 'contact-messages' | 'counselling-requests';

export interface RateLimits {
  /** Express middleware for POST /api/login: every attempt counts against the caller's IP. */
  loginAttempts: RequestHandler;
  /**
   * Runs `verify` (the password check) unless this e-mail address has failed too often in a row
   * from this IP, in which case it throws a 429 response without checking. A failure (null)
   * counts; a success clears the count. The try is reserved before the check, so parallel
   * guesses cannot get past the limit; a check that could not run (it threw) is given back.
   */
  checkLogin: <User>(
    req: ExpressRequest,
    email: string,
    verify: () => Promise<User | null>,
  ) => Promise<User | null>;
  /** Express middleware counting requests per IP to one identity endpoint. */
  identity: (endpoint: IdentityEndpoint) => RequestHandler;
  /** Counts a submission of a public form against the caller's IP; throws a 429 response when over. */
  publicForm: (form: PublicForm, req: ExpressRequest, res: ExpressResponse) => Promise<void>;
  /** Counts an upload against the signed-in user; throws a 429 response when over. */
  upload: (userId: string, res: ExpressResponse) => Promise<void>;
  /** Counts a review or contribution against the signed-in user; throws a 429 response when over. */
  contribution: (userId: string, res: ExpressResponse) => Promise<void>;
  /** Counts a community post or comment against the signed-in user; throws a 429 response when over. */
  posting: (userId: string, res: ExpressResponse) => Promise<void>;
  /** Counts an office photo of `companyId` against the signed-in user; throws a 429 when over. */
  officePhoto: (userId: string, companyId: string, res: ExpressResponse) => Promise<void>;
  readonly settings: RateLimitSettings;
}

declare module '@remix-run/node' {
  interface AppLoadContext {
    rateLimits: RateLimits;
  }
}

interface Limiter {
  name: string;
  points: number;
  windowSeconds: number;
  store: RateLimiterMongo;
}

/** True for what rate-limiter-flexible rejects with when a key is over its limit (a store failure is an Error). */
function isOverLimit(rejection: unknown): rejection is RateLimiterRes {
  return !(rejection instanceof Error) && typeof rejection === 'object' && rejection !== null;
}

function secondsUntil(msBeforeNext: number): number {
  return Math.max(1, Math.ceil(msBeforeNext / 1000));
}

/**
 * The IETF RateLimit headers (draft 8, as express-rate-limit sent them before) and, for a
 * refusal, Retry-After.
 */
function limitHeaders(limiter: Limiter, result: RateLimiterRes, refused: boolean) {
  const reset = secondsUntil(result.msBeforeNext);
  const headers: Record<string, string> = {
    'RateLimit-Policy': `"${limiter.name}";q=${limiter.points};w=${limiter.windowSeconds}`,
    RateLimit: `"${limiter.name}";r=${refused ? 0 : result.remainingPoints};t=${reset}`,
  };
  if (refused) headers['Retry-After'] = String(reset);
  return headers;
}

/** Counts one event for `key`: whether it is within the limit, and the headers to answer with. */
async function consume(
  limiter: Limiter,
  key: string,
): Promise<{ allowed: boolean; headers: Record<string, string> }> {
  try {
    const result = await limiter.store.consume(key);
    return { allowed: true, headers: limitHeaders(limiter, result, false) };
  } catch (rejection) {
    // A store failure (an Error) is not a refusal: it goes on to the error handling (503/500).
    if (!isOverLimit(rejection)) throw rejection;
    return { allowed: false, headers: limitHeaders(limiter, rejection, true) };
  }
}

/**
 * For a route: counts one event for `key`; over the limit it throws a 429 JSON response with
 * `message`. The headers also go on the Express response, so an answer that is let through
 * carries them too.
 */
async function enforce(
  limiter: Limiter,
  key: string,
  message: string,
  res: ExpressResponse,
): Promise<void> {
  const { allowed, headers } = await consume(limiter, key);
  if (!allowed) throw jsonError(429, message, { headers });
  res.set(headers);
}

/** The same as Express middleware, per caller IP: a refusal is answered here. */
function middleware(limiter: Limiter, message: string): RequestHandler {
  return (req, res, next) => {
    consume(limiter, clientKey(req)).then(({ allowed, headers }) => {
      res.set(headers);
      if (allowed) next();
      else res.status(429).json({ error: message });
    }, next);
  };
}

/**
 * The key of the caller's address (`req.ip`: behind a proxy when TRUST_PROXY is set). IPv6
 * addresses are counted per /56 network, as one home or office usually gets one /56 or /64 and
 * can pick any address in it; IPv4-mapped IPv6 addresses count as the IPv4 address.
 */
export function clientKey(req: Pick<ExpressRequest, 'ip'>): string {
  const ip = req.ip ?? '';
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  if (mapped && isIPv4(mapped)) return mapped;
  if (!isIPv6(ip)) return ip || 'unknown';
  const [head = '', tail = ''] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  // An embedded IPv4 tail (::1.2.3.4) only ever matters beyond the first 56 bits.
  const groups = ip.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  const [a = '0', b = '0', c = '0', d = '0'] = groups.map((group) => group.padStart(4, '0'));
  return `${a}:${b}:${c}:${d.slice(0, 2)}00::/56`;
}

/**
 * Creates the limiters on `client`'s database `dbName` and makes sure their collection has its
 * indexes (a unique key and a TTL index on the expiry, so finished windows are deleted).
 */
export async function createRateLimits({
  client,
  dbName,
  settings,
}: {
  client: MongoClient;
  dbName: string;
  settings: RateLimitSettings;
}): Promise<RateLimits> {
  const limiter = (name: string, points: number, windowMs: number, blockMs = 0): Limiter => ({
    name,
    points,
    windowSeconds: Math.max(1, Math.ceil(windowMs / 1000)),
    store: new RateLimiterMongo({
      storeClient: client,
      dbName,
      tableName: RATE_LIMITS_COLLECTION,
      keyPrefix: name,
      points,
      duration: Math.max(1, Math.ceil(windowMs / 1000)),
      blockDuration: Math.ceil(blockMs / 1000),
      // Created once below, awaited, instead of in the background by every limiter.
      disableIndexesCreation: true,
    }),
  });

  const loginAttempts = limiter('login', settings.login.limit, settings.login.windowMs);
  // Consecutive failures are remembered for 90 days unless a success clears them.
  const loginFailures = limiter(
    'login-failures',
    settings.loginFailures.limit,
    90 * 24 * HOUR,
    settings.loginFailures.blockMs,
  );
  const identity = new Map(
    IDENTITY_ENDPOINTS.map((endpoint) => [
      endpoint,
      limiter(`identity${endpoint}`, settings.identity.limit, settings.identity.windowMs),
    ]),
  );
  const publicForms = {
    'contact-messages': limiter(
      'contact-messages',
      settings.publicForms.limit,
      settings.publicForms.windowMs,
    ),
    'counselling-requests': limiter(
      'counselling-requests',
      settings.publicForms.limit,
      settings.publicForms.windowMs,
    ),
  } satisfies Record<PublicForm, Limiter>;
  const uploads = limiter('uploads', settings.uploads.limit, settings.uploads.windowMs);
  const contributions = limiter(
    'contributions',
    settings.contributions.limit,
    settings.contributions.windowMs,
  );
  const posting = limiter('community-posting', settings.posting.limit, settings.posting.windowMs);

  const officePhotos = limiter(
    'office-photos',
    settings.officePhotos.limit,
    settings.officePhotos.windowMs,
  );

  await loginAttempts.store.createIndexes();

  return {
    settings,
    loginAttempts: middleware(loginAttempts, LOGIN_RATE_LIMITED),
    checkLogin: async (req, email, verify) => {
      const key = `${email.trim().toLowerCase()}|${clientKey(req)}`;
      try {
        await loginFailures.store.consume(key);
      } catch (rejection) {
        if (!isOverLimit(rejection)) throw rejection;
        // Only Retry-After: the remaining count of one address is nobody else's business.
        throw jsonError(429, LOGIN_RATE_LIMITED, {
          headers: { 'Retry-After': String(secondsUntil(rejection.msBeforeNext)) },
        });
      }
      let user: Awaited<ReturnType<typeof verify>>;
      try {
        user = await verify();
      } catch (error) {
        await loginFailures.store.reward(key).catch(() => {});
        throw error;
      }
      if (user) await loginFailures.store.delete(key);
      return user;
    },
    identity: (endpoint) => middleware(identity.get(endpoint)!, TOO_MANY_REQUESTS),
    publicForm: (form, req, res) =>
      enforce(publicForms[form], clientKey(req), TOO_MANY_REQUESTS, res),
    upload: (userId, res) => enforce(uploads, `user:${userId}`, UPLOAD_RATE_LIMITED, res),
    contribution: (userId, res) =>
      enforce(contributions, `user:${userId}`, CONTRIBUTION_RATE_LIMITED, res),
    posting: (userId, res) =>
      enforce(posting, `user:${userId}`, COMMUNITY_ERRORS.posting_rate_limited, res),
    officePhoto: (userId, companyId, res) =>
      enforce(officePhotos, `user:${userId}|company:${companyId}`, OFFICE_PHOTOS_RATE_LIMITED, res),
  };
}
