import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { EMAIL_PREFERENCE_KEYS, NOTIFICATION_TYPES } from '@rozgar/contracts';

/**
 * One user's notification (docs/product/data-model.md#notifications,
 * docs/product/notifications-and-alerts.md "Notification centre"): what happened in words, where
 * to look, and when it was read (null while unread). `key`, when the producer gives one, names
 * the event ("like:<post>:<liker>", "quota:<kind>:<month>"): one notification per user and key,
 * so producing the same event twice stores it once.
 */
const notificationSchema = new Schema(
  {
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    type: { type: String, enum: NOTIFICATION_TYPES, required: true },
    title: { type: String, required: true },
    body: { type: String, default: '' },
    /** A path inside the portal ("/application-tracking"), or null. */
    link: { type: String, default: null },
    read_at: { type: Date, default: null },
    created_at: { type: Date, required: true, default: () => new Date() },
    key: { type: String },
  },
  { collection: 'notifications', versionKey: false },
);
/** A user's page, newest first (`_id` grows with time), and the next page by `_id < before`. */
notificationSchema.index({ user_id: 1, _id: -1 });
/** The unread count (`read_at: null`) and "mark all as read". */
notificationSchema.index({ user_id: 1, read_at: 1 });
/**
 * The daily retention delete (services/notification-retention.server.ts): every clause of its
 * filter bounds `created_at`, so on mongod it reads only the old rows instead of the collection
 * (docs/decisions/028-background-jobs.md "Later"). The embedded database answers ranges by a scan.
 */
notificationSchema.index({ created_at: 1 });
/** notify() is idempotent per key: only notifications with a key are in this index. */
notificationSchema.index(
  { user_id: 1, key: 1 },
  { unique: true, partialFilterExpression: { key: { $type: 'string' } } },
);

export type NotificationFields = InferSchemaType<typeof notificationSchema>;

const compileNotification = () => mongoose.model('Notification', notificationSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const Notification =
  (mongoose.models.Notification as ReturnType<typeof compileNotification> | undefined) ??
  compileNotification();

/**
 * A seeker's e-mail switches (docs/product/data-model.md#email_preferences): stored once the
 * seeker saves them; until then DEFAULT_EMAIL_PREFERENCES apply.
 */
const emailPreferencesSchema = new Schema(
  {
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    ...Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, { type: Boolean }])),
    updated_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'email_preferences', versionKey: false },
);
emailPreferencesSchema.index({ user_id: 1 }, { unique: true });

const compileEmailPreferences = () => mongoose.model('EmailPreferences', emailPreferencesSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const EmailPreferencesModel =
  (mongoose.models.EmailPreferences as ReturnType<typeof compileEmailPreferences> | undefined) ??
  compileEmailPreferences();
