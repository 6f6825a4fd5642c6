import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { listJobApplications } from '../services/job-applications.server';

/**
 * GET /api/job-applications/:jobId (recruiter, own job) → { job: RecruiterJob, applications:
 * JobApplication[] } newest first; an unknown job is 404, another recruiter's 403 (ADR 011).
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  return Response.json(await listJobApplications(recruiter, params.jobId ?? ''));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
