import { z } from 'zod/mini';
import { EMAIL_PREFERENCE_KEYS, NOTIFICATION_TYPES } from '../vocabularies/notifications';
import { count, isoDateTime, objectId, someText } from './common';

/*
 * The notification centre as the API sends it (docs/product/notifications-and-alerts.md).
 */

/** One notification: what happened, in words, and where to look (a path inside the portal). */
export const notificationSchema = z.strictObject({
  id: objectId,
  type: z.enum(NOTIFICATION_TYPES),
  title: someText,
  body: z.string(),
  /** A path of the portal ("/job-details/…", "/application-tracking"), never another site. */
  link: z.nullable(z.string().check(z.regex(/^\/(?!\/)/))),
  read: z.boolean(),
  created_at: isoDateTime,
});
export type Notification = z.infer<typeof notificationSchema>;

/**
 * GET /api/notifications?before= → the newest page (older than `before` when given), the number
 * of unread notifications, and the `before` of the next page (null on the last one).
 */
export const notificationsPayloadSchema = z.strictObject({
  notifications: z.array(notificationSchema),
  unread: count,
  next_before: z.nullable(objectId),
});
export type NotificationsPayload = z.infer<typeof notificationsPayloadSchema>;

/** POST /api/notifications/read → the unread count after marking. */
export const notificationsReadResponseSchema = z.strictObject({ unread: count });
export type NotificationsReadResponse = z.infer<typeof notificationsReadResponseSchema>;

/**
 * The SSE events of GET /api/notifications/events (named by `type`): a new notification with the
 * unread count after it, or a change of the unread count (read on another tab or device).
 */
export const notificationEventSchema = z.discriminatedUnion('type', [
  z.strictObject({
    type: z.literal('notification'),
    notification: notificationSchema,
    unread: count,
  }),
  z.strictObject({ type: z.literal('read'), unread: count }),
]);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/** GET/PUT /api/notification-preferences (seekers): one switch per kind of e-mail. */
export const emailPreferencesSchema = z.strictObject(
  Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, z.boolean()])) as Record<
    (typeof EMAIL_PREFERENCE_KEYS)[number],
    z.ZodMiniBoolean
  >,
);
export type EmailPreferences = z.infer<typeof emailPreferencesSchema>;
