import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { apiHandler, parseJsonBody } from '../lib/http.server';
import {
  cooldown,
  methodNotAllowed,
  success,
  whileSendingMail,
} from '../services/identity-responses.server';
import { emailField } from '../services/identity-schemas.server';
import { sendPasswordResetCode } from '../services/password-reset.server';

const sendResetCodeBodySchema = z.object({ email: emailField });

/**
 * POST /api/password-reset/send-otp { email } → { success: true } for any well-formed address;
 * only an existing account gets the e-mail. 429 within 30 s of the last code for that address.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed();
  const { email } = await parseJsonBody(request, sendResetCodeBodySchema);
  return whileSendingMail(async () => {
    const result = await sendPasswordResetCode(context.identity, email);
    return result.status === 'cooldown' ? cooldown(result.retryAfterSeconds) : success();
  });
});

export const loader = methodNotAllowed;
