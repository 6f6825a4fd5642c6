import type { ActionFunctionArgs } from '@remix-run/node';
import { requireRecruiter } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { saveCandidate, unsaveCandidate } from '../services/saved-candidates.server';

const ALLOW = { Allow: 'PUT, DELETE' };

/**
 * PUT /api/saved-candidates/:userId (recruiter) → { saved: true } (twice is harmless; not a seeker
 * → 404 Candidate not found); DELETE → { saved: false } (harmless when not saved) (ADR 012).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'PUT' && request.method !== 'DELETE')
    return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const recruiter = requireRecruiter(context);
  const userId = params.userId ?? '';
  return Response.json(
    request.method === 'PUT'
      ? await saveCandidate(recruiter.id, userId)
      : await unsaveCandidate(recruiter.id, userId),
  );
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
