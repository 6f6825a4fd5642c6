import { Decimal128, Long, MongoServerError, ObjectId } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverError, startTestDatabase, type TestDatabase } from './embedded-server.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('crud');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
});

describe('insert and find', () => {
  it('stores documents and finds them with filter, sort, projection, skip and limit', async () => {
    const jobs = t.db.collection('jobs');
    await jobs.insertMany([
      { title: 'Backend Engineer', city: 'Pune', salary: 12, tags: ['node', 'mongo'] },
      { title: 'Frontend Engineer', city: 'Bengaluru', salary: 18, tags: ['react'] },
      { title: 'Designer', city: 'Pune', salary: 8, tags: [] },
      { title: 'Data Engineer', city: 'Bengaluru', salary: 25, address: { pin: '560001' } },
    ]);
    const found = await jobs
      .find(
        { title: /engineer/i, salary: { $gte: 10, $lte: 20 } },
        { projection: { _id: 0, title: 1 } },
      )
      .sort({ salary: -1 })
      .toArray();
    expect(found).toEqual([{ title: 'Frontend Engineer' }, { title: 'Backend Engineer' }]);
    expect(
      await jobs
        .find({})
        .sort({ salary: 1 })
        .skip(1)
        .limit(2)
        .map((job) => job.salary)
        .toArray(),
    ).toEqual([12, 18]);
    expect(await jobs.countDocuments({ tags: 'node' })).toBe(1);
    expect(await jobs.countDocuments({ 'address.pin': '560001' })).toBe(1);
    expect(await jobs.countDocuments({ $or: [{ city: 'Pune' }, { salary: { $gt: 20 } }] })).toBe(3);
    expect(await jobs.countDocuments({ tags: { $size: 0 } })).toBe(1);
    expect(await jobs.countDocuments({ address: { $exists: false } })).toBe(3);
    expect(
      await jobs.countDocuments({ city: { $in: ['Pune', 'Delhi'] }, tags: { $nin: ['node'] } }),
    ).toBe(1);
    expect(await jobs.estimatedDocumentCount()).toBe(4);
    expect((await jobs.distinct('city')).sort()).toEqual(['Bengaluru', 'Pune']);
    expect((await jobs.distinct('tags', { city: 'Pune' })).sort()).toEqual(['mongo', 'node']);
  });

  it('finds by _id with equality, $eq, skip, sort, projection and collation', async () => {
    const jobs = t.db.collection('by_id');
    const id = new ObjectId();
    await jobs.insertMany([
      { _id: id, title: 'Backend Engineer', salary: { min: 10, max: 20 } },
      { _id: 'abc' as never, title: 'Designer' },
      { _id: 7 as never, title: 'Tester' },
    ]);
    expect(await jobs.findOne({ _id: new ObjectId(id.toHexString()) })).toEqual({
      _id: id,
      title: 'Backend Engineer',
      salary: { min: 10, max: 20 },
    });
    expect(await jobs.findOne({ _id: { $eq: 'abc' as never } })).toMatchObject({
      title: 'Designer',
    });
    expect(await jobs.findOne({ _id: Long.fromNumber(7) as never })).toMatchObject({
      title: 'Tester',
    });
    expect(await jobs.findOne({ _id: id.toHexString() as never })).toBeNull();
    expect(await jobs.find({ _id: id }).skip(1).toArray()).toEqual([]);
    expect(await jobs.find({ _id: id }).sort({ title: -1 }).limit(3).toArray()).toHaveLength(1);
    expect(await jobs.findOne({ _id: id }, { projection: { _id: 0, 'salary.max': 0 } })).toEqual({
      title: 'Backend Engineer',
      salary: { min: 10 },
    });
    expect(await jobs.findOne({ _id: 'ABC' as never })).toBeNull();
    expect(
      await jobs.findOne({ _id: 'ABC' as never }, { collation: { locale: 'en', strength: 2 } }),
    ).toMatchObject({ title: 'Designer' });
  });

  it('generates _id when absent and keeps the client-provided one first', async () => {
    const things = t.db.collection('things');
    const { insertedId } = await things.insertOne({ name: 'a' });
    expect(insertedId).toBeInstanceOf(ObjectId);
    const raw = await things.findOne({ _id: insertedId });
    expect(Object.keys(raw ?? {})).toEqual(['_id', 'name']);
    await things.insertOne({ name: 'b', _id: 'custom' } as never);
    expect(Object.keys((await things.findOne({ _id: 'custom' as never })) ?? {})).toEqual([
      '_id',
      'name',
    ]);
  });

  it('pages a 300-document cursor with getMore and kills cursors', async () => {
    const items = t.db.collection('items');
    await items.insertMany(Array.from({ length: 300 }, (_, i) => ({ i })));
    const seen: number[] = [];
    for await (const item of items.find({}, { batchSize: 50 }).sort({ i: 1 }))
      seen.push(item.i as number);
    expect(seen).toEqual(Array.from({ length: 300 }, (_, i) => i));

    const first = await t.db.command({ find: 'items', filter: {}, batchSize: 10 });
    expect(first.cursor.firstBatch).toHaveLength(10);
    const cursorId = Long.fromNumber(Number(first.cursor.id));
    expect(cursorId.toNumber()).not.toBe(0);
    const more = await t.db.command({ getMore: cursorId, collection: 'items', batchSize: 20 });
    expect(more.cursor.nextBatch).toHaveLength(20);
    const killed = await t.db.command({ killCursors: 'items', cursors: [cursorId] });
    expect(killed.cursorsKilled).toHaveLength(1);
    const gone = await serverError(t.db.command({ getMore: cursorId, collection: 'items' }));
    expect(gone.code).toBe(43);
    expect(gone.codeName).toBe('CursorNotFound');
  });

  it('answers an unknown cursor with code 43', async () => {
    const error = await serverError(
      t.db.command({ getMore: Long.fromNumber(123456), collection: 'nothing' }),
    );
    expect(error.code).toBe(43);
    expect(error.message).toContain('cursor id 123456 not found');
  });
});

