import { applicantTagsBodySchema } from '@rozgar/contracts';
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { setApplicantTags } from '../services/applicant-annotations.server';

const ALLOW = { Allow: 'PUT' };

/**
 * PUT /api/job-applications/:jobId/:userId/tags { tags } (recruiter, own job, an applicant) →
 * { tags }: the account's tags on the applicant, replaced as a whole, never shown to the seeker
 * (docs/product/recruiter-jobs-and-responses.md#manage-responses).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PUT') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const body = validateOrThrow(applicantTagsBodySchema, await parseJsonBody(request, z.unknown()));
  return Response.json(
    await setApplicantTags(recruiter, params.jobId ?? '', params.userId ?? '', body),
  );
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
