import { BSON } from 'bson';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

// collStats, dbStats and the $collStats stage, after the MongoDB manual's
// reference/command/collStats, reference/command/dbStats and
// reference/operator/aggregation/collStats pages. Sizes are the stored documents' BSON sizes.

let t: TestDatabase;
const docs = Array.from({ length: 12 }, (_, n) => ({ _id: n, city: n % 2 ? 'Pune' : 'Delhi' }));
const dataSize = docs.reduce((total, doc) => total + BSON.calculateObjectSize(doc), 0);

beforeAll(async () => {
  t = await startTestDatabase('stats');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
  await t.db.collection<{ _id: number; city: string }>('jobs').insertMany(docs);
  await t.db.collection('jobs').createIndex({ city: 1 });
});

describe('collStats', () => {
  it('answers counts, sizes and per-index sizes from the stored data', async () => {
    const stats = await t.db.command({ collStats: 'jobs' });
    expect(stats).toMatchObject({
      ns: 'stats.jobs',
      count: 12,
      size: dataSize,
      avgObjSize: Math.floor(dataSize / 12),
      storageSize: dataSize,
      capped: false,
      nindexes: 2,
      scaleFactor: 1,
      ok: 1,
    });
    expect(Object.keys(stats.indexSizes)).toEqual(['_id_', 'city_1']);
    expect(stats.indexSizes.city_1).toBeGreaterThan(0);
    expect(stats.totalIndexSize).toBe(stats.indexSizes._id_ + stats.indexSizes.city_1);
    expect(stats.totalSize).toBe(dataSize + stats.totalIndexSize);
    // One more document grows every figure.
    await t.db.collection('jobs').insertOne({ city: 'Agra' });
    const grown = await t.db.command({ collStats: 'jobs' });
    expect(grown.count).toBe(13);
    expect(grown.indexSizes.city_1).toBeGreaterThan(stats.indexSizes.city_1);
  });

  it('divides sizes by scale and refuses a scale below 1', async () => {
    const stats = await t.db.command({ collStats: 'jobs', scale: 100 });
    expect(stats.size).toBe(Math.floor(dataSize / 100));
    expect(stats.scaleFactor).toBe(100);
    await expect(t.db.command({ collStats: 'jobs', scale: 0 })).rejects.toMatchObject({
      code: 2,
    });
  });
});

describe('dbStats', () => {
  it('sums the collections of the database', async () => {
    await t.db.collection<{ _id: number }>('empty').insertOne({ _id: 1 });
    await t.db.collection<{ _id: number }>('empty').deleteOne({ _id: 1 });
    const stats = await t.db.stats();
    const jobs = await t.db.command({ collStats: 'jobs' });
    const empty = await t.db.command({ collStats: 'empty' });
    expect(stats).toMatchObject({
      db: 'stats',
      collections: 2,
      views: 0,
      objects: 12,
      avgObjSize: dataSize / 12,
      dataSize,
      storageSize: dataSize,
      indexes: 3,
      indexSize: jobs.totalIndexSize + empty.totalIndexSize,
      totalSize: dataSize + jobs.totalIndexSize + empty.totalIndexSize,
      scaleFactor: 1,
      ok: 1,
    });
  });
});

describe('$collStats', () => {
  it('answers storageStats and count as the first stage', async () => {
    const [stats] = await t.db
      .collection('jobs')
      .aggregate([{ $collStats: { storageStats: {}, count: {} } }])
      .toArray();
    expect(stats).toMatchObject({
      ns: 'stats.jobs',
      count: 12,
      storageStats: { count: 12, size: dataSize, nindexes: 2 },
    });
    const projected = await t.db
      .collection('jobs')
      .aggregate([{ $collStats: { count: {} } }, { $project: { _id: 0, count: 1 } }])
      .toArray();
    expect(projected).toEqual([{ count: 12 }]);
  });

  it('refuses it after the first stage and on a missing collection', async () => {
    await expect(
      t.db
        .collection('jobs')
        .aggregate([{ $match: {} }, { $collStats: { count: {} } }])
        .toArray(),
    ).rejects.toMatchObject({ code: 40602 });
    await expect(
      t.db
        .collection('missing')
        .aggregate([{ $collStats: { storageStats: {} } }])
        .toArray(),
    ).rejects.toMatchObject({ code: 26, codeName: 'NamespaceNotFound' });
  });
});
