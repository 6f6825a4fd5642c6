import {
  candidateSavedSchema,
  candidateSearchesSchema,
  candidateSearchResultSchema,
  savedCandidatesSchema,
  savedSearchResponseSchema,
} from '@rozgar/contracts';
import { successSchema } from '@rozgar/contracts/payloads/common';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecentCandidateSearch, SavedCandidateSearch } from '../app/models/candidate-search.server';
import { Candidates } from '../app/models/saved-candidate.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, pdf, upload, type Account } from './support/profile-fixtures';

let app: TestApp;
let candidates = 0;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** A seeker (or recruiter) with a profile, stored straight in the database; returns the user id. */
async function candidate(
  name: string,
  details: Record<string, unknown> = {},
  role: 'Job Seeker' | 'Recruiter' = 'Job Seeker',
): Promise<string> {
  const user = await User.create({
    email: `searches-${process.pid}-${++candidates}@example.com`,
    password_hash: 'not-used',
    role,
    name,
  });
  await UserDetails.create({ user_id: user._id, full_name: name, ...details });
  return String(user._id);
}

const put = (account: Account, path: string) => account.client.request(path, { method: 'PUT' });
const del = (account: Account, path: string) => account.client.request(path, { method: 'DELETE' });

async function searchAs(account: Account, criteria: Record<string, unknown>) {
  const response = await account.client.post('/api/candidates/search', { criteria });
  expect(response.status).toBe(200);
  return payload(candidateSearchResultSchema, await response.json());
}

async function searchesOf(account: Account) {
  const response = await account.client.get('/api/candidate-searches');
  expect(response.status).toBe(200);
  return payload(candidateSearchesSchema, await response.json());
}

describe('who may call', () => {
  it('answers 401 to a visitor and 403 to a seeker on every call, changing nothing', async () => {
    const target = await candidate('Target Seeker');
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/api/saved-candidates'],
      ['PUT', `/api/saved-candidates/${target}`],
      ['DELETE', `/api/saved-candidates/${target}`],
      ['GET', '/api/candidate-searches'],
      ['POST', '/api/candidate-searches', { title: 'Mine', criteria: {} }],
      ['DELETE', `/api/candidate-searches/0123456789abcdef01234567`],
    ];
    const seeker = await loggedIn(app, 'Job Seeker', 'Asha Rao');
    for (const [method, path, json] of calls) {
      const visitor = await app.client().request(path, { method, json });
      expect([method, path, visitor.status]).toEqual([method, path, 401]);
      expect(await visitor.json()).toEqual({ error: 'Not logged in' });
      const refused = await seeker.client.request(path, { method, json });
      expect([method, path, refused.status]).toEqual([method, path, 403]);
      expect(await refused.json()).toEqual({ error: 'Only recruiters can do this' });
    }
    expect(await Candidates.countDocuments({ recruiter_id: seeker.id })).toBe(0);
    expect(await SavedCandidateSearch.countDocuments({ recruiter_id: seeker.id })).toBe(0);
  });

  it('answers 405 to other methods', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const cases: Array<[string, string, string]> = [
      ['POST', '/api/saved-candidates', 'GET'],
      ['GET', '/api/saved-candidates/0123456789abcdef01234567', 'PUT, DELETE'],
      ['PUT', '/api/candidate-searches', 'GET, POST'],
      ['GET', '/api/candidate-searches/0123456789abcdef01234567', 'PATCH, DELETE'],
    ];
    for (const [method, path, allow] of cases) {
      const response = await recruiter.client.request(path, { method });
      expect([method, path, response.status]).toEqual([method, path, 405]);
      expect(response.headers.get('allow')).toBe(allow);
    }
  });
});

