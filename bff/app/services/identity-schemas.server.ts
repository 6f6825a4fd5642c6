import {
  IDENTITY_LIMITS,
  IDENTITY_TEXTS,
  OTP_PATTERN,
  PASSWORD_DIGIT,
  PASSWORD_LETTER,
} from '@rozgar/contracts';
import { z } from 'zod';
import { inputText } from '../lib/validation.server';

/* The limits, patterns and texts shared with the shell's forms are the contracts'. */

/** Request fields shared by the signup, code and password-reset routes. */
export const emailField = inputText('Email', {
  max: IDENTITY_LIMITS.email,
  notText: 'Email is required',
  tooLong: 'Enter a valid email address',
})
  .toLowerCase()
  .pipe(z.email('Enter a valid email address'));

export const fullNameField = inputText('Full name', {
  max: IDENTITY_LIMITS.fullName,
  notText: 'Full name is required',
  tooLong: IDENTITY_TEXTS.fullNameTooLong,
}).min(1, 'Full name is required');

export { roleSchema as roleField } from '@rozgar/contracts';

/**
 * A sub-user invitation's token from its link: any text up to 100 characters, looked up as it is
 * (one that is not a token answers like an unknown one: the invitation no longer works).
 */
export const inviteField = inputText('Invitation', { max: 100, trim: false });

export const otpField = inputText('OTP', {
  max: 6,
  notText: IDENTITY_TEXTS.otpRequired,
  tooLong: IDENTITY_TEXTS.otpInvalid,
}).regex(OTP_PATTERN, IDENTITY_TEXTS.otpInvalid);

/**
 * At least 8 characters with a letter and a digit (same rule for signup and reset). Not trimmed:
 * spaces around a password are part of it.
 */
export const newPasswordField = inputText('Password', {
  max: IDENTITY_LIMITS.password.max,
  trim: false,
  notText: 'Password is required',
  tooLong: IDENTITY_TEXTS.passwordTooLong,
})
  .min(
    IDENTITY_LIMITS.password.min,
    `Password must be at least ${IDENTITY_LIMITS.password.min} characters long.`,
  )
  .regex(PASSWORD_LETTER, 'Password must contain at least one letter and one number.')
  .regex(PASSWORD_DIGIT, 'Password must contain at least one letter and one number.');
