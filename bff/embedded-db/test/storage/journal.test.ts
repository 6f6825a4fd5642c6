import { spawnSync } from 'node:child_process';
import { appendFile, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Int32, Long, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import {
  DataDirectoryLockedError,
  openMemoryStorage,
  openStorage,
  type JournalRecord,
} from '../../src/storage/index.js';
import { docsOf, journalFiles, useTempDirectories } from './storage-test-helpers.js';

const tempDirectory = useTempDirectories();
const silent = { warn: () => undefined };

describe('journal replay', () => {
  it('recovers inserts, replaces and deletes whatever the id type', async () => {
    const dbpath = await tempDirectory();
    const objectId = new ObjectId();
    const storage = await openStorage(dbpath, silent);
    expect(storage.recovered).toEqual({ databases: {} });
    await storage.append([
      { op: 'createCollection', db: 'rozgar', coll: 'jobs', options: {} },
      {
        op: 'insert',
        db: 'rozgar',
        coll: 'jobs',
        doc: { _id: objectId, job_title: 'Data Engineer', min_salary: 8 },
      },
      { op: 'insert', db: 'rozgar', coll: 'jobs', doc: { _id: 'job-2', job_title: 'Designer' } },
      { op: 'insert', db: 'rozgar', coll: 'jobs', doc: { _id: 3, job_title: 'Tester' } },
      {
        op: 'insert',
        db: 'rozgar',
        coll: 'jobs',
        doc: { _id: { company: 'acme', n: 1 }, job_title: 'Manager' },
      },
    ]);
    await storage.append([
      {
        op: 'replace',
        db: 'rozgar',
        coll: 'jobs',
        id: new ObjectId(objectId.toHexString()),
        doc: { _id: objectId, job_title: 'Data Engineer', min_salary: 12 },
      },
      { op: 'delete', db: 'rozgar', coll: 'jobs', id: 'job-2' },
      {
        op: 'replace',
        db: 'rozgar',
        coll: 'jobs',
        id: new Int32(3),
        doc: { _id: 3, job_title: 'QA Engineer' },
      },
      { op: 'delete', db: 'rozgar', coll: 'jobs', id: { company: 'acme', n: 1 } },
      { op: 'delete', db: 'rozgar', coll: 'jobs', id: 'never-existed' },
    ]);
    await storage.close();

    const reopened = await openStorage(dbpath, silent);
    expect(docsOf(reopened.recovered, 'rozgar', 'jobs')).toEqual([
      { _id: objectId, job_title: 'Data Engineer', min_salary: 12 },
      { _id: 3, job_title: 'QA Engineer' },
    ]);
    await reopened.close();
  });

  it('recovers collections, options and indexes, and forgets dropped ones', async () => {
    const dbpath = await tempDirectory();
    const storage = await openStorage(dbpath, silent);
    const records: JournalRecord[] = [
      { op: 'createCollection', db: 'rozgar', coll: 'sessions', options: { capped: false } },
      {
        op: 'createIndex',
        db: 'rozgar',
        coll: 'sessions',
        spec: { v: 2, key: { expires: 1 }, name: 'expires_1', expireAfterSeconds: 0 },
      },
      {
        op: 'createIndex',
        db: 'rozgar',
        coll: 'users',
        spec: { v: 2, key: { email: 1 }, name: 'email_1', unique: true },
      },
      {
        op: 'createIndex',
        db: 'rozgar',
        coll: 'users',
        spec: { v: 2, key: { phone: 1 }, name: 'phone_1', sparse: true },
      },
      { op: 'dropIndex', db: 'rozgar', coll: 'users', name: 'phone_1' },
      { op: 'insert', db: 'scratch', coll: 'tmp', doc: { _id: 1 } },
      { op: 'insert', db: 'rozgar', coll: 'drafts', doc: { _id: 1 } },
      { op: 'dropCollection', db: 'rozgar', coll: 'drafts' },
      { op: 'dropDatabase', db: 'scratch' },
    ];
    await storage.append(records);
    await storage.close();

    const { recovered } = await openStorage(dbpath, silent).then(async (reopened) => {
      await reopened.close();
      return reopened;
    });
    expect(Object.keys(recovered.databases)).toEqual(['rozgar']);
    expect(Object.keys(recovered.databases.rozgar!).sort()).toEqual(['sessions', 'users']);
    expect(recovered.databases.rozgar!.sessions!.options).toEqual({ capped: false });
    expect(
      recovered.databases.rozgar!.sessions!.indexes.map((index) => [
        index.name,
        index.expireAfterSeconds,
      ]),
    ).toContainEqual(['expires_1', 0]);
    const userIndexes = recovered.databases.rozgar!.users!.indexes;
    expect(userIndexes.find((index) => index.name === 'email_1')).toMatchObject({
      unique: true,
      key: { email: 1 },
    });
    expect(userIndexes.find((index) => index.name === 'phone_1')).toBeUndefined();
  });

  it('keeps BSON types of stored values', async () => {
    const dbpath = await tempDirectory();
    const storage = await openStorage(dbpath, silent);
    const when = new Date('2026-01-02T03:04:05Z');
    const big = Long.fromString('9007199254740993');
    await storage.append([
      {
        op: 'insert',
        db: 'd',
        coll: 'c',
        doc: { _id: 1, when, big, bytes: Buffer.from('hi'), nested: { list: [1, 'a', null] } },
      },
    ]);
    await storage.close();
    const reopened = await openStorage(dbpath, silent);
    const [doc] = docsOf(reopened.recovered, 'd', 'c') as Array<Record<string, unknown>>;
    expect(doc!.when).toEqual(when);
    expect(String(doc!.big)).toBe('9007199254740993');
    expect(doc!.nested).toEqual({ list: [1, 'a', null] });
    await reopened.close();
  });
});

describe('a damaged journal tail', () => {
  async function journalWithThreeInserts(dbpath: string): Promise<string> {
    const storage = await openStorage(dbpath, silent);
    for (const n of [1, 2, 3])
      await storage.append([
        { op: 'insert', db: 'd', coll: 'c', doc: { _id: n, text: `document ${n}` } },
      ]);
    await storage.close();
    const [journal] = await journalFiles(dbpath);
    return join(dbpath, journal!);
  }

  it('drops a torn final record, truncates it away, and keeps accepting writes', async () => {
    const dbpath = await tempDirectory();
    const journal = await journalWithThreeInserts(dbpath);
    const fullSize = (await stat(journal)).size;
    await truncate(journal, fullSize - 5);
    const warnings: string[] = [];

    const reopened = await openStorage(dbpath, { warn: (message) => warnings.push(message) });
    expect(docsOf(reopened.recovered, 'd', 'c')).toEqual([
      { _id: 1, text: 'document 1' },
      { _id: 2, text: 'document 2' },
    ]);
    expect(warnings.join()).toMatch(/cut short/);
    const recordBytes = fullSize / 3;
    expect((await stat(journal)).size).toBe(recordBytes * 2);
    await reopened.append([{ op: 'insert', db: 'd', coll: 'c', doc: { _id: 4 } }]);
    await reopened.close();

    const again = await openStorage(dbpath, silent);
    expect(docsOf(again.recovered, 'd', 'c').map((doc) => (doc as { _id: number })._id)).toEqual([
      1, 2, 4,
    ]);
    await again.close();
  });

  it('drops a final record whose checksum does not match', async () => {
    const dbpath = await tempDirectory();
    const journal = await journalWithThreeInserts(dbpath);
    const bytes = await readFile(journal);
    bytes.writeUInt8(bytes.readUInt8(bytes.length - 4) ^ 0xff, bytes.length - 4); // inside the last document's text
    await writeFile(journal, bytes);
    const warnings: string[] = [];
    const reopened = await openStorage(dbpath, { warn: (message) => warnings.push(message) });
    expect(docsOf(reopened.recovered, 'd', 'c')).toHaveLength(2);
    expect(warnings.join()).toMatch(/checksum/);
    await reopened.close();
  });

  it('drops a zero-filled tail left by a crash during a write', async () => {
    const dbpath = await tempDirectory();
    const journal = await journalWithThreeInserts(dbpath);
    await appendFile(journal, Buffer.alloc(4096));
    const reopened = await openStorage(dbpath, silent);
    expect(docsOf(reopened.recovered, 'd', 'c')).toHaveLength(3);
    await reopened.close();
    expect((await stat(journal)).size).toBe((await readFile(journal)).length);
  });
});

describe('group commit', () => {
  it('makes concurrent appends durable with far fewer fsyncs than appends', async () => {
    const dbpath = await tempDirectory();
    const storage = await openStorage(dbpath, silent);
    const appends = Array.from({ length: 200 }, (_, n) =>
      storage.append([{ op: 'insert', db: 'd', coll: 'c', doc: { _id: n } }]),
    );
    await Promise.all(appends);
    const syncs = (storage as unknown as { journalSyncCount: number }).journalSyncCount;
    expect(syncs).toBeGreaterThanOrEqual(1);
    expect(syncs).toBeLessThanOrEqual(5);
    await storage.close();
    const reopened = await openStorage(dbpath, silent);
    expect(docsOf(reopened.recovered, 'd', 'c')).toHaveLength(200);
    await reopened.close();
  });

  it('resolves an append only after its bytes are in the journal file', async () => {
    const dbpath = await tempDirectory();
    const storage = await openStorage(dbpath, silent);
    const [journal] = await journalFiles(dbpath);
    await storage.append([{ op: 'insert', db: 'd', coll: 'c', doc: { _id: 'visible' } }]);
    expect((await readFile(join(dbpath, journal!))).includes(Buffer.from('visible'))).toBe(true);
    await storage.close();
  });

  it('refuses appends after close', async () => {
    const storage = await openStorage(await tempDirectory(), silent);
    await storage.close();
    await expect(storage.append([{ op: 'dropDatabase', db: 'd' }])).rejects.toThrow(/closed/);
  });
});

describe('the lock file', () => {
  it('stops a second storage on the same directory with a clear message, until the first closes', async () => {
    const dbpath = await tempDirectory();
    const first = await openStorage(dbpath, silent);
    const second = openStorage(dbpath, silent);
    await expect(second).rejects.toBeInstanceOf(DataDirectoryLockedError);
    await expect(openStorage(dbpath, silent)).rejects.toThrow(
      `The data directory ${dbpath} is in use by another embedded database server (pid ${process.pid})`,
    );
    await first.close();
    const third = await openStorage(dbpath, silent);
    await third.close();
  });

  it('takes over a lock left by a process that died', async () => {
    const dbpath = await tempDirectory();
    const deadPid = spawnSync(process.execPath, ['-e', 'process.exit(0)']).pid!;
    await writeFile(join(dbpath, 'rozgar-db.lock'), `${deadPid}\n`);
    const storage = await openStorage(dbpath, silent);
    expect((await readFile(join(dbpath, 'rozgar-db.lock'), 'utf8')).split('\n')[0]).toBe(
      String(process.pid),
    );
    await storage.close();
    await expect(stat(join(dbpath, 'rozgar-db.lock'))).rejects.toThrow();
  });
});

describe('the lock file and recycled pids', () => {
  it('takes over a lock whose pid now belongs to a different, newer process', async () => {
    const dbpath = await tempDirectory();
    await writeFile(join(dbpath, 'rozgar-db.lock'), `${process.pid}\n1\n`); // same pid, other start time
    const storage = await openStorage(dbpath, silent);
    await storage.close();
  });
});

describe('memory storage', () => {
  it('starts empty, accepts appends and writes nothing', async () => {
    const storage = openMemoryStorage();
    expect(storage.recovered).toEqual({ databases: {} });
    await storage.append([{ op: 'insert', db: 'd', coll: 'c', doc: { _id: 1 } }]);
    await storage.compactIfNeeded(() => ({ databases: {} }));
    await storage.close();
    await expect(storage.append([])).rejects.toThrow(/closed/);
  });
});
