import { z } from 'zod/mini';

/** The BFF's password rule (issue 4): at least 8 characters with a letter and a digit. */
export const PASSWORD_RULE_TEXT =
  'Password must be at least 8 characters and contain a letter and a digit.';

const emailField = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Please enter your email'),
    z.regex(z.regexes.email, 'Please enter a valid email'),
  );

const newPasswordField = z
  .string()
  .check(
    z.minLength(1, 'Please enter a password'),
    z.minLength(8, PASSWORD_RULE_TEXT),
    z.maxLength(200, 'Password must be at most 200 characters long.'),
    z.regex(/\p{L}/u, PASSWORD_RULE_TEXT),
    z.regex(/\p{Nd}/u, PASSWORD_RULE_TEXT),
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
        z.maxLength(100, 'Full name must be at most 100 characters long'),
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
    z.minLength(1, 'Please enter the OTP sent to your email.'),
    z.regex(/^\d{6}$/, 'Please enter a valid 6-digit OTP.'),
  );

/** First step of password recovery. */
export const recoveryEmailSchema = z.object({ email: emailField });

/** The new password chosen in the second step of password recovery. */
export const newPasswordSchema = z
  .object({ password: newPasswordField, confirmPassword: confirmPasswordField })
  .check(passwordsMatch);

export type NewPassword = z.infer<typeof newPasswordSchema>;
