import { z } from 'zod';
import { bodyError, dateTimeSchema, idSchema, requiredText } from './text';
import { COMMUNITY_LIMITS } from './vocabularies/communities';

export * from './vocabularies/communities';

/*
 * The community board (docs/product/community-board.md): the bodies and queries the API takes,
 * and the stored shapes of its collections. What it sends back, and the live events, are in
 * ./payloads/communities (zod/mini).
 */

/**
 * POST /api/communities/{id}/posts: the post's text, trimmed (a blank post is refused: "Post is
 * required"), line breaks kept, at most 5 000 characters. Stored as typed: never HTML.
 */
export const createPostBodySchema = z.strictObject(
  { content: requiredText('Post', COMMUNITY_LIMITS.post, { multiline: true }) },
  { error: bodyError },
);
export type CreatePostInput = z.input<typeof createPostBodySchema>;
export type CreatePostBody = z.output<typeof createPostBodySchema>;

/** POST /api/posts/{id}/comments: the comment's text, as a post's (at most 1 000 characters). */
export const createCommentBodySchema = z.strictObject(
  { content: requiredText('Comment', COMMUNITY_LIMITS.comment, { multiline: true }) },
  { error: bodyError },
);
export type CreateCommentInput = z.input<typeof createCommentBodySchema>;
export type CreateCommentBody = z.output<typeof createCommentBodySchema>;

/**
 * A page cursor: a post's `created_at` (ISO text) and, after `_`, its id — the `next_before` of
 * the previous page. A bare date means every post written before that instant.
 */
const POST_CURSOR = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z)(?:_([0-9a-f]{24}))?$/i;

export interface PostCursor {
  created_at: Date;
  /** Without an id, every post of `created_at` and later is left out. */
  id?: string;
}

/** The cursor of the page after `post`: what `before` takes. */
export const postCursor = (post: { created_at: string; id: string }) =>
  `${post.created_at}_${post.id}`;

const cursorSchema = z.string().transform((value, context): PostCursor => {
  const match = POST_CURSOR.exec(value);
  const createdAt = match ? new Date(match[1]!) : undefined;
  if (!match || !createdAt || Number.isNaN(createdAt.getTime())) {
    context.addIssue({ code: 'custom', message: 'must be a cursor from next_before' });
    return z.NEVER;
  }
  return match[2]
    ? { created_at: createdAt, id: match[2].toLowerCase() }
    : { created_at: createdAt };
});

/**
 * GET /api/communities/{id}/posts?before=&limit=: newest first; `before` (left out or blank: the
 * newest page) is the previous page's `next_before`; `limit` 1–50, default 10.
 */
export const postPageQuerySchema = z.object({
  before: z.preprocess((value) => (value === '' ? undefined : value), cursorSchema.optional()),
  limit: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number()
      .int()
      .min(1)
      .max(COMMUNITY_LIMITS.page_size)
      .default(COMMUNITY_LIMITS.default_page_size),
  ),
});
export type PostPageQuery = z.output<typeof postPageQuerySchema>;

/** A comment on a post as stored (`comments`). */
export const storedCommentSchema = z.looseObject({
  id: idSchema,
  post_id: idSchema,
  community_id: idSchema,
  user_id: idSchema,
  content: z.string().min(1).max(COMMUNITY_LIMITS.comment),
  created_at: dateTimeSchema,
});

/** One user's like of one post as stored (`post_likes`): a post's `likes` is their number. */
export const storedPostLikeSchema = z.looseObject({
  post_id: z.unknown(),
  user_id: z.unknown(),
  created_at: z.date(),
});
