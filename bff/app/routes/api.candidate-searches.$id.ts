import type { ActionFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { deleteCandidateSearch } from '../services/candidate-searches.server';

const ALLOW = { Allow: 'DELETE' };

/**
 * DELETE /api/candidate-searches/:id (recruiter) → { success: true }; a search that is not one of
 * the recruiter's saved searches is 404 Search not found (ADR 012).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'DELETE') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  return Response.json(await deleteCandidateSearch(recruiter.id, params.id ?? ''));
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
