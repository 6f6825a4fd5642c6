import type { LoaderFunctionArgs } from '@remix-run/node';
import { MAX_SALARY_QUERY_LENGTH, SALARY_GROUPINGS } from '@rozgar/contracts';
import { z } from 'zod';
import { apiHandler, jsonError, parseQuery } from '../lib/http.server';
import { inputText } from '../lib/validation.server';
import { salaryInsights } from '../services/salary-insights.server';

const salaryInsightsQuerySchema = z.object({
  q: inputText('Search text', {
    max: MAX_SALARY_QUERY_LENGTH,
    tooLong: 'Search text is too long',
  }).default(''),
  by: z.enum(SALARY_GROUPINGS, `by must be ${SALARY_GROUPINGS.join(' or ')}`).default('role'),
});

/**
 * GET /api/salary-insights?q=&by=role|company → { query, by, overall, groups: [{ name, jobCount,
 * minLakhs, medianLakhs, maxLakhs }] } over the salaries of open jobs.
 */
export const loader = apiHandler(async ({ request }: LoaderFunctionArgs) => {
  const query = parseQuery(request, salaryInsightsQuerySchema);
  return Response.json(await salaryInsights(query));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