describe('updates', () => {
  it('upserts, seeding the new document from the filter and $setOnInsert', async () => {
    const plans = t.db.collection('plans');
    const result = await plans.updateOne(
      { user: 'u1', 'meta.kind': 'free', quota: { $eq: 5 } },
      { $set: { used: 1 }, $setOnInsert: { createdBy: 'system' } },
      { upsert: true },
    );
    expect(result.upsertedCount).toBe(1);
    const created = await plans.findOne(
      { _id: result.upsertedId as ObjectId },
      { projection: { _id: 0 } },
    );
    expect(created).toEqual({
      user: 'u1',
      meta: { kind: 'free' },
      quota: 5,
      used: 1,
      createdBy: 'system',
    });

    const again = await plans.updateOne(
      { user: 'u1' },
      { $set: { used: 2 }, $setOnInsert: { createdBy: 'other' } },
      { upsert: true },
    );
    expect(again.matchedCount).toBe(1);
    expect(again.upsertedCount).toBe(0);
    expect(
      await plans.findOne({ user: 'u1' }, { projection: { _id: 0, used: 1, createdBy: 1 } }),
    ).toEqual({ used: 2, createdBy: 'system' });
  });

  it('applies arrayFilters and the positional $ operator', async () => {
    const students = t.db.collection('students');
    await students.insertOne({
      _id: 1 as never,
      grades: [95, 102, 90, 150],
      items: [
        { n: 'a', q: 1 },
        { n: 'b', q: 2 },
      ],
    });
    await students.updateOne(
      { _id: 1 as never },
      { $set: { 'grades.$[g]': 100 } },
      { arrayFilters: [{ g: { $gte: 100 } }] },
    );
    await students.updateOne({ _id: 1 as never, 'items.n': 'b' }, { $inc: { 'items.$.q': 5 } });
    expect(await students.findOne({ _id: 1 as never })).toEqual({
      _id: 1,
      grades: [95, 100, 90, 100],
      items: [
        { n: 'a', q: 1 },
        { n: 'b', q: 7 },
      ],
    });
  });

  it('treats equal ObjectIds as equal in $addToSet, $pull, $all and $elemMatch', async () => {
    const users = t.db.collection<{ _id: string; saved: ObjectId[] }>('saved');
    const job = new ObjectId();
    const sameJob = () => new ObjectId(job.toHexString());
    await users.insertOne({ _id: 'u1', saved: [job] });
    await users.updateOne({ _id: 'u1' }, { $addToSet: { saved: sameJob() } });
    expect((await users.findOne({ _id: 'u1' }))?.saved).toHaveLength(1);
    expect(await users.countDocuments({ saved: { $all: [sameJob()] } })).toBe(1);
    expect(await users.countDocuments({ saved: { $elemMatch: { $eq: sameJob() } } })).toBe(1);
    await users.updateOne({ _id: 'u1' }, { $pull: { saved: sameJob() } });
    expect((await users.findOne({ _id: 'u1' }))?.saved).toEqual([]);
  });

  it('applies positional $ and arrayFilters in multi updates to each matched document', async () => {
    const carts = t.db.collection('carts');
    await carts.insertMany([
      {
        user: 1,
        items: [
          { n: 'a', q: 1 },
          { n: 'b', q: 1 },
        ],
      },
      { user: 2, items: [{ n: 'b', q: 5 }] },
      { user: 3, items: [{ n: 'c', q: 1 }] },
    ]);
    const positional = await carts.updateMany({ 'items.n': 'b' }, { $inc: { 'items.$.q': 10 } });
    expect(positional).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const filtered = await carts.updateMany(
      {},
      { $set: { 'items.$[big].big': true } },
      { arrayFilters: [{ 'big.q': { $gte: 10 } }] },
    );
    expect(filtered).toMatchObject({ matchedCount: 3, modifiedCount: 2 });
    const items = await carts
      .find({}, { projection: { _id: 0 } })
      .sort({ user: 1 })
      .toArray();
    expect(items).toEqual([
      {
        user: 1,
        items: [
          { n: 'a', q: 1 },
          { n: 'b', q: 11, big: true },
        ],
      },
      { user: 2, items: [{ n: 'b', q: 15, big: true }] },
      { user: 3, items: [{ n: 'c', q: 1 }] },
    ]);
  });

  it('supports multi updates, replacements, pipeline updates and reports nModified', async () => {
    const docs = t.db.collection('docs');
    await docs.insertMany([
      { k: 1, v: 1 },
      { k: 1, v: 2 },
      { k: 2, v: 3 },
    ]);
    const many = await docs.updateMany({ k: 1 }, { $mul: { v: 10 } });
    expect(many).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
    const unchanged = await docs.updateMany({ k: 1 }, { $set: { k: 1 } });
    expect(unchanged).toMatchObject({ matchedCount: 2, modifiedCount: 0 });
    await docs.replaceOne({ k: 2 }, { k: 2, replaced: true });
    expect(await docs.findOne({ k: 2 }, { projection: { _id: 0 } })).toEqual({
      k: 2,
      replaced: true,
    });
    await docs.updateMany({ k: 1 }, [{ $set: { double: { $multiply: ['$v', 2] } } }]);
    expect(
      await docs
        .find({ k: 1 }, { projection: { _id: 0, double: 1 } })
        .sort({ v: 1 })
        .toArray(),
    ).toEqual([{ double: 20 }, { double: 40 }]);
  });

  it('allows $set of an unchanged _id but refuses a changed one with ImmutableField (66)', async () => {
    const docs = t.db.collection('ids');
    const { insertedId } = await docs.insertOne({ a: 1 });
    await docs.updateOne({ _id: insertedId }, { $set: { _id: insertedId, a: 2 } });
    expect((await docs.findOne({ _id: insertedId }))?.a).toBe(2);
    const error = await serverError(
      docs.updateOne({ _id: insertedId }, { $set: { _id: new ObjectId() } }),
    );
    expect(error.code).toBe(66);
    expect(error.codeName).toBe('ImmutableField');
    const replaceError = await serverError(
      docs.replaceOne({ _id: insertedId }, { _id: new ObjectId(), a: 3 }),
    );
    expect(replaceError.code).toBe(66);
    expect((await docs.findOne({ _id: insertedId }))?.a).toBe(2);
  });

  it('runs findAndModify with new, upsert, remove, fields and sort', async () => {
    const queue = t.db.collection('queue');
    await queue.insertMany([
      { job: 'a', priority: 1 },
      { job: 'b', priority: 3 },
      { job: 'c', priority: 2 },
    ]);
    const before = await queue.findOneAndUpdate(
      {},
      { $set: { taken: true } },
      { sort: { priority: -1 }, returnDocument: 'before' },
    );
    expect(before).toMatchObject({ job: 'b' });
    expect(before?.taken).toBeUndefined();
    const after = await queue.findOneAndUpdate(
      { job: 'c' },
      { $inc: { priority: 10 } },
      { returnDocument: 'after', projection: { _id: 0, priority: 1 } },
    );
    expect(after).toEqual({ priority: 12 });
    const upserted = await queue.findOneAndUpdate(
      { job: 'z' },
      { $set: { priority: 0 } },
      { upsert: true, returnDocument: 'after', includeResultMetadata: true },
    );
    expect(upserted.value).toMatchObject({ job: 'z', priority: 0 });
    expect(upserted.lastErrorObject).toMatchObject({ n: 1, updatedExisting: false });
    const removed = await queue.findOneAndDelete({ job: 'a' });
    expect(removed).toMatchObject({ job: 'a' });
    expect(await queue.countDocuments()).toBe(3);
    expect(await queue.findOneAndUpdate({ job: 'missing' }, { $set: { x: 1 } })).toBeNull();
  });
});

