import {
  notificationEventSchema,
  notificationsPayloadSchema,
  type Notification as Sent,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../app/models/job.server';
import { User } from '../app/models/user.server';
import { quotaMonth, takeMonthly } from '../app/services/quotas.server';
import { joined, newCommunity, posted } from './support/community-fixtures';
import { startTestApp, type TestApp } from './support/harness';
import { postedJob } from './support/job-fixtures';
import type { CaughtMail } from './support/mailbox';
import { payload } from './support/payload';
import { loggedIn, PASSWORD, type Account } from './support/profile-fixtures';
import { openEventStream } from './support/sse-client';

// Who is told what (docs/product/notifications-and-alerts.md, "Notification centre"): each
// producer through the API that makes the change, the notification read back through
// GET /api/notifications and the e-mails from the app's mail catcher.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** The account's notifications once there are `count` of them (they are made after the response). */
async function notificationsOf(account: Account, count: number): Promise<Sent[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const response = await account.client.get('/api/notifications');
    const { notifications } = payload(notificationsPayloadSchema, await response.json());
    if (notifications.length >= count || Date.now() > deadline) {
      expect(notifications, JSON.stringify(notifications)).toHaveLength(count);
      return notifications;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The mails to `account` once there are `count` of them. */
async function mailsTo(account: Account, count: number): Promise<CaughtMail[]> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const mails = await app.mailbox.messagesTo(account.email);
    if (mails.length >= count || Date.now() > deadline) {
      expect(mails.map((mail) => mail.subject)).toHaveLength(count);
      return mails;
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Lets what a response started settle: whatever was to be produced is there after this. */
async function settled(account: Account, count: number) {
  await notificationsOf(account, count);
  // One more round trip for anything late (a duplicate, a mail that should not go).
  await new Promise((resolve) => setTimeout(resolve, 150));
  return notificationsOf(account, count);
}

async function applied(seeker: Account, jobId: string) {
  const response = await seeker.client.post('/api/apply-job', { job_id: jobId });
  expect(response.status).toBe(201);
}

/** A sub-user of the admin's recruiter account (ADR 026), logged in. */
async function subUserOf(admin: Account, name: string): Promise<Account> {
  const email = `sub-${process.pid}-${++subUsers}@example.com`;
  const stored = await User.findById(admin.id, { password_hash: 1 }).lean();
  const user = await User.create({
    email,
    password_hash: stored!.password_hash,
    role: 'Recruiter',
    name,
    account_id: new Types.ObjectId(admin.id),
  });
  const client = app.client();
  expect((await client.login(email, PASSWORD)).status).toBe(200);
  return { id: String(user._id), email, name, client };
}
let subUsers = 0;

describe('application status changes', () => {
  it('tell the seeker, and e-mail them while their switch is on', async () => {
    const recruiter = await loggedIn(app, 'Recruiter', 'Vikram Shah');
    const seeker = await loggedIn(app, 'Job Seeker', 'Asha Rao');
    const job = await postedJob(recruiter, { job_title: 'React Developer' });
    await applied(seeker, job.id);

    const moved = await recruiter.client.request(`/api/job-applications/${job.id}/${seeker.id}`, {
      method: 'PUT',
      json: { status: 'interview' },
    });
    expect(moved.status).toBe(200);
    const [first] = await notificationsOf(seeker, 1);
    expect(first).toMatchObject({
      type: 'application_status',
      title: 'Your application for React Developer is now Interviewing',
      body: 'Sahyadri Softech',
      link: '/application-tracking',
      read: false,
    });
    const [mail] = await mailsTo(seeker, 1);
    expect(mail!.subject).toBe('Your application for React Developer is now Interviewing');
    expect(mail!.text).toContain(`${app.baseUrl}/application-tracking`);
    expect(mail!.html).toContain(`href="${app.baseUrl}/application-tracking"`);

    // The switch off: told in the bell, not by mail. The bulk change tells too.
    const off = await seeker.client.request('/api/notification-preferences', {
      method: 'PUT',
      json: { application_status: false, community_reply: true, community_like: false },
    });
    expect(off.status).toBe(200);
    const bulk = await recruiter.client.request(`/api/job-applications/${job.id}/status`, {
      method: 'PATCH',
      json: { user_ids: [seeker.id], status: 'accepted' },
    });
    expect(bulk.status).toBe(200);
    const [latest] = await settled(seeker, 2);
    expect(latest!.title).toBe('Your application for React Developer is now Selected');
    await mailsTo(seeker, 1);

    // The status it has already: no change, nothing told.
    await recruiter.client.request(`/api/job-applications/${job.id}/${seeker.id}`, {
      method: 'PUT',
      json: { status: 'accepted' },
    });
    await settled(seeker, 2);
  });
});

describe('live', () => {
  it('a status change reaches the seeker’s open tab as it happens, with the unread count', async () => {
    const recruiter = await loggedIn(app, 'Recruiter', 'Irfan Q');
    const seeker = await loggedIn(app, 'Job Seeker', 'Divya N');
    const job = await postedJob(recruiter, { job_title: 'Node.js Developer' });
    await applied(seeker, job.id);
    const tab = await openEventStream(`${app.baseUrl}/api/notifications/events`, {
      headers: { cookie: [...seeker.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    try {
      expect(tab.response.status).toBe(200);
      await recruiter.client.request(`/api/job-applications/${job.id}/${seeker.id}`, {
        method: 'PUT',
        json: { status: 'interview' },
      });
      const [event] = await tab.waitFor(1);
      expect(event!.event).toBe('notification');
      expect(notificationEventSchema.parse(JSON.parse(event!.data))).toMatchObject({
        unread: 1,
        notification: { title: 'Your application for Node.js Developer is now Interviewing' },
      });
    } finally {
      tab.close();
    }
  });
});

describe('community replies and likes', () => {
  it('tell the post’s author of others’ comments and likes (once per liker), never of their own', async () => {
    const author = await loggedIn(app, 'Job Seeker', 'Meera Iyer');
    const other = await loggedIn(app, 'Job Seeker', 'Rohan Das');
    const communityId = await newCommunity();
    await Promise.all([joined(author, communityId), joined(other, communityId)]);
    const post = await posted(author, communityId, 'Any tips for a first interview?');
    const link = `/community/${communityId}/posts/${post.id}`;

    expect(
      (await author.client.post(`/api/posts/${post.id}/comments`, { content: 'Bump' })).status,
    ).toBe(201);
    expect((await author.client.post(`/api/posts/${post.id}/like`)).status).toBe(200);
    const reply = await other.client.post(`/api/posts/${post.id}/comments`, {
      content: 'Read the job description twice.',
    });
    expect(reply.status).toBe(201);
    const [replied] = await notificationsOf(author, 1);
    expect(replied).toMatchObject({
      type: 'community_reply',
      title: 'Rohan Das replied to your post',
      body: 'Read the job description twice.',
      link,
    });
    // Replies are e-mailed by default.
    const [mail] = await mailsTo(author, 1);
    expect(mail!.subject).toBe('Rohan Das replied to your post');
    expect(mail!.text).toContain(`${app.baseUrl}${link}`);

    // Like, un-like, like again: one notification; likes are not e-mailed by default.
    for (let i = 0; i < 3; i++)
      expect((await other.client.post(`/api/posts/${post.id}/like`)).status).toBe(200);
    const [liked] = await settled(author, 2);
    expect(liked).toMatchObject({
      type: 'community_like',
      title: 'Rohan Das liked your post',
      body: 'Any tips for a first interview?',
      link,
    });
    await mailsTo(author, 1);
    expect(await notificationsOf(other, 0)).toEqual([]);
  });

  it('e-mail a like when the author switched likes on', async () => {
    const author = await loggedIn(app, 'Job Seeker', 'Pooja S');
    const liker = await loggedIn(app, 'Job Seeker', 'Arjun K');
    const communityId = await newCommunity();
    await joined(author, communityId);
    const post = await posted(author, communityId, 'Hiring season is here');
    await author.client.request('/api/notification-preferences', {
      method: 'PUT',
      json: { application_status: true, community_reply: false, community_like: true },
    });
    await liker.client.post(`/api/posts/${post.id}/like`);
    const [mail] = await mailsTo(author, 1);
    expect(mail!.subject).toBe('Arjun K liked your post');
    expect(mail!.text).toContain('Likes on my community posts');
  });
});

describe('recruiters', () => {
  it('hear of a new application: the sub-user who posted the job and the account’s admin', async () => {
    const admin = await loggedIn(app, 'Recruiter', 'Nisha Admin');
    const sub = await subUserOf(admin, 'Sameer Sub');
    const seeker = await loggedIn(app, 'Job Seeker', 'Kavya Menon');

    const job = await postedJob(sub, { job_title: 'QA Engineer' });
    await applied(seeker, job.id);
    // Applying again is the same application: told once.
    expect((await seeker.client.post('/api/apply-job', { job_id: job.id })).status).toBe(200);
    const [forSub] = await settled(sub, 1);
    expect(forSub).toMatchObject({
      type: 'new_application',
      title: 'Kavya Menon applied to QA Engineer',
      link: `/responses?job=${job.id}`,
    });
    // The admin also hears that the sub-user posted the job.
    const forAdmin = await settled(admin, 2);
    expect(forAdmin.map((n) => n.title).sort()).toEqual([
      'Kavya Menon applied to QA Engineer',
      'Sameer Sub posted the job QA Engineer',
    ]);
  });

  it('hear of a sub-user posting, closing and reposting a job (the admin); the admin’s own tell nobody', async () => {
    const admin = await loggedIn(app, 'Recruiter', 'Lata Admin');
    const sub = await subUserOf(admin, 'Dev Sub');
    const job = await postedJob(sub, { job_title: 'Data Analyst' });
    const closed = await sub.client.request(`/api/jobs/${job.id}`, {
      method: 'PATCH',
      json: { status: 'closed' },
    });
    expect(closed.status).toBe(200);
    await Job.updateOne(
      { _id: job.id },
      { $set: { is_active: true, expiry_date: new Date(Date.now() - 86_400_000) } },
    );
    expect((await sub.client.post(`/api/jobs/${job.id}/repost`)).status).toBe(200);
    const told = await settled(admin, 3);
    expect(told.map((n) => [n.type, n.title, n.link])).toEqual([
      ['team_action', 'Dev Sub reposted the job Data Analyst', '/job-postings-section'],
      ['team_action', 'Dev Sub closed the job Data Analyst', '/job-postings-section'],
      ['team_action', 'Dev Sub posted the job Data Analyst', '/job-postings-section'],
    ]);
    const own = await postedJob(admin, { job_title: 'Support Lead' });
    await admin.client.request(`/api/jobs/${own.id}`, {
      method: 'PATCH',
      json: { status: 'closed' },
    });
    await settled(admin, 3);
    await settled(sub, 0);
  });

  it('hear once a month that a monthly quota reached 90 %', async () => {
    const admin = await loggedIn(app, 'Recruiter', 'Quota Admin');
    const account = new Types.ObjectId(admin.id);
    const now = new Date();
    for (let i = 1; i <= 8; i++)
      expect(await takeMonthly(account, 'resume_views', 10, now)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await notificationsOf(admin, 0)).toEqual([]);
    expect(await takeMonthly(account, 'resume_views', 10, now)).toBe(true); // 9 of 10
    expect(await takeMonthly(account, 'resume_views', 10, now)).toBe(true); // 10 of 10
    const [warning] = await settled(admin, 1);
    expect(warning).toMatchObject({
      type: 'quota_warning',
      title: "Resume views: 90% of this month's used",
      body: 'Your account has used 9 of its 10 resume views this month.',
      link: '/quota-usage',
    });
    expect(quotaMonth(now)).toMatch(/^\d{4}-\d{2}$/);
  });
});
