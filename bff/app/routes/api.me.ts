import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';

/**
 * GET /api/me → { user: { id, email, role, name } }, or 401 when logged out. A recruiter's also
 * says `accountAdmin`: false for a sub-user, who sees no account management (ADR 026,
 * docs/product/recruiter-tools-and-workspace.md#sub-users).
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const { id, email, role, name, accountAdmin } = requireUser(context);
  return Response.json(
    { user: { id, email, role, name, ...(role === 'Recruiter' ? { accountAdmin } : {}) } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
