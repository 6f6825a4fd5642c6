import { communityChannel } from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Community } from '../app/models/community.server';
import { liveEventListenerCount, publishLiveEvent } from '../app/services/live-events.server';
import { startMailCatcher, type MailCatcher } from '../server/mail-catcher';
import { startBffProcess, type BffProcess } from './support/bff-process';
import { startTestApp, type TestApp } from './support/harness';
import { openEventStream, type SseClient } from './support/sse-client';

// GET /api/communities/:communityId/events over real HTTP, on two BFF servers sharing one
// database (docs/decisions/019-live-events.md): an event published once reaches the viewers of
// both.

let catcher: MailCatcher;
let first: TestApp;
let second: BffProcess;
let communityId: string;
let otherCommunityId: string;
const streams: SseClient[] = [];

async function open(baseUrl: string, id = communityId): Promise<SseClient> {
  const stream = await openEventStream(`${baseUrl}/api/communities/${id}/events`, {
    headers: { 'Accept-Encoding': 'gzip, deflate, br' },
  });
  streams.push(stream);
  return stream;
}

const memberEvent = (id: string, member_count: number) => ({
  type: 'members_changed',
  community_id: id,
  member_count,
});

beforeAll(async () => {
  catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
  const env = { SESSION_SECRET: 'live-events-secret', SMTP_URL: catcher.smtpUrl };
  first = await startTestApp({ env });
  second = await startBffProcess(first.database.uri, env);
  communityId = String((await Community.create({ name: 'Live Test Engineers' }))._id);
  otherCommunityId = String((await Community.create({ name: 'Live Test Designers' }))._id);
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await second?.stop();
  await first?.close();
  await catcher?.stop();
});

describe('GET /api/communities/:communityId/events', () => {
  it('is 404 for an unknown or malformed community id', async () => {
    for (const id of ['64b0000000000000000000ff', 'not-an-id']) {
      const response = await fetch(`${first.baseUrl}/api/communities/${id}/events`);
      expect(response.status, id).toBe(404);
      expect(await response.json()).toEqual({ error: 'Community not found' });
    }
  });

  it('is 406 for a request that does not accept an event stream', async () => {
    const response = await fetch(`${first.baseUrl}/api/communities/${communityId}/events`, {
      headers: { Accept: 'application/json' },
    });
    expect(response.status).toBe(406);
    expect(await response.json()).toEqual({
      error: 'This address streams Server-Sent Events (Accept: text/event-stream)',
    });
  });

  it('streams the community events, unbuffered and uncompressed, named by their type', async () => {
    const stream = await open(first.baseUrl);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(stream.response.headers.get('cache-control')).toContain('no-cache');
    expect(stream.response.headers.get('x-accel-buffering')).toBe('no');
    expect(stream.response.headers.get('content-encoding')).toBeNull();

    const published = performance.now();
    await publishLiveEvent(communityChannel(communityId), memberEvent(communityId, 7));
    const [event] = await stream.waitFor(1);
    expect(event?.event).toBe('members_changed');
    expect(JSON.parse(event!.data)).toEqual(memberEvent(communityId, 7));
    expect(event!.at - published).toBeLessThan(1_000);
    expect(stream.comments).toContain('connected');
  });

  it('delivers one publication to the viewers of both servers, and nothing of other communities', async () => {
    const onFirst = await open(first.baseUrl);
    const onSecond = await open(second.baseUrl);
    const elsewhere = await open(second.baseUrl, otherCommunityId);
    // No pause: a viewer is subscribed before its response starts, and a tail that is still
    // opening its cursor reads from the time of its first subscription.
    await publishLiveEvent(communityChannel(communityId), memberEvent(communityId, 8));
    const [a] = await onFirst.waitFor(1);
    const [b] = await onSecond.waitFor(1);
    expect(JSON.parse(a!.data)).toEqual(memberEvent(communityId, 8));
    expect(JSON.parse(b!.data)).toEqual(memberEvent(communityId, 8));
    await publishLiveEvent(communityChannel(otherCommunityId), memberEvent(otherCommunityId, 1));
    const [other] = await elsewhere.waitFor(1);
    expect(JSON.parse(other!.data)).toEqual(memberEvent(otherCommunityId, 1));
    expect(onFirst.events).toHaveLength(1);
    expect(onSecond.events).toHaveLength(1);
  });

  it('stops listening for a viewer who leaves', async () => {
    const channel = communityChannel(otherCommunityId);
    const before = liveEventListenerCount(channel);
    const stream = await open(first.baseUrl, otherCommunityId);
    expect(liveEventListenerCount(channel)).toBe(before + 1);
    stream.close();
    const deadline = Date.now() + 5_000;
    while (liveEventListenerCount(channel) > before && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(liveEventListenerCount(channel)).toBe(before);
  });
});
