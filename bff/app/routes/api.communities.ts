import type { LoaderFunctionArgs } from '@remix-run/node';
import { apiHandler, jsonError } from '../lib/http.server';
import { listCommunities } from '../services/communities.server';

/**
 * GET /api/communities → { communities: [{ id, name, description, member_count, created_at,
 * is_member? }] }, newest first; `is_member` for a logged-in caller (docs/product/community-board.md).
 */
export const loader = apiHandler(async ({ context }: LoaderFunctionArgs) =>
  Response.json(await listCommunities(context.user?.id)),
);

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
