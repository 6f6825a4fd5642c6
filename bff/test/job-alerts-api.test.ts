import {
  JOB_ALERT_TEXTS,
  MAX_JOB_ALERTS,
  jobAlertResponseSchema,
  jobAlertsPayloadSchema,
} from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobAlert } from '../app/models/job-alert.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * Job alerts over HTTP (issue 19, docs/product/notifications-and-alerts.md#job-alerts): who may
 * call, validation in words, the saved search, ownership (another seeker's alert is 404), changes,
 * deleting, and the limit of 20 under parallel creations.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const send = (account: Account, method: string, path: string, json?: unknown) =>
  account.client.request(path, { method, json });

async function create(account: Account, json: unknown) {
  const response = await account.client.post('/api/job-alerts', json);
  expect(response.status).toBe(201);
  return payload(jobAlertResponseSchema, await response.json()).alert;
}

async function alertsOf(account: Account) {
  const response = await account.client.get('/api/job-alerts');
  expect(response.status).toBe(200);
  return payload(jobAlertsPayloadSchema, await response.json());
}

describe('who may call', () => {
  it('answers 401 to a visitor and 403 to a recruiter, changing nothing', async () => {
    const id = '0123456789abcdef01234567';
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/job-alerts'],
      ['POST', '/api/job-alerts', { search: { q: 'React' } }],
      ['PATCH', `/api/job-alerts/${id}`, { paused: true }],
      ['DELETE', `/api/job-alerts/${id}`],
    ];
    const recruiter = await loggedIn(app, 'Recruiter');
    for (const [method, path, json] of calls) {
      const visitor = await app.client().request(path, { method, json });
      expect([method, path, visitor.status]).toEqual([method, path, 401]);
      const refused = await recruiter.client.request(path, { method, json });
      expect([method, path, refused.status]).toEqual([method, path, 403]);
      expect(await refused.json()).toEqual({ error: 'Only job seekers can do this' });
    }
    expect(await JobAlert.countDocuments({ user_id: recruiter.id })).toBe(0);
  });

  it('answers 405 to other methods', async () => {
    const seeker = await loggedIn(app);
    for (const [method, path, allow] of [
      ['PUT', '/api/job-alerts', 'GET, POST'],
      ['GET', '/api/job-alerts/0123456789abcdef01234567', 'PATCH, DELETE'],
    ] as const) {
      const response = await send(seeker, method, path);
      expect([method, path, response.status]).toEqual([method, path, 405]);
      expect(response.headers.get('allow')).toBe(allow);
    }
  });
});

