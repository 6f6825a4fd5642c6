import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { applicantResumeText } from '../services/job-applications.server';

/**
 * GET /api/job-applications/:jobId/:userId/resume/text (recruiter, own job) → { filename,
 * content_type, text, skills, highlights }: the resume's text with the job's skills located, for
 * reading a DOC or DOCX in the page (docs/product/recruiter-jobs-and-responses.md#manage-responses);
 * 404 { error: "Resume not found" } as for the file.
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  return Response.json(
    await applicantResumeText(recruiter, params.jobId ?? '', params.userId ?? ''),
  );
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
