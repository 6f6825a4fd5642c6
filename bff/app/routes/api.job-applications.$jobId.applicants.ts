import { applicantsQuerySchema } from '@rozgar/contracts';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { listJobApplicants } from '../services/applicant-pipeline.server';

/**
 * GET /api/job-applications/:jobId/applicants?status&sort&q&meets&page (recruiter, own job) →
 * { job, counts, total, page, page_size, applicants } — the applicant pipeline of
 * docs/product/recruiter-jobs-and-responses.md#manage-responses; an unknown job is 404, another
 * recruiter's 403 (ADR 011), a bad query 400 in words.
 */
export const loader = apiHandler(async ({ request, params, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  const query = validateOrThrow(
    applicantsQuerySchema,
    Object.fromEntries(new URL(request.url).searchParams),
  );
  return Response.json(await listJobApplicants(recruiter, params.jobId ?? '', query));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
