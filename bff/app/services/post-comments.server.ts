import { COMMUNITY_ERRORS, type CreateCommentBody } from '@rozgar/contracts';
import type {
  CommentList,
  CommentResult,
  DeletedComment,
} from '@rozgar/contracts/payloads/communities';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { CommunityPost, PostComment } from '../models/community.server';
import { isMember } from './communities.server';
import { publishCommunityEvent } from './community-events.server';
import {
  authorsOf,
  broadcastComment,
  commentPayload,
  pathId,
  type StoredComment,
  type StoredPost,
} from './community-payload.server';
import type { BeforeWrite } from './community-posts.server';
import { commentedOnPost } from './notification-producers.server';
import type { MailOutlet } from './notifications.server';

/*
 * Comments on posts (docs/product/community-board.md): anyone reads a post's comments, oldest
 * first; members of the post's community write them; only the author deletes one. The post's
 * `comment_count` moves with each comment stored or deleted.
 */

async function findPost(postId: string | undefined) {
  const post = await CommunityPost.findById(pathId(postId, COMMUNITY_ERRORS.post_not_found), {
    community_id: 1,
  }).lean<Pick<StoredPost, '_id' | 'community_id'>>();
  if (!post) throw jsonError(404, COMMUNITY_ERRORS.post_not_found);
  return post;
}

/** GET /api/posts/{id}/comments: the post's comments, oldest first. */
export async function listComments(
  postId: string | undefined,
  userId?: string,
): Promise<CommentList> {
  const post = await findPost(postId);
  const comments = await PostComment.find({ post_id: post._id })
    .sort({ created_at: 1, _id: 1 })
    .lean<StoredComment[]>();
  const authors = await authorsOf(comments.map((comment) => comment.user_id));
  return { comments: comments.map((comment) => commentPayload(comment, authors, userId)) };
}

/** POST /api/posts/{id}/comments: a member's comment, stored as typed. */
export async function createComment(
  postId: string | undefined,
  userId: string,
  body: CreateCommentBody,
  beforeWrite: BeforeWrite,
  /** The post's author is told (and e-mailed through this, per their preference). */
  mail?: MailOutlet,
): Promise<CommentResult> {
  const post = await findPost(postId);
  if (!(await isMember(post.community_id, userId)))
    throw jsonError(403, COMMUNITY_ERRORS.join_to_comment);
  await beforeWrite();
  const created = await PostComment.create({
    post_id: post._id,
    community_id: post.community_id,
    user_id: new Types.ObjectId(userId),
    content: body.content,
  });
  const updated = await CommunityPost.findOneAndUpdate(
    { _id: post._id },
    { $inc: { comment_count: 1 } },
    { returnDocument: 'after', projection: { comment_count: 1 } },
  ).lean<Pick<StoredPost, 'comment_count'>>();
  if (!updated) {
    // the post was deleted meanwhile: so is this comment
    await PostComment.deleteOne({ _id: created._id });
    throw jsonError(404, COMMUNITY_ERRORS.post_not_found);
  }
  const stored = created.toObject() as StoredComment;
  const authors = await authorsOf([stored.user_id]);
  const commentCount = updated.comment_count ?? 0;
  await publishCommunityEvent({
    type: 'comment_created',
    community_id: String(post.community_id),
    post_id: String(post._id),
    comment: broadcastComment(stored, authors),
    comment_count: commentCount,
  });
  commentedOnPost(
    { id: String(stored._id), postId: post._id, content: stored.content },
    userId,
    mail,
  );
  return { comment: commentPayload(stored, authors, userId), comment_count: commentCount };
}

/** DELETE /api/comments/{id}: the author deletes their comment. */
export async function deleteComment(
  commentId: string | undefined,
  userId: string,
): Promise<DeletedComment> {
  const comment = await PostComment.findById(
    pathId(commentId, COMMUNITY_ERRORS.comment_not_found),
  ).lean<StoredComment>();
  if (!comment) throw jsonError(404, COMMUNITY_ERRORS.comment_not_found);
  if (String(comment.user_id) !== userId) throw jsonError(403, COMMUNITY_ERRORS.not_your_comment);
  const { deletedCount } = await PostComment.deleteOne({ _id: comment._id });
  if (deletedCount === 0) throw jsonError(404, COMMUNITY_ERRORS.comment_not_found);
  const post = await CommunityPost.findOneAndUpdate(
    { _id: comment.post_id },
    { $inc: { comment_count: -1 } },
    { returnDocument: 'after', projection: { comment_count: 1 } },
  ).lean<Pick<StoredPost, 'comment_count'>>();
  const commentCount = Math.max(0, post?.comment_count ?? 0);
  await publishCommunityEvent({
    type: 'comment_deleted',
    community_id: String(comment.community_id),
    post_id: String(comment.post_id),
    comment_id: String(comment._id),
    comment_count: commentCount,
  });
  return { post_id: String(comment.post_id), comment_count: commentCount };
}
