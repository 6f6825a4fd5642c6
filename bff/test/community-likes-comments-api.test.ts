import {
  commentListSchema,
  deletedCommentSchema,
  deletedPostSchema,
  likeResultSchema,
  postPageSchema,
} from '@rozgar/contracts/payloads/communities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunityPost, PostComment, PostLike } from '../app/models/community.server';
import { stopLiveEvents } from '../app/services/live-events.server';
import {
  commented,
  joined,
  newCommunity,
  posted,
  recordEvents,
  writeComment,
} from './support/community-fixtures';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

// Likes, comments and deleting (docs/product/community-board.md): a like is one record per user
// and post, toggled, the post's count always the number of records, also under 20 parallel
// toggles; members comment; only an author deletes their post (with its comments and likes) or
// comment.

let app: TestApp;
let users: Account[];

beforeAll(async () => {
  app = await startTestApp();
  users = [];
  for (let i = 0; i < 20; i++) users.push(await loggedIn(app, 'Job Seeker', `Reader ${i}`));
}, 120_000);

afterAll(async () => {
  await stopLiveEvents();
  await app?.close();
});

const like = (account: Account, postId: string) => account.client.post(`/api/posts/${postId}/like`);
const remove = (account: Account, path: string) =>
  account.client.request(path, { method: 'DELETE' });

async function boardWithPost(author = users[0]!) {
  const communityId = await newCommunity();
  await joined(author, communityId);
  const post = await posted(author, communityId);
  return { communityId, post };
}

async function counts(postId: string) {
  const post = await CommunityPost.findById(postId).lean();
  return {
    likes: post?.likes,
    records: await PostLike.countDocuments({ post_id: postId }),
    comment_count: post?.comment_count,
    comments: await PostComment.countDocuments({ post_id: postId }),
  };
}

