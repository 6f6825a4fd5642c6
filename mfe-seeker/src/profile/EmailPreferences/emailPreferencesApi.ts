import {
  emailPreferencesSchema,
  type EmailPreferences,
} from '@rozgar/contracts/payloads/notifications';
import { apiFetch } from '@rozgar/design-system';
import { queryOptions } from '@tanstack/react-query';

export type { EmailPreferences };

/** The seeker's e-mail switches in the portal's cache (under the seeker's area). */
export const emailPreferencesKey = ['seeker', 'email-preferences'] as const;

/** `GET /api/notification-preferences`: the seeker's switches (the defaults until saved). */
export async function fetchEmailPreferences(signal?: AbortSignal): Promise<EmailPreferences> {
  return emailPreferencesSchema.parse(await apiFetch('/api/notification-preferences', { signal }));
}

/** `PUT /api/notification-preferences` with every switch → the saved switches. */
export async function saveEmailPreferences(
  preferences: EmailPreferences,
): Promise<EmailPreferences> {
  return emailPreferencesSchema.parse(
    await apiFetch('/api/notification-preferences', { method: 'PUT', body: preferences }),
  );
}

export const emailPreferencesQuery = () =>
  queryOptions({
    queryKey: emailPreferencesKey,
    queryFn: ({ signal }) => fetchEmailPreferences(signal),
  });
