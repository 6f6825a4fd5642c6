import { recruiterApplicationsQuerySchema } from '@rozgar/contracts';
import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { listRecruiterApplications } from '../services/application-tracking.server';

/**
 * GET /api/recruiter/applications?job&status&page (recruiter) → { total, page, page_size,
 * applications }: every application to the recruiter's jobs, newest first
 * (docs/product/applications-and-tracking.md#recruiters); a `job` not found is 404, another
 * recruiter's 403 (ADR 011), a bad query 400 in words.
 */
export const loader = apiHandler(async ({ request, context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  const query = validateOrThrow(
    recruiterApplicationsQuerySchema,
    Object.fromEntries(new URL(request.url).searchParams),
  );
  return Response.json(await listRecruiterApplications(recruiter, query));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
