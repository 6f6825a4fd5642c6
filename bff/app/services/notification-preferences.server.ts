import type { Types } from 'mongoose';
import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_PREFERENCE_KEYS,
  type EmailPreferences,
  type EmailPreferencesBody,
} from '@rozgar/contracts';
import { EmailPreferencesModel } from '../models/notification.server';

/*
 * A seeker's e-mail preferences (docs/product/notifications-and-alerts.md, "Notification centre"):
 * one switch per kind of e-mail; a switch never saved reads its default.
 */

/** The user's switches: the saved ones, DEFAULT_EMAIL_PREFERENCES for the rest. */
export async function emailPreferencesOf(
  userId: string | Types.ObjectId,
): Promise<EmailPreferences> {
  const saved = await EmailPreferencesModel.findOne({ user_id: userId }).lean<
    Partial<Record<string, unknown>>
  >();
  return Object.fromEntries(
    EMAIL_PREFERENCE_KEYS.map((key) => [
      key,
      typeof saved?.[key] === 'boolean' ? saved[key] : DEFAULT_EMAIL_PREFERENCES[key],
    ]),
  ) as EmailPreferences;
}

/** Saves every switch (one document per user, made on the first save) and returns them. */
export async function saveEmailPreferences(
  userId: string,
  body: EmailPreferencesBody,
): Promise<EmailPreferences> {
  const switches = Object.fromEntries(EMAIL_PREFERENCE_KEYS.map((key) => [key, body[key]]));
  const save = () =>
    EmailPreferencesModel.updateOne(
      { user_id: userId },
      { $set: { ...switches, updated_at: new Date() } },
      { upsert: true },
    );
  // Two first saves at once: one inserts, the other meets the unique index and updates instead.
  await save().catch((error: unknown) => {
    if ((error as { code?: unknown } | null)?.code === 11000) return save();
    throw error;
  });
  return switches as EmailPreferences;
}
