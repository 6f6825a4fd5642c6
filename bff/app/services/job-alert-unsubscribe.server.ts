import { createHmac, timingSafeEqual } from 'node:crypto';
import { UNSUBSCRIBE_TEXTS, type UnsubscribePayload } from '@rozgar/contracts';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { JobAlert } from '../models/job-alert.server';

/*
 * The one-click unsubscribe link of the job alert mails
 * (docs/product/notifications-and-alerts.md#job-alerts): a token naming one alert and its
 * `unsubscribe_nonce`, signed with HMAC-SHA256 under a key derived from the server's secret, in
 * base64url: `<alert id>.<nonce>.<signature>`. It works without logging in. Looking a token up
 * (`unsubscribeTarget`, what opening the link does) changes nothing, as mail scanners open every
 * link; using it (`unsubscribe`, a POST) deletes the alert, so it works once. A forged, damaged or
 * used token, or one for an alert deleted or whose search changed (a new nonce), is a 400 in words
 * and changes nothing.
 */

const ALERT_ID = /^[0-9a-f]{24}$/;
const NONCE = /^[\w-]{1,64}$/;
const SIGNATURE = /^[\w-]{43}$/;

/** The unsubscribe key, derived from the server's one-time-code secret (never that secret). */
export function unsubscribeKeyFrom(codeSecret: string): Buffer {
  return createHmac('sha256', codeSecret).update('rozgar:job-alert-unsubscribe').digest();
}

const signatureOf = (key: Buffer, alertId: string, nonce: string) =>
  createHmac('sha256', key).update(`${alertId}.${nonce}`).digest();

export function unsubscribeToken(
  key: Buffer,
  alert: { _id: unknown; unsubscribe_nonce: string },
): string {
  const alertId = String(alert._id);
  const nonce = alert.unsubscribe_nonce;
  return `${alertId}.${nonce}.${signatureOf(key, alertId, nonce).toString('base64url')}`;
}

/** The alert and nonce a well-formed, genuinely signed token names; undefined otherwise. */
export function readUnsubscribeToken(
  key: Buffer,
  token: string,
): { alertId: string; nonce: string } | undefined {
  const [alertId, nonce, signature, ...rest] = token.split('.');
  if (rest.length > 0 || !alertId || !nonce || !signature) return undefined;
  if (!ALERT_ID.test(alertId) || !NONCE.test(nonce) || !SIGNATURE.test(signature)) return undefined;
  const expected = signatureOf(key, alertId, nonce);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  return { alertId, nonce };
}

/** The alert a valid token names, read only; a bad token, or its alert gone, is a thrown 400. */
export async function unsubscribeTarget(
  key: Buffer,
  token: string,
): Promise<{ id: string; name: string }> {
  const named = readUnsubscribeToken(key, token);
  if (!named) throw jsonError(400, UNSUBSCRIBE_TEXTS.invalid);
  const alert = await JobAlert.findOne(
    { _id: new Types.ObjectId(named.alertId), unsubscribe_nonce: named.nonce },
    { name: 1 },
  ).lean<{ _id: Types.ObjectId; name: string }>();
  if (!alert) throw jsonError(400, UNSUBSCRIBE_TEXTS.invalid);
  return { id: String(alert._id), name: alert.name };
}

/**
 * Unsubscribes through a token: deletes the alert it names (atomically: of two uses at once, one
 * deletes and the other finds it gone) and says which; a bad token is a thrown 400.
 */
export async function unsubscribe(key: Buffer, token: string): Promise<UnsubscribePayload> {
  const named = readUnsubscribeToken(key, token);
  if (!named) throw jsonError(400, UNSUBSCRIBE_TEXTS.invalid);
  const alert = await JobAlert.findOneAndDelete(
    { _id: new Types.ObjectId(named.alertId), unsubscribe_nonce: named.nonce },
    { projection: { name: 1 } },
  ).lean<{ _id: Types.ObjectId; name: string }>();
  if (!alert) throw jsonError(400, UNSUBSCRIBE_TEXTS.invalid);
  return {
    alert: { id: String(alert._id), name: alert.name },
    message: UNSUBSCRIBE_TEXTS.done(alert.name),
  };
}
