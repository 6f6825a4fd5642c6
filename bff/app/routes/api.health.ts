import { apiHandler, jsonError } from '../lib/http.server';
import { isDatabaseReachable } from '../services/health.server';

/** GET /api/health → 200 { status: "ok" } when the BFF and its database answer, else 503. */
export const loader = apiHandler(async () => {
  if (!(await isDatabaseReachable())) return jsonError(503, 'Database unavailable');
  return Response.json({ status: 'ok' }, { headers: { 'Cache-Control': 'no-store' } });
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
