import { Readable } from 'node:stream';
import type { LoaderFunctionArgs } from '@remix-run/node';
import contentDisposition from 'content-disposition';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { openApplicantResume } from '../services/job-applications.server';

/**
 * GET /api/job-applications/:jobId/:userId/resume (recruiter, own job) → the applicant's resume as
 * an attachment; 404 { error: "Resume not found" } unless that user applied to the job and has one.
 */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  const file = await openApplicantResume(recruiter.id, params.jobId ?? '', params.userId ?? '');
  return new Response(Readable.toWeb(file.stream) as ReadableStream<Uint8Array>, {
    headers: {
      'Content-Type': file.contentType,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(file.filename, { type: 'attachment' }),
    },
  });
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
