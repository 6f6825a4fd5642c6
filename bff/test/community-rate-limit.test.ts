import { COMMUNITY_ERRORS } from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CommunityPost, PostComment } from '../app/models/community.server';
import { stopLiveEvents } from '../app/services/live-events.server';
import {
  joined,
  newCommunity,
  posted,
  writeComment,
  writePost,
} from './support/community-fixtures';
import { startTestApp, type TestApp } from './support/harness';
import { loggedIn } from './support/profile-fixtures';

// Posting is rate limited per user, posts and comments together (COMMUNITY_POST_RATE_LIMIT per
// 15 minutes; docs/product/community-board.md): a refused write stores nothing, a write refused
// as invalid or not allowed does not count, and one user's limit is not another's.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { COMMUNITY_POST_RATE_LIMIT: '3' } });
});

afterAll(async () => {
  await stopLiveEvents();
  await app?.close();
});

describe('the per-user limit of community posts and comments', () => {
  it('refuses the 4th write with 429 and counts per user', async () => {
    const id = await newCommunity();
    const outsider = await loggedIn(app);
    const writer = await loggedIn(app);
    await joined(writer, id);
    // not counted: blank, and not a member
    for (let i = 0; i < 3; i++) {
      expect((await writePost(writer, id, '   ')).status).toBe(400);
      expect((await writePost(outsider, id, 'Hi')).status).toBe(403);
    }
    const post = await posted(writer, id, 'One');
    await posted(writer, id, 'Two');
    const comment = await writeComment(writer, post.id, 'Three');
    expect(comment.status).toBe(201);
    expect(comment.headers.get('ratelimit')).toMatch(/r=0/);

    for (const refused of [
      await writePost(writer, id, 'Four'),
      await writeComment(writer, post.id, 'Four'),
    ]) {
      expect(refused.status).toBe(429);
      expect(await refused.json()).toEqual({ error: COMMUNITY_ERRORS.posting_rate_limited });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    expect(await CommunityPost.countDocuments({ community_id: id })).toBe(2);
    expect(await PostComment.countDocuments({ post_id: post.id })).toBe(1);

    await joined(outsider, id);
    expect((await writePost(outsider, id, 'My first')).status).toBe(201);
  });
});
