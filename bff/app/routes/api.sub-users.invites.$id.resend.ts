import type { ActionFunctionArgs } from '@remix-run/node';
import { apiHandler, jsonError } from '../lib/http.server';
import {
  publicOrigin,
  requireAccountAdmin,
  resendInvite,
  whileMailingInvite,
} from '../services/sub-users.server';

const ALLOW = { Allow: 'POST' };

/**
 * POST /api/sub-users/invites/:id/resend (the account's admin) → { invite, seats }: a new link,
 * valid 7 days from now, mailed again; the old link stops working. Unknown, accepted or withdrawn
 * 404; an expired one needs a free seat (403).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const admin = requireAccountAdmin(context);
  const send = {
    mailer: context.identity.mailer,
    origin: publicOrigin(context.identity.publicOrigin, request),
  };
  return whileMailingInvite(async () =>
    Response.json(await resendInvite(admin, params.id ?? '', send)),
  );
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
