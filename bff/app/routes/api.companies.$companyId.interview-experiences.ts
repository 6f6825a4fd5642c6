import type { LoaderFunctionArgs } from '@remix-run/node';
import { interviewExperienceListQuerySchema } from '@rozgar/contracts';
import { apiHandler, jsonError, parseQuery } from '../lib/http.server';
import { listInterviewExperiences } from '../services/interview-experiences.server';

/**
 * GET /api/companies/:companyId/interview-experiences?page= → { experiences, total, page,
 * page_size, difficulties, outcomes } (no login needed): the company's published interview
 * experiences, 5 a page, newest first, never their authors. 404 Company not found.
 */
export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const query = parseQuery(request, interviewExperienceListQuerySchema);
  return Response.json(await listInterviewExperiences(params.companyId ?? '', query));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
