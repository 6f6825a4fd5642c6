import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { jobPatchSchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { changeJob } from '../services/job-life.server';
import { teamJobAction } from '../services/notification-producers.server';
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

/**
 * PATCH /api/jobs/:jobId (recruiter, own job) { status: 'closed' | 'active' } | { extend_days } |
 * { the whole posting } → { job: RecruiterJob, quota } (ADR 011 "A job's life"); 400 with the first
 * problem, 403 for another recruiter's job or past the quota, 404 unknown, 409 an expired job.
 * A sub-user closing a job is told to the account's admin (docs/product/notifications-and-alerts.md).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PATCH')
    return jsonError(405, 'Method not allowed', { headers: { Allow: 'GET, PATCH' } });
  const recruiter = requireRecruiter(context);
  const patch = validateOrThrow(jobPatchSchema, await parseJsonBody(request, z.unknown()));
  const changed = await changeJob(recruiter, params.jobId ?? '', patch);
  if (patch.kind === 'status' && patch.status === 'closed')
    teamJobAction(recruiter, params.jobId ?? '', 'closed');
  return Response.json(changed);
});
