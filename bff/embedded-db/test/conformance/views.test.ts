import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

// Views as mongod implements them: https://www.mongodb.com/docs/v7.0/core/views/ and
// https://www.mongodb.com/docs/v7.0/reference/command/create/ (viewOn, pipeline).

/** Documents with numeric ids, as the tests insert them. */
type Row = { _id: number } & Record<string, unknown>;

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('views');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
  await t.db.collection<Row>('jobs').insertMany([
    { _id: 1, title: 'Engineer', city: 'Pune', salary: 10, open: true },
    { _id: 2, title: 'Designer', city: 'Pune', salary: 7, open: false },
    { _id: 3, title: 'Analyst', city: 'Agra', salary: 5, open: true },
    { _id: 4, title: 'Tester', city: 'Pune', salary: 6, open: true },
  ]);
  await t.db.createCollection('openJobs', {
    viewOn: 'jobs',
    pipeline: [{ $match: { open: true } }, { $project: { open: 0 } }],
  });
});

async function refusal(promise: Promise<unknown>): Promise<MongoServerError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

describe('reading a view', () => {
  it('runs find (filter, sort, skip, limit, projection) after the view pipeline', async () => {
    const view = t.db.collection<Row>('openJobs');
    expect(await view.find({}).sort({ _id: 1 }).toArray()).toEqual([
      { _id: 1, title: 'Engineer', city: 'Pune', salary: 10 },
      { _id: 3, title: 'Analyst', city: 'Agra', salary: 5 },
      { _id: 4, title: 'Tester', city: 'Pune', salary: 6 },
    ]);
    const page = await view
      .find({ city: 'Pune' }, { projection: { _id: 0, title: 1 } })
      .sort({ salary: 1 })
      .skip(1)
      .limit(1)
      .toArray();
    expect(page).toEqual([{ title: 'Engineer' }]);
  });

  it('counts, lists distinct values and aggregates through the view', async () => {
    const view = t.db.collection<Row>('openJobs');
    expect(await view.countDocuments({ city: 'Pune' })).toBe(2);
    expect(await view.estimatedDocumentCount()).toBe(3);
    expect((await t.db.command({ count: 'openJobs', query: { city: 'Pune' } })).n).toBe(2);
    expect(await view.distinct('city')).toEqual(['Agra', 'Pune']);
    expect(await view.distinct('title', { salary: { $gt: 5 } })).toEqual(['Engineer', 'Tester']);
    const totals = await view
      .aggregate([{ $group: { _id: '$city', total: { $sum: '$salary' } } }, { $sort: { _id: 1 } }])
      .toArray();
    expect(totals).toEqual([
      { _id: 'Agra', total: 5 },
      { _id: 'Pune', total: 16 },
    ]);
  });

  it('follows views defined on views, and sees later writes to the source', async () => {
    await t.db.createCollection('puneOpenJobs', {
      viewOn: 'openJobs',
      pipeline: [{ $match: { city: 'Pune' } }],
    });
    const nested = t.db.collection<Row>('puneOpenJobs');
    expect(
      await nested
        .find({})
        .map((job) => job._id)
        .toArray(),
    ).toEqual([1, 4]);
    await t.db
      .collection<Row>('jobs')
      .insertOne({ _id: 5, title: 'Lead', city: 'Pune', open: true });
    expect(await nested.countDocuments()).toBe(3);
    expect(await nested.findOne({ _id: 5 })).toEqual({ _id: 5, title: 'Lead', city: 'Pune' });
  });

  it('is readable from $lookup', async () => {
    await t.db.collection<{ _id: string }>('cities').insertOne({ _id: 'Pune' });
    const [city] = await t.db
      .collection<{ _id: string }>('cities')
      .aggregate([
        { $lookup: { from: 'openJobs', localField: '_id', foreignField: 'city', as: 'jobs' } },
      ])
      .toArray();
    expect(city?.jobs.map((job: { _id: number }) => job._id).sort()).toEqual([1, 4]);
  });
});

describe('a view in listCollections', () => {
  it('shows type view with its viewOn and pipeline, read-only', async () => {
    const [entry] = await t.db.listCollections({ name: 'openJobs' }).toArray();
    expect(entry).toEqual({
      name: 'openJobs',
      type: 'view',
      options: {
        viewOn: 'jobs',
        pipeline: [{ $match: { open: true } }, { $project: { open: 0 } }],
      },
      info: { readOnly: true },
    });
    const names = await t.db.listCollections({ type: 'view' }, { nameOnly: true }).toArray();
    expect(names).toEqual([{ name: 'openJobs', type: 'view' }]);
  });
});

describe('what a view refuses', () => {
  it('refuses writes and indexes with 166 CommandNotSupportedOnView', async () => {
    const view = t.db.collection<Row>('openJobs');
    const attempts: (() => Promise<unknown>)[] = [
      () => view.insertOne({ _id: 9, title: 'x' }),
      () => view.updateOne({ _id: 1 }, { $set: { salary: 1 } }),
      () => view.deleteMany({}),
      () => view.findOneAndUpdate({ _id: 1 }, { $set: { salary: 1 } }),
      () => view.findOneAndDelete({ _id: 1 }),
      () => view.createIndex({ city: 1 }),
      () => view.listIndexes().toArray(),
    ];
    for (const attempt of attempts) {
      const error = await refusal(attempt());
      expect(error.code).toBe(166);
      expect(error.codeName).toBe('CommandNotSupportedOnView');
      expect(error.message).toBe('Namespace views.openJobs is a view, not a collection');
    }
    expect(await t.db.collection<Row>('jobs').countDocuments()).toBe(4);
  });

  it('refuses a name already taken, a pipeline without viewOn and $out in a view', async () => {
    expect((await refusal(t.db.createCollection('openJobs', { viewOn: 'jobs' }))).code).toBe(48);
    const noSource = await refusal(
      t.db.command({ create: 'v2', pipeline: [{ $match: { open: true } }] }),
    );
    expect(noSource.code).toBe(72);
    const out = await refusal(
      t.db.createCollection('v3', { viewOn: 'jobs', pipeline: [{ $out: 'copy' }] }),
    );
    expect(out.code).toBe(157);
  });
});

describe('dropping a view', () => {
  it('removes the view only', async () => {
    expect(await t.db.collection<Row>('openJobs').drop()).toBe(true);
    expect(
      await t.db
        .listCollections({}, { nameOnly: true })
        .map((c) => c.name)
        .toArray(),
    ).toEqual(['jobs']);
    expect(await t.db.collection<Row>('jobs').countDocuments()).toBe(4);
  });
});

describe('views across a restart', () => {
  it('keeps the view definition (journal and snapshot)', async () => {
    const dbpath = await mkdtemp(join(tmpdir(), 'embedded-db-views-'));
    try {
      const first = await startTestDatabase('views', { dbpath });
      await first.db.collection<Row>('jobs').insertMany([
        { _id: 1, open: true },
        { _id: 2, open: false },
      ]);
      await first.db.createCollection('openJobs', {
        viewOn: 'jobs',
        pipeline: [{ $match: { open: true } }],
      });
      await first.close();
      const second = await startTestDatabase('views', { dbpath });
      const [entry] = await second.db.listCollections({ name: 'openJobs' }).toArray();
      expect(entry?.type).toBe('view');
      expect(await second.db.collection<Row>('openJobs').find({}).toArray()).toEqual([
        { _id: 1, open: true },
      ]);
      await second.close();
    } finally {
      await rm(dbpath, { recursive: true, force: true });
    }
  });
});
