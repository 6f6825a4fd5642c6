import { z } from 'zod';
import { ROLES } from '../models/user.server';

/** Request fields shared by the signup, code and password-reset routes. */
export const emailField = z
  .string('Email is required')
  .trim()
  .toLowerCase()
  .pipe(z.email('Enter a valid email address').max(254, 'Enter a valid email address'));

export const fullNameField = z
  .string('Full name is required')
  .trim()
  .min(1, 'Full name is required')
  .max(100, 'Full name must be at most 100 characters long');

export const roleField = z.enum(ROLES, 'Role must be Job Seeker or Recruiter');

export const otpField = z
  .string('Please enter the OTP sent to your email.')
  .trim()
  .regex(/^\d{6}$/, 'Please enter a valid 6-digit OTP.');

/** At least 8 characters with a letter and a digit (same rule for signup and reset). */
export const newPasswordField = z
  .string('Password is required')
  .min(8, 'Password must be at least 8 characters long.')
  .max(200, 'Password must be at most 200 characters long.')
  .regex(/\p{L}/u, 'Password must contain at least one letter and one number.')
  .regex(/\p{Nd}/u, 'Password must contain at least one letter and one number.');
