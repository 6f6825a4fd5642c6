import { describe, expect, it } from 'vitest';
import {
  SUB_USER_INVITE_GONE,
  SUB_USER_TEXTS,
  subUserInviteBodySchema,
  subUserInvitePreviewSchema,
  subUserInviteTokenSchema,
  subUsersPayloadSchema,
  subUserStatusBodySchema,
} from './sub-users';

const problem = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('sub-user bodies', () => {
  it('takes an invite of a name and an address, lower-cased and trimmed, and nothing else', () => {
    expect(subUserInviteBodySchema.parse({ name: ' Asha ', email: ' Asha@Example.COM ' })).toEqual({
      name: 'Asha',
      email: 'asha@example.com',
    });
    expect(problem(subUserInviteBodySchema.safeParse({ name: '', email: 'a@b.co' }))).toBe(
      'Name is required',
    );
    expect(problem(subUserInviteBodySchema.safeParse({ name: 'A', email: 'nope' }))).toBe(
      'Enter a valid email address',
    );
    expect(problem(subUserInviteBodySchema.safeParse({ name: 'A' }))).toBe('Email is required');
    expect(
      problem(subUserInviteBodySchema.safeParse({ name: 'A', email: 'a@b.co', role: 'x' })),
    ).toBe('Unknown field: role');
  });

  it('takes a status of active or deactivated only', () => {
    expect(subUserStatusBodySchema.parse({ status: 'deactivated' })).toEqual({
      status: 'deactivated',
    });
    expect(problem(subUserStatusBodySchema.safeParse({ status: 'removed' }))).toBe(
      'Status must be one of: active, deactivated',
    );
  });

  it('reads a token of 43 base64url characters; anything else is an invitation that no longer works', () => {
    expect(subUserInviteTokenSchema.safeParse('a'.repeat(43)).success).toBe(true);
    expect(problem(subUserInviteTokenSchema.safeParse('a'.repeat(42)))).toBe(SUB_USER_INVITE_GONE);
    expect(problem(subUserInviteTokenSchema.safeParse(`${'a'.repeat(42)}/`))).toBe(
      SUB_USER_INVITE_GONE,
    );
  });
});

describe('sub-user payloads', () => {
  it('describes the list and the public preview', () => {
    const when = '2026-11-25T06:00:00.000Z';
    expect(
      subUsersPayloadSchema.safeParse({
        seats: { total: 3, used: 2, left: 1 },
        members: [
          {
            id: 'a'.repeat(24),
            name: 'Asha',
            email: 'asha@example.com',
            status: 'active',
            joined_at: when,
            last_login_at: null,
          },
        ],
        invites: [
          {
            id: 'b'.repeat(24),
            name: 'Ravi',
            email: 'r@example.com',
            invited_at: when,
            expires_at: when,
          },
        ],
      }).success,
    ).toBe(true);
    expect(
      subUserInvitePreviewSchema.safeParse({
        email: 'r@example.com',
        name: 'Ravi',
        account: { name: 'Priya', company: null },
      }).success,
    ).toBe(true);
  });

  it('words the signup greeting with or without a company', () => {
    expect(SUB_USER_TEXTS.joinAccount('Priya', 'Acme')).toBe(
      'Priya invited you to join Acme on Rozgar',
    );
    expect(SUB_USER_TEXTS.seatsLeft(1)).toBe('1 seat left');
  });
});
