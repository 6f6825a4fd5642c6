import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiHandler, jsonError } from '../lib/http.server';
import { listSubUsers, requireAccountAdmin } from '../services/sub-users.server';

/**
 * GET /api/sub-users (the account's admin) → { seats, members, invites }
 * (docs/product/recruiter-tools-and-workspace.md#sub-users); a sub-user or a seeker 403.
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const admin = requireAccountAdmin(context);
  return Response.json(await listSubUsers(admin));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
