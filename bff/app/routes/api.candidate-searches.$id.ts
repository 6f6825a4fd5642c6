import type { ActionFunctionArgs } from '@remix-run/node';
import { savedSearchRenameBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import {
  deleteCandidateSearch,
  renameCandidateSearch,
} from '../services/candidate-searches.server';

const ALLOW = { Allow: 'PATCH, DELETE' };

/**
 * PATCH /api/candidate-searches/:id { title } (recruiter) → { search: SavedSearch } (issue 16);
 * DELETE → { success: true }; a search that is not one of the recruiter's saved searches is 404
 * Search not found (ADR 012).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'DELETE' && request.method !== 'PATCH')
    return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  if (request.method === 'PATCH') {
    const body = validateOrThrow(
      savedSearchRenameBodySchema,
      await parseJsonBody(request, z.unknown()),
    );
    return Response.json({
      search: await renameCandidateSearch(recruiter.id, params.id ?? '', body),
    });
  }
  return Response.json(await deleteCandidateSearch(recruiter.id, params.id ?? ''));
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
