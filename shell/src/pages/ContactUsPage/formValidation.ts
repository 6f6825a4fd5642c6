import { z } from 'zod/mini';

/** An Indian mobile number: 10 digits starting 6–9, optionally with +91/0, spaces or dashes. */
export const isIndianMobile = (value: string) =>
  /^(?:\+91|0)?[6-9]\d{9}$/.test(value.replace(/[\s-]/g, ''));

export const PHONE_MESSAGE = 'Enter a valid 10-digit Indian mobile number';
export const EMAIL_MESSAGE = 'Enter a valid email address';

export const nameField = z
  .string()
  .check(z.trim(), z.minLength(2, 'Enter your name'), z.maxLength(100, 'Name is too long'));

export const emailField = z
  .string()
  .check(z.trim(), z.regex(z.regexes.email, EMAIL_MESSAGE), z.maxLength(200, EMAIL_MESSAGE));

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first message per field of a failed parse, for showing next to each input. */
export function fieldErrorsOf<Field extends string>(error: z.core.$ZodError): FieldErrors<Field> {
  const errors: FieldErrors<Field> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !(field in errors)) errors[field as Field] = issue.message;
  }
  return errors;
}
