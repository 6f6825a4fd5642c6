import { describe, expect, it } from 'vitest';
import { manyNotifications, seekerNotifications } from '../mocks/notificationFixtures';
import {
  addNotification,
  allNotifications,
  markRead,
  setUnread,
  unreadCount,
  type NotificationPages,
} from './notificationCache';

const [newest, ...older] = seekerNotifications;
const older2 = manyNotifications(2, 1);

const pages = (): NotificationPages => ({
  pages: [
    { notifications: older, unread: 1, next_before: older.at(-1)!.id },
    { notifications: older2, unread: 1, next_before: null },
  ],
  pageParams: [undefined, older.at(-1)!.id],
});

describe('the notification cache', () => {
  it('lists every loaded page newest first; the unread count is the newest page’s', () => {
    expect(allNotifications(pages()).map((item) => item.id)).toEqual(
      [...older, ...older2].map((item) => item.id),
    );
    expect(unreadCount(pages())).toBe(1);
    expect(unreadCount(undefined)).toBe(0);
    expect(allNotifications(undefined)).toEqual([]);
  });

  it('puts a live notification on top once, with the new count', () => {
    const once = addNotification(pages(), newest!, 2);
    expect(allNotifications(once)[0]).toEqual(newest);
    expect(unreadCount(once)).toBe(2);
    const twice = addNotification(once, newest!, 2);
    expect(allNotifications(twice)).toHaveLength(allNotifications(once).length);
  });

  it('marks some or all read, on every page, with the count the server gave', () => {
    const unreadId = older2[0]!.id;
    const some = markRead(pages(), [unreadId], 0);
    expect(allNotifications(some).find((item) => item.id === unreadId)!.read).toBe(true);
    expect(unreadCount(some)).toBe(0);
    const all = markRead(addNotification(pages(), newest!, 2), 'all', 0);
    expect(allNotifications(all).every((item) => item.read)).toBe(true);
    expect(unreadCount(setUnread(all, 4))).toBe(4);
  });
});