describe('deletes', () => {
  it('deletes one or many and reports counts', async () => {
    const docs = t.db.collection('del');
    await docs.insertMany([{ a: 1 }, { a: 1 }, { a: 2 }]);
    expect((await docs.deleteOne({ a: 1 })).deletedCount).toBe(1);
    expect((await docs.deleteMany({})).deletedCount).toBe(2);
    expect((await t.db.collection('nothing').deleteMany({})).deletedCount).toBe(0);
  });
});

describe('BSON semantics', () => {
  it('sorts mixed types in BSON order: null/missing, numbers, strings, objects, arrays, ObjectId, booleans, dates', async () => {
    const mixed = t.db.collection('mixed');
    const oid = new ObjectId();
    const date = new Date('2026-01-01T00:00:00Z');
    await mixed.insertMany([
      { label: 'date', v: date },
      { label: 'bool', v: true },
      { label: 'oid', v: oid },
      { label: 'array', v: [] as number[] },
      { label: 'object', v: { x: 1 } },
      { label: 'string', v: 'abc' },
      { label: 'number', v: 3 },
      { label: 'long', v: Long.fromNumber(2) },
      { label: 'null', v: null },
      { label: 'missing' },
    ]);
    const ascending = await mixed
      .find({}, { projection: { _id: 0, label: 1 } })
      .sort({ v: 1, label: 1 })
      .map((doc) => doc.label as string)
      .toArray();
    // An empty array sorts with the missing/null values (as undefined), like mongod.
    expect(ascending).toEqual([
      'array',
      'missing',
      'null',
      'long',
      'number',
      'string',
      'object',
      'oid',
      'bool',
      'date',
    ]);
    const descending = await mixed
      .find({ label: { $ne: 'array' } })
      .sort({ v: -1 })
      .map((doc) => doc.label as string)
      .toArray();
    expect(descending.slice(0, 7)).toEqual([
      'date',
      'bool',
      'oid',
      'object',
      'string',
      'number',
      'long',
    ]);
  });

  it('compares Decimal128 and Long with ordinary numbers', async () => {
    const prices = t.db.collection('prices');
    await prices.insertMany([
      { item: 'a', price: Decimal128.fromString('9.99') },
      { item: 'b', price: Decimal128.fromString('20.50') },
      { item: 'c', price: 15 },
      { item: 'd', price: Long.fromString('9007199254740993') },
    ]);
    expect(
      await prices
        .find({ price: { $gt: 10, $lt: 100 } })
        .map((doc) => doc.item as string)
        .toArray(),
    ).toEqual(['b', 'c']);
    expect(
      await prices
        .find({ price: { $lte: Decimal128.fromString('9.99') } })
        .map((doc) => doc.item as string)
        .toArray(),
    ).toEqual(['a']);
    expect(
      await prices
        .find({})
        .sort({ price: 1 })
        .map((doc) => doc.item as string)
        .toArray(),
    ).toEqual(['a', 'c', 'b', 'd']);
    const stored = await prices.findOne({ item: 'a' });
    expect(stored?.price).toBeInstanceOf(Decimal128);
    expect(stored?.price.toString()).toBe('9.99');
    expect((await prices.findOne({ item: 'd' }, { promoteLongs: false }))?.price.toString()).toBe(
      '9007199254740993',
    );
    expect(await prices.countDocuments({ price: Decimal128.fromString('15') })).toBe(1);
  });

  it('never lets a read or aggregation change stored documents', async () => {
    const docs = t.db.collection('immutable');
    await docs.insertOne({ _id: 'x' as never, nested: { n: 1 }, list: [1, 2] });
    await docs
      .aggregate([{ $addFields: { 'nested.n': 99, extra: 1 } }, { $unwind: '$list' }])
      .toArray();
    await docs.find({}, { projection: { 'nested.n': 0 } }).toArray();
    expect(await docs.findOne({ _id: 'x' as never })).toEqual({
      _id: 'x',
      nested: { n: 1 },
      list: [1, 2],
    });
  });
});

