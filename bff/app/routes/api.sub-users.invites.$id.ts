import type { ActionFunctionArgs } from '@remix-run/node';
import { apiHandler, jsonError } from '../lib/http.server';
import { requireAccountAdmin, withdrawInvite } from '../services/sub-users.server';

const ALLOW = { Allow: 'DELETE' };

/**
 * DELETE /api/sub-users/invites/:id (the account's admin) → { seats }: the invitation is withdrawn
 * (its link stops working, the seat is free); unknown, accepted or withdrawn 404.
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'DELETE') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const admin = requireAccountAdmin(context);
  return Response.json(await withdrawInvite(admin, params.id ?? ''));
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
