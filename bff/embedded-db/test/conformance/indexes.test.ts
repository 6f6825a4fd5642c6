import { MongoBulkWriteError, ObjectId } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverError, startTestDatabase, type TestDatabase } from './embedded-server.js';

let t: TestDatabase;

beforeAll(async () => {
  t = await startTestDatabase('idx', { ttlIntervalMs: 100 });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
});

describe('indexes', () => {
  it('creates, lists and drops indexes with their options', async () => {
    const users = t.db.collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.createIndex({ company: 1, createdAt: -1 });
    await users.createIndex({ nickname: 1 }, { sparse: true, unique: true });
    await users.createIndex(
      { code: 1 },
      { unique: true, partialFilterExpression: { active: true }, name: 'active_code' },
    );
    await users.createIndex({ lastSeen: 1 }, { expireAfterSeconds: 3600 });
    const listed = await users.listIndexes().toArray();
    expect(listed).toEqual([
      { v: 2, key: { _id: 1 }, name: '_id_' },
      { v: 2, key: { email: 1 }, name: 'email_1', unique: true },
      { v: 2, key: { company: 1, createdAt: -1 }, name: 'company_1_createdAt_-1' },
      { v: 2, key: { nickname: 1 }, name: 'nickname_1', unique: true, sparse: true },
      {
        v: 2,
        key: { code: 1 },
        name: 'active_code',
        unique: true,
        partialFilterExpression: { active: true },
      },
      { v: 2, key: { lastSeen: 1 }, name: 'lastSeen_1', expireAfterSeconds: 3600 },
    ]);
    const again = await t.db.command({
      createIndexes: 'users',
      indexes: [{ key: { email: 1 }, name: 'email_1', unique: true }],
    });
    expect(again.note).toBe('all indexes already exist');
    await users.dropIndex('company_1_createdAt_-1');
    expect((await users.indexes()).map((index) => index.name)).not.toContain(
      'company_1_createdAt_-1',
    );
    const missing = await serverError(users.dropIndex('nope'));
    expect(missing.code).toBe(27);
    await users.dropIndexes();
    expect((await users.indexes()).map((index) => index.name)).toEqual(['_id_']);
  });

  it('reports duplicate keys exactly like mongod', async () => {
    const users = t.db.collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertOne({ email: 'asha@example.in' });
    const error = await serverError(users.insertOne({ email: 'asha@example.in' }));
    expect(error.code).toBe(11000);
    expect(error.message).toBe(
      'E11000 duplicate key error collection: idx.users index: email_1 dup key: { email: "asha@example.in" }',
    );
    expect(error.keyPattern).toEqual({ email: 1 });
    expect(error.keyValue).toEqual({ email: 'asha@example.in' });

    const id = new ObjectId();
    await users.insertOne({ _id: id, email: 'b@example.in' });
    const idError = await serverError(users.insertOne({ _id: id, email: 'c@example.in' }));
    expect(idError.message).toBe(
      `E11000 duplicate key error collection: idx.users index: _id_ dup key: { _id: ObjectId('${id.toHexString()}') }`,
    );

    const bulk = await users
      .insertMany(
        [{ email: 'd@example.in' }, { email: 'd@example.in' }, { email: 'e@example.in' }],
        { ordered: false },
      )
      .catch((e: unknown) => e);
    expect(bulk).toBeInstanceOf(MongoBulkWriteError);
    expect((bulk as MongoBulkWriteError).insertedCount).toBe(2);
    expect((bulk as MongoBulkWriteError).writeErrors).toHaveLength(1);

    const updateError = await serverError(
      users.updateOne({ email: 'e@example.in' }, { $set: { email: 'asha@example.in' } }),
    );
    expect(updateError.code).toBe(11000);
    expect(await users.countDocuments({ email: 'e@example.in' })).toBe(1);

    const famError = await serverError(
      users.findOneAndUpdate({ email: 'e@example.in' }, { $set: { email: 'd@example.in' } }),
    );
    expect(famError.code).toBe(11000);
    expect(famError.codeName).toBe('DuplicateKey');
    expect(famError.keyValue).toEqual({ email: 'd@example.in' });
  });

  it('enforces compound, sparse and partial unique indexes', async () => {
    const applications = t.db.collection('applications');
    await applications.createIndex({ job: 1, user: 1 }, { unique: true });
    await applications.insertOne({ job: 'j1', user: 'u1' });
    await applications.insertOne({ job: 'j1', user: 'u2' });
    const compound = await serverError(applications.insertOne({ job: 'j1', user: 'u1' }));
    expect(compound.message).toContain('index: job_1_user_1 dup key: { job: "j1", user: "u1" }');

    const profiles = t.db.collection('profiles');
    await profiles.createIndex({ handle: 1 }, { unique: true, sparse: true });
    await profiles.insertMany([{ name: 'no handle' }, { name: 'also none' }, { handle: 'x' }]);
    expect((await serverError(profiles.insertOne({ handle: 'x' }))).code).toBe(11000);

    const plain = t.db.collection('plain');
    await plain.createIndex({ handle: 1 }, { unique: true });
    await plain.insertOne({ name: 'missing handle' });
    const nullDup = await serverError(plain.insertOne({ name: 'also missing' }));
    expect(nullDup.message).toContain('dup key: { handle: null }');

    const coupons = t.db.collection('coupons');
    await coupons.createIndex(
      { code: 1 },
      { unique: true, partialFilterExpression: { active: true } },
    );
    await coupons.insertMany([
      { code: 'A', active: false },
      { code: 'A', active: true },
      { code: 'A', active: false },
    ]);
    expect((await serverError(coupons.insertOne({ code: 'A', active: true }))).code).toBe(11000);

    const tags = t.db.collection('tags');
    await tags.createIndex({ labels: 1 }, { unique: true });
    await tags.insertOne({ labels: ['a', 'b'] });
    expect((await serverError(tags.insertOne({ labels: ['c', 'b'] }))).keyValue).toEqual({
      labels: 'b',
    });
  });

  it('refuses a unique index over existing duplicates', async () => {
    const things = t.db.collection('things');
    await things.insertMany([{ k: 1 }, { k: 1 }]);
    const error = await serverError(things.createIndex({ k: 1 }, { unique: true }));
    expect(error.code).toBe(11000);
    expect((await things.indexes()).map((index) => index.name)).toEqual(['_id_']);
  });

  it('finds by indexed equality the same as by scan', async () => {
    const jobs = t.db.collection('jobs');
    await jobs.createIndex({ company: 1 });
    await jobs.insertMany(Array.from({ length: 50 }, (_, i) => ({ company: `c${i % 5}`, n: i })));
    expect(await jobs.countDocuments({ company: 'c3' })).toBe(10);
    expect(await jobs.countDocuments({ company: { $in: ['c1', 'c2'] }, n: { $lt: 20 } })).toBe(8);
    await jobs.updateMany({ company: 'c3' }, { $set: { company: 'c4' } });
    expect(await jobs.countDocuments({ company: 'c3' })).toBe(0);
    expect(await jobs.countDocuments({ company: 'c4' })).toBe(20);
  });

  it('finds by the first field of a compound index, kept current through writes', async () => {
    const posts = t.db.collection('posts');
    await posts.createIndex({ author: 1, created: -1 });
    await posts.insertMany(
      Array.from({ length: 40 }, (_, i) => ({
        author: `a${i % 4}`,
        created: i,
        tags: [`t${i % 3}`],
      })),
    );
    const newestOf = (author: string) =>
      posts
        .find({ author })
        .sort({ created: -1 })
        .limit(3)
        .map((post) => post.created as number)
        .toArray();
    expect(await newestOf('a1')).toEqual([37, 33, 29]);
    await posts.updateOne({ created: 37 }, { $set: { author: 'a2' } });
    await posts.deleteOne({ created: 33 });
    await posts.insertOne({ author: 'a1', created: 100 });
    expect(await newestOf('a1')).toEqual([100, 29, 25]);
    expect(await posts.countDocuments({ author: { $in: ['a1', 'a2'] } })).toBe(20);
    await posts.createIndex({ tags: 1, author: 1 });
    expect(await posts.countDocuments({ tags: 't0', author: 'a0' })).toBe(4);
  });

  it('expires documents through a TTL index', async () => {
    const sessions = t.db.collection('sessions');
    await sessions.createIndex({ expires: 1 }, { expireAfterSeconds: 0 });
    await sessions.insertMany([
      { sid: 'old', expires: new Date(Date.now() - 1000) },
      { sid: 'fresh', expires: new Date(Date.now() + 60_000) },
      { sid: 'no-date', expires: 'tomorrow' },
    ]);
    await expect
      .poll(async () => sessions.countDocuments({ sid: 'old' }), { timeout: 3000, interval: 50 })
      .toBe(0);
    expect(await sessions.countDocuments()).toBe(2);
  });

  it('expires only the documents a partial TTL index holds (mongod manual, Expire Data from Collections: "Expire Documents with Filter Conditions")', async () => {
    const notes = t.db.collection('notes');
    await notes.createIndex(
      { created_at: 1 },
      { expireAfterSeconds: 0, partialFilterExpression: { read_at: { $type: 'date' } } },
    );
    const past = new Date(Date.now() - 1000);
    await notes.insertMany([
      { note: 'read', created_at: past, read_at: past },
      { note: 'unread', created_at: past, read_at: null },
      { note: 'read later', created_at: past, read_at: null },
    ]);
    await notes.updateOne({ note: 'read later' }, { $set: { read_at: new Date() } });
    await expect
      .poll(async () => notes.countDocuments({ read_at: { $type: 'date' } }), {
        timeout: 3000,
        interval: 50,
      })
      .toBe(0);
    expect(await notes.distinct('note')).toEqual(['unread']);
  });
});
