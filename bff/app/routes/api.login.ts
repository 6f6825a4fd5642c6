import type { ActionFunctionArgs } from '@remix-run/node';
import type { LoginPayload } from '@rozgar/contracts/payloads/identity';
import { z } from 'zod';
import { sessionUserPayload } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { inputText } from '../lib/validation.server';
import {
  ACCOUNT_DEACTIVATED,
  isAccountDeactivated,
  isPasswordHashingBusy,
  passwordHashingBusyResponse,
  recordLogin,
} from '../services/auth.server';
import { takeWelcome } from '../services/welcome.server';

const loginBodySchema = z.object({
  email: inputText('Email', { max: 254, tooLong: 'Enter a valid email address' })
    .toLowerCase()
    .pipe(z.email('Enter a valid email address')),
  password: inputText('Password', { max: 200, trim: false }).min(1, 'Password is required'),
});

/**
 * POST /api/login { email, password } → { role, user, welcome } and a fresh session cookie; `user`
 * is what GET /api/me answers (contracts/src/payloads/identity.ts); `welcome` is true for the
 * first login of a recruiter who registered the account, which opens /welcome
 * (docs/product/identity-and-accounts.md).
 * Every attempt has already been counted per IP (middleware in server.ts); here an address that
 * has failed too often in a row from this IP gets 429 without its password being checked, a
 * server busy with other password checks answers 503, and a sub-user whose admin deactivated them
 * 403 in words (with the right password only).
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
  const credentials = await parseJsonBody(request, loginBodySchema);
  let user;
  try {
    user = await context.rateLimits.checkLogin(context.req, credentials.email, () =>
      context.login(credentials),
    );
  } catch (error) {
    if (isPasswordHashingBusy(error)) return passwordHashingBusyResponse(error);
    if (isAccountDeactivated(error)) return jsonError(403, ACCOUNT_DEACTIVATED);
    throw error;
  }
  if (!user) return jsonError(401, 'Invalid email or password');
  await recordLogin(user.id);
  const welcome = user.role === 'Recruiter' && (await takeWelcome(user.id));
  const payload: LoginPayload = { role: user.role, user: sessionUserPayload(user), welcome };
  return Response.json(payload);
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