describe('saved candidates', () => {
  it('saves and unsaves idempotently, lists newest first, per recruiter', async () => {
    const recruiter = await loggedIn(app, 'Recruiter', 'Priya Nair');
    const other = await loggedIn(app, 'Recruiter', 'Arjun Shah');
    const first = await candidate('First Saved', {
      curr_role: 'Analyst',
      address: 'Pune',
      experience: 2,
      skills: ['Excel'],
      education: 'B.Com',
      phone: '+91 9876543210',
      email: 'first@example.com',
    });
    const second = await candidate('Second Saved');

    expect(await (await recruiter.client.get('/api/saved-candidates')).json()).toEqual({
      candidates: [],
    });
    for (const id of [first, second, first]) {
      const response = await put(recruiter, `/api/saved-candidates/${id}`);
      expect(response.status).toBe(200);
      expect(payload(candidateSavedSchema, await response.json())).toEqual({ saved: true });
    }
    const row = await Candidates.findOne({ recruiter_id: recruiter.id }).lean();
    expect(row!.saved_candidates.map((entry) => String(entry.user_id))).toEqual([first, second]);

    const { candidates: listed } = payload(
      savedCandidatesSchema,
      await (await recruiter.client.get('/api/saved-candidates')).json(),
    );
    expect(listed).toEqual([
      {
        id: second,
        full_name: 'Second Saved',
        curr_role: null,
        address: null,
        experience: null,
        skills: [],
        education: null,
        expected_salary: null,
        notice_period: null,
        saved: true,
        resume_link: null,
      },
      {
        id: first,
        full_name: 'First Saved',
        curr_role: 'Analyst',
        address: 'Pune',
        experience: 2,
        skills: ['Excel'],
        education: 'B.Com',
        expected_salary: null,
        notice_period: null,
        saved: true,
        resume_link: null,
      },
    ]);
    expect(await (await other.client.get('/api/saved-candidates')).json()).toEqual({
      candidates: [],
    });

    for (let i = 0; i < 2; i++) {
      const response = await del(recruiter, `/api/saved-candidates/${second}`);
      expect(response.status).toBe(200);
      expect(payload(candidateSavedSchema, await response.json())).toEqual({ saved: false });
    }
    // unsaving someone never saved, or a malformed id, is harmless too
    expect((await del(other, `/api/saved-candidates/${first}`)).status).toBe(200);
    expect((await del(other, '/api/saved-candidates/not-an-id')).status).toBe(200);
    const after = await (await recruiter.client.get('/api/saved-candidates')).json();
    expect(after.candidates.map((card: { id: string }) => card.id)).toEqual([first]);
  });

  it('answers 404 Candidate not found for a recruiter, an unknown or a bad id', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const otherRecruiter = await candidate('Another Recruiter', {}, 'Recruiter');
    for (const id of [otherRecruiter, recruiter.id, '0123456789abcdef01234567', 'not-an-id']) {
      const response = await put(recruiter, `/api/saved-candidates/${id}`);
      expect([id, response.status]).toEqual([id, 404]);
      expect(await response.json()).toEqual({ error: 'Candidate not found' });
    }
    const row = await Candidates.findOne({ recruiter_id: recruiter.id }).lean();
    expect(row?.saved_candidates ?? []).toEqual([]);
  });

  it('lists the resume link, and the account name when the profile has none', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const seeker = await loggedIn(app, 'Job Seeker', 'Kiran Shetty');
    const uploaded = await upload(
      seeker.client,
      '/api/resume',
      'resume',
      await pdf(['Kiran Shetty']),
      'Kiran.pdf',
      'application/pdf',
    );
    expect(uploaded.status).toBe(201);
    await UserDetails.updateOne({ user_id: seeker.id }, { $set: { full_name: '' } });
    expect((await put(recruiter, `/api/saved-candidates/${seeker.id}`)).status).toBe(200);
    const { candidates: listed } = await (
      await recruiter.client.get('/api/saved-candidates')
    ).json();
    expect(listed).toEqual([
      expect.objectContaining({
        id: seeker.id,
        full_name: 'Kiran Shetty',
        resume_link: `/api/candidates/${seeker.id}/resume`,
      }),
    ]);
  });
});

