import { COMMUNITY_ERRORS } from '@rozgar/contracts';
import type { CommunitiesResponse, MembershipResult } from '@rozgar/contracts/payloads/communities';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { Community } from '../models/community.server';
import { publishCommunityEvent } from './community-events.server';
import { communityPayload, pathId, type StoredCommunity } from './community-payload.server';

/*
 * Communities and their membership (docs/product/community-board.md): anyone lists them; a
 * signed-in user joins and leaves. The members are the community's `users_id`, and `member_count`
 * moves in the same single-document update that adds or removes the member, only when it does:
 * joining twice (two tabs, a double click, parallel requests) is one membership and one count.
 */

/** Every community, newest first (members themselves are not sent); `is_member` for a logged-in caller. */
export async function listCommunities(userId?: string): Promise<CommunitiesResponse> {
  const [communities, joined] = await Promise.all([
    Community.find({}, { name: 1, description: 1, member_count: 1, created_at: 1 })
      .sort({ created_at: -1, _id: -1 })
      .lean<StoredCommunity[]>(),
    userId === undefined
      ? undefined
      : Community.find({ users_id: new Types.ObjectId(userId) }, { _id: 1 }).lean<
          Array<{ _id: Types.ObjectId }>
        >(),
  ]);
  const mine = joined && new Set(joined.map((community) => String(community._id)));
  return {
    communities: communities.map((community) => ({
      ...communityPayload(community),
      ...(mine ? { is_member: mine.has(String(community._id)) } : {}),
    })),
  };
}

/** The community of a path id, or a thrown 404. */
export async function findCommunity(id: string | undefined): Promise<StoredCommunity> {
  const community = await Community.findById(
    pathId(id, COMMUNITY_ERRORS.community_not_found),
  ).lean<StoredCommunity>();
  if (!community) throw jsonError(404, COMMUNITY_ERRORS.community_not_found);
  return community;
}

/** Whether the user is a member of the community (reads the database, not a cached document). */
export async function isMember(communityId: Types.ObjectId, userId: string): Promise<boolean> {
  return (
    (await Community.exists({ _id: communityId, users_id: new Types.ObjectId(userId) })) !== null
  );
}

/**
 * Tells viewers a community's member count; as with likes, a count that moved while the event went
 * out is published again, so the last event always carries the count (parallel joins).
 */
async function publishMemberCount(community: StoredCommunity) {
  const event = { type: 'members_changed' as const, community_id: String(community._id) };
  await publishCommunityEvent({ ...event, member_count: community.member_count });
  const now = await Community.findById(community._id, { member_count: 1 }).lean<
    Pick<StoredCommunity, 'member_count'>
  >();
  if (now && now.member_count !== community.member_count)
    await publishCommunityEvent({ ...event, member_count: now.member_count });
}

/**
 * POST (join) or DELETE (leave) /api/communities/{id}/membership: the community afterwards, with
 * `is_member`. Joining when already a member, or leaving when not one, changes nothing.
 */
export async function setMembership(
  communityId: string | undefined,
  userId: string,
  join: boolean,
): Promise<MembershipResult> {
  const id = pathId(communityId, COMMUNITY_ERRORS.community_not_found);
  const user = new Types.ObjectId(userId);
  const { modifiedCount } = join
    ? await Community.updateOne(
        { _id: id, users_id: { $ne: user } },
        { $addToSet: { users_id: user }, $inc: { member_count: 1 } },
      )
    : await Community.updateOne(
        { _id: id, users_id: user },
        { $pull: { users_id: user }, $inc: { member_count: -1 } },
      );
  const community = await findCommunity(communityId);
  if (modifiedCount > 0) await publishMemberCount(community);
  const payload = communityPayload(community, userId);
  return { community: { ...payload, is_member: payload.is_member ?? join } };
}
