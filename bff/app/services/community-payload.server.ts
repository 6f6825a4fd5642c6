import { FORMER_MEMBER, type Role } from '@rozgar/contracts';
import type {
  BroadcastComment,
  BroadcastPost,
  Comment,
  Community,
  Post,
} from '@rozgar/contracts/payloads/communities';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { User } from '../models/user.server';

/*
 * The community board's answers built from stored documents (docs/product/community-board.md):
 * posts and comments name their author (id, name, role); the caller's own fields (`is_mine`,
 * `liked_by_me`, `is_member`) are added only for a logged-in caller.
 */

export interface StoredCommunity {
  _id: Types.ObjectId;
  name: string;
  description?: string | null;
  member_count: number;
  users_id?: Types.ObjectId[];
  created_at: Date;
}

export interface StoredPost {
  _id: Types.ObjectId;
  community_id: Types.ObjectId;
  user_id: Types.ObjectId;
  content: string;
  likes: number;
  comment_count?: number | null;
  created_at: Date;
}

export interface StoredComment {
  _id: Types.ObjectId;
  post_id: Types.ObjectId;
  community_id: Types.ObjectId;
  user_id: Types.ObjectId;
  content: string;
  created_at: Date;
}

export interface Author {
  name: string;
  role: Role;
}
export type Authors = Map<string, Author>;

/** The names and roles of these users, by id (a user who is gone is absent). */
export async function authorsOf(userIds: Types.ObjectId[]): Promise<Authors> {
  const ids = [...new Set(userIds.map(String))];
  if (ids.length === 0) return new Map();
  const users = await User.find({ _id: { $in: ids } }, { name: 1, role: 1 }).lean<
    Array<{ _id: Types.ObjectId; name: string; role: Role }>
  >();
  return new Map(users.map((user) => [String(user._id), { name: user.name, role: user.role }]));
}

function authorFields(userId: Types.ObjectId, authors: Authors) {
  const author = authors.get(String(userId));
  return {
    author_id: String(userId),
    author_name: author?.name || FORMER_MEMBER,
    author_role: author?.role ?? 'Job Seeker',
  };
}

/** A community as the board lists it; `is_member` for a logged-in caller. */
export function communityPayload(community: StoredCommunity, userId?: string): Community {
  return {
    id: String(community._id),
    name: community.name,
    description: community.description ?? '',
    member_count: community.member_count,
    created_at: community.created_at.toISOString(),
    ...(userId !== undefined
      ? { is_member: (community.users_id ?? []).some((member) => String(member) === userId) }
      : {}),
  };
}

/** A post as every viewer sees it (what a live event carries). */
export function broadcastPost(post: StoredPost, authors: Authors): BroadcastPost {
  return {
    id: String(post._id),
    community_id: String(post.community_id),
    ...authorFields(post.user_id, authors),
    content: post.content,
    likes: post.likes,
    comment_count: post.comment_count ?? 0,
    created_at: post.created_at.toISOString(),
  };
}

/** A post for the caller: with `is_mine` and `liked_by_me` when logged in (`liked`: the posts they like). */
export function postPayload(
  post: StoredPost,
  authors: Authors,
  viewer?: { userId: string; liked: Set<string> },
): Post {
  return {
    ...broadcastPost(post, authors),
    ...(viewer
      ? {
          is_mine: String(post.user_id) === viewer.userId,
          liked_by_me: viewer.liked.has(String(post._id)),
        }
      : {}),
  };
}

/** A comment as every viewer sees it (what a live event carries). */
export function broadcastComment(comment: StoredComment, authors: Authors): BroadcastComment {
  return {
    id: String(comment._id),
    post_id: String(comment.post_id),
    ...authorFields(comment.user_id, authors),
    content: comment.content,
    created_at: comment.created_at.toISOString(),
  };
}

/** A comment for the caller: with `is_mine` when logged in. */
export function commentPayload(comment: StoredComment, authors: Authors, userId?: string): Comment {
  return {
    ...broadcastComment(comment, authors),
    ...(userId !== undefined ? { is_mine: String(comment.user_id) === userId } : {}),
  };
}

/** The ObjectId of a path id, or a thrown 404 with `notFound` for anything that is not one. */
export function pathId(id: string | undefined, notFound: string): Types.ObjectId {
  if (!id || !/^[0-9a-f]{24}$/i.test(id)) throw jsonError(404, notFound);
  return new Types.ObjectId(id);
}
