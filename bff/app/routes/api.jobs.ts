import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiHandler, parseQuery, jsonError } from '../lib/http.server';
import { jobSearchQuerySchema } from '../services/job-search.server';
import { listOpenJobs, viewerSkills } from '../services/jobs.server';

/**
 * GET /api/jobs?page=&pageSize=&q=&minExp=&maxExp=&location=&experience=&salary=&locations=
 * &workModes=&industries=&roles=&departments= → { jobs, total, page, pageSize }: open jobs matching
 * every group, newest first (ADR 009). A seeker with skills gets `skill_match` on every job.
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const query = parseQuery(request, jobSearchQuerySchema);
  const seekerSkills = await viewerSkills(context.user);
  return Response.json(await listOpenJobs(query, { seekerSkills }));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
