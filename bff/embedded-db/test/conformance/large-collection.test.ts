import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('large');
});
afterAll(async () => {
  await t.close();
});

interface Job {
  n: number;
  title: string;
  salary: number;
  active: boolean;
  created: Date;
}

/** The reference answer, computed in the test with plain JavaScript. */
function expected(jobs: Job[], limit: number, skip = 0): number[] {
  return jobs
    .filter(
      (job) => /engineer/i.test(job.title) && job.salary >= 5 && job.salary <= 20 && job.active,
    )
    .sort((a, b) => b.created.getTime() - a.created.getTime() || a.n - b.n)
    .slice(skip, skip + limit)
    .map((job) => job.n);
}

describe('sorted queries on a large collection', () => {
  it('returns the same top-k as a full sort, before and after inserts, updates and deletes', async () => {
    const titles = ['Software Engineer', 'Designer', 'QA engineer', 'Sales'];
    const base = Date.UTC(2026, 0, 1);
    let jobs: Job[] = Array.from({ length: 5000 }, (_, n) => ({
      n,
      title: titles[n % titles.length] as string,
      salary: (n * 7) % 30,
      active: n % 5 !== 0,
      created: new Date(base + ((n * 7919) % 5000) * 60_000),
    }));
    const collection = t.db.collection<Job>('jobs');
    await collection.insertMany(jobs.map((job) => ({ ...job })));
    const query = (limit: number, skip = 0) =>
      collection
        .find({ title: /engineer/i, salary: { $gte: 5, $lte: 20 }, active: true })
        .sort({ created: -1 })
        .skip(skip)
        .limit(limit)
        .map((job) => job.n)
        .toArray();
    expect(await query(20)).toEqual(expected(jobs, 20));
    expect(await query(15, 30)).toEqual(expected(jobs, 15, 30));

    // Newest jobs arrive, some are closed, some edited, some removed.
    const fresh: Job[] = Array.from({ length: 30 }, (_, i) => ({
      n: 10_000 + i,
      title: 'Backend Engineer',
      salary: 10,
      active: i % 2 === 0,
      created: new Date(base + (6000 + i) * 60_000),
    }));
    await collection.insertMany(fresh.map((job) => ({ ...job })));
    jobs = [...jobs, ...fresh];
    await collection.updateMany({ n: { $in: [10_000, 10_002] } }, { $set: { active: false } });
    jobs = jobs.map((job) =>
      job.n === 10_000 || job.n === 10_002 ? { ...job, active: false } : job,
    );
    await collection.updateOne({ n: 10_004 }, { $set: { created: new Date(base - 60_000) } });
    jobs = jobs.map((job) =>
      job.n === 10_004 ? { ...job, created: new Date(base - 60_000) } : job,
    );
    await collection.deleteMany({ n: { $in: [10_006, 10_008] } });
    jobs = jobs.filter((job) => job.n !== 10_006 && job.n !== 10_008);

    expect(await query(20)).toEqual(expected(jobs, 20));
    const all = await collection
      .find({ title: /engineer/i, salary: { $gte: 5, $lte: 20 }, active: true })
      .sort({ created: -1 })
      .map((job) => job.n)
      .toArray();
    expect(all).toEqual(expected(jobs, jobs.length));
    expect(await collection.countDocuments()).toBe(jobs.length);
  });
});
