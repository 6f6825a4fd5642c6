import { Types } from 'mongoose';
import {
  NOTIFICATION_BODY_MAX,
  NOTIFICATION_TEXTS,
  NOTIFICATION_TITLE_MAX,
  NOTIFICATIONS_PAGE_SIZE,
  notificationChannel,
  type EmailPreferenceKey,
  type Notification as NotificationPayload,
  type NotificationEvent,
  type NotificationsPayload,
  type NotificationsQuery,
  type NotificationsReadBody,
  type NotificationsReadResponse,
  type NotificationType,
} from '@rozgar/contracts';
import { jsonError } from '../lib/http.server';
import { Notification } from '../models/notification.server';
import { User } from '../models/user.server';
import { publishLiveEvent } from './live-events.server';
import type { Mailer, OutgoingMail } from './mail.server';
import { emailPreferencesOf } from './notification-preferences.server';

/*
 * notify(): how every part of the BFF tells a user something
 * (docs/product/notifications-and-alerts.md, "Notification centre"). It stores the notification,
 * publishes it on the user's live channel (docs/decisions/019-live-events.md) for their open tabs,
 * and, when asked, e-mails it too. A notification is a side effect of something that already
 * happened (an application, a status change): notify() never throws into its caller.
 */

export interface NotifyInput {
  /** Who is told (a user's id). */
  userId: string | Types.ObjectId;
  type: NotificationType;
  title: string;
  body?: string;
  /** A path inside the portal ("/application-tracking"); anything else is dropped. */
  link?: string | null;
  /**
   * Names the event ("like:<post>:<liker>"): a second notify() with the same user and key
   * stores nothing, publishes nothing and mails nothing.
   */
  key?: string;
}

/** What sending a notification's e-mail needs: the mailer, and the origin its links point to. */
export interface MailOutlet {
  mailer: Mailer;
  /** PUBLIC_ORIGIN, or the request's origin. */
  origin: string;
}

/**
 * The outlet of a request's notification mails: the server's mailer, and PUBLIC_ORIGIN (else the
 * request's origin) for their links.
 */
export function mailOutlet(
  context: { identity: { mailer: Mailer; publicOrigin?: string } },
  request: Request,
): MailOutlet {
  return {
    mailer: context.identity.mailer,
    origin: context.identity.publicOrigin || new URL(request.url).origin,
  };
}

/** Mail the notification too, when the recipient's preference (seekers) says so. */
export interface NotifyMail {
  outlet: MailOutlet;
  /** The switch that decides (docs/product/notifications-and-alerts.md); left out: always. */
  preference?: EmailPreferenceKey;
  compose: (recipient: { email: string; name: string }, origin: string) => OutgoingMail;
}

