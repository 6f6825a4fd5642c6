import type { ActionFunctionArgs } from '@remix-run/node';
import { subUserInviteBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import {
  inviteSubUser,
  publicOrigin,
  requireAccountAdmin,
  whileMailingInvite,
} from '../services/sub-users.server';

const ALLOW = { Allow: 'POST' };

/**
 * POST /api/sub-users/invites { name, email } (the account's admin) → 201 { invite, seats }, the
 * invitation mailed with its signup link. 403 no seat left, 409 the address has an account or a
 * pending invitation, 503 the mail could not go out (nothing kept)
 * (docs/product/recruiter-tools-and-workspace.md#sub-users).
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const admin = requireAccountAdmin(context);
  const body = validateOrThrow(subUserInviteBodySchema, await parseJsonBody(request, z.unknown()));
  const send = {
    mailer: context.identity.mailer,
    origin: publicOrigin(context.identity.publicOrigin, request),
  };
  return whileMailingInvite(async () =>
    Response.json(await inviteSubUser(admin, body, send), { status: 201 }),
  );
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
