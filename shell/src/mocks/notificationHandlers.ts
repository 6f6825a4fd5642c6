import type { Notification, NotificationsPayload } from '@rozgar/contracts/payloads/notifications';
import { NOTIFICATIONS_PAGE_SIZE } from '@rozgar/contracts/vocabularies';
import { DOWN, failure, pending } from '@rozgar/design-system/remote-kit/bff-mocks';
import { http, HttpResponse } from 'msw';

// The notification centre's BFF as MSW handlers (ADR 017), for the shell's stories and tests:
// `notificationInbox(list)` answers GET /api/notifications page by page (`?before=`) and
// POST /api/notifications/read over its own copy of `list`, as the BFF does.

export interface NotificationInbox {
  handlers: ReturnType<typeof http.get>[];
  /** The inbox as it is now (read marks included). */
  items: Notification[];
  /** A notification arrives (newest first), as the server stores it. */
  add: (notification: Notification) => void;
  unread: () => number;
}

export function notificationInbox(
  initial: readonly Notification[],
  pageSize: number = NOTIFICATIONS_PAGE_SIZE,
): NotificationInbox {
  const items = initial.map((item) => ({ ...item }));
  const unread = () => items.filter((item) => !item.read).length;
  const list = http.get('/api/notifications', ({ request }) => {
    const before = new URL(request.url).searchParams.get('before');
    const start = before === null ? 0 : items.findIndex((item) => item.id === before) + 1;
    const page = items.slice(start, start + pageSize);
    const more = start + pageSize < items.length;
    const answer: NotificationsPayload = {
      notifications: page,
      unread: unread(),
      next_before: more ? (page.at(-1)?.id ?? null) : null,
    };
    return HttpResponse.json(answer);
  });
  const read = http.post('/api/notifications/read', async ({ request }) => {
    const body = (await request.json()) as { ids?: string[]; all?: true };
    for (const item of items) if (body.all || body.ids?.includes(item.id)) item.read = true;
    return HttpResponse.json({ unread: unread() });
  });
  return {
    handlers: [list, read],
    items,
    add: (notification) => items.unshift({ ...notification }),
    unread,
  };
}

export const notificationHandlers = {
  /** GET /api/notifications never answers: the bell and the page stay loading. */
  loading: () =>
    pending('get', '/api/notifications', { notifications: [], unread: 0, next_before: null }),
  /** GET /api/notifications fails (503). */
  down: () => failure('get', '/api/notifications', 503, DOWN),
  /** POST /api/notifications/read fails (503). */
  readFails: () => failure('post', '/api/notifications/read', 503, DOWN),
};
