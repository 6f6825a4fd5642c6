import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { companyBodySchema, updateCompany } from '../services/companies.server';
import { companyPage } from '../services/company-page.server';
import { validateOrThrow } from '../lib/validation.server';

/**
 * GET /api/companies/:companyId (anyone) → { profile } (the public profile, ADR 020), and for the
 * recruiter who owns it also { company } (ADR 013's own-company fields for the edit form); an
 * unknown or a malformed id → 404 { error: "Company not found" }.
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) =>
  Response.json(await companyPage(params.companyId ?? '', context.user)),
);

/**
 * PUT /api/companies/:companyId { the whole profile } (recruiter, own company) → { company } with
 * `updated_at` set; 400 with the first problem and nothing changed, 404 as GET (ADR 013).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PUT')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'GET, PUT' } });
  const recruiter = requireRecruiter(context);
  const body = validateOrThrow(companyBodySchema, await parseJsonBody(request, z.unknown()));
  const company = await updateCompany(recruiter, params.companyId ?? '', body);
  return Response.json({ company });
});
