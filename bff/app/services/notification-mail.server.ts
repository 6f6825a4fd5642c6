import { EMAIL_PREFERENCE_LABELS, type EmailPreferenceKey } from '@rozgar/contracts';
import { escapeHtml, type OutgoingMail } from './mail.server';

/*
 * The e-mail of a notification (docs/product/notifications-and-alerts.md, "Notification
 * centre"): the notification's words, a link to where it happened, and which switch of the
 * seeker's e-mail preferences sends it (and where to turn it off). Plain text and HTML.
 */

/** Where a seeker changes their e-mail preferences. */
export const EMAIL_PREFERENCES_PATH = '/job-seeker-dashboard';

export interface NotificationMailContent {
  to: string;
  name: string;
  /** The notification's title: the mail's subject and first line. */
  title: string;
  /** More words (a comment's text), if any. */
  body?: string;
  /** The portal path the mail links to, with the link's words. */
  link: { path: string; label: string };
  origin: string;
  /** The switch that sent this mail. */
  preference: EmailPreferenceKey;
}

export function notificationMail({
  to,
  name,
  title,
  body,
  link,
  origin,
  preference,
}: NotificationMailContent): OutgoingMail {
  const url = new URL(link.path, origin).toString();
  const preferencesUrl = new URL(EMAIL_PREFERENCES_PATH, origin).toString();
  const why = `You get this e-mail because “${EMAIL_PREFERENCE_LABELS[preference]}” is on in your e-mail preferences.`;
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const text = [
    greeting,
    '',
    title,
    ...(body ? ['', body] : []),
    '',
    `${link.label}: ${url}`,
    '',
    `${why} Change them on your dashboard: ${preferencesUrl}`,
    '',
    '— Rozgar',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1f2933;">
<p>${escapeHtml(greeting)}</p>
<p style="font-size: 18px; font-weight: bold;">${escapeHtml(title)}</p>
${body ? `<p style="white-space: pre-line;">${escapeHtml(body)}</p>\n` : ''}<p><a href="${escapeHtml(url)}" style="font-weight: bold;">${escapeHtml(link.label)}</a></p>
<p style="color: #52606d; font-size: 13px;">${escapeHtml(why)} <a href="${escapeHtml(preferencesUrl)}">Change them on your dashboard</a>.</p>
<p>— Rozgar</p>
</body></html>`;
  return { to, subject: title, text, html };
}
