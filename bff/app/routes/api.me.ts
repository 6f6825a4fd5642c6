import type { LoaderFunctionArgs } from '@remix-run/node';
import type { MePayload } from '@rozgar/contracts/payloads/identity';
import { requireUser, sessionUserPayload } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';

/**
 * GET /api/me → { user: { id, email, role, name } }, or 401 when logged out. A recruiter's also
 * says `accountAdmin`: false for a sub-user, who sees no account management (ADR 026,
 * docs/product/recruiter-tools-and-workspace.md#sub-users). POST /api/login answers the same user.
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const payload: MePayload = { user: sessionUserPayload(requireUser(context)) };
  return Response.json(payload, { headers: { 'Cache-Control': 'no-store' } });
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
