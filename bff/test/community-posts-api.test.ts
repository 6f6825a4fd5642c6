import { COMMUNITY_LIMITS } from '@rozgar/contracts';
import {
  postPageSchema,
  postResultSchema,
  type Post,
} from '@rozgar/contracts/payloads/communities';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunityPost } from '../app/models/community.server';
import { User } from '../app/models/user.server';
import { stopLiveEvents } from '../app/services/live-events.server';
import {
  joined,
  newCommunity,
  posted,
  recordEvents,
  writePost,
} from './support/community-fixtures';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';
import type { CookieClient } from './support/cookie-client';

// Posts on a board (docs/product/community-board.md, "Posts"): anyone reads them newest first a
// page at a time; only members write, text stored and sent back exactly as typed (trimmed), never
// blank, at most 5 000 characters; a post names its author.

let app: TestApp;
let asha: Account;
let ravi: Account;

beforeAll(async () => {
  app = await startTestApp();
  asha = await loggedIn(app, 'Job Seeker', 'Asha Rao');
  ravi = await loggedIn(app, 'Job Seeker', 'Ravi Kumar');
}, 60_000);

afterAll(async () => {
  await stopLiveEvents();
  await app?.close();
});

async function page(client: CookieClient, communityId: string, query = '') {
  const response = await client.get(`/api/communities/${communityId}/posts${query}`);
  expect(response.status).toBe(200);
  return payload(postPageSchema, await response.json());
}

