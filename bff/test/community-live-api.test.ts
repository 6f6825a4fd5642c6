import { communityEventSchema } from '@rozgar/contracts/payloads/communities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopLiveEvents } from '../app/services/live-events.server';
import { commented, joined, newCommunity, posted } from './support/community-fixtures';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn } from './support/profile-fixtures';
import { openEventStream } from './support/sse-client';

// The board's writes reach a viewer's event stream (docs/product/community-board.md, "Live"):
// the journey at the API — A joins and posts, B joins, likes and comments, B deletes the
// comment, A deletes the post — seen by a visitor on GET /api/communities/:id/events, in order,
// each event as the contract describes it and none with a per-viewer field.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
}, 60_000);

afterAll(async () => {
  await stopLiveEvents();
  await app?.close();
});

describe('a community’s live events', () => {
  it('streams every write of the board to a visitor, in order', async () => {
    const id = await newCommunity();
    const stream = await openEventStream(`${app.baseUrl}/api/communities/${id}/events`);
    expect(stream.response.status).toBe(200);
    const [asha, ravi] = [
      await loggedIn(app, 'Job Seeker', 'Asha'),
      await loggedIn(app, 'Job Seeker', 'Ravi'),
    ];

    await joined(asha, id);
    const post = await posted(asha, id, '<img src=x onerror=alert(1)> hello');
    await joined(ravi, id);
    expect((await ravi.client.post(`/api/posts/${post.id}/like`)).status).toBe(200);
    const { comment } = await commented(ravi, post.id, 'Nice');
    expect(
      (await ravi.client.request(`/api/comments/${comment.id}`, { method: 'DELETE' })).status,
    ).toBe(200);
    expect((await asha.client.request(`/api/posts/${post.id}`, { method: 'DELETE' })).status).toBe(
      200,
    );

    const received = (await stream.waitFor(7)).map((event) => ({
      name: event.event,
      data: payload(communityEventSchema, JSON.parse(event.data)),
    }));
    stream.close();
    expect(received.map((event) => event.name)).toEqual([
      'members_changed',
      'post_created',
      'members_changed',
      'post_liked',
      'comment_created',
      'comment_deleted',
      'post_deleted',
    ]);
    expect(received.map((event) => event.data.type)).toEqual(received.map((event) => event.name));
    expect(received[1]!.data).toMatchObject({
      post: { id: post.id, author_id: asha.id, content: '<img src=x onerror=alert(1)> hello' },
    });
    expect(received[3]!.data).toMatchObject({ post_id: post.id, likes: 1 });
    expect(received[4]!.data).toMatchObject({ comment: { id: comment.id }, comment_count: 1 });
    expect(received[5]!.data).toMatchObject({ comment_id: comment.id, comment_count: 0 });
    expect(received[6]!.data).toEqual({ type: 'post_deleted', community_id: id, post_id: post.id });
  });
});
