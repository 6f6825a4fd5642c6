import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { questionsForSeeker } from '../services/prescreening.server';

/**
 * GET /api/jobs/:jobId/questions (seeker) → { job_id, questions }: what the apply dialog asks, in
 * order, without the answers the recruiter expects or the criteria
 * (docs/product/recruiter-tools-and-workspace.md#pre-screening). 401 visitor, 403 recruiter, 404
 * unknown job.
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  requireSeeker(context);
  return Response.json(await questionsForSeeker(params.jobId ?? ''));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
