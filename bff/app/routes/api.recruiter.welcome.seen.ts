import type { ActionFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { markWelcomed } from '../services/welcome.server';

const ALLOW = { Allow: 'POST' };

/**
 * POST /api/recruiter/welcome/seen (recruiter) → { success: true }: /welcome was shown, so GET
 * /api/recruiter/welcome answers `first_visit: false` from now on, on every device
 * (docs/product/identity-and-accounts.md).
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  await markWelcomed(recruiter);
  return Response.json({ success: true });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
