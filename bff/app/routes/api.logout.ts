import type { ActionFunctionArgs } from '@remix-run/node';
import { apiHandler, jsonError } from '../lib/http.server';

/** POST /api/logout → { success: true }; the session is destroyed and its cookie cleared. */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
  await context.logout();
  return Response.json({ success: true });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
