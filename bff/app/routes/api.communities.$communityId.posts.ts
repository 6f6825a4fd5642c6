import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { createPostBodySchema, postPageQuerySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody, parseQuery } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { createPost, listPosts } from '../services/community-posts.server';

const ALLOW = { Allow: 'GET, POST' };

/**
 * GET /api/communities/:communityId/posts?before=&limit= → { posts, next_before }: newest first,
 * for anyone; `is_mine` and `liked_by_me` for a logged-in caller (docs/product/community-board.md).
 */
export const loader = apiHandler(async ({ request, params, context }: LoaderFunctionArgs) => {
  const query = parseQuery(request, postPageQuerySchema);
  return Response.json(await listPosts(params.communityId, query, context.user?.id));
});

/**
 * POST /api/communities/:communityId/posts { content } (a member) → 201 { post }; 400 for a blank
 * or too long text (nothing stored), 403 for a non-member, 429 over the posting limit.
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireUser(context);
  const body = validateOrThrow(createPostBodySchema, await parseJsonBody(request, z.unknown()));
  const created = await createPost(params.communityId, user.id, body, () =>
    context.rateLimits.posting(user.id, context.res),
  );
  return Response.json(created, { status: 201 });
});
