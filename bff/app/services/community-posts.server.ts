import {
  COMMUNITY_ERRORS,
  postCursor,
  type CreatePostBody,
  type PostPageQuery,
} from '@rozgar/contracts';
import type { LikeResult, PostPage, PostResult } from '@rozgar/contracts/payloads/communities';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { CommunityPost, PostComment, PostLike } from '../models/community.server';
import { findCommunity, isMember } from './communities.server';
import { publishCommunityEvent } from './community-events.server';
import {
  authorsOf,
  broadcastPost,
  pathId,
  postPayload,
  type StoredPost,
} from './community-payload.server';
import { likedPost } from './notification-producers.server';
import type { MailOutlet } from './notifications.server';

/*
 * Posts on a community board (docs/product/community-board.md): anyone reads them, newest first,
 * a page at a time; members write them; only the author deletes one, and its comments and likes
 * go with it. A like is one `post_likes` record per user and post (a unique index): the toggle
 * removes the caller's record or adds it, and the post's `likes` moves by one with it, so the
 * count is always the number of records however many toggles run at once.
 */

/** Runs before a post or comment is stored: the posting rate limit (throws a 429 response). */
export type BeforeWrite = () => Promise<void>;

/** The caller's likes among these posts. */
async function likedBy(userId: string | undefined, postIds: Types.ObjectId[]) {
  if (userId === undefined || postIds.length === 0) return new Set<string>();
  const likes = await PostLike.find(
    { user_id: new Types.ObjectId(userId), post_id: { $in: postIds } },
    { post_id: 1 },
  ).lean<Array<{ post_id: Types.ObjectId }>>();
  return new Set(likes.map((like) => String(like.post_id)));
}

async function postsFor(posts: StoredPost[], userId: string | undefined) {
  const [authors, liked] = await Promise.all([
    authorsOf(posts.map((post) => post.user_id)),
    likedBy(
      userId,
      posts.map((post) => post._id),
    ),
  ]);
  const viewer = userId !== undefined ? { userId, liked } : undefined;
  return posts.map((post) => postPayload(post, authors, viewer));
}

/** GET /api/communities/{id}/posts?before=&limit=: a page of posts, newest first. */
export async function listPosts(
  communityId: string | undefined,
  query: PostPageQuery,
  userId?: string,
): Promise<PostPage> {
  const community = await findCommunity(communityId);
  const { before, limit } = query;
  const older = before
    ? before.id
      ? {
          $or: [
            { created_at: { $lt: before.created_at } },
            { created_at: before.created_at, _id: { $lt: new Types.ObjectId(before.id) } },
          ],
        }
      : { created_at: { $lt: before.created_at } }
    : {};
  const found = await CommunityPost.find({ community_id: community._id, ...older })
    .sort({ created_at: -1, _id: -1 })
    .limit(limit + 1)
    .lean<StoredPost[]>();
  const page = found.slice(0, limit);
  const posts = await postsFor(page, userId);
  const last = posts.at(-1);
  return { posts, next_before: found.length > limit && last ? postCursor(last) : null };
}

async function findPost(postId: string | undefined): Promise<StoredPost> {
  const post = await CommunityPost.findById(
    pathId(postId, COMMUNITY_ERRORS.post_not_found),
  ).lean<StoredPost>();
  if (!post) throw jsonError(404, COMMUNITY_ERRORS.post_not_found);
  return post;
}

/** GET /api/posts/{id}: one post (a permalink), for anyone. */
export async function getPost(postId: string | undefined, userId?: string): Promise<PostResult> {
  const [post] = await postsFor([await findPost(postId)], userId);
  return { post: post! };
}

