import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

// `let` on find, aggregate, update, delete and findAndModify (mongod 5.0+), as the MongoDB manual
// documents it (reference/command/find, aggregate, update, delete, findAndModify: "let") and as
// mongodb/specifications source/crud/tests/unified/*-let.json exercise it (ported below).

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('lets');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
  await t.db.collection('coll0').insertMany([
    { _id: 1, x: 11 },
    { _id: 2, x: 22 },
    { _id: 3, x: 33 },
  ] as never[]);
});

const coll = () => t.db.collection<{ _id: number; x?: unknown; y?: unknown }>('coll0');
const byId = { $expr: { $eq: ['$_id', '$$id'] } };

describe('let on reads (find-let.json, aggregate.json "aggregate with let option")', () => {
  it('find binds $$id in the filter', async () => {
    expect(
      await coll()
        .find(byId, { let: { id: 1 } })
        .toArray(),
    ).toEqual([{ _id: 1, x: 11 }]);
  });

  it('aggregate binds variables in $match and later stages; $literal keeps "$$y"', async () => {
    const result = await coll()
      .aggregate([{ $match: byId }, { $project: { _id: 0, x: '$$x', y: { $literal: '$$y' } } }], {
        let: { id: 1, x: 'foo' },
      })
      .toArray();
    expect(result).toEqual([{ x: 'foo', y: '$$y' }]);
  });

  it('evaluates let values as expressions once, before any document ($$NOW included)', async () => {
    const before = Date.now();
    const [doc] = await coll()
      .aggregate([{ $match: byId }, { $project: { _id: 0, n: '$$n', at: '$$at' } }], {
        let: { id: { $add: [1, 1] }, n: { $multiply: [2, 3] }, at: '$$NOW' },
      })
      .toArray();
    expect(doc?.n).toBe(6);
    expect(doc?.at).toBeInstanceOf(Date);
    expect((doc?.at as Date).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('binds variables inside $expr under $or and in a later $match', async () => {
    const found = await coll()
      .find({ $or: [byId, { x: 33 }] }, { let: { id: 2 } })
      .toArray();
    expect(found.map((doc) => doc._id)).toEqual([2, 3]);
    const later = await coll()
      .aggregate([{ $addFields: { k: 1 } }, { $match: { $expr: { $gt: ['$x', '$$min'] } } }], {
        let: { min: 20 },
      })
      .toArray();
    expect(later.map((doc) => doc._id)).toEqual([2, 3]);
  });
});

describe('let on writes (updateOne/updateMany/deleteOne/deleteMany/findOneAndX-let.json)', () => {
  it('updateOne: $$id in the filter and $$x in a pipeline update', async () => {
    const result = await coll().updateOne(byId, [{ $set: { x: '$$x', y: { $literal: '$$y' } } }], {
      let: { id: 1, x: 'foo' },
    });
    expect(result.matchedCount).toBe(1);
    expect(result.modifiedCount).toBe(1);
    expect(await coll().findOne({ _id: 1 })).toEqual({ _id: 1, x: 'foo', y: '$$y' });
  });

  it('updateMany with $gte on $$id; an upsert runs the pipeline with the variables', async () => {
    const result = await coll().updateMany(
      { $expr: { $gte: ['$_id', '$$id'] } },
      [{ $set: { x: '$$x' } }],
      { let: { id: 2, x: 'bar' } },
    );
    expect(result.modifiedCount).toBe(2);
    expect(await coll().find().toArray()).toEqual([
      { _id: 1, x: 11 },
      { _id: 2, x: 'bar' },
      { _id: 3, x: 'bar' },
    ]);
    await coll().updateOne({ _id: 9 }, [{ $set: { x: '$$x' } }], {
      upsert: true,
      let: { x: 'new' },
    });
    expect(await coll().findOne({ _id: 9 })).toEqual({ _id: 9, x: 'new' });
  });

  it('deleteOne and deleteMany bind the filter', async () => {
    expect((await coll().deleteOne(byId, { let: { id: 1 } })).deletedCount).toBe(1);
    const many = await coll().deleteMany({ $expr: { $lt: ['$_id', '$$id'] } }, { let: { id: 3 } });
    expect(many.deletedCount).toBe(1);
    expect(await coll().find().toArray()).toEqual([{ _id: 3, x: 33 }]);
  });

  it('findOneAndUpdate, findOneAndReplace and findOneAndDelete bind the query', async () => {
    const updated = await coll().findOneAndUpdate(byId, [{ $set: { x: '$$x' } }], {
      let: { id: 1, x: 'foo' },
      returnDocument: 'after',
    });
    expect(updated).toEqual({ _id: 1, x: 'foo' });
    const replaced = await coll().findOneAndReplace(
      byId,
      { x: 'replaced' },
      { let: { id: 2 }, returnDocument: 'after' },
    );
    expect(replaced).toEqual({ _id: 2, x: 'replaced' });
    expect(await coll().findOneAndDelete(byId, { let: { id: 3 } })).toEqual({ _id: 3, x: 33 });
    expect(await coll().countDocuments()).toBe(2);
  });
});

describe('refusals, as mongod (Variables::validateNameForUserWrite)', () => {
  const refusal = async (run: () => Promise<unknown>) => {
    const error = await run().then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(MongoServerError);
    return error as MongoServerError;
  };

  it('refuses a name starting with an uppercase letter, a digit or _', async () => {
    for (const name of ['Id', '1d', '_id']) {
      const error = await refusal(() =>
        coll()
          .find(byId, { let: { [name]: 1 } })
          .toArray(),
      );
      expect(error.code).toBe(16867);
      expect(error.message).toBe(
        `'${name}' starts with an invalid character for a user variable name`,
      );
    }
  });

  it('refuses a name with an invalid character, on writes too', async () => {
    const error = await refusal(() => coll().deleteOne(byId, { let: { 'a-b': 1 } }));
    expect(error.code).toBe(16868);
    expect(error.message).toBe("'a-b' contains an invalid character for a variable name: '-'");
    expect(await coll().countDocuments()).toBe(3);
  });

  it('refuses a filter using an unbound variable', async () => {
    const error = await refusal(() => coll().find(byId).toArray());
    expect(error.message).toContain('Use of undefined variable: id');
  });
});
