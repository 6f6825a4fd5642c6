import { Notification } from '../models/notification.server';
import type { QueueJobDefinition } from './job-queue.server';

/*
 * Notifications are not kept for ever (docs/product/notifications-and-alerts.md#what-the-server-does,
 * docs/decisions/028-background-jobs.md "Later"): a read notification older than 90 days and
 * any notification older than 180 days is removed, by a background job on the shared queue, once
 * a day on one instance. Running it again (a second instance, a retry) removes nothing more.
 */

export const RETENTION_JOB = 'notifications:retention';
/** A read notification is kept this long after it was made. */
export const READ_NOTIFICATION_KEEP_DAYS = 90;
/** Any notification, read or not, is kept this long after it was made. */
export const NOTIFICATION_KEEP_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The notifications the rule removes at `now`, as a filter. */
export function expiredNotificationsFilter(now: Date) {
  const daysAgo = (days: number) => new Date(now.getTime() - days * DAY_MS);
  return {
    $or: [
      { created_at: { $lt: daysAgo(NOTIFICATION_KEEP_DAYS) } },
      {
        read_at: { $type: 'date' as const },
        created_at: { $lt: daysAgo(READ_NOTIFICATION_KEEP_DAYS) },
      },
    ],
  };
}

/** Removes the notifications the rule says are old at `now`; returns how many went. */
export async function removeOldNotifications(now: Date = new Date()): Promise<number> {
  const { deletedCount } = await Notification.deleteMany(expiredNotificationsFilter(now));
  return deletedCount;
}

/** The retention's queue job, for startJobQueue() (repeated `every` day). */
export function notificationRetentionJobs(
  clock: () => Date = () => new Date(),
): QueueJobDefinition<never>[] {
  const retention: QueueJobDefinition<Record<string, never>> = {
    name: RETENTION_JOB,
    handler: async () => {
      const removed = await removeOldNotifications(clock());
      if (removed > 0) console.info(`[bff] removed ${removed} old notifications`);
    },
  };
  return [retention] as unknown as QueueJobDefinition<never>[];
}
