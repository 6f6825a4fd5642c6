import { copyFile, readdir, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import {
  openStorage,
  type JournalRecord,
  type Snapshot,
  type Storage,
} from '../../src/storage/index.js';
import { RecoveredState } from '../../src/storage/recovered-state.js';
import { docsOf, journalFiles, useTempDirectories } from './storage-test-helpers.js';

const tempDirectory = useTempDirectories();
const silent = { warn: () => undefined };

/** The engine's side of the contract, in miniature: apply in memory, then append. */
class InMemoryDatabase {
  private readonly state = new RecoveredState();
  constructor(private readonly storage: Storage) {}
  write(records: JournalRecord[]): Promise<void> {
    for (const record of records) this.state.apply(record);
    return this.storage.append(records);
  }
  snapshot = (): Snapshot => this.state.toSnapshot();
}

const insert = (n: number): JournalRecord => ({
  op: 'insert',
  db: 'rozgar',
  coll: 'jobs',
  doc: { _id: n, job_title: `Engineer ${n}`, padding: 'x'.repeat(200) },
});

describe('compaction', () => {
  it('does nothing while the journal is small', async () => {
    const dbpath = await tempDirectory();
    const storage = await openStorage(dbpath, { ...silent, compactAfterBytes: 1024 * 1024 });
    const database = new InMemoryDatabase(storage);
    await database.write([insert(1)]);
    let snapshots = 0;
    await storage.compactIfNeeded(() => {
      snapshots += 1;
      return database.snapshot();
    });
    expect(snapshots).toBe(0);
    expect(await readdir(dbpath)).not.toContain('snapshot.bson');
    await storage.close();
  });

  it('writes a snapshot, starts a fresh journal and loses no write made during compaction', async () => {
    const dbpath = await tempDirectory();
    const storage = await openStorage(dbpath, { ...silent, compactAfterBytes: 16 * 1024 });
    const database = new InMemoryDatabase(storage);
    for (let n = 0; n < 100; n += 1) await database.write([insert(n)]);
    const before = await journalFiles(dbpath);

    const inFlightBefore = database.write([
      insert(100),
      { op: 'delete', db: 'rozgar', coll: 'jobs', id: 0 },
    ]);
    const compaction = storage.compactIfNeeded(database.snapshot);
    const concurrent = Array.from({ length: 50 }, (_, k) => database.write([insert(101 + k)]));
    await Promise.all([inFlightBefore, compaction, ...concurrent]);
    const after = await journalFiles(dbpath);
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before[0]);
    expect((await stat(join(dbpath, 'snapshot.bson'))).size).toBeGreaterThan(100 * 200);
    await database.write([
      {
        op: 'replace',
        db: 'rozgar',
        coll: 'jobs',
        id: 1,
        doc: { _id: 1, job_title: 'Lead Engineer' },
      },
    ]);
    await storage.close();

    const reopened = await openStorage(dbpath, silent);
    const docs = docsOf(reopened.recovered, 'rozgar', 'jobs') as Array<{
      _id: number;
      job_title: string;
    }>;
    expect(docs.map((doc) => doc._id).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 150 }, (_, k) => k + 1),
    );
    expect(docs.find((doc) => doc._id === 1)!.job_title).toBe('Lead Engineer');
    expect(docsOf(reopened.recovered, 'rozgar', 'jobs')).toEqual(
      database.snapshot().databases.rozgar!.jobs!.docs,
    );
    await reopened.close();
  });

  it('is atomic: a crash before the rename keeps the old state, one after it keeps the new one', async () => {
    const dbpath = await tempDirectory();
    const storage = await openStorage(dbpath, { ...silent, compactAfterBytes: 4 * 1024 });
    const database = new InMemoryDatabase(storage);
    for (let n = 0; n < 40; n += 1) await database.write([insert(n)]);
    const [oldJournal] = await journalFiles(dbpath);
    const savedOldJournal = join(dbpath, 'saved-old-journal');
    await copyFile(join(dbpath, oldJournal!), savedOldJournal);
    await storage.compactIfNeeded(database.snapshot);
    await database.write([{ op: 'delete', db: 'rozgar', coll: 'jobs', id: 5 }]);
    await storage.close();
    const expected = database.snapshot().databases.rozgar!.jobs!.docs;

    // Crash after the rename, before the old journal was removed: the old journal is replayed
    // over a snapshot that already holds it, and must change nothing.
    await copyFile(savedOldJournal, join(dbpath, oldJournal!));
    // Crash of a later compaction while writing its temp file.
    await writeFile(join(dbpath, 'snapshot.bson.tmp'), Buffer.from('half a snapshot'));
    const reopened = await openStorage(dbpath, silent);
    expect(docsOf(reopened.recovered, 'rozgar', 'jobs')).toEqual(expected);
    expect(await readdir(dbpath)).not.toContain('snapshot.bson.tmp');
    expect(await journalFiles(dbpath)).not.toContain(oldJournal);
    await reopened.close();
  });

  it('at a clean close given the state, folds the journal into the snapshot: the next start replays nothing', async () => {
    const dbpath = await tempDirectory();
    const storage = await openStorage(dbpath, silent);
    const database = new InMemoryDatabase(storage);
    for (let n = 0; n < 20; n += 1) await database.write([insert(n)]);
    await database.write([{ op: 'delete', db: 'rozgar', coll: 'jobs', id: 3 }]);
    await storage.close(database.snapshot);
    const journals = await journalFiles(dbpath);
    expect(journals).toHaveLength(1);
    expect((await stat(join(dbpath, journals[0]!))).size).toBe(0);
    expect((await stat(join(dbpath, 'snapshot.bson'))).size).toBeGreaterThan(19 * 200);

    const reopened = await openStorage(dbpath, silent);
    expect(docsOf(reopened.recovered, 'rozgar', 'jobs')).toEqual(
      database.snapshot().databases.rozgar!.jobs!.docs,
    );
    // Nothing written since: no snapshot is taken again.
    let taken = 0;
    await reopened.close(() => {
      taken += 1;
      return database.snapshot();
    });
    expect(taken).toBe(0);
    expect(await journalFiles(dbpath)).toEqual(journals);
  });

  it('a crash before the snapshot is renamed replays both journals', async () => {
    const dbpath = await tempDirectory();
    const first = await openStorage(dbpath, silent);
    await first.append([insert(1), insert(2)]);
    await first.close();
    // What a compaction leaves when it dies before its rename: the next journal exists and holds
    // the writes made meanwhile; no new snapshot.
    const second = await openStorage(dbpath, silent);
    await second.close();
    const [journal1] = await journalFiles(dbpath);
    const journal2 = journal1!.replace('0000000001', '0000000002');
    await copyFile(join(dbpath, journal1!), join(dbpath, journal2));
    const writer = await openStorage(dbpath, silent); // appends to the newest journal
    await writer.append([{ op: 'delete', db: 'rozgar', coll: 'jobs', id: 1 }, insert(3)]);
    await writer.close();
    const reopened = await openStorage(dbpath, silent);
    expect(
      (docsOf(reopened.recovered, 'rozgar', 'jobs') as Array<{ _id: number }>).map(
        (doc) => doc._id,
      ),
    ).toEqual([2, 3]);
    await reopened.close();
  });

  it('loads a 50 000-document snapshot quickly', async () => {
    const dbpath = await tempDirectory();
    const storage = await openStorage(dbpath, { ...silent, compactAfterBytes: 1 });
    const docs = Array.from({ length: 50_000 }, (_, n) => ({
      _id: new ObjectId(),
      job_title: n % 3 ? 'Software Engineer' : 'Sales Manager',
      min_salary: n % 25,
      max_salary: (n % 25) + 6,
      is_active: n % 4 !== 0,
      created_at: new Date(Date.UTC(2026, 0, 1) + n * 600_000),
      location: 'Bengaluru',
      skills: ['TypeScript', 'MongoDB'],
    }));
    await storage.append([{ op: 'createCollection', db: 'rozgar', coll: 'jobs', options: {} }]);
    await storage.compactIfNeeded(() => ({
      databases: {
        rozgar: { jobs: { options: {}, indexes: [{ v: 2, key: { _id: 1 }, name: '_id_' }], docs } },
      },
    }));
    await storage.close();

    const started = performance.now();
    const reopened = await openStorage(dbpath, silent);
    const elapsed = performance.now() - started;
    const loaded = docsOf(reopened.recovered, 'rozgar', 'jobs');
    expect(loaded).toHaveLength(50_000);
    expect(loaded[49_999]).toEqual(docs[49_999]);
    expect(elapsed).toBeLessThan(5_000);
    console.info(`loaded a 50 000-document snapshot in ${elapsed.toFixed(0)} ms`);
    await reopened.close();
  });
});
