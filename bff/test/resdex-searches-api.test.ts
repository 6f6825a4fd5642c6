import { candidateSearchesSchema, savedSearchResponseSchema } from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SavedCandidateSearch } from '../app/models/candidate-search.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * Resdex searches (issue 16, docs/product/recruiter-tools-and-workspace.md "Resdex searches"):
 * each search's number of new matching profiles since it last ran, and renaming a saved search.
 */

let app: TestApp;
let seekers = 0;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** A seeker signing up now with this profile; returns the user id. */
async function seeker(details: Record<string, unknown>): Promise<string> {
  const user = await User.create({
    email: `resdex-searches-${process.pid}-${++seekers}@example.com`,
    password_hash: 'not-used',
    role: 'Job Seeker',
    name: `Seeker ${seekers}`,
  });
  await UserDetails.create({ user_id: user._id, full_name: `Seeker ${seekers}`, ...details });
  return String(user._id);
}

async function searchesOf(account: Account) {
  const response = await account.client.get('/api/candidate-searches');
  expect(response.status).toBe(200);
  return payload(candidateSearchesSchema, await response.json());
}

async function run(account: Account, criteria: Record<string, unknown>) {
  const response = await account.client.post('/api/candidates/search', { criteria });
  expect(response.status).toBe(200);
}

async function save(account: Account, title: string, criteria: Record<string, unknown>) {
  const response = await account.client.post('/api/candidate-searches', { title, criteria });
  expect(response.status).toBe(201);
  return payload(savedSearchResponseSchema, await response.json()).search;
}

describe('new since last run', () => {
  it('counts matching seekers who signed up after the search last ran; running it starts again', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const tag = `NewSince${process.pid} Institute`;
    await seeker({ institution: tag, skills: ['Go'] });
    const criteria = { institution: tag, skills: ['Go'] };
    await run(recruiter, criteria);
    const saved = await save(recruiter, 'Go people', criteria);
    expect([saved.profiles, saved.new_since_last_run]).toEqual([1, 0]);

    // a matching seeker signs up, and one who does not match
    await seeker({ institution: tag, skills: ['Go', 'SQL'] });
    await seeker({ institution: tag, skills: ['Rust'] });
    let listed = await searchesOf(recruiter);
    expect(listed.saved.map((entry) => [entry.profiles, entry.new_since_last_run])).toEqual([
      [2, 1],
    ]);
    expect(listed.recent.map((entry) => [entry.profiles, entry.new_since_last_run])).toEqual([
      [2, 1],
    ]);

    // running the same criteria (another case and order) runs the saved search
    await run(recruiter, { skills: ['go'], institution: tag.toUpperCase() });
    listed = await searchesOf(recruiter);
    expect(listed.saved[0]!.new_since_last_run).toBe(0);
    expect(Date.parse(listed.saved[0]!.last_run_at)).toBeGreaterThan(Date.parse(saved.saved_at));
    expect(listed.recent[0]!.new_since_last_run).toBe(0);

    // another recruiter running the same criteria does not run this recruiter's search
    await seeker({ institution: tag, skills: ['Go'] });
    const other = await loggedIn(app, 'Recruiter');
    await run(other, criteria);
    expect((await searchesOf(recruiter)).saved[0]!.new_since_last_run).toBe(1);
  });

  it('counts from the saving for a search saved before runs were recorded', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const tag = `OldSaved${process.pid} Institute`;
    const saved = await save(recruiter, 'Old one', { institution: tag });
    await SavedCandidateSearch.updateOne({ _id: saved.id }, { $unset: { last_run_at: 1 } });
    await seeker({ institution: tag });
    const [listed] = (await searchesOf(recruiter)).saved;
    expect(listed).toMatchObject({ last_run_at: saved.saved_at, new_since_last_run: 1 });
  });
});

describe('renaming a saved search', () => {
  it('renames its own, refuses a bad title and anyone else', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const other = await loggedIn(app, 'Recruiter');
    const saved = await save(recruiter, 'First title', { company: 'Rename Co' });
    const path = `/api/candidate-searches/${saved.id}`;

    const renamed = await recruiter.client.request(path, {
      method: 'PATCH',
      json: { title: '  Second title ' },
    });
    expect(renamed.status).toBe(200);
    expect(payload(savedSearchResponseSchema, await renamed.json()).search).toEqual({
      ...saved,
      title: 'Second title',
    });

    for (const [json, error] of [
      [{ title: '' }, 'Title is required'],
      [{ title: 'x'.repeat(101) }, 'Title must be at most 100 characters'],
      [{ title: 'Ok', criteria: {} }, 'Unknown field: criteria'],
    ] as const) {
      const refused = await recruiter.client.request(path, { method: 'PATCH', json });
      expect([json, refused.status]).toEqual([json, 400]);
      expect(await refused.json()).toEqual({ error });
    }
    for (const id of [saved.id, '0123456789abcdef01234567', 'not-an-id']) {
      const refused = await other.client.request(`/api/candidate-searches/${id}`, {
        method: 'PATCH',
        json: { title: 'Taken over' },
      });
      expect([id, refused.status]).toEqual([id, 404]);
      expect(await refused.json()).toEqual({ error: 'Search not found' });
    }
    expect((await searchesOf(recruiter)).saved.map((entry) => entry.title)).toEqual([
      'Second title',
    ]);
  });
});
