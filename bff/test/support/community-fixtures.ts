import { communityChannel } from '@rozgar/contracts';
import {
  commentResultSchema,
  communityEventSchema,
  membershipResultSchema,
  postResultSchema,
  type CommunityEvent,
} from '@rozgar/contracts/payloads/communities';
import { expect } from 'vitest';
import { Community } from '../../app/models/community.server';
import { subscribeLiveEvents } from '../../app/services/live-events.server';
import { payload } from './payload';
import type { Account } from './profile-fixtures';

/* The community board's test data (docs/product/community-board.md), written through the API. */

let communities = 0;

/** A new community without members, `minutesAgo` old. */
export async function newCommunity(minutesAgo = 0): Promise<string> {
  const community = await Community.create({
    name: `Board ${process.pid}-${++communities}`,
    description: 'A place to talk about work',
    created_at: new Date(Date.now() - minutesAgo * 60_000),
  });
  return String(community._id);
}

/** Joins `communityId` as `account` (200). */
export async function joined(account: Account, communityId: string) {
  const response = await account.client.post(`/api/communities/${communityId}/membership`);
  expect(response.status).toBe(200);
  return payload(membershipResultSchema, await response.json()).community;
}

export const writePost = (account: Account, communityId: string, content: unknown) =>
  account.client.post(`/api/communities/${communityId}/posts`, { content });

/** A post written by `account` (201). */
export async function posted(account: Account, communityId: string, content = 'Hello, board') {
  const response = await writePost(account, communityId, content);
  expect(response.status).toBe(201);
  return payload(postResultSchema, await response.json()).post;
}

export const writeComment = (account: Account, postId: string, content: unknown) =>
  account.client.post(`/api/posts/${postId}/comments`, { content });

/** A comment written by `account` (201). */
export async function commented(account: Account, postId: string, content = 'Well said') {
  const response = await writeComment(account, postId, content);
  expect(response.status).toBe(201);
  return payload(commentResultSchema, await response.json());
}

/**
 * The live events of a community's channel as they arrive (parsed by the contract), and a wait for
 * one of a type; `stop` unsubscribes.
 */
export function recordEvents(communityId: string) {
  const events: CommunityEvent[] = [];
  const stop = subscribeLiveEvents(communityChannel(communityId), (data) =>
    events.push(communityEventSchema.parse(data)),
  );
  const next = async <Type extends CommunityEvent['type']>(type: Type, timeoutMs = 5000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.find((event) => event.type === type);
      if (found) {
        events.splice(events.indexOf(found), 1);
        return found as Extract<CommunityEvent, { type: Type }>;
      }
      if (Date.now() > deadline) throw new Error(`no ${type} event within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  return { events, next, stop };
}
