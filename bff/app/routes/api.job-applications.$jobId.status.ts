import { bulkStatusBodySchema } from '@rozgar/contracts';
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { setApplicantsStatus } from '../services/applicant-pipeline.server';
import { mailOutlet } from '../services/notifications.server';

const ALLOW = { Allow: 'PATCH' };

/**
 * PATCH /api/job-applications/:jobId/status { user_ids, status } (recruiter, own job) → { status,
 * changed, unchanged, not_found, counts }: each applicant moved once, recorded in the seeker's
 * history as a single change is; those with the status already are left alone (ADR 011,
 * docs/product/recruiter-jobs-and-responses.md#manage-responses). Each seeker moved is notified
 * (docs/product/notifications-and-alerts.md).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PATCH') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const body = validateOrThrow(bulkStatusBodySchema, await parseJsonBody(request, z.unknown()));
  return Response.json(
    await setApplicantsStatus(
      recruiter,
      params.jobId ?? '',
      body.user_ids,
      body.status,
      mailOutlet(context, request),
    ),
  );
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
