import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiHandler, jsonError } from '../lib/http.server';
import { findJob } from '../services/jobs.server';

/** GET /api/jobs/:jobId → the job (no login needed), or 404 { error: "Job not found" }. */
export const loader = apiHandler(async ({ params }: LoaderFunctionArgs) => {
  const job = await findJob(params.jobId ?? '');
  if (!job) return jsonError(404, 'Job not found');
  return Response.json(job);
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
