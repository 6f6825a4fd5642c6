import type { ActionFunctionArgs } from '@remix-run/node';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { toggleLike } from '../services/community-posts.server';
import { mailOutlet } from '../services/notifications.server';

const ALLOW = { Allow: 'POST' };

/**
 * POST /api/posts/:postId/like (logged in) → { post_id, likes, liked_by_me }: likes the post, or
 * takes the caller's like back (a toggle, one like per user; docs/product/community-board.md).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireUser(context);
  return Response.json(await toggleLike(params.postId, user.id, mailOutlet(context, request)));
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
