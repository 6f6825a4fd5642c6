import { applicantNoteBodySchema } from '@rozgar/contracts';
import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { addApplicantNote } from '../services/applicant-annotations.server';

const ALLOW = { Allow: 'POST' };

/**
 * POST /api/job-applications/:jobId/:userId/notes { text } (recruiter, own job, an applicant) →
 * 201 { note }: a note the recruiter's account keeps on the applicant, never shown to the seeker
 * (docs/product/recruiter-jobs-and-responses.md#manage-responses).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const body = validateOrThrow(applicantNoteBodySchema, await parseJsonBody(request, z.unknown()));
  const note = await addApplicantNote(recruiter, params.jobId ?? '', params.userId ?? '', body);
  return Response.json({ note }, { status: 201 });
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
