import { z } from 'zod/mini';
import { ROLES } from '../vocabularies/identity';
import { count, isoDateTime, objectId, someText, successSchema } from './common';

/*
 * The community board as the API sends it (docs/product/community-board.md). Posts and comments
 * are not anonymous: each carries its author's id, name and role. Per-viewer fields (`is_member`,
 * `is_mine`, `liked_by_me`) come to a logged-in caller only and are never in a live event, which
 * every viewer receives alike: a client compares `author_id` with its own user id to say "You".
 * Texts are sent exactly as they were typed (trimmed): never HTML, a client shows them as text.
 */

/**
 * A community board without its members, as the board lists it; `is_member` (whether the caller
 * has joined) only for a logged-in caller.
 */
export const communitySchema = z.object({
  id: objectId,
  name: someText,
  description: z.string(),
  member_count: count,
  created_at: isoDateTime,
  is_member: z.optional(z.boolean()),
});
export type Community = z.infer<typeof communitySchema>;

/** GET /api/communities: every community, newest first. */
export const communitiesResponseSchema = z.object({ communities: z.array(communitySchema) });
export type CommunitiesResponse = z.infer<typeof communitiesResponseSchema>;

/**
 * POST and DELETE /api/communities/{id}/membership: the community after joining or leaving, with
 * `is_member` (the same answer when the caller already was, or was not, a member).
 */
export const membershipResultSchema = z.strictObject({
  community: z.strictObject({ ...communitySchema.shape, is_member: z.boolean() }),
});
export type MembershipResult = z.infer<typeof membershipResultSchema>;

/** Who wrote a post or a comment (the name is "Former member" once the account is gone). */
const authorShape = {
  author_id: objectId,
  author_name: someText,
  author_role: z.enum(ROLES),
};

/** A post as every viewer sees it, as a live event carries it: no per-viewer fields. */
export const broadcastPostSchema = z.strictObject({
  id: objectId,
  community_id: objectId,
  ...authorShape,
  content: someText,
  likes: count,
  comment_count: count,
  created_at: isoDateTime,
});
export type BroadcastPost = z.infer<typeof broadcastPostSchema>;

/**
 * A post as the API answers it: `is_mine` (the caller wrote it) and `liked_by_me` for a logged-in
 * caller only.
 */
export const postSchema = z.strictObject({
  ...broadcastPostSchema.shape,
  is_mine: z.optional(z.boolean()),
  liked_by_me: z.optional(z.boolean()),
});
export type Post = z.infer<typeof postSchema>;

/**
 * GET /api/communities/{id}/posts?before=&limit=: a page of posts, newest first. `next_before` is
 * the cursor of the next (older) page, to send back as `before`; null on the last page.
 */
export const postPageSchema = z.strictObject({
  posts: z.array(postSchema),
  next_before: z.nullable(someText),
});
export type PostPage = z.infer<typeof postPageSchema>;

/** POST /api/communities/{id}/posts (201) and GET /api/posts/{id}: the post. */
export const postResultSchema = z.strictObject({ post: postSchema });
export type PostResult = z.infer<typeof postResultSchema>;

/** POST /api/posts/{id}/like (a toggle): the post's like count after it and the caller's like. */
export const likeResultSchema = z.strictObject({
  post_id: objectId,
  likes: count,
  liked_by_me: z.boolean(),
});
export type LikeResult = z.infer<typeof likeResultSchema>;

/** DELETE /api/posts/{id}: the post and its comments and likes are gone. */
export const deletedPostSchema = successSchema;

/** A comment as every viewer sees it, as a live event carries it. */
export const broadcastCommentSchema = z.strictObject({
  id: objectId,
  post_id: objectId,
  ...authorShape,
  content: someText,
  created_at: isoDateTime,
});
export type BroadcastComment = z.infer<typeof broadcastCommentSchema>;

/** A comment as the API answers it: `is_mine` for a logged-in caller only. */
export const commentSchema = z.strictObject({
  ...broadcastCommentSchema.shape,
  is_mine: z.optional(z.boolean()),
});
export type Comment = z.infer<typeof commentSchema>;

/** GET /api/posts/{id}/comments: the post's comments, oldest first. */
export const commentListSchema = z.strictObject({ comments: z.array(commentSchema) });
export type CommentList = z.infer<typeof commentListSchema>;

/** POST /api/posts/{id}/comments (201): the comment and the post's comment count after it. */
export const commentResultSchema = z.strictObject({ comment: commentSchema, comment_count: count });
export type CommentResult = z.infer<typeof commentResultSchema>;

/** DELETE /api/comments/{id}: the post the comment was on and its comment count after it. */
export const deletedCommentSchema = z.strictObject({ post_id: objectId, comment_count: count });
export type DeletedComment = z.infer<typeof deletedCommentSchema>;

/*
 * Live events of a community's channel (`community:<id>`, streamed by
 * GET /api/communities/{id}/events): one per successful write, the same for every viewer.
 */

const eventOf = <Type extends string, Shape extends z.core.$ZodLooseShape>(
  type: Type,
  shape: Shape,
) => z.strictObject({ type: z.literal(type), community_id: objectId, ...shape });

export const postCreatedEventSchema = eventOf('post_created', { post: broadcastPostSchema });
export const postDeletedEventSchema = eventOf('post_deleted', { post_id: objectId });
export const postLikedEventSchema = eventOf('post_liked', { post_id: objectId, likes: count });
export const commentCreatedEventSchema = eventOf('comment_created', {
  post_id: objectId,
  comment: broadcastCommentSchema,
  comment_count: count,
});
export const commentDeletedEventSchema = eventOf('comment_deleted', {
  post_id: objectId,
  comment_id: objectId,
  comment_count: count,
});
/** Someone joined or left: the community's member count after it. */
export const membersChangedEventSchema = eventOf('members_changed', { member_count: count });

/** Any live event of a community's channel, told apart by `type`. */
export const communityEventSchema = z.discriminatedUnion('type', [
  postCreatedEventSchema,
  postDeletedEventSchema,
  postLikedEventSchema,
  commentCreatedEventSchema,
  commentDeletedEventSchema,
  membersChangedEventSchema,
]);
export type CommunityEvent = z.infer<typeof communityEventSchema>;
