import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('more');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
});

describe('find options', () => {
  it('honours a case-insensitive collation for filter and sort', async () => {
    const cities = t.db.collection('cities');
    await cities.insertMany([
      { name: 'pune' },
      { name: 'Bengaluru' },
      { name: 'PUNE' },
      { name: 'agra' },
    ]);
    const collation = { locale: 'en', strength: 2 };
    expect(await cities.countDocuments({ name: 'Pune' }, { collation })).toBe(2);
    const sorted = await cities
      .find({}, { collation, projection: { _id: 0, name: 1 } })
      .sort({ name: 1 })
      .toArray();
    expect(sorted.map((city) => city.name.toLowerCase())).toEqual([
      'agra',
      'bengaluru',
      'pune',
      'pune',
    ]);
  });

  it('sorts by $natural order and returns a single batch when asked', async () => {
    const log = t.db.collection('log');
    await log.insertMany([{ n: 2 }, { n: 1 }, { n: 3 }]);
    expect(
      await log
        .find({})
        .sort({ $natural: -1 })
        .map((entry) => entry.n)
        .toArray(),
    ).toEqual([3, 1, 2]);
    const reply = await t.db.command({ find: 'log', filter: {}, batchSize: 1, singleBatch: true });
    expect(reply.cursor.firstBatch).toHaveLength(1);
    expect(Number(reply.cursor.id)).toBe(0);
  });
});

describe('serverStatus', () => {
  it('counts each command run under metrics.commands, failures included, as mongod does', async () => {
    const counts = async () =>
      (await t.db.admin().command({ serverStatus: 1 })).metrics.commands as Record<
        string,
        { total: unknown; failed: unknown }
      >;
    const figure = (value: unknown) => Number(value ?? 0);
    const before = await counts();
    const jobs = t.db.collection('jobs');
    await jobs.insertOne({ title: 'Engineer' });
    await jobs.find({}).toArray();
    await jobs.find({ title: 'Engineer' }).toArray();
    await expect(t.db.command({ find: 'jobs', filter: { $bogus: 1 } })).rejects.toThrow();
    const after = await counts();
    expect(figure(after.find?.total) - figure(before.find?.total)).toBe(3);
    expect(figure(after.find?.failed) - figure(before.find?.failed)).toBe(1);
    expect(figure(after.insert?.total) - figure(before.insert?.total)).toBe(1);
    expect(after.serverStatus).toBeDefined();
  });
});

describe('writes', () => {
  it('applies unacknowledged (w: 0, moreToCome) writes', async () => {
    const fireAndForget = t.db.collection('events');
    await fireAndForget.insertOne({ kind: 'view' }, { writeConcern: { w: 0 } });
    await expect
      .poll(() => fireAndForget.countDocuments({ kind: 'view' }), { timeout: 2000, interval: 20 })
      .toBe(1);
  });

  it('upserts a replacement with the _id from the filter, and upserts by _id with $set', async () => {
    const profiles = t.db.collection<{ _id: string; name?: string; visits?: number }>('profiles');
    await profiles.replaceOne({ _id: 'u1' }, { name: 'Asha' }, { upsert: true });
    expect(await profiles.findOne({ _id: 'u1' })).toEqual({ _id: 'u1', name: 'Asha' });
    await profiles.updateOne({ _id: 'u2' }, { $inc: { visits: 1 } }, { upsert: true });
    expect(await profiles.findOne({ _id: 'u2' })).toEqual({ _id: 'u2', visits: 1 });
  });

  it('runs mixed bulk writes in order and reports each count', async () => {
    const items = t.db.collection('items');
    const result = await items.bulkWrite([
      { insertOne: { document: { sku: 'a', qty: 1 } } },
      { insertOne: { document: { sku: 'b', qty: 2 } } },
      { updateOne: { filter: { sku: 'a' }, update: { $inc: { qty: 5 } } } },
      { updateMany: { filter: {}, update: { $set: { checked: true } } } },
      { deleteOne: { filter: { sku: 'b' } } },
      { replaceOne: { filter: { sku: 'c' }, replacement: { sku: 'c', qty: 0 }, upsert: true } },
    ]);
    expect(result.insertedCount).toBe(2);
    expect(result.matchedCount).toBe(3);
    expect(result.modifiedCount).toBe(3);
    expect(result.deletedCount).toBe(1);
    expect(result.upsertedCount).toBe(1);
    expect(
      await items
        .find({}, { projection: { _id: 0 } })
        .sort({ sku: 1 })
        .toArray(),
    ).toEqual([
      { sku: 'a', qty: 6, checked: true },
      { sku: 'c', qty: 0 },
    ]);
  });

  it('stops an ordered insert at the first error and continues an unordered one', async () => {
    const codes = t.db.collection('codes');
    await codes.createIndex({ code: 1 }, { unique: true });
    const ordered = await codes
      .insertMany([{ code: 1 }, { code: 1 }, { code: 2 }])
      .catch((error: unknown) => error as MongoServerError);
    expect(ordered).toBeInstanceOf(MongoServerError);
    expect(await codes.countDocuments()).toBe(1);
  });

  it('rejects updates that mix operators and fields, and unknown operators', async () => {
    const docs = t.db.collection('docs');
    await docs.insertOne({ a: 1 });
    const unknown = await t.db.command({
      update: 'docs',
      updates: [{ q: {}, u: { $frobnicate: { a: 1 } } }],
    });
    expect(unknown.writeErrors[0].code).toBe(9);
    expect(await docs.findOne({}, { projection: { _id: 0 } })).toEqual({ a: 1 });
  });
});
