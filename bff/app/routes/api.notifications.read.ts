import type { ActionFunctionArgs } from '@remix-run/node';
import { notificationsReadBodySchema } from '@rozgar/contracts';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { markNotificationsRead } from '../services/notifications.server';

/**
 * POST /api/notifications/read (any logged-in user) `{ ids: [...] }` or `{ all: true }` →
 * { unread }: marks the user's own notifications as read and tells their other tabs (a live
 * `read` event). Ids of other users' notifications are ignored; when none of the ids is the
 * user's → 404 "Notification not found" (docs/product/notifications-and-alerts.md).
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  const user = requireUser(context);
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
  const body = await parseJsonBody(request, notificationsReadBodySchema);
  return Response.json(await markNotificationsRead(user.id, body));
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
