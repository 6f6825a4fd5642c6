import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MongoClient, MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

// Capped collections and tailable cursors as mongod 7.0 has them (docs/decisions/019-live-events.md).

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('capped');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
});

async function failure(promise: Promise<unknown>): Promise<MongoServerError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MongoServerError);
  return error as MongoServerError;
}

describe('capped collections', () => {
  it('report their options as mongod does (size rounded up to 256 bytes)', async () => {
    await t.db.createCollection('events', { capped: true, size: 1000, max: 3 });
    await t.db.createCollection('plain');
    const [events] = await t.db.listCollections({ name: 'events' }, { nameOnly: false }).toArray();
    expect(events?.options).toEqual({ capped: true, size: 1024, max: 3 });
    expect(await t.db.collection('events').isCapped()).toBe(true);
    expect(await t.db.collection('plain').isCapped()).toBe(false);
    await t.db.collection('events').insertOne({ n: 1 });
    const stats = await t.db.command({ collStats: 'events' });
    expect(stats).toMatchObject({
      ns: 'capped.events',
      count: 1,
      capped: true,
      max: 3,
      maxSize: 1024,
    });
    expect(stats.size).toBeGreaterThan(0);
    expect(await t.db.command({ collStats: 'plain' })).toMatchObject({ count: 0, capped: false });
  });

  it('need a size', async () => {
    const error = await failure(t.db.command({ create: 'events', capped: true }));
    expect(error.code).toBe(72);
    expect(error.message).toBe("the 'size' field is required when 'capped' is true");
  });

  it('keep insertion order and evict the oldest documents past max', async () => {
    const events = t.db.collection<{ _id: number }>('events');
    await t.db.createCollection('events', { capped: true, size: 4096, max: 3 });
    await events.insertMany([{ _id: 5 }, { _id: 1 }, { _id: 4 }]);
    await events.insertOne({ _id: 2 });
    await events.insertOne({ _id: 3 });
    expect((await events.find().toArray()).map((event) => event._id)).toEqual([4, 2, 3]);
    expect(
      (await events.find().sort({ $natural: -1 }).toArray()).map((event) => event._id),
    ).toEqual([3, 2, 4]);
  });

  it('evict the oldest documents past size, and refuse a document larger than the cap', async () => {
    const logs = t.db.collection<{ _id: number; text: string }>('logs');
    await t.db.createCollection('logs', { capped: true, size: 1000 });
    const text = 'x'.repeat(300);
    for (let id = 1; id <= 6; id++) await logs.insertOne({ _id: id, text });
    const kept = (await logs.find().toArray()).map((log) => log._id);
    expect(kept).toEqual([4, 5, 6]);
    const tooBig = await failure(logs.insertOne({ _id: 7, text: 'x'.repeat(2000) }));
    expect(tooBig.message).toContain('object to insert exceeds cappedMaxSize');
    expect(await logs.countDocuments()).toBe(3);
  });

  it('allow deletes (as mongod has since 5.0)', async () => {
    const events = t.db.collection<{ _id: number }>('events');
    await t.db.createCollection('events', { capped: true, size: 4096, max: 3 });
    await events.insertMany([{ _id: 1 }, { _id: 2 }, { _id: 3 }]);
    await events.deleteOne({ _id: 2 });
    await events.insertMany([{ _id: 4 }, { _id: 5 }]);
    expect((await events.find().toArray()).map((event) => event._id)).toEqual([3, 4, 5]);
  });
});

