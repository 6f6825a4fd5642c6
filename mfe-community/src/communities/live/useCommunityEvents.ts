import { COMMUNITY_EVENT_TYPES } from '@rozgar/contracts/communities';
import { communityEventSchema } from '@rozgar/contracts/payloads/communities';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { communityQueryKeys } from '../../data/queries';
import { applyCommunityEvent } from '../boardCache';

/** The live events of a community: `GET /api/communities/{id}/events` (Server-Sent Events). */
export const communityEventsUrl = (communityId: string) =>
  `/api/communities/${encodeURIComponent(communityId)}/events`;

/**
 * While a community is shown, its live events (new posts, deletions, like counts, comments,
 * member counts) are written into the cached board as they come (docs/product/community-and-reviews.md,
 * "Live"), so everyone viewing it sees them within moments, without polling. The browser's
 * EventSource reconnects by itself after a drop; whatever happened meanwhile is fetched again
 * then. Events are read whether the server names them (`event: post_created`) or not; anything
 * that is not a valid event of this community is ignored.
 */
export function useCommunityEvents(communityId: string | undefined) {
  const client = useQueryClient();

  useEffect(() => {
    if (!communityId || typeof EventSource === 'undefined') return undefined;
    const source = new EventSource(communityEventsUrl(communityId));
    let dropped = false;

    const onEvent = (message: MessageEvent) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data));
      } catch {
        return;
      }
      const event = communityEventSchema.safeParse(data);
      if (event.success && event.data.community_id === communityId) {
        applyCommunityEvent(client, event.data);
      }
    };
    const onError = () => {
      dropped = true;
    };
    const onOpen = () => {
      if (!dropped) return;
      dropped = false;
      // Back after a drop: what was missed is asked for again.
      void client.invalidateQueries({ queryKey: communityQueryKeys.posts(communityId) });
      void client.invalidateQueries({ queryKey: communityQueryKeys.communities });
    };

    source.addEventListener('message', onEvent);
    for (const type of COMMUNITY_EVENT_TYPES) source.addEventListener(type, onEvent);
    source.addEventListener('error', onError);
    source.addEventListener('open', onOpen);
    return () => source.close();
  }, [client, communityId]);
}
