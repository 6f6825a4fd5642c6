import { z } from 'zod';
import { inputText } from '../lib/validation.server';

/** Request fields shared by the signup, code and password-reset routes. */
export const emailField = inputText('Email', {
  max: 254,
  notText: 'Email is required',
  tooLong: 'Enter a valid email address',
})
  .toLowerCase()
  .pipe(z.email('Enter a valid email address'));

export const fullNameField = inputText('Full name', {
  max: 100,
  notText: 'Full name is required',
  tooLong: 'Full name must be at most 100 characters long',
}).min(1, 'Full name is required');

export { roleSchema as roleField } from '@rozgar/contracts';

export const otpField = inputText('OTP', {
  max: 6,
  notText: 'Please enter the OTP sent to your email.',
  tooLong: 'Please enter a valid 6-digit OTP.',
}).regex(/^\d{6}$/, 'Please enter a valid 6-digit OTP.');

/**
 * At least 8 characters with a letter and a digit (same rule for signup and reset). Not trimmed:
 * spaces around a password are part of it.
 */
export const newPasswordField = inputText('Password', {
  max: 200,
  trim: false,
  notText: 'Password is required',
  tooLong: 'Password must be at most 200 characters long.',
})
  .min(8, 'Password must be at least 8 characters long.')
  .regex(/\p{L}/u, 'Password must contain at least one letter and one number.')
  .regex(/\p{Nd}/u, 'Password must contain at least one letter and one number.');
