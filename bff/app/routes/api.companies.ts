import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { companyBodySchema, createCompany } from '../services/companies.server';
import { validateOrThrow } from '../lib/validation.server';

const ALLOW = { Allow: 'POST' };

/**
 * POST /api/companies { the profile's fields } (recruiter) → 201 { company } (ADR 013); 400 with
 * the first problem and nothing written, 409 when the recruiter already has 20 companies.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const body = validateOrThrow(companyBodySchema, await parseJsonBody(request, z.unknown()));
  return Response.json({ company: await createCompany(recruiter.id, body) }, { status: 201 });
});

// The companies directory is not part of ADR 013; the recruiter's own list is /api/companies/mine.
export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