/** POST /api/communities/{id}/posts: a member's new post, stored as typed. */
export async function createPost(
  communityId: string | undefined,
  userId: string,
  body: CreatePostBody,
  beforeWrite: BeforeWrite,
): Promise<PostResult> {
  const community = await findCommunity(communityId);
  if (!(await isMember(community._id, userId))) throw jsonError(403, COMMUNITY_ERRORS.join_to_post);
  await beforeWrite();
  const created = await CommunityPost.create({
    community_id: community._id,
    user_id: new Types.ObjectId(userId),
    content: body.content,
    likes: 0,
    comment_count: 0,
  });
  const stored = created.toObject() as StoredPost;
  const authors = await authorsOf([stored.user_id]);
  await publishCommunityEvent({
    type: 'post_created',
    community_id: String(community._id),
    post: broadcastPost(stored, authors),
  });
  return { post: postPayload(stored, authors, { userId, liked: new Set() }) };
}

/** DELETE /api/posts/{id}: the author deletes their post, with its comments and likes. */
export async function deletePost(postId: string | undefined, userId: string): Promise<void> {
  const post = await findPost(postId);
  if (String(post.user_id) !== userId) throw jsonError(403, COMMUNITY_ERRORS.not_your_post);
  const { deletedCount } = await CommunityPost.deleteOne({ _id: post._id, user_id: post.user_id });
  if (deletedCount === 0) throw jsonError(404, COMMUNITY_ERRORS.post_not_found);
  await Promise.all([
    PostComment.deleteMany({ post_id: post._id }),
    PostLike.deleteMany({ post_id: post._id }),
  ]);
  await publishCommunityEvent({
    type: 'post_deleted',
    community_id: String(post.community_id),
    post_id: String(post._id),
  });
}

/**
 * Tells viewers a post's like count. Parallel toggles may publish their counts out of order (a
 * toggle's 19 after another's 20), so each reads the count again once its event is out and, when
 * it moved meanwhile, publishes the newer one: the last event of a post always carries its count.
 */
async function publishLikes(post: Pick<StoredPost, '_id' | 'likes' | 'community_id'>) {
  const event = {
    type: 'post_liked' as const,
    community_id: String(post.community_id),
    post_id: String(post._id),
  };
  await publishCommunityEvent({ ...event, likes: post.likes });
  const now = await CommunityPost.findById(post._id, { likes: 1 }).lean<
    Pick<StoredPost, 'likes'>
  >();
  if (now && now.likes !== post.likes) await publishCommunityEvent({ ...event, likes: now.likes });
}

/** How often a toggle tries again after a parallel toggle of the same user took its record. */
const MAX_ATTEMPTS = 50;

/**
 * POST /api/posts/{id}/like: likes the post, or takes the caller's like back; the post's count
 * after it. Any signed-in user may like (no membership needed).
 */
export async function toggleLike(
  postId: string | undefined,
  userId: string,
  /** A like tells the post's author (e-mailed through this, per their preference). */
  mail?: MailOutlet,
): Promise<LikeResult> {
  const post = await findPost(postId);
  const key = { post_id: post._id, user_id: new Types.ObjectId(userId) };
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    let liked: boolean;
    if ((await PostLike.deleteOne(key)).deletedCount > 0) liked = false;
    else {
      try {
        await PostLike.create(key);
        liked = true;
      } catch (error) {
        if ((error as { code?: unknown }).code === 11000) continue; // a parallel like: try again
        throw error;
      }
    }
    const updated = await CommunityPost.findOneAndUpdate(
      { _id: post._id },
      { $inc: { likes: liked ? 1 : -1 } },
      { returnDocument: 'after', projection: { likes: 1, community_id: 1 } },
    ).lean<Pick<StoredPost, '_id' | 'likes' | 'community_id'>>();
    if (!updated) {
      // deleted meanwhile: its likes go with it
      await PostLike.deleteMany({ post_id: post._id });
      throw jsonError(404, COMMUNITY_ERRORS.post_not_found);
    }
    await publishLikes(updated);
    if (liked) likedPost(updated._id, userId, mail);
    return { post_id: String(updated._id), likes: updated.likes, liked_by_me: liked };
  }
  throw jsonError(409, 'Your like changed at the same time. Please try again.');
}
