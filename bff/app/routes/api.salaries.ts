import type { ActionFunctionArgs } from '@remix-run/node';
import { contributeSalaryBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { contributeSalary } from '../services/salary-contributions.server';

/**
 * POST /api/salaries { company_id?, company_name, designation, annual_salary_lakhs,
 * experience_years, city, employment_type } (job seeker) → 201 { salary } without its contributor;
 * 400 with the first problem, 429 over the per-user limit of reviews and contributions (ADR 018).
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
  const user = requireSeeker(context);
  const body = validateOrThrow(
    contributeSalaryBodySchema,
    await parseJsonBody(request, z.unknown()),
  );
  await context.rateLimits.contribution(user.id, context.res);
  return Response.json(await contributeSalary(user.id, body), { status: 201 });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'POST' } });
