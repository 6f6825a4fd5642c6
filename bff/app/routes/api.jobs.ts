import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { jobSearchQuerySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, parseJsonBody, parseQuery, jsonError } from '../lib/http.server';
import { listOpenJobs, viewerSkills } from '../services/jobs.server';
import { teamJobAction } from '../services/notification-producers.server';
import { countSearchInBackground } from '../services/search-terms.server';
import { jobPostingSchema, postJob } from '../services/recruiter-jobs.server';
import { validateOrThrow } from '../lib/validation.server';

/**
 * GET /api/jobs?page=&pageSize=&q=&minExp=&maxExp=&location=&experience=&salary=&locations=
 * &workModes=&industries=&roles=&departments= → { jobs, total, page, pageSize }: open jobs matching
 * every group, newest first (ADR 009). A seeker with skills gets `skill_match` on every job.
 * A search's first page counts its `q` in the anonymous search-term log (ADR 021), off the
 * response's path.
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const query = parseQuery(request, jobSearchQuerySchema);
  if (query.q && query.page === 1) countSearchInBackground(query.q);
  const seekerSkills = await viewerSkills(context.user);
  return Response.json(await listOpenJobs(query, { seekerSkills }));
});

/**
 * POST /api/jobs { the job's fields } (recruiter) → 201 { job } (ADR 011); 400 with the first
 * problem and nothing written, 403 when the plan's limit of open jobs is reached. A sub-user's
 * posting is told to the account's admin (docs/product/notifications-and-alerts.md).
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'GET, POST' } });
  const recruiter = requireRecruiter(context);
  const posting = validateOrThrow(jobPostingSchema, await parseJsonBody(request, z.unknown()));
  const job = await postJob(recruiter, posting);
  // The posted job is its JSON (`id`, not `_id`).
  teamJobAction(recruiter, (job as unknown as { id: string }).id, 'posted');
  return Response.json({ job }, { status: 201 });
});
