import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { recruiterJobsQuerySchema } from '@rozgar/contracts';
import { apiHandler, jsonError, parseQuery } from '../lib/http.server';
import { listRecruiterJobs } from '../services/recruiter-jobs.server';

/**
 * GET /api/recruiter/jobs[?status=active|closed|expired] (recruiter) → { jobs: RecruiterJob[],
 * counts: { active, closed, expired }, quota: { job_limit, open_jobs, left } }: the recruiter's own
 * jobs of that status (all without one), newest first (ADR 011).
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  const query = parseQuery(request, recruiterJobsQuerySchema);
  return Response.json(await listRecruiterJobs(recruiter, query));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
