import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiHandler, jsonError } from '../lib/http.server';
import { JOB_NOT_FOUND, findJob, viewerSkills } from '../services/jobs.server';

/**
 * GET /api/jobs/:jobId → the job, open or not (no login needed; a seeker with skills also gets
 * `skill_match`), or 404 { error: "Job not found" }.
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  const job = await findJob(params.jobId ?? '', await viewerSkills(context.user));
  if (!job) return jsonError(404, JOB_NOT_FOUND);
  return Response.json(job);
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