describe('recent searches', () => {
  it('keeps the latest 5, a repeat moving to the top, with labels and live counts', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const tag = `Recent${process.pid} Institute`;
    await candidate('React Pune', {
      institution: tag,
      skills: ['React'],
      experience: 3,
      address: 'Pune',
    });
    await candidate('Node Pune', { institution: tag, skills: ['Node.js'], address: 'Pune' });

    // no criterion: not kept
    await searchAs(recruiter, {});
    await searchAs(recruiter, { markAllSkillsAsMandatory: true, activePeriod: 6 });
    expect((await searchesOf(recruiter)).recent).toEqual([]);

    const searches = [
      {
        institution: tag,
        skills: ['React', 'Node.js'],
        experience: { min: 2, max: 5 },
        location: 'Pune',
      },
      { institution: tag, skills: ['React'] },
      { institution: tag, experience: { min: 3 } },
      { institution: tag, location: 'Pune' },
      { institution: tag, experience: { max: 4 } },
      { institution: tag, activePeriod: 12 },
    ];
    for (const criteria of searches) await searchAs(recruiter, criteria);
    let { recent } = await searchesOf(recruiter);
    // Each label names every criterion used (the tag is each one's institution).
    const at = `institution: ${tag}`;
    expect(recent.map((entry) => entry.query)).toEqual([
      `Institution: ${tag} · active in the last 12 months`,
      `0–4 yrs · ${at}`,
      `Location: Pune · ${at}`,
      `3+ yrs · ${at}`,
      `Skills: React · ${at}`,
    ]);
    expect(recent[3]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      query: `3+ yrs · ${at}`,
      criteria: { institution: tag, experience: { min: 3 }, activePeriod: 6 },
      profiles: 1,
      new_since_last_run: 0,
      searched_at: expect.any(String),
    });
    expect(recent.map((entry) => entry.profiles)).toEqual([2, 1, 2, 1, 1]);

    // the same search again, in another case and order: moved to the top, not added
    await searchAs(recruiter, { skills: ['react'], institution: tag.toUpperCase() });
    ({ recent } = await searchesOf(recruiter));
    expect(recent.map((entry) => entry.query)).toEqual([
      `Skills: react · institution: ${tag.toUpperCase()}`,
      `Institution: ${tag} · active in the last 12 months`,
      `0–4 yrs · ${at}`,
      `Location: Pune · ${at}`,
      `3+ yrs · ${at}`,
    ]);
    expect(await RecentCandidateSearch.countDocuments({ recruiter_id: recruiter.id })).toBe(5);

    // the first label of all: skills, experience and location
    await searchAs(recruiter, searches[0]!);
    ({ recent } = await searchesOf(recruiter));
    expect(recent[0]!.query).toBe(`Skills: React, Node.js · 2–5 yrs · location: Pune · ${at}`);
    // Node Pune has no experience on record, so only React Pune is within 2–5 years
    expect(recent[0]!.profiles).toBe(1);

    // another recruiter sees none of them
    const other = await loggedIn(app, 'Recruiter');
    expect((await searchesOf(other)).recent).toEqual([]);
  });

  it('never leaves more than 5 after quick searches at once', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    await Promise.all(
      Array.from({ length: 8 }, (_, i) => searchAs(recruiter, { company: `Company ${i}` })),
    );
    await Promise.all(
      Array.from({ length: 4 }, () => searchAs(recruiter, { company: 'Same Company' })),
    );
    const { recent } = await searchesOf(recruiter);
    expect(recent).toHaveLength(5);
    expect(await RecentCandidateSearch.countDocuments({ recruiter_id: recruiter.id })).toBe(5);
    expect(recent.filter((entry) => entry.criteria.company === 'Same Company')).toHaveLength(1);
  });
});

