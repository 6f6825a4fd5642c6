import type { ActionFunctionArgs } from '@remix-run/node';
import { subUserStatusBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { removeSubUser, requireAccountAdmin, setSubUserStatus } from '../services/sub-users.server';

const ALLOW = { Allow: 'PATCH, DELETE' };

/**
 * PATCH /api/sub-users/:id { status } (the account's admin) → { member, seats }: `deactivated` ends
 * their sessions now, `active` needs a seat (403 without). DELETE → { seats }: removed, sessions
 * end, the seat is free; their work stays the account's. Unknown member 404
 * (docs/product/recruiter-tools-and-workspace.md#sub-users).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PATCH' && request.method !== 'DELETE')
    return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const admin = requireAccountAdmin(context);
  const memberId = params.id ?? '';
  if (request.method === 'DELETE') return Response.json(await removeSubUser(admin, memberId));
  const { status } = validateOrThrow(
    subUserStatusBodySchema,
    await parseJsonBody(request, z.unknown()),
  );
  return Response.json(await setSubUserStatus(admin, memberId, status));
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
