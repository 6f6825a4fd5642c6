import type { LoaderFunctionArgs } from '@remix-run/node';
import { notificationsQuerySchema } from '@rozgar/contracts';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError, parseQuery } from '../lib/http.server';
import { listNotifications } from '../services/notifications.server';

/**
 * GET /api/notifications?before=<id> (any logged-in user) → { notifications, unread, next_before }:
 * the user's own notifications, newest first, 20 a page; `next_before` is the `before` of the
 * next (older) page, null on the last (docs/product/notifications-and-alerts.md, "Notification
 * centre"). Logged out → 401; a malformed `before` → 400.
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const user = requireUser(context);
  const query = parseQuery(request, notificationsQuerySchema);
  return Response.json(await listNotifications(user.id, query));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
