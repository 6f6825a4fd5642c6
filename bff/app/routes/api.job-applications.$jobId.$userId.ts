import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { getJobApplicant } from '../services/applicant-pipeline.server';
import { setApplicationStatus, statusChangeSchema } from '../services/job-applications.server';
import { mailOutlet } from '../services/notifications.server';
import { validateOrThrow } from '../lib/validation.server';

const ALLOW = { Allow: 'GET, PUT' };

/**
 * PUT /api/job-applications/:jobId/:userId { status } (recruiter, own job) → { application:
 * JobApplication }; a change is recorded in the application's history, where changes coming within
 * seconds of each other fold into one and a quick revert leaves nothing; the same status again
 * changes nothing; 404 for an unknown job or no such application, 403 another recruiter's job (ADR 011).
 * The seeker is notified of a change and e-mailed per their preference
 * (docs/product/notifications-and-alerts.md).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PUT') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const { status } = validateOrThrow(statusChangeSchema, await parseJsonBody(request, z.unknown()));
  const application = await setApplicationStatus(
    recruiter,
    params.jobId ?? '',
    params.userId ?? '',
    status,
    mailOutlet(context, request),
  );
  return Response.json({ application });
});

/**
 * GET /api/job-applications/:jobId/:userId (recruiter, own job) → { applicant: PipelineApplicant }:
 * the applicant's card as the applicants list shows it, pre-screening answers, meets_criteria,
 * unmet criteria and the rejection's reason included; 404 unknown job or no such application, 403
 * another recruiter's job (ADR 011).
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  const applicant = await getJobApplicant(recruiter, params.jobId ?? '', params.userId ?? '');
  return Response.json({ applicant });
});
