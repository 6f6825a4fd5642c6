import { prescreeningBodySchema } from '@rozgar/contracts';
import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { readPrescreening, savePrescreening } from '../services/prescreening.server';

const ALLOW = { Allow: 'GET, PUT' };

/**
 * GET /api/jobs/:jobId/prescreening (recruiter, own job) → { job_id, questions, criteria,
 * updated_at }: the job's pre-screening (docs/product/recruiter-tools-and-workspace.md#pre-screening).
 * 401 visitor, 403 seeker or another recruiter's job, 404 unknown.
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  return Response.json(await readPrescreening(recruiter, params.jobId ?? ''));
});

/**
 * PUT /api/jobs/:jobId/prescreening { questions, criteria } (recruiter, own job) → the same as GET:
 * the questions (at most 10) and criteria replaced; a bad body is 400 in words and changes nothing.
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PUT') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const body = validateOrThrow(prescreeningBodySchema, await parseJsonBody(request, z.unknown()));
  return Response.json(await savePrescreening(recruiter, params.jobId ?? '', body));
});
