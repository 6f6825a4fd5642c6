import { z } from 'zod';
import { bodyError, idSchema, queryError } from './text';
import { EMAIL_PREFERENCE_KEYS, NOTIFICATIONS_READ_MAX_IDS } from './vocabularies/notifications';

export * from './vocabularies/notifications';
export * from './payloads/notifications';

/*
 * The notification centre's requests (docs/product/notifications-and-alerts.md): the query of
 * GET /api/notifications, the body of POST /api/notifications/read and of
 * PUT /api/notification-preferences. What the API answers is in ./payloads/notifications.
 */

/** GET /api/notifications?before=<id>: the page older than that notification (newest when left out). */
export const notificationsQuerySchema = z.strictObject(
  { before: idSchema.optional() },
  { error: queryError },
);
export type NotificationsQuery = z.output<typeof notificationsQuerySchema>;

/** POST /api/notifications/read: `{ ids: [...] }` (1–100 of one's own) or `{ all: true }`. */
export const notificationsReadBodySchema = z.union(
  [
    z.strictObject(
      {
        ids: z
          .array(idSchema, 'ids must be a list of notification ids')
          .min(1, 'ids must name at least one notification')
          .max(NOTIFICATIONS_READ_MAX_IDS, `at most ${NOTIFICATIONS_READ_MAX_IDS} ids at once`),
      },
      { error: bodyError },
    ),
    z.strictObject({ all: z.literal(true, 'all must be true') }, { error: bodyError }),
  ],
  { error: () => 'Send { "ids": [...] } or { "all": true }' },
);
export type NotificationsReadBody = z.output<typeof notificationsReadBodySchema>;

/** PUT /api/notification-preferences: every switch, each true or false. */
export const emailPreferencesBodySchema = z.strictObject(
  Object.fromEntries(
    EMAIL_PREFERENCE_KEYS.map((key) => [key, z.boolean(`${key} must be true or false`)]),
  ) as Record<(typeof EMAIL_PREFERENCE_KEYS)[number], z.ZodBoolean>,
  { error: bodyError },
);
export type EmailPreferencesBody = z.output<typeof emailPreferencesBodySchema>;
