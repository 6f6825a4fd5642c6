import type { LoaderFunctionArgs } from '@remix-run/node';
import { RESUME_TYPES } from '@rozgar/contracts';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, fileResponse, jsonError } from '../lib/http.server';
import { openApplicantResume } from '../services/job-applications.server';

/**
 * GET /api/job-applications/:jobId/:userId/resume[?inline=1] (recruiter, own job) → the applicant's
 * resume as an attachment; with `inline=1` a PDF comes inline, to be shown in the page's frame
 * (docs/product/recruiter-jobs-and-responses.md#manage-responses) — a DOC or DOCX still comes as an
 * attachment (its text is at …/resume/text). The inline PDF keeps the type detected at upload and
 * the server's nosniff, so a browser never reads it as anything else; it gets no CSP `sandbox`,
 * which would stop Chrome's and Safari's PDF viewers from showing it at all. 404 { error: "Resume
 * not found" } unless that user applied to the job and has one; an unknown job 404, another
 * recruiter's 403 (ADR 011).
 */
export const loader = apiHandler(async ({ request, params, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  const file = await openApplicantResume(recruiter, params.jobId ?? '', params.userId ?? '');
  const inline =
    new URL(request.url).searchParams.get('inline') === '1' &&
    file.contentType === RESUME_TYPES.pdf;
  return fileResponse(file, inline ? 'inline' : 'attachment');
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
