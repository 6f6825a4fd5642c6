import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiHandler, jsonError } from '../lib/http.server';
import { JOB_NOT_FOUND, viewerSkills } from '../services/jobs.server';
import { similarJobs } from '../services/similar-jobs.server';

/**
 * GET /api/jobs/:jobId/similar (no login needed) → { jobs }: up to 6 other open jobs sharing its
 * skills, role or title words, most alike first (a seeker with skills also gets `skill_match`);
 * 404 { error: "Job not found" } for an unknown job.
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  const similar = await similarJobs(params.jobId ?? '', await viewerSkills(context.user));
  if (!similar) return jsonError(404, JOB_NOT_FOUND);
  return Response.json(similar);
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
