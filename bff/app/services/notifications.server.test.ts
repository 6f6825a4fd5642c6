import mongoose, { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TITLE_MAX,
  notificationChannel,
  notificationEventSchema,
} from '@rozgar/contracts';
import { connectDatabase } from '../../server/database';
import { startTestDatabase, type TestDatabase } from '../../test/support/database';
import { Notification } from '../models/notification.server';
import { stopLiveEvents, subscribeLiveEvents } from './live-events.server';
import { cutText, notify } from './notifications.server';

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
  await connectDatabase(database.uri, { serverSelectionTimeoutMS: 1500 });
});

afterAll(async () => {
  await stopLiveEvents();
  await mongoose.disconnect();
  await database.stop();
});

/** The next `n` events published on the user's channel. */
function nextEvents(userId: string, n: number) {
  const received: unknown[] = [];
  let unsubscribe = () => {};
  const done = new Promise<unknown[]>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`got ${received.length} of ${n}`)), 5_000);
    unsubscribe = subscribeLiveEvents(notificationChannel(userId), (data) => {
      received.push(data);
      if (received.length === n) {
        clearTimeout(timer);
        resolve(received);
      }
    });
  });
  return done.finally(() => unsubscribe());
}

describe('notify()', () => {
  it('stores the notification and publishes it with the unread count on the user’s channel', async () => {
    const userId = new Types.ObjectId().toHexString();
    const events = nextEvents(userId, 2);
    await notify({ userId, type: 'new_application', title: 'First', link: '/recruiter-jobs' });
    await notify({ userId, type: 'team_action', title: 'Second', body: 'details', link: '//evil' });
    const [first, second] = (await events).map((event) => notificationEventSchema.parse(event));
    expect(first).toMatchObject({
      type: 'notification',
      unread: 1,
      notification: { title: 'First', body: '', link: '/recruiter-jobs', read: false },
    });
    // A link off the portal is never stored.
    expect(second).toMatchObject({
      unread: 2,
      notification: { title: 'Second', body: 'details', link: null, type: 'team_action' },
    });
    expect(await Notification.countDocuments({ user_id: userId })).toBe(2);
  });

  it('stores one notification per user and key; the same key for another user is theirs', async () => {
    const userId = new Types.ObjectId().toHexString();
    const other = new Types.ObjectId().toHexString();
    const input = {
      type: 'community_like',
      title: 'Asha liked your post',
      key: 'like:p:a',
    } as const;
    await Promise.all([notify({ ...input, userId }), notify({ ...input, userId })]);
    await notify({ ...input, userId });
    await notify({ ...input, userId: other });
    expect(await Notification.countDocuments({ user_id: userId })).toBe(1);
    expect(await Notification.countDocuments({ user_id: other })).toBe(1);
  });

  it('cuts long texts to the contract’s limits with "…"', async () => {
    const userId = new Types.ObjectId().toHexString();
    await notify({
      userId,
      type: 'application_status',
      title: 'T'.repeat(NOTIFICATION_TITLE_MAX + 40),
      body: 'B'.repeat(NOTIFICATION_BODY_MAX * 2),
    });
    const stored = await Notification.findOne({ user_id: userId }).lean();
    expect(stored?.title).toHaveLength(NOTIFICATION_TITLE_MAX);
    expect(stored?.title.endsWith('…')).toBe(true);
    expect(stored?.body).toHaveLength(NOTIFICATION_BODY_MAX);
    expect(cutText('😀😀😀', 2)).toBe('😀…');
  });

  it('never rejects: a failure is logged and the caller goes on', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await expect(
        notify({ userId: 'not-an-id', type: 'team_action', title: 'x' }),
      ).resolves.toBeUndefined();
      await expect(
        notify({ userId: new Types.ObjectId(), type: 'team_action', title: '   ' }),
      ).resolves.toBeUndefined();
      expect(logged).toHaveBeenCalledTimes(2);
    } finally {
      logged.mockRestore();
    }
  });
});
