import type { ActionFunctionArgs } from '@remix-run/node';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { enforcePublicFormRateLimit } from '../services/public-form-rate-limit.server';
import { contactMessageSchema, createContactMessage } from '../services/public-forms.server';

/**
 * POST /api/contact-messages { name, email, phone?, subject, message } → 201 { id, createdAt }.
 * Open to visitors; rate-limited per IP.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
  await enforcePublicFormRateLimit('contact-messages', context);
  const body = await parseJsonBody(request, contactMessageSchema);
  const created = await createContactMessage(body, context.user?.id ?? null);
  return Response.json(created, { status: 201 });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
