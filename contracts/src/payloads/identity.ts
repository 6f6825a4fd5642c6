import { z } from 'zod/mini';
import { ROLES } from '../vocabularies/identity';
import { objectId } from './common';

/*
 * Who is signed in, as the API tells the frontends (docs/product/identity-and-accounts.md): the
 * same user in GET /api/me's answer and in POST /api/login's.
 */

/**
 * The signed-in user. A recruiter's also says `accountAdmin`: true for the account's admin (who
 * registered it), false for a sub-user, who sees no account management
 * (docs/decisions/026-recruiter-accounts-and-sub-users.md); a seeker's has none.
 */
export const sessionUserPayloadSchema = z.object({
  id: objectId,
  email: z.email(),
  role: z.enum(ROLES),
  name: z.string(),
  accountAdmin: z.optional(z.boolean()),
});
export type SessionUserPayload = z.infer<typeof sessionUserPayloadSchema>;

/** GET /api/me (signed in; 401 otherwise). */
export const mePayloadSchema = z.object({ user: sessionUserPayloadSchema });
export type MePayload = z.infer<typeof mePayloadSchema>;

/**
 * POST /api/login: the user, its role again (where the frontend goes next), and `welcome`, true
 * for the first login of a recruiter who registered the account (it opens /welcome).
 */
export const loginPayloadSchema = z.object({
  role: z.enum(ROLES),
  user: sessionUserPayloadSchema,
  welcome: z.boolean(),
});
export type LoginPayload = z.infer<typeof loginPayloadSchema>;
