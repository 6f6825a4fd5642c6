import type { LoaderFunctionArgs } from '@remix-run/node';
import { COMMUNITY_ERRORS, communityChannel, idSchema } from '@rozgar/contracts';
import { apiHandler, jsonError } from '../lib/http.server';
import { Community } from '../models/community.server';
import { liveChannelResponse } from '../services/live-events.server';

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
  return liveChannelResponse(request, communityChannel(id.data.toLowerCase()));
});

export const action = () => jsonError(405, 'Method not allowed', { headers: { Allow: 'GET' } });
