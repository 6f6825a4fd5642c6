import { NOTIFICATION_EVENT_TYPES } from '@rozgar/contracts/vocabularies';
import { useLiveEvents, useSession } from '@rozgar/design-system';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { shellQueryKeys } from '../data/queries';
import {
  addNotification,
  markRead,
  setUnread,
  unreadCount,
  type NotificationPages,
} from './notificationCache';
import {
  fetchNotifications,
  markNotificationsRead,
  NOTIFICATION_EVENTS_URL,
  parseNotificationEvent,
  type Notification,
} from './notificationsApi';

/** The signed-in user's id, or null for a visitor (or while the session is being read). */
function useSignedInId(): string | null {
  return useSession((state) =>
    state.status === 'authenticated' ? (state.user?.id ?? null) : null,
  );
}

/** `GET /api/notifications` page by page (`before` = the previous page's `next_before`). */
export const notificationsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: shellQueryKeys.notifications(userId),
    queryFn: ({ pageParam, signal }) => fetchNotifications(pageParam, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.next_before ?? undefined,
  });

/**
 * The signed-in user's notifications, newest first, with "Show older" (`fetchNextPage`); the
 * bell shows the first page's, /notifications every loaded page. Nothing is asked for a visitor.
 */
export function useNotifications() {
  const userId = useSignedInId();
  return useInfiniteQuery({ ...notificationsQuery(userId ?? ''), enabled: userId !== null });
}

/**
 * The query as a list shows it: a failed "Show older" keeps the pages already loaded on screen
 * (the failure is told apart, in a toast) instead of replacing them with the error.
 */
export function loadedPagesState<Query extends { status: string; isFetchNextPageError: boolean }>(
  query: Query,
): Query {
  return query.isFetchNextPageError ? { ...query, status: 'success' } : query;
}

/** Marks some notifications (or `'all'`) read; the cached pages follow the server's answer. */
export function useMarkNotificationsRead() {
  const client = useQueryClient();
  const userId = useSignedInId();
  return useMutation({
    mutationFn: (ids: readonly string[] | 'all') =>
      markNotificationsRead(ids === 'all' ? { all: true } : { ids: [...ids] }),
    onSuccess: (unread, ids) => {
      if (userId === null) return;
      client.setQueryData<NotificationPages>(
        shellQueryKeys.notifications(userId),
        (data) => data && markRead(data, ids, unread),
      );
    },
  });
}

/**
 * The live notifications of the signed-in user (docs/product/notifications-and-alerts.md#notification-centre):
 * one EventSource per tab on `/api/notifications/events`, shared with any page listening to it.
 * A new notification goes on top of the cached pages with the new unread count and is passed to
 * `onNotification` (the bell announces it); a count changed elsewhere (read on another tab) is
 * taken, and the pages fetched again for their read marks; after a dropped connection comes back
 * everything is fetched again.
 */
export function useNotificationStream(onNotification: (notification: Notification) => void) {
  const client = useQueryClient();
  const userId = useSignedInId();
  useLiveEvents(
    userId === null ? null : NOTIFICATION_EVENTS_URL,
    NOTIFICATION_EVENT_TYPES,
    (message) => {
      if (userId === null) return;
      const queryKey = shellQueryKeys.notifications(userId);
      if (message.kind === 'reconnected') {
        void client.invalidateQueries({ queryKey });
        return;
      }
      const event = parseNotificationEvent(message.data);
      if (event === null) return;
      const cached = client.getQueryData<NotificationPages>(queryKey);
      if (event.type === 'notification') {
        if (cached)
          client.setQueryData(queryKey, addNotification(cached, event.notification, event.unread));
        else void client.invalidateQueries({ queryKey });
        onNotification(event.notification);
        return;
      }
      // Read somewhere: this tab's own marking already shows (same count); another's is fetched.
      if (cached && unreadCount(cached) === event.unread) return;
      if (cached) client.setQueryData(queryKey, setUnread(cached, event.unread));
      void client.invalidateQueries({ queryKey });
    },
  );
}