/** `text` cut to `max` characters (whole code points), ending in "…" when cut. */
export function cutText(text: string, max: number): string {
  const characters = Array.from(text.trim());
  if (characters.length <= max) return characters.join('');
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`;
}

/** A portal path (one leading "/", not "//"), or null. */
function portalPath(link: string | null | undefined): string | null {
  return typeof link === 'string' && /^\/(?!\/)/.test(link) && !/[\s\\]/.test(link) ? link : null;
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

export interface NotificationRecord {
  _id: Types.ObjectId;
  type: string;
  title: string;
  body?: string | null;
  link?: string | null;
  read_at?: Date | null;
  created_at: Date;
}

/** A stored notification as the API sends it (`notificationSchema` of @rozgar/contracts). */
export function notificationPayload(record: NotificationRecord): NotificationPayload {
  return {
    id: String(record._id),
    type: record.type as NotificationType,
    title: record.title,
    body: record.body ?? '',
    link: portalPath(record.link),
    read: record.read_at != null,
    created_at: record.created_at.toISOString(),
  };
}

/** How many of the user's notifications are unread. */
export async function unreadCount(userId: string | Types.ObjectId): Promise<number> {
  return Notification.countDocuments({ user_id: userId, read_at: null });
}

/** Publishes an event on the user's channel (their open tabs, on every BFF instance). */
export async function publishNotificationEvent(
  userId: string | Types.ObjectId,
  event: NotificationEvent,
): Promise<void> {
  await publishLiveEvent(notificationChannel(String(userId).toLowerCase()), event);
}

/**
 * Stores a notification for `userId`, publishes `{ type: 'notification', notification, unread }`
 * on their live channel and, with `mail`, e-mails them (when their preference allows). A
 * duplicate `key` is a no-op. Never rejects: a failure is logged, and the caller's work (an
 * application, a status change) stands.
 */
export async function notify(input: NotifyInput, mail?: NotifyMail): Promise<void> {
  try {
    const userId = new Types.ObjectId(String(input.userId));
    const title = cutText(input.title, NOTIFICATION_TITLE_MAX);
    if (title.length === 0) throw new Error('a notification needs a title');
    let record: NotificationRecord;
    try {
      const created = await Notification.create({
        user_id: userId,
        type: input.type,
        title,
        body: cutText(input.body ?? '', NOTIFICATION_BODY_MAX),
        link: portalPath(input.link),
        ...(input.key ? { key: input.key } : {}),
      });
      record = created.toObject() as NotificationRecord;
    } catch (error) {
      if (input.key && isDuplicateKey(error)) return;
      throw error;
    }
    // The open tabs first (a slow mail server never delays the bell); the mail goes either way.
    try {
      await publishNotificationEvent(userId, {
        type: 'notification',
        notification: notificationPayload(record),
        unread: await unreadCount(userId),
      });
    } catch (error) {
      console.error('[bff] a notification was stored but not published', input.type, error);
    }
    if (mail) await mailNotification(userId, mail);
  } catch (error) {
    console.error('[bff] a notification was not delivered', input.type, error);
  }
}

async function mailNotification(userId: Types.ObjectId, mail: NotifyMail): Promise<void> {
  try {
    if (mail.preference) {
      const preferences = await emailPreferencesOf(userId);
      if (!preferences[mail.preference]) return;
    }
    const user = await User.findById(userId, { email: 1, name: 1 }).lean<{
      email?: string;
      name?: string;
    }>();
    if (!user?.email) return;
    await mail.outlet.mailer.send(
      mail.compose({ email: user.email, name: user.name ?? '' }, mail.outlet.origin),
    );
  } catch (error) {
    console.error('[bff] a notification e-mail was not sent', error);
  }
}

/**
 * GET /api/notifications?before=: the user's own notifications, newest first, 20 at a time (older
 * than `before` when given), with the unread count and the `before` of the next page.
 */
export async function listNotifications(
  userId: string,
  { before }: NotificationsQuery,
): Promise<NotificationsPayload> {
  const [records, unread] = await Promise.all([
    Notification.find({ user_id: userId, ...(before ? { _id: { $lt: before } } : {}) })
      .sort({ _id: -1 })
      .limit(NOTIFICATIONS_PAGE_SIZE + 1)
      .lean<NotificationRecord[]>(),
    unreadCount(userId),
  ]);
  const page = records.slice(0, NOTIFICATIONS_PAGE_SIZE);
  return {
    notifications: page.map(notificationPayload),
    unread,
    next_before: records.length > NOTIFICATIONS_PAGE_SIZE ? String(page.at(-1)!._id) : null,
  };
}

/**
 * POST /api/notifications/read: marks the named notifications (only the user's own: another
 * user's id, like an unknown one, is left alone; when none of the ids is the user's the answer is
 * a thrown 404 "Notification not found") or all of them as read, tells the user's other tabs the
 * new unread count, and returns it. Marking a read notification again changes nothing.
 */
export async function markNotificationsRead(
  userId: string,
  body: NotificationsReadBody,
): Promise<NotificationsReadResponse> {
  const now = new Date();
  if ('ids' in body) {
    const mine = { user_id: userId, _id: { $in: body.ids } };
    const [owned, result] = await Promise.all([
      Notification.countDocuments(mine),
      Notification.updateMany({ ...mine, read_at: null }, { $set: { read_at: now } }),
    ]);
    if (owned === 0 && result.modifiedCount === 0)
      throw jsonError(404, NOTIFICATION_TEXTS.notFound);
  } else {
    await Notification.updateMany({ user_id: userId, read_at: null }, { $set: { read_at: now } });
  }
  const unread = await unreadCount(userId);
  try {
    await publishNotificationEvent(userId, { type: 'read', unread });
  } catch (error) {
    // The other tabs learn the count at their next fetch; marking has happened.
    console.error('[bff] the read event was not published', error);
  }
  return { unread };
}
