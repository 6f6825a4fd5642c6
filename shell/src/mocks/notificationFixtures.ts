import type { Notification } from '@rozgar/contracts/payloads/notifications';
import { NOTIFICATION_TEXTS } from '@rozgar/contracts/vocabularies';

// Notifications of a seeker and of a recruiter for the shell's stories and tests, newest first,
// dated relative to when they are loaded ("2 minutes ago").

const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const id = (n: number) => `6750f1a2c3d4e5f6000${String(n).padStart(5, '0')}`;

export const seekerNotifications: Notification[] = [
  {
    id: id(1),
    type: 'application_status',
    title: NOTIFICATION_TEXTS.statusChanged('React Developer', 'Interviewing'),
    body: 'Freshworks moved your application forward.',
    link: '/application-tracking',
    read: false,
    created_at: ago(2),
  },
  {
    id: id(2),
    type: 'job_match',
    title: 'New job for your alert “React in Pune”: Senior React Engineer',
    body: 'Zoho · Pune · 3–6 yrs',
    link: '/job-details/6650f1a2c3d4e5f60aaaa002',
    read: false,
    created_at: ago(95),
  },
  {
    id: id(3),
    type: 'community_reply',
    title: 'Rahul Mehta replied to your post “Preparing for system design rounds”',
    body: 'Start with the classics: a URL shortener, then a feed.',
    link: '/community/6650f1a2c3d4e5f60cccc001/posts/6650f1a2c3d4e5f60cccc101',
    read: true,
    created_at: ago(60 * 26),
  },
  {
    id: id(4),
    type: 'community_like',
    title: 'Meera Iyer liked your post “Preparing for system design rounds”',
    body: '',
    link: null,
    read: true,
    created_at: ago(60 * 24 * 9),
  },
];

export const recruiterNotifications: Notification[] = [
  {
    id: id(11),
    type: 'new_application',
    title: 'Ananya Krishnan applied to Frontend Engineer',
    body: 'Bengaluru · 4 yrs experience',
    link: '/recruiter/application-tracking',
    read: false,
    created_at: ago(5),
  },
  {
    id: id(12),
    type: 'quota_warning',
    title: 'You have used 90 % of this month’s resume views',
    body: '45 of 50 resume views used.',
    link: '/quota-usage',
    read: false,
    created_at: ago(180),
  },
  {
    id: id(13),
    type: 'team_action',
    title: 'Vikram Rao posted the job Data Analyst',
    body: '',
    link: '/job-postings-section',
    read: true,
    created_at: ago(60 * 30),
  },
];

/** `count` notifications, newest first, the first `unread` of them unread (paging stories). */
export function manyNotifications(count: number, unread = 3): Notification[] {
  return Array.from({ length: count }, (_, index) => ({
    id: id(100 + index),
    type: 'job_match' as const,
    title: `New job for your alert “React in Pune”: React Developer ${count - index}`,
    body: 'Pune · 2–5 yrs',
    link: `/job-details/6650f1a2c3d4e5f60aaa${String(index).padStart(4, '0')}`,
    read: index >= unread,
    created_at: ago(10 + index * 37),
  }));
}
