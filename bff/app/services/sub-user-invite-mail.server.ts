import { SUB_USER_INVITE_PARAM } from '@rozgar/contracts';
import { escapeHtml, formatExpiry, type OutgoingMail } from './mail.server';

/*
 * The invitation mail of a recruiter account's sub-user
 * (docs/product/recruiter-tools-and-workspace.md#sub-users): plain text and HTML, both with the
 * signup link that carries the invitation's token, and when the link stops working.
 */

/** The recruiter signup page the shell serves, opened with the invitation. */
export const RECRUITER_SIGNUP_PATH = '/recruiter-signup';

/** `${origin}/recruiter-signup?invite=<token>`. */
export function inviteLink(origin: string, token: string): string {
  const url = new URL(RECRUITER_SIGNUP_PATH, origin);
  url.searchParams.set(SUB_USER_INVITE_PARAM, token);
  return url.toString();
}

export interface InviteMailContent {
  to: string;
  name: string;
  /** The admin who invites. */
  invitedBy: string;
  /** Their company's name, when they have a company page. */
  company: string | null;
  link: string;
  expiresAt: Date;
}

export function subUserInviteMail({
  to,
  name,
  invitedBy,
  company,
  link,
  expiresAt,
}: InviteMailContent): OutgoingMail {
  const joining = company ? `${company}'s recruiter account` : 'their recruiter account';
  const expiry = formatExpiry(expiresAt);
  const subject = `${invitedBy} invited you to Rozgar`;
  const text = [
    `Hello ${name},`,
    '',
    `${invitedBy} invited you to join ${joining} on Rozgar as a recruiter.`,
    'Create your account with this link (it asks for a code we e-mail to this address):',
    '',
    link,
    '',
    `The link works until ${expiry}. If you did not expect it, you can ignore this e-mail.`,
    '',
    '— Rozgar',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1f2933;">
<p>Hello ${escapeHtml(name)},</p>
<p>${escapeHtml(invitedBy)} invited you to join ${escapeHtml(joining)} on Rozgar as a recruiter.</p>
<p><a href="${escapeHtml(link)}" style="font-weight: bold;">Create your recruiter account</a></p>
<p>Or open this address: ${escapeHtml(link)}</p>
<p>The link works until <strong>${escapeHtml(expiry)}</strong>. If you did not expect it, you can ignore this e-mail.</p>
<p>— Rozgar</p>
</body></html>`;
  return { to, subject, text, html };
}
