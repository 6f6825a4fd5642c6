import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError } from '../lib/http.server';
import { deletePost, getPost } from '../services/community-posts.server';

const ALLOW = { Allow: 'GET, DELETE' };

/** GET /api/posts/:postId → { post }: one post (its permalink), for anyone. */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) =>
  Response.json(await getPost(params.postId, context.user?.id)),
);

/**
 * DELETE /api/posts/:postId (its author) → { success: true }: the post, its comments and likes
 * are deleted; 403 for anyone else's post, 404 for an unknown one.
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'DELETE') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireUser(context);
  await deletePost(params.postId, user.id);
  return Response.json({ success: true });
});
