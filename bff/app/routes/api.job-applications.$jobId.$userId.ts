import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { setApplicationStatus, statusChangeSchema } from '../services/job-applications.server';
import { validateOrThrow } from '../lib/validation.server';

const ALLOW = { Allow: 'PUT' };

/**
 * PUT /api/job-applications/:jobId/:userId { status } (recruiter, own job) → { application:
 * JobApplication }; a change is recorded in the application's history, where changes coming within
 * seconds of each other fold into one and a quick revert leaves nothing; the same status again
 * changes nothing; 404 for an unknown job or no such application, 403 another recruiter's job (ADR 011).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PUT') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const { status } = validateOrThrow(statusChangeSchema, await parseJsonBody(request, z.unknown()));
  const application = await setApplicationStatus(
    recruiter.id,
    params.jobId ?? '',
    params.userId ?? '',
    status,
  );
  return Response.json({ application });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
