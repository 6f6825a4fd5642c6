import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { companiesDirectoryQuerySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { companyBodySchema, createCompany } from '../services/companies.server';
import { companiesDirectory } from '../services/companies-directory.server';
import { validateOrThrow } from '../lib/validation.server';

const ALLOW = { Allow: 'GET, POST' };

/**
 * GET /api/companies?q=&type=&location=&industry=&department=&experience=&nature=&posted=&page=
 * (anyone) → { companies, total, page, pages, facets }: the companies directory (ADR 020); a
 * group's values joined by bare commas; 400 with the first problem.
 */
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const query = validateOrThrow(
    companiesDirectoryQuerySchema,
    Object.fromEntries(new URL(request.url).searchParams),
  );
  return Response.json(await companiesDirectory(query));
});

/**
 * POST /api/companies { the profile's fields } (recruiter) → 201 { company } (ADR 013); 400 with
 * the first problem and nothing written, 409 when the recruiter already has 20 companies.
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const body = validateOrThrow(companyBodySchema, await parseJsonBody(request, z.unknown()));
  return Response.json({ company: await createCompany(recruiter, body) }, { status: 201 });
});
