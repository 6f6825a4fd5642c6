/*
 * The notification centre (docs/product/notifications-and-alerts.md): the kinds of notification,
 * who gets each, the e-mail preferences and the texts the bell, the page and the API share.
 * No zod here: the shell and the remotes import these at run time.
 */

/**
 * What a notification is about. Seekers: a new job matching one of their alerts, a change of an
 * application's status, a reply to or a like on one of their community posts. Recruiters: a new
 * application to one of their account's jobs, an action of a sub-user (or of the admin, seen by
 * the sub-users), a monthly quota reaching 90 %.
 */
export const NOTIFICATION_TYPES = [
  'job_match',
  'application_status',
  'community_reply',
  'community_like',
  'new_application',
  'team_action',
  'quota_warning',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The types a seeker receives; the rest are a recruiter's. */
export const SEEKER_NOTIFICATION_TYPES = [
  'job_match',
  'application_status',
  'community_reply',
  'community_like',
] as const satisfies readonly NotificationType[];
export const RECRUITER_NOTIFICATION_TYPES = [
  'new_application',
  'team_action',
  'quota_warning',
] as const satisfies readonly NotificationType[];

/**
 * The seeker's e-mail preferences, one switch per kind of mail (all on for a new account). Job
 * alert mails follow each alert's own frequency and unsubscribe link, not these switches.
 */
export const EMAIL_PREFERENCE_KEYS = [
  'application_status',
  'community_reply',
  'community_like',
] as const;
export type EmailPreferenceKey = (typeof EMAIL_PREFERENCE_KEYS)[number];
export const EMAIL_PREFERENCE_LABELS: Record<EmailPreferenceKey, string> = {
  application_status: 'Changes to my applications’ status',
  community_reply: 'Replies to my community posts',
  community_like: 'Likes on my community posts',
};
export const DEFAULT_EMAIL_PREFERENCES: Record<EmailPreferenceKey, boolean> = {
  application_status: true,
  community_reply: true,
  community_like: false,
};

/** A page of `GET /api/notifications`: the newest first, this many at most. */
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** `POST /api/notifications/read` takes at most this many ids at once. */
export const NOTIFICATIONS_READ_MAX_IDS = 100;
/** A notification's title and body are at most this long (longer texts are cut with "…"). */
export const NOTIFICATION_TITLE_MAX = 160;
export const NOTIFICATION_BODY_MAX = 500;

/** The live channel of one user's notifications (ADR 019's `live_events`). */
export const notificationChannel = (userId: string) => `notifications:${userId}`;

/** The SSE event names of `GET /api/notifications/events`. */
export const NOTIFICATION_EVENT_TYPES = ['notification', 'read'] as const;
/** Where a signed-in user's live notification events stream from (one EventSource per tab). */
export const NOTIFICATION_EVENTS_PATH = '/api/notifications/events';

export const NOTIFICATION_TEXTS = {
  bell: 'Notifications',
  bellWithUnread: (unread: number) =>
    unread === 1 ? 'Notifications, 1 unread' : `Notifications, ${unread} unread`,
  pageTitle: 'Notifications',
  markAllRead: 'Mark all as read',
  markRead: 'Mark as read',
  seeAll: 'See all notifications',
  empty: 'No notifications yet. We will tell you here when something needs your attention.',
  loadMore: 'Show older',
  allRead: 'All notifications marked as read',
  preferencesTitle: 'E-mail notifications',
  preferencesSaved: 'E-mail preferences saved',
  notFound: 'Notification not found',
  statusChanged: (jobTitle: string, statusLabel: string) =>
    `Your application for ${jobTitle} is now ${statusLabel}`,
} as const;
