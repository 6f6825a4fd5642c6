import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { listRecruiterJobs } from '../services/recruiter-jobs.server';

/**
 * GET /api/recruiter/jobs (recruiter) → { jobs: RecruiterJob[], quota: { job_limit, open_jobs } }:
 * the recruiter's own jobs, open and closed, newest first (ADR 011).
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  return Response.json(await listRecruiterJobs(recruiter.id));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
