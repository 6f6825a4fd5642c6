import type { CommunitiesResponse } from '@rozgar/contracts';
import { Community } from '../models/community.server';

/** Every community, newest first, as the board lists them (members themselves are not sent). */
export async function listCommunities(): Promise<CommunitiesResponse> {
  const communities = await Community.find(
    {},
    { name: 1, description: 1, member_count: 1, created_at: 1 },
  ).sort({
    created_at: -1,
    _id: -1,
  });
  return {
    communities: communities.map((community) => ({
      id: String(community._id),
      name: community.name,
      description: community.description,
      member_count: community.member_count,
      created_at: community.created_at.toISOString(),
    })),
  };
}
