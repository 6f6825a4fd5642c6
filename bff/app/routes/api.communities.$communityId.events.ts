import type { LoaderFunctionArgs } from '@remix-run/node';
import { communityChannel } from '@rozgar/contracts';
import { apiHandler, jsonError } from '../lib/http.server';
import { eventStreamResponse } from '../lib/sse.server';
import { findCommunity } from '../services/communities.server';
import { subscribeLiveEvents } from '../services/live-events.server';

/**
 * GET /api/communities/:communityId/events (anyone) → Server-Sent Events: every live event of
 * the community (new posts, deletions, like counts, comments, member counts) as it happens on
 * any BFF instance, named by its `type`, its data the event as JSON
 * (docs/product/community-and-reviews.md, "Live"; docs/decisions/019-live-events.md). A
 * malformed or unknown id → 404 { error: "Community not found" }.
 */
export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const community = await findCommunity(params.communityId);
  const channel = communityChannel(String(community._id));
  let sequence = 0;
  return eventStreamResponse(request, (send) =>
    subscribeLiveEvents(channel, (data) => {
      sequence += 1;
      const type = (data as { type?: unknown } | null)?.type;
      send({ id: String(sequence), event: typeof type === 'string' ? type : undefined, data });
    }),
  );
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
