import { TEXT_CRITERIA } from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedCandidateSearch } from '../app/models/candidate-search.server';
import { startTestApp, type TestApp } from './support/harness';
import { loggedIn, type Account } from './support/profile-fixtures';

let app: TestApp;
let recruiter: Account;
let seeker: Account;

beforeAll(async () => {
  app = await startTestApp();
  recruiter = await loggedIn(app, 'Recruiter', 'Priya Nair');
  seeker = await loggedIn(app, 'Job Seeker', 'Aarav Sharma');
});

afterAll(async () => {
  await app?.close();
});

/** The answer's status and `{ error }` text; the text must say something. */
async function problem(response: Response) {
  const body = (await response.json()) as { error?: unknown };
  expect(typeof body.error, JSON.stringify(body)).toBe('string');
  expect((body.error as string).length).toBeGreaterThan(3);
  return { status: response.status, error: body.error as string };
}

const NUL = '\u0000';

describe('a NUL byte (or another control character) in a text', () => {
  it('is a 400 in the job search query', async () => {
    for (const path of [
      '/api/jobs?q=%00',
      '/api/jobs?location=%00',
      '/api/jobs?q=java%00script',
      '/api/jobs?locations=Pune,%00',
      '/api/jobs?roles=%07',
      '/api/salary-insights?q=%00',
    ]) {
      const { status, error } = await problem(await app.client().get(path));
      expect([path, status]).toEqual([path, 400]);
      expect(error, path).toMatch(/control character/i);
    }
  });

  it('is a 400 in every text criterion of POST /api/candidates/search', async () => {
    const criteria: Array<Record<string, unknown>> = TEXT_CRITERIA.map((field) => ({
      [field]: `a${NUL}b`,
    }));
    criteria.push({ skills: ['React', `Ja${NUL}va`] });
    for (const criterion of criteria) {
      const response = await recruiter.client.post('/api/candidates/search', {
        criteria: criterion,
      });
      const { status, error } = await problem(response);
      expect([criterion, status]).toEqual([criterion, 400]);
      expect(error).toMatch(/control character/i);
    }
  });

  it('is a 400 for POST /api/candidate-searches, which stores nothing and lists fine after', async () => {
    const before = await SavedCandidateSearch.countDocuments();
    for (const body of [
      { title: 'Backend', criteria: { location: `Pune${NUL}` } },
      { title: 'Backend', criteria: { skills: [`Node${NUL}`] } },
      { title: `Back${NUL}end`, criteria: { location: 'Pune' } },
    ]) {
      const { status, error } = await problem(
        await recruiter.client.post('/api/candidate-searches', body),
      );
      expect(status).toBe(400);
      expect(error).toMatch(/control character/i);
    }
    expect(await SavedCandidateSearch.countDocuments()).toBe(before);
    const list = await recruiter.client.get('/api/candidate-searches');
    expect(list.status).toBe(200);
    expect(await list.json()).toEqual({ recent: [], saved: [] });
  });

  it('no longer breaks the list when a search stored before the fix holds one', async () => {
    const other = await loggedIn(app, 'Recruiter', 'Rohan Das');
    await SavedCandidateSearch.create({
      recruiter_id: other.id,
      title: 'Stored earlier',
      criteria: { location: `Pune${NUL}`, activePeriod: 6 },
    });
    const list = await other.client.get('/api/candidate-searches');
    expect(list.status).toBe(200);
    const { saved } = (await list.json()) as { saved: Array<{ title: string }> };
    expect(saved.map((search) => search.title)).toEqual(['Stored earlier']);
  });

  it('is a 400 in single-line texts of other forms, naming the field', async () => {
    const calls: Array<[Account | null, string, string, unknown]> = [
      [null, 'POST', '/api/login', { email: 'a@example.com', password: `x${NUL}` }],
      [null, 'POST', '/api/send-otp', { email: 'a@example.com', fullName: `A${NUL}` }],
      [
        null,
        'POST',
        '/api/contact-messages',
        { name: `Asha${NUL}`, email: 'a@example.com', subject: 'Hello', message: 'Hello there' },
      ],
      [seeker, 'PATCH', '/api/profile', { full_name: `Asha${NUL}Rao` }],
      [seeker, 'PATCH', '/api/profile', { skills: ['React', `Node\u001b`] }],
      [seeker, 'POST', '/api/profile/sections/languages', { language: `Hindi\t` + NUL }],
      [recruiter, 'POST', '/api/candidates/search', { criteria: { fullName: 'Asha\nRao' } }],
    ];
    for (const [account, method, path, json] of calls) {
      const client = account?.client ?? app.client();
      const { status, error } = await problem(await client.request(path, { method, json }));
      expect([path, json, status]).toEqual([path, json, 400]);
      expect(error, path).toMatch(/control character/i);
    }
  });

  it('keeps line breaks and tabs in multi-line texts, and refuses them in single-line ones', async () => {
    const summary = 'First line\n\tSecond line\r\nThird line';
    const patched = await seeker.client.request('/api/profile', {
      method: 'PATCH',
      json: { profile_summary: summary },
    });
    expect(patched.status).toBe(200);
    const { profile } = (await patched.json()) as { profile: { profile_summary: string } };
    expect(profile.profile_summary).toBe('First line\n\tSecond line\nThird line');

    const refused = await seeker.client.request('/api/profile', {
      method: 'PATCH',
      json: { profile_summary: `First${NUL}` },
    });
    expect((await problem(refused)).status).toBe(400);
    const oneLine = await seeker.client.request('/api/profile', {
      method: 'PATCH',
      json: { curr_role: 'Lead\nEngineer' },
    });
    expect(await problem(oneLine)).toEqual({
      status: 400,
      error: expect.stringMatching(/Preferred role.*control character/i),
    });
  });
});

describe('a malformed %-escape in the path', () => {
  it('is a 400 with a JSON { error } under /api', async () => {
    for (const path of [
      '/api/jobs/%ZZ',
      '/api/%ZZ',
      '/api/%',
      '/api/jobs/%E0%A4%A',
      '/api/candidate-searches/%C0%AF',
    ]) {
      const response = await app.client().get(path);
      expect([path, response.status]).toEqual([path, 400]);
      expect(response.headers.get('content-type')).toMatch(/application\/json/);
      expect((await problem(response)).error).toMatch(/malformed/i);
    }
    const post = await recruiter.client.request('/api/saved-candidates/%ZZ', { method: 'PUT' });
    expect(post.status).toBe(400);
  });

  it('is a 400 in plain text outside /api', async () => {
    for (const path of ['/jobs/%ZZ', '/%ZZ', '/mfe/seeker/%ZZ.js', '/profile/%E0%A4%A']) {
      const response = await app.client().get(path);
      expect([path, response.status]).toEqual([path, 400]);
      expect(response.headers.get('content-type')).toMatch(/text\/plain/);
      expect(await response.text()).toMatch(/malformed/i);
    }
  });

  it('still serves well-formed escapes as before', async () => {
    expect((await app.client().get('/api/jobs/%30%31')).status).toBe(404);
    expect((await app.client().get('/api/jobs?q=%ZZ')).status).toBe(200);
    expect((await app.client().get('/jobs/caf%C3%A9')).status).toBe(404); // no shell built here
  });
});
