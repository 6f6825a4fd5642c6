import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { companyBodySchema, getOwnCompany, updateCompany } from '../services/companies.server';
import { validateOrThrow } from '../lib/validation.server';

/**
 * GET /api/companies/:companyId (recruiter, own company) → { company }; another recruiter's, an
 * unknown or a malformed id → 404 { error: "Company not found" } (ADR 013).
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  return Response.json({ company: await getOwnCompany(recruiter.id, params.companyId ?? '') });
});

/**
 * PUT /api/companies/:companyId { the whole profile } (recruiter, own company) → { company } with
 * `updated_at` set; 400 with the first problem and nothing changed, 404 as GET (ADR 013).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PUT')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'GET, PUT' } });
  const recruiter = requireRecruiter(context);
  const body = validateOrThrow(companyBodySchema, await parseJsonBody(request, z.unknown()));
  const company = await updateCompany(recruiter.id, params.companyId ?? '', body);
  return Response.json({ company });
});