describe('a seeker’s alerts', () => {
  it('saves the search as the job search reads it, named after it, and lists newest first', async () => {
    const seeker = await loggedIn(app);
    const react = await create(seeker, {
      frequency: 'instant',
      // a client may send its /jobs URL's parameters as they are: paging and order are left out
      search: {
        q: 'React',
        locations: 'Pune,Mumbai',
        salary: ['10-20'],
        page: '2',
        sort: 'newest',
      },
    });
    expect(react).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'React in Pune, Mumbai',
      frequency: 'instant',
      paused: false,
      search: { q: 'React', locations: ['Pune', 'Mumbai'], salary: ['10-20'] },
      created_at: expect.any(String),
      last_sent_at: null,
    });
    const all = await create(seeker, { name: ' Everything ', frequency: 'weekly' });
    expect(all).toMatchObject({ name: 'Everything', frequency: 'weekly', search: {} });
    const unnamed = await create(seeker, {});
    expect(unnamed).toMatchObject({ name: 'All jobs', frequency: 'instant' });

    const listed = await alertsOf(seeker);
    expect(listed.limit).toBe(MAX_JOB_ALERTS);
    expect(listed.alerts.map((alert) => alert.id)).toEqual([unnamed.id, all.id, react.id]);
    // another seeker sees none of them
    expect((await alertsOf(await loggedIn(app))).alerts).toEqual([]);

    // stored with the matcher's keys and an unsubscribe nonce, never sent
    const stored = await JobAlert.findById(react.id).lean();
    expect(stored?.match_keys).toEqual(['L:Pune', 'L:Mumbai']);
    expect(stored?.unsubscribe_nonce).toMatch(/^[\w-]{16}$/);
  });

  it('answers a bad body with 400 in words and stores nothing', async () => {
    const seeker = await loggedIn(app);
    const cases: Array<[unknown, string]> = [
      [{ name: '' }, JOB_ALERT_TEXTS.nameRequired],
      [{ name: 'x'.repeat(81) }, JOB_ALERT_TEXTS.nameTooLong],
      [{ frequency: 'hourly' }, JOB_ALERT_TEXTS.frequencyInvalid],
      [{ search: { experience: '3-4' } }, 'must be one of 0-2, 2-5, 5-10, 10+'],
      [{ search: { city: 'Pune' } }, 'Unknown search filter: city'],
      [
        { search: { q: 'a\u0000b' } },
        'Search text must not contain line breaks or other control characters',
      ],
      [{ user_id: seeker.id }, 'Unknown field: user_id'],
      [[], 'The request body must be a JSON object'],
    ];
    for (const [body, error] of cases) {
      const response = await seeker.client.post('/api/job-alerts', body);
      expect([body, response.status, await response.json()]).toEqual([body, 400, { error }]);
    }
    expect(await JobAlert.countDocuments({ user_id: seeker.id })).toBe(0);
  });

  it('renames, changes the frequency, pauses and changes the search of one’s own alert', async () => {
    const seeker = await loggedIn(app);
    const alert = await create(seeker, { search: { q: 'React' } });
    const before = await JobAlert.findById(alert.id).lean();

    const renamed = await send(seeker, 'PATCH', `/api/job-alerts/${alert.id}`, {
      name: 'React jobs',
      frequency: 'daily',
      paused: true,
    });
    expect(renamed.status).toBe(200);
    expect(payload(jobAlertResponseSchema, await renamed.json()).alert).toEqual({
      ...alert,
      name: 'React jobs',
      frequency: 'daily',
      paused: true,
    });
    // the nonce stays while the search does: mailed links keep working
    expect((await JobAlert.findById(alert.id).lean())?.unsubscribe_nonce).toBe(
      before?.unsubscribe_nonce,
    );

    const moved = await send(seeker, 'PATCH', `/api/job-alerts/${alert.id}`, {
      search: { q: 'Angular', workModes: 'Remote' },
    });
    expect(moved.status).toBe(200);
    expect(payload(jobAlertResponseSchema, await moved.json()).alert.search).toEqual({
      q: 'Angular',
      workModes: ['Remote'],
    });
    const after = await JobAlert.findById(alert.id).lean();
    expect(after?.match_keys).toEqual(['W:angular', 'G:ang']);
    expect(after?.unsubscribe_nonce).not.toBe(before?.unsubscribe_nonce);

    const empty = await send(seeker, 'PATCH', `/api/job-alerts/${alert.id}`, {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toEqual({ error: JOB_ALERT_TEXTS.nothingToChange });
  });

  it('answers 404 for another seeker’s alert, an unknown or a malformed id, and changes nothing', async () => {
    const owner = await loggedIn(app);
    const other = await loggedIn(app);
    const alert = await create(owner, { search: { q: 'React' } });
    for (const id of [alert.id, '0123456789abcdef01234567', 'not-an-id']) {
      for (const [method, json] of [
        ['PATCH', { paused: true }],
        ['DELETE', undefined],
      ] as const) {
        const response = await send(other, method, `/api/job-alerts/${id}`, json);
        expect([id, method, response.status]).toEqual([id, method, 404]);
        expect(await response.json()).toEqual({ error: JOB_ALERT_TEXTS.notFound });
      }
    }
    expect((await alertsOf(owner)).alerts).toEqual([alert]);
  });

  it('deletes one’s own alert; deleting it again is 404', async () => {
    const seeker = await loggedIn(app);
    const alert = await create(seeker, { search: { q: 'React' } });
    const deleted = await send(seeker, 'DELETE', `/api/job-alerts/${alert.id}`);
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toEqual({ success: true });
    expect((await alertsOf(seeker)).alerts).toEqual([]);
    expect((await send(seeker, 'DELETE', `/api/job-alerts/${alert.id}`)).status).toBe(404);
  });
});

describe('the limit of 20 alerts', () => {
  it('holds under 50 parallel creations: 20 created, 30 refused in words', async () => {
    const seeker = await loggedIn(app);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        seeker.client.post('/api/job-alerts', { search: { q: `Skill${i}` } }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(MAX_JOB_ALERTS);
    expect(statuses.filter((status) => status === 409)).toHaveLength(50 - MAX_JOB_ALERTS);
    const refused = responses.find((response) => response.status === 409);
    expect(await refused?.json()).toEqual({ error: JOB_ALERT_TEXTS.limitReached });
    expect(await JobAlert.countDocuments({ user_id: seeker.id })).toBe(MAX_JOB_ALERTS);

    // deleting one frees a place
    const [oldest] = (await alertsOf(seeker)).alerts.slice(-1);
    await send(seeker, 'DELETE', `/api/job-alerts/${oldest?.id}`);
    await create(seeker, { search: { q: 'Again' } });
    expect((await seeker.client.post('/api/job-alerts', {})).status).toBe(409);
  });
});
