import {
  IDENTITY_LIMITS,
  IDENTITY_TEXTS,
  OTP_PATTERN,
  PASSWORD_DIGIT,
  PASSWORD_LETTER,
} from '@rozgar/contracts/vocabularies';
import { z } from 'zod/mini';

// The limits, patterns and the texts the BFF shares are the contracts' (the very ones it checks).

/** The BFF's password rule (issue 4): at least 8 characters with a letter and a digit. */
export const PASSWORD_RULE_TEXT = `Password must be at least ${IDENTITY_LIMITS.password.min} characters and contain a letter and a digit.`;

const emailField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter your email'),
    z.maxLength(IDENTITY_LIMITS.email, 'Please enter a valid email'),
    z.regex(z.regexes.email, 'Please enter a valid email'),
  );

const newPasswordField = z
  .string()
  .check(
    z.minLength(1, 'Please enter a password'),
    z.minLength(IDENTITY_LIMITS.password.min, PASSWORD_RULE_TEXT),
    z.maxLength(IDENTITY_LIMITS.password.max, IDENTITY_TEXTS.passwordTooLong),
    z.regex(PASSWORD_LETTER, PASSWORD_RULE_TEXT),
    z.regex(PASSWORD_DIGIT, PASSWORD_RULE_TEXT),
  );

const confirmPasswordField = z.string().check(z.minLength(1, 'Please confirm your password'));

const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>(
  (values) => values.confirmPassword.length === 0 || values.password === values.confirmPassword,
  { message: 'Passwords do not match!', path: ['confirmPassword'] },
);

/** Step 1 of both signups: every field required (docs/product/identity-and-accounts.md). */
export const signupDetailsSchema = z
  .object({
    fullName: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, 'Please enter your full name'),
        z.maxLength(IDENTITY_LIMITS.fullName, IDENTITY_TEXTS.fullNameTooLong),
      ),
    email: emailField,
    password: newPasswordField,
    confirmPassword: confirmPasswordField,
    termsAccepted: z
      .boolean()
      .check(z.refine((accepted) => accepted, 'Please accept the terms and conditions.')),
  })
  .check(passwordsMatch);

export type SignupDetails = z.infer<typeof signupDetailsSchema>;
export type SignupField = keyof SignupDetails;

/**
 * The one-time code: required, then exactly 6 digits
 * (docs/product/identity-and-accounts.md#step-2--verify-the-e-mail).
 */
export const otpSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, IDENTITY_TEXTS.otpRequired),
    z.regex(OTP_PATTERN, IDENTITY_TEXTS.otpInvalid),
  );

/** First step of password recovery. */
export const recoveryEmailSchema = z.object({ email: emailField });

/** The new password chosen in the second step of password recovery. */
export const newPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: confirmPasswordField })
  .check(passwordsMatch);

export type NewPassword = z.infer<typeof newPasswordSchema>;
