import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { getProfile, updateProfile } from '../services/profile.server';
import { profilePatchSchema } from '../services/profile-schemas.server';

const ALLOW = { Allow: 'GET, PATCH' };

/**
 * GET /api/profile → { profile, completeness, resume } (seeker); a seeker without a profile gets
 * one made from their account.
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const user = requireSeeker(context);
  return Response.json(await getProfile(user));
});

/**
 * PATCH /api/profile { any scalar profile field, skills } → the same body as GET. Unknown fields
 * and bad values are a 400 and change nothing; null or "" clears an optional field.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'PATCH') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireSeeker(context);
  const patch = await parseJsonBody(request, profilePatchSchema);
  return Response.json(await updateProfile(user, patch));
});
