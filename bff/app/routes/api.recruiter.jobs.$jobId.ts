import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { readRecruiterJob } from '../services/recruiter-jobs.server';

/**
 * GET /api/recruiter/jobs/:jobId (recruiter, own job) → RecruiterJob (ADR 011): one job, whatever
 * its status, with its counts — what the edit form of
 * docs/product/recruiter-jobs-and-responses.md#a-jobs-life starts from. 401 visitor, 403 seeker or
 * another recruiter's job, 404 unknown.
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  return Response.json(await readRecruiterJob(recruiter, params.jobId ?? ''));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