describe('POST /api/posts/:id/like', () => {
  it('toggles one like per user, needs a login but not a membership; 404 unknown', async () => {
    const { communityId, post } = await boardWithPost();
    const events = recordEvents(communityId);
    const reader = users[1]!;
    const first = await like(reader, post.id);
    expect(payload(likeResultSchema, await first.json())).toEqual({
      post_id: post.id,
      likes: 1,
      liked_by_me: true,
    });
    expect(await events.next('post_liked')).toEqual({
      type: 'post_liked',
      community_id: communityId,
      post_id: post.id,
      likes: 1,
    });
    const listed = payload(
      postPageSchema,
      await (await reader.client.get(`/api/communities/${communityId}/posts`)).json(),
    );
    expect(listed.posts[0]).toMatchObject({ likes: 1, liked_by_me: true });
    expect(payload(likeResultSchema, await (await like(reader, post.id)).json())).toMatchObject({
      likes: 0,
      liked_by_me: false,
    });
    expect((await app.client().post(`/api/posts/${post.id}/like`)).status).toBe(401);
    for (const missing of ['65a0000000000000000000ff', 'nope'])
      expect((await like(reader, missing)).status).toBe(404);
    expect(await counts(post.id)).toMatchObject({ likes: 0, records: 0 });
    events.stop();
  });

  it('counts 20 users liking at once as 20, and all taking it back as 0', async () => {
    const { communityId, post } = await boardWithPost();
    const events = recordEvents(communityId);
    const lastLikes = async (want: number) => {
      // every toggle's events are out once its answer is: the last one carries the count
      await expect
        .poll(() => events.events.filter((e) => e.type === 'post_liked').at(-1))
        .toMatchObject({ likes: want });
    };
    const liked = await Promise.all(users.map((user) => like(user, post.id)));
    const results = await Promise.all(
      liked.map(async (response) => payload(likeResultSchema, await response.json())),
    );
    expect(results.every((result) => result.liked_by_me)).toBe(true);
    expect(new Set(results.map((result) => result.likes))).toEqual(
      new Set(Array.from({ length: 20 }, (_, i) => i + 1)),
    );
    expect(await counts(post.id)).toMatchObject({ likes: 20, records: 20 });
    await lastLikes(20);
    await Promise.all(users.map((user) => like(user, post.id)));
    expect(await counts(post.id)).toMatchObject({ likes: 0, records: 0 });
    await lastLikes(0);
    events.stop();
  });

  it('stays one record per user under 20 parallel toggles by the same user', async () => {
    const { post } = await boardWithPost();
    const answers = await Promise.all(Array.from({ length: 20 }, () => like(users[2]!, post.id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    // 20 toggles from "not liked" end where they began, the count with the records
    expect(await counts(post.id)).toMatchObject({ likes: 0, records: 0 });
    await Promise.all(Array.from({ length: 7 }, () => like(users[2]!, post.id)));
    expect(await counts(post.id)).toMatchObject({ likes: 1, records: 1 });
  });
});

describe('comments', () => {
  it('members comment; the list is oldest first with is_mine; blank refused', async () => {
    const { communityId, post } = await boardWithPost();
    const [author, member, outsider] = [users[0]!, users[3]!, users[4]!];
    await joined(member, communityId);
    const events = recordEvents(communityId);

    const refused = await writeComment(outsider, post.id, 'Can I?');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Join this community to comment' });
    for (const content of ['  ', '\n', undefined]) {
      const blank = await writeComment(member, post.id, content);
      expect(blank.status).toBe(400);
      expect(await blank.json()).toEqual({ error: 'Comment is required' });
    }
    expect((await writeComment(member, post.id, 'z'.repeat(1001))).status).toBe(400);
    expect(
      (await app.client().post(`/api/posts/${post.id}/comments`, { content: 'x' })).status,
    ).toBe(401);
    expect(await counts(post.id)).toMatchObject({ comment_count: 0, comments: 0 });

    const first = await commented(member, post.id, '  <b>first</b>  ');
    expect(first).toMatchObject({
      comment_count: 1,
      comment: {
        post_id: post.id,
        author_id: member.id,
        author_name: 'Reader 3',
        content: '<b>first</b>',
        is_mine: true,
      },
    });
    const created = await events.next('comment_created');
    const { is_mine: _mine, ...everyone } = first.comment;
    expect(created).toEqual({
      type: 'comment_created',
      community_id: communityId,
      post_id: post.id,
      comment: everyone,
      comment_count: 1,
    });
    await commented(author, post.id, 'second');

    const list = payload(
      commentListSchema,
      await (await member.client.get(`/api/posts/${post.id}/comments`)).json(),
    ).comments;
    expect(list.map((comment) => [comment.content, comment.is_mine])).toEqual([
      ['<b>first</b>', true],
      ['second', false],
    ]);
    const anonymous = payload(
      commentListSchema,
      await (await app.client().get(`/api/posts/${post.id}/comments`)).json(),
    ).comments;
    expect(anonymous.every((comment) => comment.is_mine === undefined)).toBe(true);
    expect(await counts(post.id)).toMatchObject({ comment_count: 2, comments: 2 });
    events.stop();
  });

  it('only the author deletes a comment; 404 for an unknown one', async () => {
    const { communityId, post } = await boardWithPost();
    const member = users[5]!;
    await joined(member, communityId);
    const { comment } = await commented(member, post.id);
    const events = recordEvents(communityId);

    const notYours = await remove(users[0]!, `/api/comments/${comment.id}`);
    expect(notYours.status).toBe(403);
    expect(await notYours.json()).toEqual({ error: 'You can only delete your own comments' });
    expect(
      (await app.client().request(`/api/comments/${comment.id}`, { method: 'DELETE' })).status,
    ).toBe(401);

    const deleted = await remove(member, `/api/comments/${comment.id}`);
    expect(payload(deletedCommentSchema, await deleted.json())).toEqual({
      post_id: post.id,
      comment_count: 0,
    });
    expect(await events.next('comment_deleted')).toEqual({
      type: 'comment_deleted',
      community_id: communityId,
      post_id: post.id,
      comment_id: comment.id,
      comment_count: 0,
    });
    for (const missing of [comment.id, 'nope']) {
      const unknown = await remove(member, `/api/comments/${missing}`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: 'Comment not found' });
    }
    expect(await counts(post.id)).toMatchObject({ comment_count: 0, comments: 0 });
    events.stop();
  });

  it('404s the comments of an unknown post', async () => {
    expect((await app.client().get('/api/posts/65a0000000000000000000ff/comments')).status).toBe(
      404,
    );
    const write = await writeComment(users[0]!, '65a0000000000000000000ff', 'Hi');
    expect(write.status).toBe(404);
    expect(await write.json()).toEqual({ error: 'Post not found' });
  });
});

describe('DELETE /api/posts/:id', () => {
  it('only the author deletes a post; its comments and likes go with it', async () => {
    const { communityId, post } = await boardWithPost(users[6]!);
    const member = users[7]!;
    await joined(member, communityId);
    await commented(member, post.id, 'one');
    await commented(users[6]!, post.id, 'two');
    await Promise.all([like(member, post.id), like(users[8]!, post.id)]);
    expect(await counts(post.id)).toEqual({ likes: 2, records: 2, comment_count: 2, comments: 2 });
    const events = recordEvents(communityId);

    const notYours = await remove(member, `/api/posts/${post.id}`);
    expect(notYours.status).toBe(403);
    expect(await notYours.json()).toEqual({ error: 'You can only delete your own posts' });
    expect((await app.client().request(`/api/posts/${post.id}`, { method: 'DELETE' })).status).toBe(
      401,
    );

    const deleted = await remove(users[6]!, `/api/posts/${post.id}`);
    expect(deleted.status).toBe(200);
    payload(deletedPostSchema, await deleted.json());
    expect(await events.next('post_deleted')).toEqual({
      type: 'post_deleted',
      community_id: communityId,
      post_id: post.id,
    });
    expect(await counts(post.id)).toEqual({
      likes: undefined,
      records: 0,
      comment_count: undefined,
      comments: 0,
    });
    expect((await app.client().get(`/api/posts/${post.id}`)).status).toBe(404);
    expect((await app.client().get(`/api/posts/${post.id}/comments`)).status).toBe(404);
    expect((await remove(users[6]!, `/api/posts/${post.id}`)).status).toBe(404);
    expect((await like(member, post.id)).status).toBe(404);
    events.stop();
  });
});
