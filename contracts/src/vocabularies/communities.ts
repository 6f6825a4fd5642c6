/*
 * The community board's vocabularies (docs/product/community-board.md): zod-free, for the
 * frontends' bundles. The bodies and queries are in ../communities, the answers and the live
 * events in ../payloads/communities.
 */

/** The board's bounds: characters of a post and a comment (after trimming), page sizes. */
export const COMMUNITY_LIMITS = {
  /** A post's most characters. */
  post: 5000,
  /** A comment's most characters. */
  comment: 1000,
  /** Posts per page when `limit` is left out. */
  default_page_size: 10,
  /** The most posts a page may ask for. */
  page_size: 50,
} as const;

/** The board's texts, verbatim (docs/product/community-board.md). */
export const COMMUNITY_TEXTS = {
  no_communities: 'No communities found',
  no_posts: 'No posts found in this community',
  load_communities_failed: 'Failed to load communities',
  /** Followed by the failure's message. */
  load_posts_failed: 'Failed to load posts: ',
  create_post_failed: 'Failed to create post',
  /** Shown instead of the author's name on the caller's own posts and comments. */
  you: 'You',
} as const;

/** The API's 4xx answers of the board (`{ error }`). */
export const COMMUNITY_ERRORS = {
  community_not_found: 'Community not found',
  post_not_found: 'Post not found',
  comment_not_found: 'Comment not found',
  join_to_post: 'Join this community to post',
  join_to_comment: 'Join this community to comment',
  not_your_post: 'You can only delete your own posts',
  not_your_comment: 'You can only delete your own comments',
  posting_rate_limited:
    'You have posted too many posts and comments in a short time. Please try again later.',
} as const;

/** The name shown for the author of a post or comment whose account no longer exists. */
export const FORMER_MEMBER = 'Former member';

/** The live events' channel of a community: what `GET /api/communities/{id}/events` streams. */
export const communityChannel = (communityId: string) => `community:${communityId}` as const;

/** The kinds of live event a community's channel carries. */
export const COMMUNITY_EVENT_TYPES = [
  'post_created',
  'post_deleted',
  'post_liked',
  'comment_created',
  'comment_deleted',
  'members_changed',
] as const;
export type CommunityEventType = (typeof COMMUNITY_EVENT_TYPES)[number];