describe('tailable cursors', () => {
  it('are refused on a collection that is not capped (BadValue)', async () => {
    await t.db.collection('plain').insertOne({ a: 1 });
    const error = await failure(
      t.db.command({ find: 'plain', filter: {}, tailable: true, awaitData: true }),
    );
    expect(error.code).toBe(2);
    expect(error.codeName).toBe('BadValue');
    expect(error.message).toMatch(
      /^error processing query: ns=capped\.plainTree: .* tailable cursor requested on non capped collection$/s,
    );
  });

  it('die at once on a missing or empty collection', async () => {
    const missing = await t.db.command({ find: 'nothing', tailable: true, awaitData: true });
    expect(Number(missing.cursor.id)).toBe(0);
    await t.db.createCollection('events', { capped: true, size: 4096 });
    const empty = await t.db.command({ find: 'events', tailable: true, awaitData: true });
    expect(Number(empty.cursor.id)).toBe(0);
  });

  it('need tailable for awaitData, and natural order', async () => {
    await t.db.createCollection('events', { capped: true, size: 4096 });
    expect((await failure(t.db.command({ find: 'events', awaitData: true }))).message).toContain(
      "Cannot set 'awaitData' without also setting 'tailable'",
    );
    expect(
      (await failure(t.db.command({ find: 'events', tailable: true, sort: { a: 1 } }))).code,
    ).toBe(2);
  });

  it('stay open at the end and deliver, within a few ms, documents another client inserts', async () => {
    await t.db.createCollection('events', { capped: true, size: 1 << 20, max: 100 });
    const events = t.db.collection<{ n: number; kind: string }>('events');
    await events.insertOne({ n: 0, kind: 'seen' });
    const other = await MongoClient.connect(t.uri);
    const cursor = events.find({ kind: 'seen' }, { tailable: true, awaitData: true });
    try {
      expect((await cursor.next())?.n).toBe(0);
      const writer = other.db().collection('events');
      for (let n = 1; n <= 5; n++) {
        // Left waiting in a parked getMore, the next() is answered by the insert.
        const next = cursor.next();
        await new Promise((resolve) => setTimeout(resolve, 30));
        await writer.insertOne({ n: -n, kind: 'ignored' });
        const started = performance.now();
        await writer.insertOne({ n, kind: 'seen' });
        const document = await next;
        expect(document?.n).toBe(n);
        expect(performance.now() - started).toBeLessThan(100);
      }
    } finally {
      await cursor.close();
      await other.close();
    }
  });

  it('answer a getMore with an empty batch after maxTimeMS (1 s by default), cursor alive', async () => {
    await t.db.createCollection('events', { capped: true, size: 4096 });
    await t.db.collection('events').insertOne({ n: 1 });
    const found = await t.db.command({ find: 'events', tailable: true, awaitData: true });
    const id = found.cursor.id;
    expect(Number(id)).not.toBe(0);
    let started = performance.now();
    const quick = await t.db.command({ getMore: id, collection: 'events', maxTimeMS: 150 });
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    expect(quick.cursor.nextBatch).toEqual([]);
    expect(Number(quick.cursor.id)).toBe(Number(id));
    started = performance.now();
    // Meanwhile the server answers other clients.
    const [byDefault, ping] = await Promise.all([
      t.db.command({ getMore: id, collection: 'events' }),
      (async () => {
        const other = await MongoClient.connect(t.uri);
        const begun = performance.now();
        await other.db().command({ ping: 1 });
        const elapsed = performance.now() - begun;
        await other.close();
        return elapsed;
      })(),
    ]);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(950);
    expect(waited).toBeLessThan(1_500);
    expect(ping).toBeLessThan(200);
    expect(byDefault.cursor.nextBatch).toEqual([]);
    expect(Number(byDefault.cursor.id)).toBe(Number(id));
    await t.db.command({ killCursors: 'events', cursors: [id] });
  });

  it('answer a waiting getMore at once when its cursor is killed from another client', async () => {
    await t.db.createCollection('events', { capped: true, size: 4096 });
    await t.db.collection('events').insertOne({ n: 1 });
    const found = await t.db.command({ find: 'events', tailable: true, awaitData: true });
    const started = performance.now();
    const waiting = t.db
      .command({ getMore: found.cursor.id, collection: 'events', maxTimeMS: 5_000 })
      .catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const other = await MongoClient.connect(t.uri);
    try {
      await other.db().command({ killCursors: 'events', cursors: [found.cursor.id] });
    } finally {
      await other.close();
    }
    const error = await waiting;
    expect(error).toBeInstanceOf(MongoServerError);
    expect((error as MongoServerError).code).toBe(43);
    expect(performance.now() - started).toBeLessThan(2_000);
  });

  it('refuse maxTimeMS on a getMore of a cursor that does not await data', async () => {
    await t.db.createCollection('events', { capped: true, size: 4096 });
    await t.db.collection('events').insertMany([{ n: 1 }, { n: 2 }]);
    const found = await t.db.command({ find: 'events', tailable: true, batchSize: 1 });
    const error = await failure(
      t.db.command({ getMore: found.cursor.id, collection: 'events', maxTimeMS: 100 }),
    );
    expect(error.message).toBe(
      'cannot set maxTimeMS on getMore command for a non-awaitData cursor',
    );
    // Without awaitData a getMore answers at once, empty when nothing is new.
    const more = await t.db.command({ getMore: found.cursor.id, collection: 'events' });
    expect(more.cursor.nextBatch.map((event: { n: number }) => event.n)).toEqual([2]);
    const started = performance.now();
    const none = await t.db.command({ getMore: found.cursor.id, collection: 'events' });
    expect(performance.now() - started).toBeLessThan(100);
    expect(none.cursor.nextBatch).toEqual([]);
    expect(Number(none.cursor.id)).not.toBe(0);
  });

  it('lose their position when the document they stand on is evicted', async () => {
    await t.db.createCollection('events', { capped: true, size: 4096, max: 2 });
    const events = t.db.collection('events');
    await events.insertMany([{ n: 1 }, { n: 2 }]);
    const found = await t.db.command({ find: 'events', tailable: true, awaitData: true });
    await events.insertMany([{ n: 3 }, { n: 4 }, { n: 5 }]);
    const error = await failure(
      t.db.command({ getMore: found.cursor.id, collection: 'events', maxTimeMS: 10 }),
    );
    expect(error.code).toBe(136);
    expect(error.codeName).toBe('CappedPositionLost');
  });

  it('die with QueryPlanKilled when their collection is dropped', async () => {
    await t.db.createCollection('events', { capped: true, size: 4096 });
    await t.db.collection('events').insertOne({ n: 1 });
    const found = await t.db.command({ find: 'events', tailable: true, awaitData: true });
    await t.db.collection('events').drop();
    const error = await failure(t.db.command({ getMore: found.cursor.id, collection: 'events' }));
    expect(error.code).toBe(175);
  });
});

