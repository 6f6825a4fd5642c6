import {
  DEFAULT_EMAIL_PREFERENCES,
  emailPreferencesSchema,
  notificationEventSchema,
  notificationsPayloadSchema,
  notificationsReadResponseSchema,
} from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Notification } from '../app/models/notification.server';
import { notify } from '../app/services/notifications.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';
import { openEventStream, type SseClient } from './support/sse-client';

// The notification centre's API over real HTTP (docs/product/notifications-and-alerts.md,
// "Notification centre"): the list with paging, marking read, ownership, live events and the
// seeker's e-mail preferences.

let app: TestApp;
let seeker: Account;
let recruiter: Account;
const streams: SseClient[] = [];

beforeAll(async () => {
  // the daily retention job, every second here: old notifications go while the server runs
  app = await startTestApp({ env: { NOTIFICATION_RETENTION_EVERY: '1 second' } });
  [seeker, recruiter] = await Promise.all([
    loggedIn(app, 'Job Seeker', 'Asha Rao'),
    loggedIn(app, 'Recruiter', 'Vikram Shah'),
  ]);
});

afterAll(async () => {
  for (const stream of streams) stream.close();
  await app?.close();
});

async function page(account: Account, before?: string) {
  const response = await account.client.get(
    `/api/notifications${before ? `?before=${before}` : ''}`,
  );
  expect(response.status).toBe(200);
  return payload(notificationsPayloadSchema, await response.json());
}

async function markRead(account: Account, body: unknown) {
  return account.client.post('/api/notifications/read', body);
}

/** `count` unread notifications for `account`, the last one the newest. */
async function notifications(account: Account, count: number, prefix: string) {
  await Notification.insertMany(
    Array.from({ length: count }, (_, i) => ({
      user_id: account.id,
      type: 'team_action',
      title: `${prefix} ${i + 1}`,
    })),
  );
}

