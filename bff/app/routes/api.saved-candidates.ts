import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { listSavedCandidates } from '../services/saved-candidates.server';

/**
 * GET /api/saved-candidates (recruiter) → { candidates: CandidateCard[] }, all `saved: true`, most
 * recently saved first (ADR 012).
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const recruiter = requireRecruiter(context);
  return Response.json(await listSavedCandidates(recruiter));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
