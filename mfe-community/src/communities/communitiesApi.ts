import type { CreateCommentInput, CreatePostInput } from '@rozgar/contracts/communities';
import {
  commentListSchema,
  commentResultSchema,
  communitiesResponseSchema,
  deletedCommentSchema,
  deletedPostSchema,
  likeResultSchema,
  membershipResultSchema,
  postPageSchema,
  postResultSchema,
  type Comment,
  type CommentResult,
  type Community,
  type DeletedComment,
  type LikeResult,
  type Post,
  type PostPage,
} from '@rozgar/contracts/payloads/communities';
import { apiFetch } from '@rozgar/design-system';

/*
 * The community board as the BFF serves it (docs/product/community-and-reviews.md, "Community
 * board"): every answer is parsed with the contracts' payload schemas (zod/mini); the bodies are
 * the contracts' types only, so the remote's bundle carries no full zod.
 */

export type {
  BroadcastComment,
  BroadcastPost,
  Comment,
  CommentResult,
  Community,
  CommunityEvent,
  DeletedComment,
  LikeResult,
  MembershipResult,
  Post,
  PostPage,
} from '@rozgar/contracts/payloads/communities';

const at = (path: string, id: string, rest = '') => `${path}/${encodeURIComponent(id)}${rest}`;

/** `GET /api/communities`: every community, newest first (`is_member` when logged in). */
export async function fetchCommunities(): Promise<Community[]> {
  return communitiesResponseSchema.parse(await apiFetch('/api/communities')).communities;
}

/** `POST` (join) or `DELETE` (leave) `/api/communities/{id}/membership`: the community after it. */
export async function setMembership(communityId: string, join: boolean) {
  const answer = await apiFetch(at('/api/communities', communityId, '/membership'), {
    method: join ? 'POST' : 'DELETE',
  });
  return membershipResultSchema.parse(answer).community;
}

/** `GET /api/communities/{id}/posts?before=&limit=`: a page of posts, newest first. */
export async function fetchPostPage(
  communityId: string,
  before: string | undefined,
  signal?: AbortSignal,
): Promise<PostPage> {
  const search = before ? `?${new URLSearchParams({ before })}` : '';
  const answer = await apiFetch(at('/api/communities', communityId, `/posts${search}`), { signal });
  return postPageSchema.parse(answer);
}

/** `POST /api/communities/{id}/posts` (201): the post as stored. */
export async function createPost(communityId: string, body: CreatePostInput): Promise<Post> {
  const answer = await apiFetch(at('/api/communities', communityId, '/posts'), {
    method: 'POST',
    body,
  });
  return postResultSchema.parse(answer).post;
}

/** `GET /api/posts/{id}`: one post, as its permalink shows it. */
export async function fetchPost(postId: string, signal?: AbortSignal): Promise<Post> {
  return postResultSchema.parse(await apiFetch(at('/api/posts', postId), { signal })).post;
}

/** `POST /api/posts/{id}/like`: a toggle; the server's count and whether the caller likes it. */
export async function togglePostLike(postId: string): Promise<LikeResult> {
  const answer = await apiFetch(at('/api/posts', postId, '/like'), { method: 'POST' });
  return likeResultSchema.parse(answer);
}

/** `DELETE /api/posts/{id}`: the post, its comments and its likes are gone. */
export async function deletePost(postId: string): Promise<void> {
  deletedPostSchema.parse(await apiFetch(at('/api/posts', postId), { method: 'DELETE' }));
}

/** `GET /api/posts/{id}/comments`: the post's comments, oldest first. */
export async function fetchComments(postId: string, signal?: AbortSignal): Promise<Comment[]> {
  const answer = await apiFetch(at('/api/posts', postId, '/comments'), { signal });
  return commentListSchema.parse(answer).comments;
}

/** `POST /api/posts/{id}/comments` (201): the comment and the post's comment count after it. */
export async function createComment(
  postId: string,
  body: CreateCommentInput,
): Promise<CommentResult> {
  const answer = await apiFetch(at('/api/posts', postId, '/comments'), { method: 'POST', body });
  return commentResultSchema.parse(answer);
}

/** `DELETE /api/comments/{id}`: the post it was on and that post's comment count after it. */
export async function deleteComment(commentId: string): Promise<DeletedComment> {
  const answer = await apiFetch(at('/api/comments', commentId), { method: 'DELETE' });
  return deletedCommentSchema.parse(answer);
}
