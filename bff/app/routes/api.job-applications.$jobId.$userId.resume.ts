import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, fileResponse, jsonError } from '../lib/http.server';
import { openApplicantResume } from '../services/job-applications.server';

/**
 * GET /api/job-applications/:jobId/:userId/resume (recruiter, own job) → the applicant's resume as
 * an attachment; 404 { error: "Resume not found" } unless that user applied to the job and has one.
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  const file = await openApplicantResume(recruiter.id, params.jobId ?? '', params.userId ?? '');
  return fileResponse(file, 'attachment');
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
