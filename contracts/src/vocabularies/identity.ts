/* Identity's vocabularies: zod-free, for the frontends' bundles. */

export const ROLES = ['Job Seeker', 'Recruiter'] as const;
export type Role = (typeof ROLES)[number];

/** The most characters of a user's texts, and a new password's length (docs/product/identity-and-accounts.md). */
export const IDENTITY_LIMITS = {
  fullName: 100,
  email: 254,
  password: { min: 8, max: 200 },
} as const;

export const IDENTITY_TEXTS = {
  fullNameTooLong: `Full name must be at most ${IDENTITY_LIMITS.fullName} characters long`,
  passwordTooLong: `Password must be at most ${IDENTITY_LIMITS.password.max} characters long.`,
  otpRequired: 'Please enter the OTP sent to your email.',
  otpInvalid: 'Please enter a valid 6-digit OTP.',
} as const;

/** A new password needs a letter and a digit, of any script. */
export const PASSWORD_LETTER = /\p{L}/u;
export const PASSWORD_DIGIT = /\p{Nd}/u;

/** A one-time code: 6 digits. */
export const OTP_PATTERN = /^\d{6}$/;

/** Seconds between two codes sent to one address (the BFF refuses sooner; "Resend OTP" waits). */
export const OTP_RESEND_SECONDS = 30;
