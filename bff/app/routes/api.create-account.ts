import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { ACCOUNT_EXISTS, createAccount, NOT_VERIFIED } from '../services/accounts.server';
import { methodNotAllowed, success } from '../services/identity-responses.server';
import {
  emailField,
  fullNameField,
  newPasswordField,
  roleField,
} from '../services/identity-schemas.server';

const createAccountBodySchema = z.object({
  fullName: fullNameField,
  email: emailField,
  password: newPasswordField,
  role: roleField.default('Job Seeker'),
});

/**
 * POST /api/create-account { fullName, email, password, role? } → 201 { success: true } for an
 * address verified in the last 15 minutes (the proof is used up); 400 without one, 409 if taken.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return methodNotAllowed();
  const body = await parseJsonBody(request, createAccountBodySchema);
  const result = await createAccount(context.identity, body);
  if (result === 'exists') return jsonError(409, ACCOUNT_EXISTS);
  if (result === 'not-verified') return jsonError(400, NOT_VERIFIED);
  return success(201);
});

export const loader = methodNotAllowed;
