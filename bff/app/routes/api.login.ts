import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { recordLogin } from '../services/auth.server';

const loginBodySchema = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email('Enter a valid email address')),
  password: z.string().min(1, 'Password is required').max(200),
});

/** POST /api/login { email, password } → { role, user: { id, email } } and a fresh session cookie. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
  const credentials = await parseJsonBody(request, loginBodySchema);
  const user = await context.login(credentials);
  if (!user) return jsonError(401, 'Invalid email or password');
  await recordLogin(user.id);
  return Response.json({ role: user.role, user: { id: user.id, email: user.email } });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
