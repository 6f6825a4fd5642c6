import type { ActionFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { candidateSearchBodySchema, searchCandidates } from '../services/candidate-search.server';
import { validateOrThrow } from '../lib/validation.server';

const ALLOW = { Allow: 'POST' };

/**
 * POST /api/candidates/search { criteria, page?, pageSize? } (recruiter) → { candidates:
 * CandidateCard[], total, page, pageSize }: seekers matching the criteria, most recently active
 * first; a search with a criterion is kept as one of the recruiter's recent searches (ADR 012).
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const body = validateOrThrow(
    candidateSearchBodySchema,
    await parseJsonBody(request, z.unknown()),
  );
  return Response.json(await searchCandidates(recruiter.id, body));
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
