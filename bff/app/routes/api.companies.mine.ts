import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { listOwnCompanies } from '../services/companies.server';

/** GET /api/companies/mine (recruiter) → { companies: Company[] }, their own, newest first (ADR 013). */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  return Response.json(await listOwnCompanies(recruiter));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