describe('collections and databases', () => {
  it('creates, lists and drops collections and databases', async () => {
    await t.db.createCollection('alpha');
    const duplicate = await serverError(t.db.createCollection('alpha'));
    expect(duplicate.code).toBe(48);
    await t.db.collection('beta').insertOne({ a: 1 });
    const names = (await t.db.listCollections().toArray()).map((info) => info.name).sort();
    expect(names).toEqual(['alpha', 'beta']);
    expect(await t.db.listCollections({ name: 'beta' }, { nameOnly: true }).toArray()).toEqual([
      { name: 'beta', type: 'collection' },
    ]);
    const databases = await t.client.db().admin().listDatabases();
    expect(databases.databases.map((database) => database.name)).toContain('crud');
    expect(await t.db.collection('beta').drop()).toBe(true);
    expect((await t.db.listCollections().toArray()).map((info) => info.name)).toEqual(['alpha']);
    await t.db.dropDatabase();
    expect(await t.db.listCollections().toArray()).toEqual([]);
  });
});

describe('errors like mongod', () => {
  it('answers unknown commands with CommandNotFound (59) naming the command', async () => {
    const error = await serverError(t.db.command({ frobnicate: 1 }));
    expect(error.code).toBe(59);
    expect(error.codeName).toBe('CommandNotFound');
    expect(error.message).toBe("no such command: 'frobnicate'");
  });

  it('answers listIndexes on a missing collection with NamespaceNotFound (26)', async () => {
    const error = await serverError(t.db.collection('ghost').listIndexes().toArray());
    expect(error.code).toBe(26);
    expect(error.codeName).toBe('NamespaceNotFound');
  });

  it('refuses transactions like a standalone mongod (20) and writes nothing', async () => {
    const session = t.client.startSession();
    try {
      session.startTransaction();
      const error = await serverError(t.db.collection('txn').insertOne({ a: 1 }, { session }));
      // The driver wraps mongod's refusal exactly as it does against a real standalone server.
      const refusal =
        (error as MongoServerError & { originalError?: MongoServerError }).originalError ?? error;
      expect(refusal.code).toBe(20);
      expect(refusal.codeName).toBe('IllegalOperation');
      expect(refusal.message).toBe(
        'Transaction numbers are only allowed on a replica set member or mongos',
      );
      await session.abortTransaction().catch(() => undefined);
    } finally {
      await session.endSession();
    }
    const commit = await serverError(t.client.db('admin').command({ commitTransaction: 1 }));
    expect(commit.code).toBe(20);
    expect(await t.db.collection('txn').countDocuments()).toBe(0);
    expect((await t.db.listCollections().toArray()).map((info) => info.name)).not.toContain('txn');
  });

  it('answers the handshake like a standalone mongod', async () => {
    const hello = await t.client.db('admin').command({ hello: 1 });
    expect(hello).toMatchObject({ isWritablePrimary: true, helloOk: true, ok: 1 });
    expect(hello.maxWireVersion).toBeGreaterThanOrEqual(21);
    expect(hello.logicalSessionTimeoutMinutes).toBeGreaterThan(0);
    expect(hello).not.toHaveProperty('setName');
    expect(hello).not.toHaveProperty('topologyVersion');
    expect(hello).not.toHaveProperty('compression');
    expect(await t.client.db('admin').command({ ping: 1 })).toEqual({ ok: 1 });
    const info = await t.client.db('admin').command({ buildInfo: 1 });
    expect(info.version).toMatch(/^\d+\.\d+\.\d+/);
    const parameter = await t.client
      .db('admin')
      .command({ getParameter: 1, featureCompatibilityVersion: 1 });
    expect(parameter.featureCompatibilityVersion).toEqual({ version: '7.0' });
    expect(await t.client.db('admin').command({ endSessions: [] })).toEqual({ ok: 1 });
  });
});
