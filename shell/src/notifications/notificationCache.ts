import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationsPayload } from './notificationsApi';

/*
 * How the cached notification pages change without asking the server again: a live notification
 * goes on top, reading one (or all) flips its mark, and the unread count is the server's latest.
 * The unread count lives on the newest page (pages[0]), which the bell reads.
 */

export type NotificationPages = InfiniteData<NotificationsPayload>;

/** The notifications of every loaded page, newest first. */
export function allNotifications(data: NotificationPages | undefined): Notification[] {
  return data?.pages.flatMap((page) => page.notifications) ?? [];
}

/** The unread count the server last told (0 before the first answer). */
export function unreadCount(data: NotificationPages | undefined): number {
  return data?.pages[0]?.unread ?? 0;
}

function withFirstPage(
  data: NotificationPages,
  change: (page: NotificationsPayload) => NotificationsPayload,
): NotificationPages {
  const [first, ...rest] = data.pages;
  return first ? { ...data, pages: [change(first), ...rest] } : data;
}

/** A new notification on top (once, even if it is already listed), with the new unread count. */
export function addNotification(
  data: NotificationPages,
  notification: Notification,
  unread: number,
): NotificationPages {
  const listed = data.pages.some((page) =>
    page.notifications.some((item) => item.id === notification.id),
  );
  return withFirstPage(data, (page) => ({
    ...page,
    unread,
    notifications: listed ? page.notifications : [notification, ...page.notifications],
  }));
}

/** The unread count the server told (read elsewhere, or after marking). */
export function setUnread(data: NotificationPages, unread: number): NotificationPages {
  return withFirstPage(data, (page) => ({ ...page, unread }));
}

/** These notifications (or every one) marked read, with the unread count after it. */
export function markRead(
  data: NotificationPages,
  ids: readonly string[] | 'all',
  unread: number,
): NotificationPages {
  const isRead = (id: string) => ids === 'all' || ids.includes(id);
  return setUnread(
    {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        notifications: page.notifications.map((item) =>
          !item.read && isRead(item.id) ? { ...item, read: true } : item,
        ),
      })),
    },
    unread,
  );
}
