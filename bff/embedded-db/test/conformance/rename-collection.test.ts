import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

// renameCollection, after the MongoDB manual's reference/command/renameCollection page (run on
// admin; NamespaceNotFound 26, NamespaceExists 48, IllegalOperation 20 for system collections).

let t: TestDatabase;
let dbpath: string;

beforeAll(async () => {
  dbpath = await mkdtemp(join(tmpdir(), 'rename-collection-'));
  t = await startTestDatabase('rename', { dbpath });
});
afterAll(async () => {
  await t.close();
  await rm(dbpath, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.dropDatabase();
  await t.client.db('other').dropDatabase();
});

const admin = () => t.client.db('admin');

describe('renameCollection', () => {
  it('moves documents, indexes and options, and the driver rename works', async () => {
    const jobs = t.db.collection('jobs');
    await jobs.insertMany([{ code: 'J1' }, { code: 'J2' }]);
    await jobs.createIndex({ code: 1 }, { unique: true });
    await admin().command({ renameCollection: 'rename.jobs', to: 'rename.postings' });
    const names = (await t.db.listCollections().toArray()).map((info) => info.name);
    expect(names).toEqual(['postings']);
    const postings = t.db.collection('postings');
    expect(await postings.countDocuments()).toBe(2);
    expect((await postings.indexes()).map((index) => index.name)).toEqual(['_id_', 'code_1']);
    await expect(postings.insertOne({ code: 'J1' })).rejects.toMatchObject({ code: 11000 });
    await postings.rename('openings');
    expect(await t.db.collection('openings').countDocuments()).toBe(2);
    await admin().command({ renameCollection: 'rename.openings', to: 'other.openings' });
    expect(await t.client.db('other').collection('openings').countDocuments()).toBe(2);
  });

  it('refuses as mongod: missing source, existing target, system collections, not on admin', async () => {
    await t.db.collection('a').insertOne({ n: 1 });
    await t.db.collection('b').insertOne({ n: 2 });
    await expect(
      admin().command({ renameCollection: 'rename.missing', to: 'rename.c' }),
    ).rejects.toMatchObject({ code: 26, codeName: 'NamespaceNotFound' });
    await expect(
      admin().command({ renameCollection: 'rename.a', to: 'rename.b' }),
    ).rejects.toMatchObject({ code: 48, codeName: 'NamespaceExists' });
    await expect(
      admin().command({ renameCollection: 'rename.a', to: 'rename.system.js' }),
    ).rejects.toMatchObject({ code: 20, codeName: 'IllegalOperation' });
    await expect(
      t.db.command({ renameCollection: 'rename.a', to: 'rename.c' }),
    ).rejects.toMatchObject({ code: 13 });
    await admin().command({ renameCollection: 'rename.a', to: 'rename.b', dropTarget: true });
    expect(
      await t.db
        .collection('b')
        .find({}, { projection: { _id: 0 } })
        .toArray(),
    ).toEqual([{ n: 1 }]);
  });

  it('is durable across a restart', async () => {
    await t.db.collection('jobs').insertMany([{ code: 'J1' }, { code: 'J2' }]);
    await t.db.collection('jobs').createIndex({ code: 1 });
    await admin().command({ renameCollection: 'rename.jobs', to: 'rename.kept' });
    await t.close();
    t = await startTestDatabase('rename', { dbpath });
    const names = (await t.db.listCollections().toArray()).map((info) => info.name);
    expect(names).toEqual(['kept']);
    expect(await t.db.collection('kept').countDocuments()).toBe(2);
    expect((await t.db.collection('kept').indexes()).map((index) => index.name)).toEqual([
      '_id_',
      'code_1',
    ]);
  });
});
