import type { ActionFunctionArgs } from '@remix-run/node';
import {
  SUB_USER_INVITE_EMAIL_MISMATCH,
  SUB_USER_INVITE_GONE,
  SUB_USER_INVITE_NO_SEAT,
  SUB_USER_INVITE_RECRUITER_ONLY,
} from '@rozgar/contracts';
import { z } from 'zod';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import {
  ACCOUNT_EXISTS,
  createAccount,
  NOT_VERIFIED,
  type CreateAccountResult,
} from '../services/accounts.server';
import { methodNotAllowed, success } from '../services/identity-responses.server';
import {
  emailField,
  fullNameField,
  inviteField,
  newPasswordField,
  roleField,
} from '../services/identity-schemas.server';

const createAccountBodySchema = z.object({
  fullName: fullNameField,
  email: emailField,
  password: newPasswordField,
  role: roleField.optional(),
  invite: inviteField.optional(),
});

const REFUSALS: Record<Exclude<CreateAccountResult, 'created'>, [number, string]> = {
  exists: [409, ACCOUNT_EXISTS],
  'not-verified': [400, NOT_VERIFIED],
  'invite-gone': [404, SUB_USER_INVITE_GONE],
  'invite-mismatch': [400, SUB_USER_INVITE_EMAIL_MISMATCH],
  'invite-no-seat': [409, SUB_USER_INVITE_NO_SEAT],
};

/**
 * POST /api/create-account { fullName, email, password, role?, invite? } → 201 { success: true }
 * for an address verified in the last 15 minutes (the proof is used up); 400 without one, 409 if
 * taken. Role: Job Seeker when left out. With a sub-user invitation's token the account is a
 * recruiter of the inviting account: 404 the invitation no longer works, 400 another address or a
 * job seeker, 409 no seat left (docs/product/identity-and-accounts.md).
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed();
  const body = await parseJsonBody(request, createAccountBodySchema);
  if (body.invite !== undefined && body.role !== undefined && body.role !== 'Recruiter')
    return jsonError(400, SUB_USER_INVITE_RECRUITER_ONLY);
  const role = body.role ?? (body.invite !== undefined ? 'Recruiter' : 'Job Seeker');
  const result = await createAccount(context.identity, { ...body, role });
  if (result === 'created') return success(201);
  const [status, error] = REFUSALS[result];
  return jsonError(status, error);
});

export const loader = methodNotAllowed;
