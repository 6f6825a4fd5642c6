import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { communityQueryKeys } from '../data/queries';
import type {
  BroadcastComment,
  BroadcastPost,
  Comment,
  Community,
  CommunityEvent,
  Post,
  PostPage,
} from './communitiesApi';

/*
 * Writes into the portal's one QueryClient (ADR 017) what the board learns, from its own writes'
 * answers and from the live events of the community being viewed: a post, a like count, a comment
 * appear in every cached list holding them without asking the server again. The same post or
 * comment arriving twice (our own write's answer, then its live event, in either order) is kept
 * once: everything is keyed by id.
 */

type PostPages = InfiniteData<PostPage, string | undefined>;

const byOldestFirst = (a: { created_at: string }, b: { created_at: string }) =>
  a.created_at.localeCompare(b.created_at);

/** Changes one post wherever it is cached: the community's pages and the post's own entry. */
export function patchPost(
  client: QueryClient,
  communityId: string,
  postId: string,
  patch: (post: Post) => Post,
) {
  client.setQueryData<PostPages>(communityQueryKeys.posts(communityId), (pages) =>
    pages
      ? {
          ...pages,
          pages: pages.pages.map((page) => ({
            ...page,
            posts: page.posts.map((post) => (post.id === postId ? patch(post) : post)),
          })),
        }
      : pages,
  );
  client.setQueryData<Post>(communityQueryKeys.post(postId), (post) => (post ? patch(post) : post));
}

/**
 * A new post at the top of its community's first page, unless it is already there; a post that is
 * (our own answer after its event) takes the answer's per-viewer fields.
 */
export function putPost(client: QueryClient, post: Post | BroadcastPost) {
  const key = communityQueryKeys.posts(post.community_id);
  const pages = client.getQueryData<PostPages>(key);
  if (!pages) return;
  const known = pages.pages.some((page) => page.posts.some((cached) => cached.id === post.id));
  if (known) {
    patchPost(client, post.community_id, post.id, (cached) => ({ ...cached, ...post }));
    return;
  }
  const [first, ...rest] = pages.pages;
  client.setQueryData<PostPages>(key, {
    ...pages,
    pages: [
      { ...(first ?? { next_before: null }), posts: [post, ...(first?.posts ?? [])] },
      ...rest,
    ],
  });
}

/** A deleted post leaves its community's pages; its permalink asks the server again (404). */
export function removePost(client: QueryClient, communityId: string, postId: string) {
  client.setQueryData<PostPages>(communityQueryKeys.posts(communityId), (pages) =>
    pages
      ? {
          ...pages,
          pages: pages.pages.map((page) => ({
            ...page,
            posts: page.posts.filter((post) => post.id !== postId),
          })),
        }
      : pages,
  );
  client.removeQueries({ queryKey: communityQueryKeys.comments(postId), exact: true });
  if (client.getQueryData(communityQueryKeys.post(postId)) !== undefined) {
    void client.invalidateQueries({ queryKey: communityQueryKeys.post(postId), exact: true });
  }
}

/** A post's like count from the server; the caller's own like only from its own answer. */
export function setLikes(
  client: QueryClient,
  communityId: string,
  postId: string,
  likes: number,
  likedByMe?: boolean,
) {
  patchPost(client, communityId, postId, (post) => ({
    ...post,
    likes,
    ...(likedByMe === undefined ? {} : { liked_by_me: likedByMe }),
  }));
}

/** A new comment at the end of its post's cached comments (once), and the post's count. */
export function putComment(
  client: QueryClient,
  communityId: string,
  comment: Comment | BroadcastComment,
  commentCount: number,
) {
  client.setQueryData<Comment[]>(communityQueryKeys.comments(comment.post_id), (comments) => {
    if (!comments) return comments;
    const known = comments.some((cached) => cached.id === comment.id);
    return known
      ? comments.map((cached) => (cached.id === comment.id ? { ...cached, ...comment } : cached))
      : [...comments, comment].sort(byOldestFirst);
  });
  patchPost(client, communityId, comment.post_id, (post) => ({
    ...post,
    comment_count: commentCount,
  }));
}

/** A deleted comment leaves its post's cached comments; the post's count follows. */
export function removeComment(
  client: QueryClient,
  communityId: string,
  postId: string,
  commentId: string,
  commentCount: number,
) {
  client.setQueryData<Comment[]>(communityQueryKeys.comments(postId), (comments) =>
    comments?.filter((comment) => comment.id !== commentId),
  );
  patchPost(client, communityId, postId, (post) => ({ ...post, comment_count: commentCount }));
}

/** Changes one community in the cached list (membership, member count). */
export function patchCommunity(
  client: QueryClient,
  communityId: string,
  patch: (community: Community) => Community,
) {
  client.setQueryData<Community[]>(communityQueryKeys.communities, (communities) =>
    communities?.map((community) => (community.id === communityId ? patch(community) : community)),
  );
}

/** One live event of a community's channel, written into the cache. */
export function applyCommunityEvent(client: QueryClient, event: CommunityEvent) {
  const communityId = event.community_id;
  switch (event.type) {
    case 'post_created':
      return putPost(client, event.post);
    case 'post_deleted':
      return removePost(client, communityId, event.post_id);
    case 'post_liked':
      return setLikes(client, communityId, event.post_id, event.likes);
    case 'comment_created':
      return putComment(client, communityId, event.comment, event.comment_count);
    case 'comment_deleted':
      return removeComment(
        client,
        communityId,
        event.post_id,
        event.comment_id,
        event.comment_count,
      );
    case 'members_changed':
      return patchCommunity(client, communityId, (community) => ({
        ...community,
        member_count: event.member_count,
      }));
  }
}