describe('POST /api/communities/:id/posts', () => {
  it('stores a member’s post and names its author; the event carries no per-viewer field', async () => {
    const id = await newCommunity();
    await joined(asha, id);
    const events = recordEvents(id);
    const post = await posted(asha, id, '  First post\r\nwith two lines  ');
    expect(post).toMatchObject({
      community_id: id,
      author_id: asha.id,
      author_name: 'Asha Rao',
      author_role: 'Job Seeker',
      content: 'First post\nwith two lines',
      likes: 0,
      comment_count: 0,
      is_mine: true,
      liked_by_me: false,
    });
    const event = await events.next('post_created');
    const { is_mine: _mine, liked_by_me: _liked, ...everyone } = post;
    expect(event).toEqual({ type: 'post_created', community_id: id, post: everyone });
    events.stop();
  });

  it('refuses a logged-out caller (401) and a non-member (403), storing nothing', async () => {
    const id = await newCommunity();
    expect(
      (await app.client().post(`/api/communities/${id}/posts`, { content: 'Hi' })).status,
    ).toBe(401);
    const refused = await writePost(ravi, id, 'Let me in');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Join this community to post' });
    expect(await CommunityPost.countDocuments({ community_id: id })).toBe(0);
  });

  it('refuses blank, too long and malformed posts with 400, storing nothing', async () => {
    const id = await newCommunity();
    await joined(asha, id);
    const problems: Array<[unknown, string]> = [
      ['   \n\t  ', 'Post is required'],
      ['', 'Post is required'],
      [undefined, 'Post is required'],
      [42, 'Post is required'],
      ['x'.repeat(COMMUNITY_LIMITS.post + 1), 'Post must be at most 5000 characters'],
      ['bell\u0007', 'Post must not contain control characters (line breaks and tabs are fine)'],
    ];
    for (const [content, error] of problems) {
      const response = await writePost(asha, id, content);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    const extra = await asha.client.post(`/api/communities/${id}/posts`, {
      content: 'Hi',
      likes: 100,
    });
    expect(extra.status).toBe(400);
    expect(await extra.json()).toEqual({ error: 'Unknown field: likes' });
    expect(await CommunityPost.countDocuments({ community_id: id })).toBe(0);

    const longest = await posted(asha, id, 'y'.repeat(COMMUNITY_LIMITS.post));
    expect(longest.content).toHaveLength(5000);
  });

  it('keeps markup as text: an <img onerror> comes back verbatim, everywhere', async () => {
    const id = await newCommunity();
    await joined(asha, id);
    const hostile = '<img src=x onerror=alert(document.cookie)> & <script>alert(1)</script>';
    const post = await posted(asha, id, hostile);
    expect(post.content).toBe(hostile);
    const listed = await page(ravi.client, id);
    expect(listed.posts[0]!.content).toBe(hostile);
    expect((await CommunityPost.findById(post.id).lean())!.content).toBe(hostile);
    const raw = await (await app.client().get(`/api/posts/${post.id}`)).text();
    expect(raw).toContain(JSON.stringify(hostile).slice(1, -1));
  });

  it('404s an unknown community', async () => {
    for (const missing of ['65a0000000000000000000ff', 'nope']) {
      const write = await writePost(asha, missing, 'Hi');
      expect(write.status).toBe(404);
      expect(await write.json()).toEqual({ error: 'Community not found' });
      expect((await asha.client.get(`/api/communities/${missing}/posts`)).status).toBe(404);
    }
  });

  it('lets a recruiter who joined post, labelled as a recruiter', async () => {
    const id = await newCommunity();
    const recruiter = await loggedIn(app, 'Recruiter', 'Meera Hires');
    await joined(recruiter, id);
    expect(await posted(recruiter, id, 'We are hiring in Pune')).toMatchObject({
      author_name: 'Meera Hires',
      author_role: 'Recruiter',
    });
  });
});

describe('GET /api/communities/:id/posts', () => {
  it('pages newest first by before, with no post twice or missing, ties included', async () => {
    const id = await newCommunity();
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 10, minutes));
    // 25 posts; five share one instant, so the cursor must break the tie by id
    await CommunityPost.insertMany(
      Array.from({ length: 25 }, (_, i) => ({
        _id: new Types.ObjectId(),
        community_id: id,
        user_id: asha.id,
        content: `Post ${i}`,
        created_at: i < 5 ? at(0) : at(i),
      })),
    );
    const seen: Post[] = [];
    let before = '';
    const sizes: number[] = [];
    for (;;) {
      const result = await page(ravi.client, id, `?limit=10&before=${encodeURIComponent(before)}`);
      sizes.push(result.posts.length);
      seen.push(...result.posts);
      if (result.next_before === null) break;
      before = result.next_before;
    }
    expect(sizes).toEqual([10, 10, 5]);
    expect(new Set(seen.map((post) => post.id)).size).toBe(25);
    const times = seen.map((post) => post.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(seen.map((post) => post.content)).toEqual(
      Array.from({ length: 25 }, (_, i) => `Post ${24 - i}`),
    );
    // the default page is 10
    expect((await page(ravi.client, id)).posts).toHaveLength(10);
  });

  it('reads for anyone; is_mine and liked_by_me for a logged-in caller only', async () => {
    const id = await newCommunity();
    await joined(asha, id);
    await posted(asha, id, 'Mine');
    const anonymous = (await page(app.client(), id)).posts[0]!;
    expect(anonymous.is_mine).toBeUndefined();
    expect(anonymous.liked_by_me).toBeUndefined();
    expect((await page(asha.client, id)).posts[0]).toMatchObject({ is_mine: true });
    expect((await page(ravi.client, id)).posts[0]).toMatchObject({
      is_mine: false,
      liked_by_me: false,
      author_name: 'Asha Rao',
    });
  });

  it('refuses a cursor it did not give and a limit over 50 with 400', async () => {
    const id = await newCommunity();
    for (const query of ['?before=yesterday', '?limit=51', '?limit=0', '?limit=two'])
      expect((await app.client().get(`/api/communities/${id}/posts${query}`)).status).toBe(400);
  });

  it('names a deleted account’s posts “Former member”', async () => {
    const id = await newCommunity();
    const leaver = await loggedIn(app, 'Job Seeker', 'Gone Soon');
    await joined(leaver, id);
    const post = await posted(leaver, id, 'Bye');
    await User.deleteOne({ _id: leaver.id });
    const response = await app.client().get(`/api/posts/${post.id}`);
    expect(payload(postResultSchema, await response.json()).post.author_name).toBe('Former member');
  });
});

describe('GET /api/posts/:id', () => {
  it('answers one post for its permalink, 404 for an unknown one', async () => {
    const id = await newCommunity();
    await joined(asha, id);
    const post = await posted(asha, id);
    const response = await ravi.client.get(`/api/posts/${post.id}`);
    expect(payload(postResultSchema, await response.json()).post).toEqual({
      ...post,
      is_mine: false,
    });
    for (const missing of ['65a0000000000000000000ff', 'nope']) {
      const unknown = await app.client().get(`/api/posts/${missing}`);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: 'Post not found' });
    }
  });
});
