import type { LoaderFunctionArgs } from '@remix-run/node';
import { jobAnalyticsQuerySchema } from '@rozgar/contracts';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseQuery } from '../lib/http.server';
import { jobAnalytics } from '../services/job-analytics.server';

/**
 * GET /api/recruiter/job-analytics?range=30|90[&job=<id>] (recruiter) → JobAnalytics: the
 * recruiter's own jobs' views, applies, apply rate and applications by status over the period,
 * per job and in total, with a zero-filled per-day series for the chosen job or all of them
 * (docs/product/recruiter-tools-and-workspace.md#job-analytics). 400 with the first problem;
 * another recruiter's job 403, an unknown one 404.
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  const query = parseQuery(request, jobAnalyticsQuerySchema);
  return Response.json(await jobAnalytics(recruiter, query));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
