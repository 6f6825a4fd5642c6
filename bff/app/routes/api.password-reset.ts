import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { apiHandler, parseJsonBody } from '../lib/http.server';
import { codeAnswer, methodNotAllowed } from '../services/identity-responses.server';
import { emailField, newPasswordField, otpField } from '../services/identity-schemas.server';
import { resetPassword } from '../services/password-reset.server';

const resetPasswordBodySchema = z.object({
  email: emailField,
  otp: otpField,
  password: newPasswordField,
});

/**
 * POST /api/password-reset { email, otp, password } → { success: true }: sets the new password
 * and ends every session of the account. Code problems → 400 with the same texts as verify-otp.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed();
  const body = await parseJsonBody(request, resetPasswordBodySchema);
  return codeAnswer(await resetPassword(context.identity, body));
});

export const loader = methodNotAllowed;
