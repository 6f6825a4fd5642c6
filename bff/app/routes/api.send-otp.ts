import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { ACCOUNT_EXISTS, sendSignupCode } from '../services/accounts.server';
import {
  cooldown,
  methodNotAllowed,
  success,
  whileSendingMail,
} from '../services/identity-responses.server';
import { emailField, fullNameField, roleField } from '../services/identity-schemas.server';

const sendOtpBodySchema = z.object({
  email: emailField,
  fullName: fullNameField,
  role: roleField.optional(),
});

/**
 * POST /api/send-otp { email, fullName, role? } → { success: true }: e-mails a 6-digit code,
 * replacing any earlier one. 409 when the address has an account, 429 within 30 s of the last code.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed();
  const body = await parseJsonBody(request, sendOtpBodySchema);
  return whileSendingMail(async () => {
    const result = await sendSignupCode(context.identity, body);
    if (result.status === 'exists') return jsonError(409, ACCOUNT_EXISTS);
    if (result.status === 'cooldown') return cooldown(result.retryAfterSeconds);
    return success();
  });
});

export const loader = methodNotAllowed;
