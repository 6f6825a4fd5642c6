import { createHmac } from 'node:crypto';
import type { Mailer } from './mail.server';

/**
 * What the identity routes (one-time codes, signup, password reset) need from the server that
 * runs them. Built once by `createApp` and handed to every route in the load context, so tests
 * can drive the clock and the mail configuration without touching globals.
 */
export interface IdentitySettings {
  /** HMAC key for stored one-time codes. */
  codeSecret: string;
  /** The current time (tests pass a clock they control). */
  now: () => Date;
  mailer: Mailer;
  /**
   * PUBLIC_ORIGIN: where people open Rozgar (`https://rozgar.example.in`), for the links mails
   * carry (a sub-user's invitation). Unset: the origin the request came to.
   */
  publicOrigin?: string;
}

/** PUBLIC_ORIGIN as an origin; anything but an http(s) URL is refused at start. */
export function publicOriginFrom(env: Record<string, string | undefined>): string | undefined {
  const value = env.PUBLIC_ORIGIN?.trim();
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(
      'PUBLIC_ORIGIN must be an http:// or https:// URL, e.g. https://rozgar.example.in',
    );
  return url.origin;
}

declare module '@remix-run/node' {
  interface AppLoadContext {
    identity: IdentitySettings;
  }
}

/** OTP_SECRET when set, otherwise a key derived from the session secret (never the secret itself). */
export function codeSecretFrom(env: Record<string, string | undefined>, sessionSecret: string) {
  if (env.OTP_SECRET) return env.OTP_SECRET;
  return createHmac('sha256', sessionSecret).update('rozgar:one-time-codes').digest('base64url');
}
