import { z } from 'zod/mini';
import { count, isoDateTime, objectId, someText } from './common';

/* Communities as the API sends them (docs/product/community-and-reviews.md). */

/** A community board without its members, as the board lists it. */
export const communitySchema = z.object({
  id: objectId,
  name: someText,
  description: z.string(),
  member_count: count,
  created_at: isoDateTime,
});
export type Community = z.infer<typeof communitySchema>;

/** GET /api/communities: every community, newest first. */
export const communitiesResponseSchema = z.object({ communities: z.array(communitySchema) });
export type CommunitiesResponse = z.infer<typeof communitiesResponseSchema>;
