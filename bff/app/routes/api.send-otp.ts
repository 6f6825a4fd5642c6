import type { ActionFunctionArgs } from '@remix-run/node';
import {
  SUB_USER_INVITE_EMAIL_MISMATCH,
  SUB_USER_INVITE_GONE,
  SUB_USER_INVITE_RECRUITER_ONLY,
} from '@rozgar/contracts';
import { z } from 'zod';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { ACCOUNT_EXISTS, inviteProblem, sendSignupCode } from '../services/accounts.server';
import {
  cooldown,
  methodNotAllowed,
  success,
  whileSendingMail,
} from '../services/identity-responses.server';
import {
  emailField,
  fullNameField,
  inviteField,
  roleField,
} from '../services/identity-schemas.server';

const sendOtpBodySchema = z.object({
  email: emailField,
  fullName: fullNameField,
  role: roleField.optional(),
  invite: inviteField.optional(),
});

/**
 * POST /api/send-otp { email, fullName, role?, invite? } → { success: true }: e-mails a 6-digit
 * code, replacing any earlier one. 409 when the address has an account, 429 within 30 s of the
 * last code. With a sub-user invitation's token: a recruiter signup of the invited address only
 * (404 the invitation no longer works, 400 another address or a job seeker).
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed();
  const body = await parseJsonBody(request, sendOtpBodySchema);
  if (body.invite !== undefined) {
    if (body.role !== undefined && body.role !== 'Recruiter')
      return jsonError(400, SUB_USER_INVITE_RECRUITER_ONLY);
    const problem = await inviteProblem(context.identity, body.invite, body.email);
    if (problem === 'invite-gone') return jsonError(404, SUB_USER_INVITE_GONE);
    if (problem === 'invite-mismatch') return jsonError(400, SUB_USER_INVITE_EMAIL_MISMATCH);
  }
  return whileSendingMail(async () => {
    const result = await sendSignupCode(context.identity, {
      ...body,
      role: body.invite !== undefined ? 'Recruiter' : body.role,
    });
    if (result.status === 'exists') return jsonError(409, ACCOUNT_EXISTS);
    if (result.status === 'cooldown') return cooldown(result.retryAfterSeconds);
    return success();
  });
});

export const loader = methodNotAllowed;
