import type { NotificationsReadBody } from '@rozgar/contracts/notifications';
import { NOTIFICATION_EVENTS_PATH } from '@rozgar/contracts/vocabularies';
import {
  notificationEventSchema,
  notificationsPayloadSchema,
  notificationsReadResponseSchema,
  type Notification,
  type NotificationEvent,
  type NotificationsPayload,
} from '@rozgar/contracts/payloads/notifications';
import { apiFetch } from '@rozgar/design-system';

/*
 * The notification centre's API (docs/product/notifications-and-alerts.md#notification-centre),
 * every answer checked against the contracts.
 */

export type { Notification, NotificationEvent, NotificationsPayload };

/** The live events of the signed-in user's notifications (Server-Sent Events). */
export const NOTIFICATION_EVENTS_URL = NOTIFICATION_EVENTS_PATH;

/** `GET /api/notifications?before=`: the newest page, or the one older than `before`. */
export async function fetchNotifications(
  before: string | undefined,
  signal?: AbortSignal,
): Promise<NotificationsPayload> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return notificationsPayloadSchema.parse(await apiFetch(`/api/notifications${query}`, { signal }));
}

/** `POST /api/notifications/read` with `{ ids }` or `{ all: true }` → the unread count after it. */
export async function markNotificationsRead(body: NotificationsReadBody): Promise<number> {
  const answer = notificationsReadResponseSchema.parse(
    await apiFetch('/api/notifications/read', { method: 'POST', body }),
  );
  return answer.unread;
}

/** A live event's data, or null when it is not a notification event of the contract. */
export function parseNotificationEvent(data: unknown): NotificationEvent | null {
  const event = notificationEventSchema.safeParse(data);
  return event.success ? event.data : null;
}