async function listen(account: Account): Promise<SseClient> {
  const stream = await openEventStream(`${app.baseUrl}/api/notifications/events`, {
    headers: { cookie: [...account.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
  });
  streams.push(stream);
  expect(stream.response.status).toBe(200);
  return stream;
}

describe('the notification centre API', () => {
  it('is 401 for every route when logged out; preferences are a seeker’s (403 for a recruiter)', async () => {
    const anonymous = app.client();
    for (const [method, path] of [
      ['GET', '/api/notifications'],
      ['POST', '/api/notifications/read'],
      ['GET', '/api/notifications/events'],
      ['GET', '/api/notification-preferences'],
      ['PUT', '/api/notification-preferences'],
    ] as const) {
      const response = await anonymous.request(path, {
        method,
        json: method === 'GET' ? undefined : { all: true },
        headers: { Accept: 'text/event-stream' },
      });
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(await response.json()).toEqual({ error: 'Not logged in' });
    }
    const response = await recruiter.client.get('/api/notification-preferences');
    expect(response.status).toBe(403);
  });

  it('lists one’s own notifications newest first, 20 a page, with `before` paging and the unread count', async () => {
    const owner = await loggedIn(app, 'Job Seeker', 'Meera Iyer');
    await notifications(owner, 45, 'Update');
    await notify({ userId: seeker.id, type: 'team_action', title: 'Not Meera’s' });

    const first = await page(owner);
    expect(first.unread).toBe(45);
    expect(first.notifications.map((n) => n.title)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Update ${45 - i}`),
    );
    expect(first.next_before).toBe(first.notifications[19]!.id);
    const second = await page(owner, first.next_before!);
    expect(second.notifications[0]!.title).toBe('Update 25');
    const third = await page(owner, second.next_before!);
    expect(third.notifications.map((n) => n.title)).toEqual([
      'Update 5',
      'Update 4',
      'Update 3',
      'Update 2',
      'Update 1',
    ]);
    expect(third.next_before).toBeNull();

    const bad = await owner.client.get('/api/notifications?before=nope');
    expect(bad.status).toBe(400);
    expect((await bad.json()).error).toMatch(/before/);
  });

  it('marks some or all read (only one’s own), and tells the user’s other tabs the new count', async () => {
    const owner = await loggedIn(app, 'Recruiter', 'Rohan Das');
    const other = await loggedIn(app, 'Recruiter', 'Neha Jain');
    await notifications(owner, 3, 'Owner');
    await notifications(other, 2, 'Other');
    const [mine, theirs] = await Promise.all([page(owner), page(other)]);
    const tab = await listen(owner);

    // Another user's id is ignored: theirs stays unread.
    const some = await markRead(owner, {
      ids: [mine.notifications[0]!.id, theirs.notifications[0]!.id],
    });
    expect(some.status).toBe(200);
    expect(payload(notificationsReadResponseSchema, await some.json())).toEqual({ unread: 2 });
    expect((await page(other)).unread).toBe(2);
    const [event] = await tab.waitFor(1);
    expect(event!.event).toBe('read');
    expect(notificationEventSchema.parse(JSON.parse(event!.data))).toEqual({
      type: 'read',
      unread: 2,
    });

    // Only others' (or unknown) ids: 404, nothing changes.
    const foreign = await markRead(owner, { ids: [theirs.notifications[1]!.id] });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toEqual({ error: 'Notification not found' });
    expect((await page(other)).unread).toBe(2);
    const foreignAll = await markRead(other, { ids: [mine.notifications[1]!.id] });
    expect(foreignAll.status).toBe(404);

    // Marking one already read again is fine.
    const again = await markRead(owner, { ids: [mine.notifications[0]!.id] });
    expect(await again.json()).toEqual({ unread: 2 });

    const all = await markRead(owner, { all: true });
    expect(await all.json()).toEqual({ unread: 0 });
    const after = await page(owner);
    expect(after.notifications.every((n) => n.read)).toBe(true);
    expect((await page(other)).unread).toBe(2);
  });

  it('forgets read notifications after 90 days and any after 180 (the background job)', async () => {
    const account = await loggedIn(app, 'Job Seeker', 'Meera Iyer');
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await Notification.insertMany(
      [
        ['read, 100 days', 100, true],
        ['unread, 100 days', 100, false],
        ['unread, 200 days', 200, false],
        ['read, 80 days', 80, true],
      ].map(([title, days, read]) => ({
        user_id: account.id,
        type: 'team_action',
        title,
        created_at: daysAgo(days as number),
        read_at: read ? daysAgo((days as number) - 1) : null,
      })),
    );
    const deadline = Date.now() + 10_000;
    let listed = await page(account);
    while (listed.notifications.length > 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      listed = await page(account);
    }
    expect(listed.notifications.map((n) => n.title)).toEqual(['read, 80 days', 'unread, 100 days']);
    expect(listed.unread).toBe(1);
  });

  it('refuses a bad read body (400 with the API’s error)', async () => {
    for (const body of [
      {},
      { ids: [] },
      { ids: ['x'] },
      { all: false },
      { ids: [], all: true },
      { ids: Array.from({ length: 101 }, (_, i) => i.toString(16).padStart(24, '0')) },
    ]) {
      const response = await markRead(seeker, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error).toEqual(expect.any(String));
    }
    const empty = await markRead(seeker, { ids: [] });
    expect(await empty.json()).toEqual({ error: 'ids: ids must name at least one notification' });
  });

  it('streams a user’s notifications to that user only (two users connected)', async () => {
    const asha = await loggedIn(app, 'Job Seeker', 'Asha K');
    const ravi = await loggedIn(app, 'Recruiter', 'Ravi M');
    const [ashaTab, raviTab] = await Promise.all([listen(asha), listen(ravi)]);
    expect(ashaTab.response.headers.get('content-type')).toMatch(/^text\/event-stream/);

    await notify({
      userId: asha.id,
      type: 'application_status',
      title: 'For Asha',
      link: '/application-tracking',
    });
    await notify({ userId: ravi.id, type: 'new_application', title: 'For Ravi' });
    const [forAsha] = await ashaTab.waitFor(1);
    const [forRavi] = await raviTab.waitFor(1);
    expect(forAsha!.event).toBe('notification');
    expect(notificationEventSchema.parse(JSON.parse(forAsha!.data))).toMatchObject({
      type: 'notification',
      unread: 1,
      notification: { title: 'For Asha', link: '/application-tracking', read: false },
    });
    expect(JSON.parse(forRavi!.data)).toMatchObject({ notification: { title: 'For Ravi' } });
    // Ravi's event arrived after Asha's was published: had Asha's stream carried it, it would be here.
    expect(ashaTab.events).toHaveLength(1);
    expect(raviTab.events).toHaveLength(1);
  });

  it('answers 406 to a request that does not accept an event stream', async () => {
    const response = await seeker.client.get('/api/notifications/events', {
      headers: { Accept: 'application/json' },
    });
    expect(response.status).toBe(406);
  });

  it('keeps a seeker’s e-mail preferences: the defaults, then what they save; bad bodies 400 in words', async () => {
    const owner = await loggedIn(app, 'Job Seeker', 'Pooja S');
    const initial = await owner.client.get('/api/notification-preferences');
    expect(payload(emailPreferencesSchema, await initial.json())).toEqual(
      DEFAULT_EMAIL_PREFERENCES,
    );

    const saved = { application_status: false, community_reply: true, community_like: true };
    const put = await owner.client.request('/api/notification-preferences', {
      method: 'PUT',
      json: saved,
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toEqual(saved);
    expect(await (await owner.client.get('/api/notification-preferences')).json()).toEqual(saved);
    // Another seeker still has the defaults.
    expect(await (await seeker.client.get('/api/notification-preferences')).json()).toEqual(
      DEFAULT_EMAIL_PREFERENCES,
    );

    for (const body of [
      { application_status: 'yes', community_reply: true, community_like: true },
      { application_status: true, community_reply: true },
      { ...saved, job_match: true },
    ]) {
      const response = await owner.client.request('/api/notification-preferences', {
        method: 'PUT',
        json: body,
      });
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await response.json()).error).toMatch(/\w+ \w+/);
    }
    const bad = await owner.client.request('/api/notification-preferences', {
      method: 'PUT',
      json: { ...saved, application_status: 'yes' },
    });
    expect((await bad.json()).error).toContain('application_status must be true or false');
    expect(await (await owner.client.get('/api/notification-preferences')).json()).toEqual(saved);
    expect(await Notification.countDocuments({ user_id: owner.id })).toBe(0);
  });
});
