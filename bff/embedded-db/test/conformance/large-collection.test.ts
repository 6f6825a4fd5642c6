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

  it('counts and groups matching documents exactly, through repeated requests and writes', async () => {
    interface Posting {
      n: number;
      city: string | null;
      active: boolean;
      low?: number;
      high?: number;
      expires?: Date | null;
    }
    const cities = ['Pune', 'Bengaluru', 'Remote', null];
    const now = Date.UTC(2026, 5, 1);
    let postings: Posting[] = Array.from({ length: 3000 }, (_, n) => {
      const posting: Posting = { n, city: cities[n % 4] as string | null, active: n % 5 !== 0 };
      if (n % 13 !== 0) posting.low = n % 9;
      if (n % 17 !== 0) posting.high = (n % 9) + 3;
      if (n % 7 !== 0) posting.expires = new Date(now + ((n % 40) - 10) * 86_400_000);
      return posting;
    });
    const collection = t.db.collection<Posting>('postings');
    await collection.insertMany(postings.map((posting) => ({ ...posting })));
    await collection.createIndex({ active: 1, expires: 1 });
    const open = (at: number) => ({
      active: true,
      $or: [{ expires: null }, { expires: { $gte: new Date(at) } }],
    });
    const isOpen = (posting: Posting, at: number) =>
      posting.active && (posting.expires == null || posting.expires.getTime() >= at);
    const check = async (at: number) => {
      const matching = postings.filter((posting) => isOpen(posting, at));
      expect(await collection.countDocuments(open(at))).toBe(matching.length);
      const byCity = new Map<string | null, number>();
      for (const posting of matching) byCity.set(posting.city, (byCity.get(posting.city) ?? 0) + 1);
      const facets = await collection
        .aggregate<{ _id: string | null; count: number }>([
          { $match: open(at) },
          { $sortByCount: '$city' },
        ])
        .toArray();
      expect(new Map(facets.map((facet) => [facet._id, facet.count]))).toEqual(byCity);
      expect(facets.map((facet) => facet.count)).toEqual(
        [...facets.map((facet) => facet.count)].sort((a, b) => b - a),
      );
      const ranges = await collection
        .aggregate<{ _id: { low?: number; high?: number }; count: number }>([
          { $match: open(at) },
          { $group: { _id: { low: '$low', high: '$high' }, count: { $sum: 1 } } },
        ])
        .toArray();
      const key = (low?: number, high?: number) => `${low ?? '-'}/${high ?? '-'}`;
      const expectedRanges = new Map<string, number>();
      for (const { low, high } of matching)
        expectedRanges.set(key(low, high), (expectedRanges.get(key(low, high)) ?? 0) + 1);
      // A missing end is left out of the group key, as mongod does.
      expect(ranges.every(({ _id }) => !('low' in _id && _id.low == null))).toBe(true);
      expect(new Map(ranges.map(({ _id, count }) => [key(_id.low, _id.high), count]))).toEqual(
        expectedRanges,
      );
    };
    // Repeated: the first requests scan documents, later ones read columns and cached matches.
    for (const at of [now, now, now + 86_400_000, now]) await check(at);
    await collection.updateMany({ city: 'Pune', active: true }, { $set: { active: false } });
    postings = postings.map((posting) =>
      posting.city === 'Pune' && posting.active ? { ...posting, active: false } : posting,
    );
    await collection.deleteMany({ n: { $lt: 100 } });
    postings = postings.filter((posting) => posting.n >= 100);
    await collection.insertOne({ n: 5000, city: 'Remote', active: true, low: 1 });
    postings.push({ n: 5000, city: 'Remote', active: true, low: 1 });
    for (const at of [now, now]) await check(at);
  });
});
