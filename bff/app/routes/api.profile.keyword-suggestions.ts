import type { LoaderFunctionArgs } from '@remix-run/node';
import { requireSeeker } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { keywordSuggestions } from '../services/keyword-suggestions.server';

/**
 * GET /api/profile/keyword-suggestions → { keywords }: skills of the jobs the seeker applied to
 * that their profile lacks (seeker).
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) => {
  const user = requireSeeker(context);
  return Response.json(await keywordSuggestions(user.id));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