describe('saved searches', () => {
  it('saves, lists newest first with live counts, and deletes only its own', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const other = await loggedIn(app, 'Recruiter');
    const tag = `Saved${process.pid} Institute`;
    await candidate('Java Dev', { institution: tag, skills: ['Java'], address: 'Chennai' });

    const first = await recruiter.client.post('/api/candidate-searches', {
      title: '  Java in Chennai ',
      criteria: { institution: tag, skills: ['Java'], location: 'Chennai', fullName: '' },
    });
    expect(first.status).toBe(201);
    const { search } = payload(savedSearchResponseSchema, await first.json());
    expect(search).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      title: 'Java in Chennai',
      query: `Skills: Java · location: Chennai · institution: ${tag}`,
      criteria: { institution: tag, skills: ['Java'], location: 'Chennai', activePeriod: 6 },
      profiles: 1,
      new_since_last_run: 0,
      saved_at: expect.any(String),
      last_run_at: search.saved_at,
    });
    const second = await recruiter.client.post('/api/candidate-searches', {
      title: 'Everyone here',
      criteria: { institution: tag },
    });
    expect(second.status).toBe(201);
    // a new matching candidate counts at once: the count is not stored
    await candidate('Second Java Dev', { institution: tag, skills: ['java'], address: 'Chennai' });

    const { saved } = await searchesOf(recruiter);
    expect(saved.map((entry) => [entry.title, entry.profiles])).toEqual([
      ['Everyone here', 2],
      ['Java in Chennai', 2],
    ]);
    expect((await searchesOf(other)).saved).toEqual([]);

    for (const id of [search.id, '0123456789abcdef01234567', 'not-an-id']) {
      const refused = await del(other, `/api/candidate-searches/${id}`);
      expect([id, refused.status]).toEqual([id, 404]);
      expect(await refused.json()).toEqual({ error: 'Search not found' });
    }
    const deleted = await del(recruiter, `/api/candidate-searches/${search.id}`);
    expect(deleted.status).toBe(200);
    expect(payload(successSchema, await deleted.json())).toEqual({ success: true });
    expect((await del(recruiter, `/api/candidate-searches/${search.id}`)).status).toBe(404);
    expect((await searchesOf(recruiter)).saved.map((entry) => entry.title)).toEqual([
      'Everyone here',
    ]);
  });

  it('refuses bad bodies with 400 and saves nothing', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const cases: Array<[unknown, string]> = [
      [{ criteria: {} }, 'Title is required'],
      [{ title: '   ', criteria: {} }, 'Title is required'],
      [{ title: 'x'.repeat(101), criteria: {} }, 'Title must be at most 100 characters'],
      [{ title: 'Mine' }, 'criteria is required'],
      [{ title: 'Mine', criteria: { skills: 'Java' } }, 'Skills must be a list'],
      [
        { title: 'Mine', criteria: { experience: { min: 9, max: 1 } } },
        'Minimum experience cannot be more than maximum experience',
      ],
      [{ title: 'Mine', criteria: {}, pinned: true }, 'Unknown field: pinned'],
    ];
    for (const [body, error] of cases) {
      const response = await recruiter.client.post('/api/candidate-searches', body);
      expect([body, response.status]).toEqual([body, 400]);
      expect(await response.json()).toEqual({ error });
    }
    expect(await SavedCandidateSearch.countDocuments({ recruiter_id: recruiter.id })).toBe(0);
  });

  it('keeps at most 50 per recruiter', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    await SavedCandidateSearch.insertMany(
      Array.from({ length: 49 }, (_, i) => ({
        recruiter_id: new Types.ObjectId(recruiter.id),
        title: `Search ${i}`,
        criteria: { company: `Company ${i}`, activePeriod: 6 },
        saved_at: new Date(Date.now() - (i + 1) * 60_000),
      })),
    );
    const fiftieth = await recruiter.client.post('/api/candidate-searches', {
      title: 'The fiftieth',
      criteria: {},
    });
    expect(fiftieth.status).toBe(201);
    const refused = await recruiter.client.post('/api/candidate-searches', {
      title: 'One too many',
      criteria: {},
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'You can keep at most 50 saved searches' });
    expect(await SavedCandidateSearch.countDocuments({ recruiter_id: recruiter.id })).toBe(50);
    const { saved } = await searchesOf(recruiter);
    expect(saved).toHaveLength(50);
    expect(saved[0]!.title).toBe('The fiftieth');
    // another recruiter is not limited by this one's searches
    const other = await loggedIn(app, 'Recruiter');
    const theirs = await other.client.post('/api/candidate-searches', {
      title: 'Mine',
      criteria: {},
    });
    expect(theirs.status).toBe(201);
  });
});
