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
