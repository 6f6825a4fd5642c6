import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node';
import { createCommentBodySchema } from '@rozgar/contracts';
import { z } from 'zod';
import { requireUser } from '../lib/auth.server';
import { apiHandler, jsonError, parseJsonBody } from '../lib/http.server';
import { validateOrThrow } from '../lib/validation.server';
import { createComment, listComments } from '../services/post-comments.server';
import { mailOutlet } from '../services/notifications.server';

const ALLOW = { Allow: 'GET, POST' };

/** GET /api/posts/:postId/comments → { comments }: oldest first, for anyone; `is_mine` when logged in. */
export const loader = apiHandler(async ({ params, context }: LoaderFunctionArgs) =>
  Response.json(await listComments(params.postId, context.user?.id)),
);

/**
 * POST /api/posts/:postId/comments { content } (a member of the post's community) → 201
 * { comment, comment_count }; 400 for a blank or too long text, 403 for a non-member, 429 over
 * the posting limit (docs/product/community-board.md).
 */
export const action = apiHandler(async ({ request, params, context }: ActionFunctionArgs) => {
  if (request.method !== 'POST') return jsonError(405, 'Method not allowed', { headers: ALLOW });
  const user = requireUser(context);
  const body = validateOrThrow(createCommentBodySchema, await parseJsonBody(request, z.unknown()));
  const created = await createComment(
    params.postId,
    user.id,
    body,
    () => context.rateLimits.posting(user.id, context.res),
    mailOutlet(context, request),
  );
  return Response.json(created, { status: 201 });
});
