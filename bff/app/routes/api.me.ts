import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';

/** GET /api/me → { user: { id, email, role, name } }, or 401 when logged out. */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const { id, email, role, name } = requireUser(context);
  return Response.json(
    { user: { id, email, role, name } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
