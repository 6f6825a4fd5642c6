import { jobsPageSchema } from '@rozgar/contracts/payloads/jobs';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Job } from '../app/models/job.server';
import { SearchTerm } from '../app/models/search-term.server';
import { utcDay } from '../app/services/search-terms.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn } from './support/profile-fixtures';

/*
 * GET /api/jobs?q= over HTTP: the search counts its term in the anonymous search-term log (ADR 021)
 * — a daily counter per normalised term, nothing about who searched — without ever waiting for it.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
  await Job.create({
    job_title: 'React Developer',
    company: 'Sahyadri Softech',
    location: 'Pune',
    skills: ['React'],
    is_active: true,
  });
});

afterAll(async () => {
  await app?.close();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** The term's rows once `expected` searches are counted (the count is written after the answer). */
async function rowsOf(term: string, expected: number) {
  await vi.waitFor(
    async () => {
      const rows = await SearchTerm.find({ term }).lean();
      expect(rows.reduce((sum, row) => sum + row.count, 0)).toBe(expected);
    },
    { timeout: 5000, interval: 50 },
  );
  return SearchTerm.find({ term }).lean();
}

describe('the search-term log', () => {
  it('counts a search as its trimmed, lower-cased term per day, and nothing else', async () => {
    const seeker = await loggedIn(app, 'Job Seeker');
    const response = await seeker.client.get(
      `/api/jobs?q=${encodeURIComponent('  REACT Developer ')}`,
    );
    expect(response.status).toBe(200);
    expect(payload(jobsPageSchema, await response.json()).total).toBe(1);
    await app.client().get('/api/jobs?q=react%20developer');

    const [row, ...others] = await rowsOf('react developer', 2);
    expect(others).toEqual([]);
    expect(Object.keys(row!).sort()).toEqual(['_id', 'count', 'day', 'term']);
    expect(row!.day).toEqual(utcDay(new Date()));
    const stored = JSON.stringify(row);
    expect(stored).not.toContain(seeker.id);
    expect(stored).not.toContain('127.0.0.1');
  });

  it('counts a search once: its further pages and searches without text are not counted', async () => {
    const client = app.client();
    await client.get('/api/jobs?q=Pune%20Analyst');
    await client.get('/api/jobs?q=Pune%20Analyst&page=2');
    await client.get('/api/jobs?q=');
    await client.get('/api/jobs');
    await rowsOf('pune analyst', 1);
    // the page-2 request had time to be written too, had it been counted
    await new Promise((resolve) => setTimeout(resolve, 200));
    await rowsOf('pune analyst', 1);
    expect(await SearchTerm.countDocuments({ term: '' })).toBe(0);
  });

  it('adds up the searches of a second and writes them with one upsert per term', async () => {
    const writes = vi.spyOn(SearchTerm, 'bulkWrite');
    const client = app.client();
    await Promise.all(
      ['Kotlin Lead', 'kotlin  lead', 'KOTLIN LEAD', 'Swift Lead'].map((q) =>
        client.get(`/api/jobs?q=${encodeURIComponent(q)}`),
      ),
    );
    await rowsOf('kotlin lead', 3);
    await rowsOf('swift lead', 1);
    expect(writes).toHaveBeenCalledTimes(1);
    expect(writes.mock.calls[0]![0]).toHaveLength(2);
  });

  it('answers the search even when counting hangs or fails, and logs the failure', async () => {
    let release = () => {};
    const hung = new Promise<void>((resolve) => (release = resolve));
    const writes = vi
      .spyOn(SearchTerm, 'bulkWrite')
      .mockReturnValueOnce(hung as unknown as ReturnType<typeof SearchTerm.bulkWrite>);
    const hanging = await app.client().get('/api/jobs?q=react');
    expect(hanging.status).toBe(200);
    // the hanging write has started: the next search is counted in a write of its own
    await vi.waitFor(() => expect(writes).toHaveBeenCalledTimes(1), { timeout: 5000 });

    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    writes.mockRejectedValueOnce(new Error('disk full'));
    const failing = await app.client().get('/api/jobs?q=react');
    expect(failing.status).toBe(200);
    expect(payload(jobsPageSchema, await failing.json()).total).toBe(1);
    await vi.waitFor(
      () =>
        expect(logged).toHaveBeenCalledWith(
          '[bff] could not count a search term',
          expect.any(Error),
        ),
      { timeout: 5000 },
    );
    release();
  });
});
