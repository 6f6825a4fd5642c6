import { QueryClient, type InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { communityQueryKeys } from '../data/queries';
import { boardComments, boardCommunities, boardPosts, FRONTEND } from '../mocks/boardFixtures';
import { applyCommunityEvent, putComment, putPost, setLikes } from './boardCache';
import type { Comment, Post, PostPage } from './communitiesApi';

const strip = ({ likers: _likers, ...post }: (typeof boardPosts)[number]): Post => post;
const [first, second, third] = boardPosts.map(strip) as [Post, Post, Post];

function cachedBoard() {
  const client = new QueryClient();
  client.setQueryData<InfiniteData<PostPage, string | undefined>>(
    communityQueryKeys.posts(FRONTEND),
    {
      pages: [
        { posts: [first, second], next_before: 'cursor' },
        { posts: [third], next_before: null },
      ],
      pageParams: [undefined, 'cursor'],
    },
  );
  client.setQueryData<Comment[]>(communityQueryKeys.comments(first.id), boardComments);
  client.setQueryData(
    communityQueryKeys.communities,
    boardCommunities.map(({ members: _members, ...community }) => community),
  );
  const posts = () =>
    client
      .getQueryData<InfiniteData<PostPage>>(communityQueryKeys.posts(FRONTEND))!
      .pages.flatMap((page) => page.posts);
  const comments = () => client.getQueryData<Comment[]>(communityQueryKeys.comments(first.id))!;
  return { client, posts, comments };
}

const newPost: Post = {
  ...first,
  id: '6650f1a2c3d4e5f602222999',
  content: 'New here!',
  likes: 0,
  comment_count: 0,
  created_at: new Date().toISOString(),
};

describe('boardCache', () => {
  it('puts a new post on top once, whether its answer or its live event comes first', () => {
    const { client, posts } = cachedBoard();
    applyCommunityEvent(client, { type: 'post_created', community_id: FRONTEND, post: newPost });
    putPost(client, { ...newPost, is_mine: true, liked_by_me: false });
    applyCommunityEvent(client, { type: 'post_created', community_id: FRONTEND, post: newPost });
    expect(posts().map((post) => post.id)).toEqual([newPost.id, first.id, second.id, third.id]);
    expect(posts()[0]).toMatchObject({ is_mine: true });
  });

  it('takes deleted posts out of every page', () => {
    const { client, posts } = cachedBoard();
    applyCommunityEvent(client, {
      type: 'post_deleted',
      community_id: FRONTEND,
      post_id: third.id,
    });
    applyCommunityEvent(client, {
      type: 'post_deleted',
      community_id: FRONTEND,
      post_id: first.id,
    });
    expect(posts().map((post) => post.id)).toEqual([second.id]);
    expect(client.getQueryData(communityQueryKeys.comments(first.id))).toBeUndefined();
  });

  it('takes like counts from events, and the caller’s own like only from its answer', () => {
    const { client, posts } = cachedBoard();
    setLikes(client, FRONTEND, second.id, 4, true);
    applyCommunityEvent(client, {
      type: 'post_liked',
      community_id: FRONTEND,
      post_id: second.id,
      likes: 5,
    });
    expect(posts()[1]).toMatchObject({ likes: 5, liked_by_me: true });
  });

  it('adds a comment once, oldest first, and keeps the post’s count; removes deleted ones', () => {
    const { client, posts, comments } = cachedBoard();
    const comment: Comment = {
      ...boardComments[0]!,
      id: '6650f1a2c3d4e5f603330999',
      content: 'Thanks!',
      created_at: new Date().toISOString(),
    };
    putComment(client, FRONTEND, comment, 3);
    applyCommunityEvent(client, {
      type: 'comment_created',
      community_id: FRONTEND,
      post_id: first.id,
      comment,
      comment_count: 3,
    });
    expect(comments().map((one) => one.content)).toEqual([
      boardComments[0]!.content,
      boardComments[1]!.content,
      'Thanks!',
    ]);
    expect(posts()[0]!.comment_count).toBe(3);
    applyCommunityEvent(client, {
      type: 'comment_deleted',
      community_id: FRONTEND,
      post_id: first.id,
      comment_id: boardComments[0]!.id,
      comment_count: 2,
    });
    expect(comments()).toHaveLength(2);
    expect(posts()[0]!.comment_count).toBe(2);
  });

  it('follows a community’s member count', () => {
    const { client } = cachedBoard();
    applyCommunityEvent(client, {
      type: 'members_changed',
      community_id: FRONTEND,
      member_count: 41,
    });
    const communities = client.getQueryData<Array<{ id: string; member_count: number }>>(
      communityQueryKeys.communities,
    )!;
    expect(communities.find((one) => one.id === FRONTEND)?.member_count).toBe(41);
  });
});
