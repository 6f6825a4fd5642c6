import { z } from 'zod';
import { ROLES } from './vocabularies/identity';

export * from './vocabularies/identity';

/* Identity: who a user is (docs/product/identity-and-accounts.md). */

export const roleSchema = z.enum(ROLES, 'Role must be Job Seeker or Recruiter');

const id = z.string().regex(/^[0-9a-f]{24}$/i);
const when = z.union([z.iso.datetime({ offset: true }), z.date()]);

/** A user as stored (the password hash never leaves the BFF). */
export const storedUserSchema = z.looseObject({
  id,
  email: z.email(),
  role: roleSchema,
  name: z.string().min(1),
  created_at: when,
  last_login_at: when.optional(),
});

/** A recruiter's posting plan: how many open jobs they may have. */
export const storedUserPlanSchema = z.looseObject({
  id,
  user_id: id,
  job_limit: z.number().int().nonnegative(),
  created_at: when,
});
