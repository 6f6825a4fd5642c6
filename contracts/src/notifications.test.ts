import { describe, expect, it } from 'vitest';
import {
  DEFAULT_EMAIL_PREFERENCES,
  emailPreferencesBodySchema,
  notificationEventSchema,
  notificationsQuerySchema,
  notificationsReadBodySchema,
} from './notifications';

const id = '6543210fedcba98765432101';

describe('notification requests', () => {
  it('pages by the id of the oldest notification seen', () => {
    expect(notificationsQuerySchema.parse({})).toEqual({});
    expect(notificationsQuerySchema.parse({ before: id })).toEqual({ before: id });
    expect(notificationsQuerySchema.safeParse({ before: 'yesterday' }).success).toBe(false);
    expect(notificationsQuerySchema.safeParse({ page: '2' }).error?.issues[0]?.message).toBe(
      'Unknown query parameter: page',
    );
  });

  it('marks some ids or all as read, and nothing else', () => {
    expect(notificationsReadBodySchema.parse({ ids: [id] })).toEqual({ ids: [id] });
    expect(notificationsReadBodySchema.parse({ all: true })).toEqual({ all: true });
    for (const body of [
      {},
      { ids: [] },
      { all: false },
      { ids: ['x'] },
      null,
      { ids: [id], all: true },
    ])
      expect(notificationsReadBodySchema.safeParse(body).success).toBe(false);
    expect(
      notificationsReadBodySchema.safeParse({ ids: Array.from({ length: 101 }, () => id) }).success,
    ).toBe(false);
  });

  it('takes every e-mail switch as a boolean', () => {
    expect(emailPreferencesBodySchema.parse(DEFAULT_EMAIL_PREFERENCES)).toEqual(
      DEFAULT_EMAIL_PREFERENCES,
    );
    expect(
      emailPreferencesBodySchema.safeParse({ ...DEFAULT_EMAIL_PREFERENCES, community_like: 'yes' })
        .success,
    ).toBe(false);
    expect(
      emailPreferencesBodySchema.safeParse({ ...DEFAULT_EMAIL_PREFERENCES, marketing: true }).error
        ?.issues[0]?.message,
    ).toBe('Unknown field: marketing');
  });
});

describe('notification events', () => {
  it('carries a notification with the unread count, or a new unread count', () => {
    const notification = {
      id,
      type: 'application_status',
      title: 'Your application for React Developer is now Interviewing',
      body: '',
      link: '/application-tracking',
      read: false,
      created_at: '2026-11-25T09:00:00.000Z',
    };
    expect(
      notificationEventSchema.parse({ type: 'notification', notification, unread: 3 }),
    ).toEqual({
      type: 'notification',
      notification,
      unread: 3,
    });
    expect(notificationEventSchema.parse({ type: 'read', unread: 0 })).toEqual({
      type: 'read',
      unread: 0,
    });
    expect(
      notificationEventSchema.safeParse({
        type: 'notification',
        notification: { ...notification, link: 'https://evil.example' },
        unread: 1,
      }).success,
    ).toBe(false);
  });
});
