import { COMMUNITY_ERRORS } from '@rozgar/contracts/communities';
import type { SessionStatus } from '@rozgar/design-system';
import type { Community } from './communitiesApi';

/*
 * Who may post and comment, and what a disabled button says (docs/product/community-and-reviews.md,
 * "Community board"): anyone reads; a logged-in member posts and comments; a post or comment that
 * is blank after trimming, or a post with no community chosen, is not sent. The server checks the
 * same again.
 */

/** Why a post cannot be sent yet, or null when it can. */
export function postBlockedReason(
  community: Community | undefined,
  session: SessionStatus,
  text: string,
): string | null {
  if (!community) return 'Select a community to post.';
  if (session !== 'authenticated') return 'Log in to post.';
  if (community.is_member !== true) return `${COMMUNITY_ERRORS.join_to_post}.`;
  if (text.trim().length === 0) return 'Write something to post.';
  return null;
}

/** Why a comment cannot be sent yet, or null when it can. */
export function commentBlockedReason(session: SessionStatus, isMember: boolean, text: string) {
  if (session !== 'authenticated') return 'Log in to comment.';
  if (!isMember) return `${COMMUNITY_ERRORS.join_to_comment}.`;
  if (text.trim().length === 0) return 'Write something to comment.';
  return null;
}

const counts = new Intl.NumberFormat('en-IN');

/** "1 member", "12,480 members". */
export const membersText = (count: number) =>
  `${counts.format(count)} ${count === 1 ? 'member' : 'members'}`;
