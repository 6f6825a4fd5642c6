import { type Db, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

// `$out` and `$merge` as the MongoDB manual documents them (reference/operator/aggregation/out,
// reference/operator/aggregation/merge) and as mongod's document_source_merge.cpp reports errors.

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('outs');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
  await t.client.db('outs_other').dropDatabase();
  await col('sales').insertMany([
    { _id: 1, city: 'Pune', amount: 10 },
    { _id: 2, city: 'Agra', amount: 5 },
    { _id: 3, city: 'Pune', amount: 7 },
  ]);
});

type Row = { _id: string | number; [field: string]: unknown };
const col = (name: string, db: Db = t.db) => db.collection<Row>(name);
const totalsByCity = [{ $group: { _id: '$city', total: { $sum: '$amount' } } }];
const all = (name: string) => col(name).find().sort({ _id: 1 }).toArray();

async function refusal(run: () => Promise<unknown>): Promise<MongoServerError> {
  const error = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

describe('$out', () => {
  it('replaces the target with the results, keeps its indexes, answers an empty cursor', async () => {
    const totals = col('totals');
    await totals.insertOne({ _id: 'old', total: 0 });
    await totals.createIndex({ total: 1 });
    const cursor = await t.db.command({
      aggregate: 'sales',
      pipeline: [...totalsByCity, { $out: 'totals' }],
      cursor: {},
    });
    expect(cursor.cursor.firstBatch).toEqual([]);
    expect(await all('totals')).toEqual([
      { _id: 'Agra', total: 5 },
      { _id: 'Pune', total: 17 },
    ]);
    expect((await totals.indexes()).map((index) => index.name)).toEqual(['_id_', 'total_1']);
  });

  it('writes to another database and gives _id-less results an ObjectId', async () => {
    const other = t.client.db('outs_other');
    await col('sales')
      .aggregate([
        { $project: { _id: 0, city: 1 } },
        { $out: { db: 'outs_other', coll: 'cities' } },
      ])
      .toArray();
    const cities = await col('cities', other).find().toArray();
    expect(cities.map((city) => city.city).sort()).toEqual(['Agra', 'Pune', 'Pune']);
    expect(cities.every((city) => city._id && typeof city._id === 'object')).toBe(true);
  });

  it('is all or nothing: a duplicate key leaves the old documents in place', async () => {
    await col('byCity').insertOne({ _id: 'kept' });
    const error = await refusal(() =>
      col('sales')
        .aggregate([{ $project: { _id: '$city' } }, { $out: 'byCity' }])
        .toArray(),
    );
    expect(error.code).toBe(11000);
    expect(await all('byCity')).toEqual([{ _id: 'kept' }]);
  });

  it('refuses $out or $merge before the last stage (40601)', async () => {
    for (const name of ['$out', '$merge']) {
      const error = await refusal(() =>
        col('sales')
          .aggregate([{ [name]: 'x' }, { $match: {} }])
          .toArray(),
      );
      expect(error.code).toBe(40601);
      expect(error.message).toBe(`${name} can only be the final stage in the pipeline`);
    }
  });
});

describe('$merge', () => {
  beforeEach(async () => {
    await col('totals').insertMany([
      { _id: 'Pune', total: 1, note: 'old' },
      { _id: 'Delhi', total: 3 },
    ]);
  });
  const merge = (spec: unknown) =>
    col('sales')
      .aggregate([...totalsByCity, { $merge: spec }])
      .toArray();

  it('defaults: into by _id, whenMatched merge, whenNotMatched insert', async () => {
    expect(await merge('totals')).toEqual([]);
    expect(await all('totals')).toEqual([
      { _id: 'Agra', total: 5 },
      { _id: 'Delhi', total: 3 },
      { _id: 'Pune', total: 17, note: 'old' },
    ]);
  });

  it('whenMatched replace / keepExisting, whenNotMatched discard', async () => {
    await merge({ into: 'totals', whenMatched: 'replace', whenNotMatched: 'discard' });
    expect(await all('totals')).toEqual([
      { _id: 'Delhi', total: 3 },
      { _id: 'Pune', total: 17 },
    ]);
    await col('totals').updateOne({ _id: 'Pune' }, { $set: { total: 0 } });
    await merge({ into: 'totals', whenMatched: 'keepExisting' });
    expect(await all('totals')).toEqual([
      { _id: 'Agra', total: 5 },
      { _id: 'Delhi', total: 3 },
      { _id: 'Pune', total: 0 },
    ]);
  });

  it('whenMatched as a pipeline sees $$new (and its own let)', async () => {
    await merge({
      into: 'totals',
      whenMatched: [{ $set: { total: { $add: ['$total', '$$new.total'] } } }],
      whenNotMatched: 'discard',
    });
    expect(await col('totals').findOne({ _id: 'Pune' })).toEqual({
      _id: 'Pune',
      total: 18,
      note: 'old',
    });
    await merge({
      into: 'totals',
      let: { add: '$total' },
      whenMatched: [{ $set: { total: { $add: ['$total', '$$add'] } } }],
      whenNotMatched: 'discard',
    });
    expect(await col('totals').findOne({ _id: 'Pune' })).toMatchObject({
      total: 35,
    });
  });

  it('whenMatched fail reports the duplicate key; whenNotMatched fail answers 13113', async () => {
    expect((await refusal(() => merge({ into: 'totals', whenMatched: 'fail' }))).code).toBe(11000);
    const error = await refusal(() =>
      merge({ into: 'totals', whenMatched: 'keepExisting', whenNotMatched: 'fail' }),
    );
    expect(error.code).toBe(13113);
    expect(error.message).toBe(
      '$merge could not find a matching document in the target collection for at least one document in the source collection',
    );
  });

  it('on fields need a unique index (51183) and a value in each result (51132)', async () => {
    const byCity = () =>
      col('sales')
        .aggregate([
          { $group: { _id: '$city', total: { $sum: '$amount' } } },
          { $project: { _id: 0, city: '$_id', total: 1 } },
          { $merge: { into: 'cityTotals', on: 'city' } },
        ])
        .toArray();
    const missing = await refusal(byCity);
    expect(missing.code).toBe(51183);
    expect(missing.message).toBe('Cannot find index to verify that join fields will be unique');
    await col('cityTotals').createIndex({ city: 1 }, { unique: true });
    await col('cityTotals').insertOne({ _id: 'p', city: 'Pune', total: 0, seen: 1 });
    await byCity();
    const stored = await col('cityTotals')
      .find({}, { projection: { _id: 0 } })
      .sort({ city: 1 })
      .toArray();
    expect(stored).toEqual([
      { city: 'Agra', total: 5 },
      { city: 'Pune', total: 17, seen: 1 },
    ]);
    const nullOn = await refusal(() =>
      col('sales')
        .aggregate([
          { $project: { _id: 0, amount: 1 } },
          { $merge: { into: 'cityTotals', on: 'city' } },
        ])
        .toArray(),
    );
    expect(nullOn.code).toBe(51132);
    expect(nullOn.message).toBe(
      "$merge write error: 'on' field 'city' cannot be missing, null, undefined or an array",
    );
  });
});
