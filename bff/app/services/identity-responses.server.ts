import { jsonError } from '../lib/http.server';
import { MAIL_FAILED, MailDeliveryError } from './accounts.server';
import { CODE_ERRORS, cooldownMessage, type CodeCheck } from './otp.server';

export const methodNotAllowed = () =>
  jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });

export const success = (status = 200) => Response.json({ success: true }, { status });

/** 429 with the seconds left of the resend cooldown (also as Retry-After). */
export const cooldown = (seconds: number) =>
  jsonError(429, cooldownMessage(seconds), { headers: { 'Retry-After': String(seconds) } });

/** The answer for a checked code: success, or 400 with the outcome's text. */
export const codeAnswer = (result: CodeCheck) =>
  result === 'ok' ? success() : jsonError(400, CODE_ERRORS[result]);

/** Runs a code-sending step; a mail server that refuses the message becomes a 503. */
export async function whileSendingMail(send: () => Promise<Response>): Promise<Response> {
  try {
    return await send();
  } catch (error) {
    if (!(error instanceof MailDeliveryError)) throw error;
    console.error('[bff] could not send a one-time code e-mail', error.cause);
    return jsonError(503, MAIL_FAILED);
  }
}
