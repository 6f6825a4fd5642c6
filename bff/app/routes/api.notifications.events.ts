import type { LoaderFunctionArgs } from '@remix-run/node';
import { notificationChannel } from '@rozgar/contracts';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { liveChannelResponse } from '../services/live-events.server';

/**
 * GET /api/notifications/events (any logged-in user) → Server-Sent Events of the user's own
 * notification channel, from any BFF instance (docs/decisions/019-live-events.md): `notification`
 * (a new one, with the unread count) and `read` (the unread count after a mark on another tab),
 * each named by its `type`, its data the event as JSON. Logged out → 401; a request that does not
 * accept `text/event-stream` → 406.
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const user = requireUser(context);
  return liveChannelResponse(request, notificationChannel(user.id.toLowerCase()));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
