import type { ActionFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { deleteApplicantNote } from '../services/applicant-annotations.server';

const ALLOW = { Allow: 'DELETE' };

/**
 * DELETE /api/job-applications/:jobId/:userId/notes/:noteId (recruiter, own job, an applicant) →
 * { success: true }: one of the account's notes on the applicant removed; 404 { error: "Note not
 * found" } when there is no such note (docs/product/recruiter-jobs-and-responses.md#manage-responses).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'DELETE') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  return Response.json(
    await deleteApplicantNote(
      recruiter,
      params.jobId ?? '',
      params.userId ?? '',
      params.noteId ?? '',
    ),
  );
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
