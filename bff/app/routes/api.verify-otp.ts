import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { apiHandler, parseJsonBody } from '../lib/http.server';
import { verifySignupCode } from '../services/accounts.server';
import { codeAnswer, methodNotAllowed } from '../services/identity-responses.server';
import { emailField, otpField } from '../services/identity-schemas.server';

const verifyOtpBodySchema = z.object({ email: emailField, otp: otpField });

/**
 * POST /api/verify-otp { email, otp } → { success: true }; the address may then create its
 * account within 15 minutes. Wrong, dead, expired or missing codes → 400 with the reason.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed();
  const body = await parseJsonBody(request, verifyOtpBodySchema);
  return codeAnswer(await verifySignupCode(context.identity, body));
});

export const loader = methodNotAllowed;