describe('capped collections across a restart', () => {
  it('keep their options, their documents in order and their eviction', async () => {
    const dbpath = await mkdtemp(join(tmpdir(), 'embedded-db-capped-'));
    try {
      const first = await startTestDatabase('capped', { dbpath });
      await first.db.createCollection('events', { capped: true, size: 4096, max: 3 });
      const events = first.db.collection<{ _id: number }>('events');
      for (let id = 1; id <= 5; id++) await events.insertOne({ _id: id });
      await first.close();

      const second = await startTestDatabase('capped', { dbpath });
      try {
        const reopened = second.db.collection<{ _id: number }>('events');
        const [info] = await second.db
          .listCollections({ name: 'events' }, { nameOnly: false })
          .toArray();
        expect(info?.options).toEqual({ capped: true, size: 4096, max: 3 });
        expect((await reopened.find().toArray()).map((event) => event._id)).toEqual([3, 4, 5]);
        await reopened.insertOne({ _id: 6 });
        expect((await reopened.find().toArray()).map((event) => event._id)).toEqual([4, 5, 6]);
        const tail = reopened.find({}, { tailable: true, awaitData: true });
        expect((await tail.next())?._id).toBe(4);
        await tail.close();
      } finally {
        await second.close();
      }
    } finally {
      await rm(dbpath, { recursive: true, force: true });
    }
  });
});
