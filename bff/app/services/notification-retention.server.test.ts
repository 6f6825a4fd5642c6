import mongoose, { Types } from 'mongoose';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../test/support/database';
import { Notification } from '../models/notification.server';
import { AGENDA_COLLECTION, startJobQueue, stopJobQueue } from './job-queue.server';
import {
  expiredNotificationsFilter,
  notificationRetentionJobs,
  removeOldNotifications,
  RETENTION_JOB,
} from './notification-retention.server';

// Notification retention (docs/product/notifications-and-alerts.md#what-the-server-does): read
// ones older than 90 days and any older than 180 days go; the rest stays; a second run removes
// nothing; the daily queue job does it with the clock it is given.

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
  await mongoose.connect(database.uri);
});

beforeEach(async () => {
  await Notification.deleteMany({});
});

afterAll(async () => {
  await stopJobQueue();
  await mongoose.disconnect();
  await database.stop();
});

const NOW = new Date('2026-11-25T12:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const daysBefore = (days: number, from = NOW) => new Date(from.getTime() - days * DAY);

/** One notification made `ageDays` before NOW, read a day after it was made or never. */
async function stored(title: string, ageDays: number, read: boolean) {
  const created_at = daysBefore(ageDays);
  await Notification.create({
    user_id: new Types.ObjectId(),
    type: 'job_match',
    title,
    created_at,
    read_at: read ? new Date(created_at.getTime() + DAY) : null,
  });
}

const titles = async () =>
  (await Notification.find({}, { title: 1 }).sort({ title: 1 }).lean()).map((n) => n.title);

async function storeEveryCase() {
  await stored('read 89 days', 89, true);
  await stored('read 91 days', 91, true);
  await stored('unread 91 days', 91, false);
  await stored('unread 179 days', 179, false);
  await stored('unread 181 days', 181, false);
  await stored('read 200 days', 200, true);
  await stored('new, unread', 0, false);
}

describe('notification retention', () => {
  it('removes read notifications older than 90 days and any older than 180 days, once', async () => {
    await storeEveryCase();
    expect(await removeOldNotifications(NOW)).toBe(3);
    expect(await titles()).toEqual([
      'new, unread',
      'read 89 days',
      'unread 179 days',
      'unread 91 days',
    ]);
    // idempotent: the same day again removes nothing; two days on, "read 89 days" is 91 days old
    expect(await removeOldNotifications(NOW)).toBe(0);
    expect(await removeOldNotifications(new Date(NOW.getTime() + 2 * DAY))).toBe(2);
    expect(await titles()).toEqual(['new, unread', 'unread 91 days']);
  });

  it('has an index to delete through: every clause of the filter bounds created_at, indexed', async () => {
    // mongod answers each $or clause from { created_at: 1 } (an IXSCAN per clause) instead of
    // reading the whole collection; the embedded database, without ordered indexes, scans.
    await Notification.createIndexes();
    const keys = (await Notification.collection.indexes()).map((index) => index.key);
    expect(keys).toContainEqual({ created_at: 1 });
    for (const clause of expiredNotificationsFilter(NOW).$or)
      expect(clause.created_at.$lt).toBeInstanceOf(Date);
  });

  it('runs as a repeating job on the shared queue with the clock it is given', async () => {
    await storeEveryCase();
    await startJobQueue({
      db: mongoose.connection.db!,
      process: true,
      processEveryMs: 50,
      definitions: notificationRetentionJobs(() => NOW),
      repeating: [{ every: '1 day', name: RETENTION_JOB }],
    });
    const deadline = Date.now() + 5_000;
    while ((await Notification.countDocuments()) > 4) {
      if (Date.now() > deadline) throw new Error('the retention job never ran');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await titles()).toEqual([
      'new, unread',
      'read 89 days',
      'unread 179 days',
      'unread 91 days',
    ]);
    const jobs = await mongoose.connection
      .db!.collection(AGENDA_COLLECTION)
      .find({ name: RETENTION_JOB })
      .toArray();
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.repeatInterval).toBe('1 day');
    await stopJobQueue();
  });
});
