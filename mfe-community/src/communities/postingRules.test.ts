import { describe, expect, it } from 'vitest';
import { boardCommunities } from '../mocks/boardFixtures';
import { commentBlockedReason, membersText, postBlockedReason } from './postingRules';

const { members: _members, ...community } = boardCommunities[0]!;

describe('postingRules', () => {
  it('says why a post cannot be sent, in the order a person fixes it', () => {
    expect(postBlockedReason(undefined, 'authenticated', 'hi')).toBe('Select a community to post.');
    expect(postBlockedReason(community, 'anonymous', 'hi')).toBe('Log in to post.');
    expect(postBlockedReason({ ...community, is_member: false }, 'authenticated', 'hi')).toBe(
      'Join this community to post.',
    );
    expect(postBlockedReason({ ...community, is_member: true }, 'authenticated', ' \n\t ')).toBe(
      'Write something to post.',
    );
    expect(
      postBlockedReason({ ...community, is_member: true }, 'authenticated', ' hi '),
    ).toBeNull();
  });

  it('says why a comment cannot be sent', () => {
    expect(commentBlockedReason('unknown', true, 'ok')).toBe('Log in to comment.');
    expect(commentBlockedReason('authenticated', false, 'ok')).toBe(
      'Join this community to comment.',
    );
    expect(commentBlockedReason('authenticated', true, '   ')).toBe('Write something to comment.');
    expect(commentBlockedReason('authenticated', true, 'ok')).toBeNull();
  });

  it('counts members in Indian digit grouping', () => {
    expect(membersText(1)).toBe('1 member');
    expect(membersText(105000)).toBe('1,05,000 members');
  });
});
