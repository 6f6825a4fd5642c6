import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { jobQuota } from '../services/recruiter-jobs.server';

/**
 * GET /api/recruiter/job-quota (recruiter) → { quota: { job_limit, open_jobs, left } }: what Post a
 * Job shows before anything is typed ("3 of 10 job postings left"; ADR 011 "A job's life").
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  return Response.json({ quota: await jobQuota(recruiter) });
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
