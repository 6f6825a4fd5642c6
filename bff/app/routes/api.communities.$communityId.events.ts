import type { LoaderFunctionArgs } from '@remix-run/node';
import { COMMUNITY_ERRORS, communityChannel, idSchema } from '@rozgar/contracts';
import { apiHandler, jsonError } from '../lib/http.server';
import { acceptsEventStream, eventStreamResponse } from '../lib/sse.server';
import { Community } from '../models/community.server';
import { subscribeLiveEvents } from '../services/live-events.server';

/**
 * GET /api/communities/:communityId/events (anyone) → Server-Sent Events: every live event of
 * the community (new posts, deletions, like counts, comments, member counts) as it happens on
 * any BFF instance, named by its `type`, its data the event as JSON
 * (docs/product/community-board.md, "Live"; docs/decisions/019-live-events.md). A
 * malformed or unknown id → 404 { error: "Community not found" }; a request that does not accept
 * `text/event-stream` → 406.
 */
export const loader = apiHandler(async ({ request, params }: LoaderFunctionArgs) => {
  const id = idSchema.safeParse(params.communityId);
  if (!id.success || !(await Community.exists({ _id: id.data })))
    return jsonError(404, COMMUNITY_ERRORS.community_not_found);
  // Only an event-stream client (EventSource asks for it) gets a response that never ends.
  if (!acceptsEventStream(request))
    return jsonError(406, 'This address streams Server-Sent Events (Accept: text/event-stream)');
  const channel = communityChannel(id.data.toLowerCase());
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
