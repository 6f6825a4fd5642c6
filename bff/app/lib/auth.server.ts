import type { AppLoadContext } from '@remix-run/node';
import type { Role } from '@rozgar/contracts';
import type { SessionUserPayload } from '@rozgar/contracts/payloads/identity';
import type { SessionUser } from './load-context.server';
import { jsonError } from './http.server';

export const NOT_LOGGED_IN = 'Not logged in';

/** The signed-in user, or a thrown 401; with a role, a user of another role gets a thrown 403. */
export function requireUser(context: AppLoadContext, role?: Role): SessionUser {
  const user = context.user;
  if (!user) throw jsonError(401, NOT_LOGGED_IN);
  if (role && user.role !== role) throw jsonError(403, `Only a ${role} can do this`);
  return user;
}

/**
 * The signed-in user as the API tells the frontends: GET /api/me and POST /api/login answer the
 * same (contracts/src/payloads/identity.ts); a recruiter's says whether they are the account's
 * admin (ADR 026).
 */
export function sessionUserPayload(user: SessionUser): SessionUserPayload {
  const { id, email, role, name, accountAdmin } = user;
  return { id, email, role, name, ...(role === 'Recruiter' ? { accountAdmin } : {}) };
}

export const ONLY_SEEKERS = 'Only job seekers can do this';

/**
 * The signed-in job seeker (ADR 009: any role but Recruiter,
 * docs/product/identity-and-accounts.md#roles), or a thrown 401 when logged out and 403 for a
 * recruiter.
 */
export function requireSeeker(context: AppLoadContext): SessionUser {
  const user = requireUser(context);
  if (user.role === 'Recruiter') throw jsonError(403, ONLY_SEEKERS);
  return user;
}

export const ONLY_RECRUITERS = 'Only recruiters can do this';

/**
 * The signed-in recruiter (ADR 011: role `Recruiter`), or a thrown 401 when logged out and 403 for
 * anyone else.
 */
export function requireRecruiter(context: AppLoadContext): SessionUser {
  const user = requireUser(context);
  if (user.role !== 'Recruiter') throw jsonError(403, ONLY_RECRUITERS);
  return user;
}
