import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { emailPreferencesBodySchema } from '@rozgar/contracts';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import {
  emailPreferencesOf,
  saveEmailPreferences,
} from '../services/notification-preferences.server';

/*
 * The seeker's e-mail preferences (docs/product/notifications-and-alerts.md, "Notification
 * centre"): one switch per kind of e-mail, the defaults until saved. Logged out → 401; a
 * recruiter → 403.
 */

/** GET /api/notification-preferences (seeker) → { application_status, community_reply, community_like }. */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const seeker = requireSeeker(context);
  return Response.json(await emailPreferencesOf(seeker.id));
});

/** PUT /api/notification-preferences (seeker) with every switch → the saved switches. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  const seeker = requireSeeker(context);
  if (request.method !== 'PUT')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'GET, PUT' } });
  const body = await parseJsonBody(request, emailPreferencesBodySchema);
  return Response.json(await saveEmailPreferences(seeker.id, body));
});
