import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { z } from 'zod';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import {
  listCandidateSearches,
  saveCandidateSearch,
  savedSearchBodySchema,
} from '../services/candidate-searches.server';
import { validateOrThrow } from '../lib/validation.server';

const ALLOW = { Allow: 'GET, POST' };

/**
 * GET /api/candidate-searches (recruiter) → { recent: RecentSearch[], saved: SavedSearch[] },
 * newest first, `profiles` counted now (ADR 012).
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  return Response.json(await listCandidateSearches(recruiter.id));
});

/**
 * POST /api/candidate-searches { title, criteria } (recruiter) → 201 { search: SavedSearch }; at
 * most 50 per recruiter (409) (ADR 012).
 */
export const action = apiHandler(async ({ request, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const body = validateOrThrow(savedSearchBodySchema, await parseJsonBody(request, z.unknown()));
  return Response.json({ search: await saveCandidateSearch(recruiter.id, body) }, { status: 201 });
});
