import type { ActionFunctionArgs } from '@remix-run/node';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { deleteComment } from '../services/post-comments.server';

const ALLOW = { Allow: 'DELETE' };

/**
 * DELETE /api/comments/:commentId (its author) → { post_id, comment_count }; 403 for anyone
 * else's comment, 404 for an unknown one (docs/product/community-board.md).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'DELETE') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireUser(context);
  return Response.json(await deleteComment(params.commentId, user.id));
});

export const loader = () => jsonError(405, 'Method not allowed', { headers: ALLOW });
