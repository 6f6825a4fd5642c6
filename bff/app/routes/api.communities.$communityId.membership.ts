import type { ActionFunctionArgs } from '@remix-run/node';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { setMembership } from '../services/communities.server';

const ALLOW = { Allow: 'POST, DELETE' };

/**
 * POST (join) and DELETE (leave) /api/communities/:communityId/membership (logged in, job seeker
 * or recruiter) → { community } with its member count and `is_member`; joining twice is one
 * membership (docs/product/community-board.md). 404 for an unknown community.
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST' && request.method !== 'DELETE')
    return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireUser(context);
  return Response.json(await setMembership(params.communityId, user.id, request.method === 'POST'));
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
