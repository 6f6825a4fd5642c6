import { communityChannel } from '@rozgar/contracts';
import type { CommunityEvent } from '@rozgar/contracts/payloads/communities';
import { publishLiveEvent } from './live-events.server';

/**
 * Tells every viewer of a community about a write that has succeeded (docs/product/community-board.md,
 * "Live"), on the community's channel. The write stands whether or not the event could be
 * published: a failure is logged, and viewers see the change on their next read.
 */
export async function publishCommunityEvent(event: CommunityEvent): Promise<void> {
  try {
    await publishLiveEvent(communityChannel(event.community_id), event);
  } catch (error) {
    console.error('[bff] could not publish a community event', event.type, error);
  }
}
