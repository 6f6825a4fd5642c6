import type { LoaderFunctionArgs } from '@remix-run/node';
import { companyJobsQuerySchema } from '@rozgar/contracts';
import { apiHandler, jsonError } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { companyJobs } from '../services/company-page.server';
import { viewerSkills } from '../services/jobs.server';

/**
 * GET /api/companies/:companyId/jobs?page= (anyone) → { jobs, total, page, pageSize }: the
 * company's open jobs, newest first, as GET /api/jobs sends them (ADR 020); 404 Company not found.
 */
export const loader = apiHandler(async ({ request, params, context }: LoaderFunctionArgs) => {
  const { page } = validateOrThrow(
    companyJobsQuerySchema,
    Object.fromEntries(new URL(request.url).searchParams),
  );
  const skills = await viewerSkills(context.user);
  return Response.json(await companyJobs(params.companyId ?? '', page, skills));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
