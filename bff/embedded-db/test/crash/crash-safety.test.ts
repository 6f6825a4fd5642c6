import { existsSync } from 'node:fs';
import { readdir, stat, truncate } from 'node:fs/promises';
import { join } from 'node:path';
import { MongoClient } from 'mongodb';
import { describe, expect, it } from 'vitest';
import { exitOf, runTypeScript, useDatabases, waitUntil } from './crash-test-helpers.js';

const databases = useDatabases();
// One kill per run keeps the suite quick; CRASH_ROUNDS=20 soaks it.
const rounds = Number(process.env.CRASH_ROUNDS ?? 1);

interface WriterLog {
  inserted: Set<string>;
  deleted: Set<string>;
  deleteSent: Set<string>;
  acknowledgedIncrements: Map<string, number>;
  sentIncrements: Map<string, number>;
}

function followWriter(stdout: NodeJS.ReadableStream, log: WriterLog): void {
  let pending = '';
  const bump = (map: Map<string, number>, id: string) => map.set(id, (map.get(id) ?? 0) + 1);
  stdout.setEncoding('utf8');
  stdout.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop()!;
    for (const line of lines) {
      const [event, id] = line.split(' ') as [string, string];
      if (event === 'insert') log.inserted.add(id);
      else if (event === 'sent-update') bump(log.sentIncrements, id);
      else if (event === 'update') bump(log.acknowledgedIncrements, id);
      else if (event === 'delete-sent') log.deleteSent.add(id);
      else if (event === 'delete') log.deleted.add(id);
    }
  });
}

describe('crash safety', () => {
  it(
    'keeps every acknowledged write when the server is SIGKILLed at a random moment',
    { timeout: 30_000 + rounds * 15_000 },
    async () => {
      const dbpath = await databases.directory();
      const log: WriterLog = {
        inserted: new Set(),
        deleted: new Set(),
        deleteSent: new Set(),
        acknowledgedIncrements: new Map(),
        sentIncrements: new Map(),
      };
      for (let round = 0; round < rounds; round += 1) {
        // A tiny compaction threshold: snapshots are taken all the time, so the kill also lands
        // in the middle of compactions.
        const database = await databases.start(dbpath, {
          EMBEDDED_DB_COMPACT_AFTER_BYTES: String(4 * 1024),
        });
        const writer = databases.track(runTypeScript('acknowledged-writer.ts', [database.uri]));
        followWriter(writer.stdout!, log);
        const insertedBefore = log.inserted.size;
        await waitUntil(
          () => log.inserted.size > insertedBefore + 20,
          15_000,
          'the writer to get going',
        );
        await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 700));
        process.kill(database.pid, 'SIGKILL');
        await exitOf(writer);
      }

      expect(existsSync(join(dbpath, 'snapshot.bson')), 'a compaction ran while writing').toBe(
        true,
      );
      const database = await databases.start(dbpath);
      const client = new MongoClient(database.uri);
      try {
        const stored = new Map(
          (
            await client
              .db('crash')
              .collection<{ _id: string; count: number }>('crash_writes')
              .find()
              .toArray()
          ).map((doc) => [doc._id, doc.count]),
        );
        expect(log.inserted.size).toBeGreaterThan(20 * rounds);
        expect(log.acknowledgedIncrements.size).toBeGreaterThan(0);
        const lost: string[] = [];
        for (const id of log.inserted) {
          if (log.deleted.has(id)) {
            if (stored.has(id))
              lost.push(`delete of ${id} was acknowledged but the document is back`);
            continue;
          }
          const count = stored.get(id);
          if (count === undefined) {
            if (!log.deleteSent.has(id))
              lost.push(`insert of ${id} was acknowledged but the document is missing`);
            continue;
          }
          const acknowledged = log.acknowledgedIncrements.get(id) ?? 0;
          const sent = log.sentIncrements.get(id) ?? 0;
          if (count < acknowledged || count > sent)
            lost.push(
              `${id} has count ${count}; ${acknowledged} increments acknowledged, ${sent} sent`,
            );
        }
        expect(lost).toEqual([]);
      } finally {
        await client.close();
      }
    },
  );

  it('opens a data directory whose journal ends in a torn record, without that record', async () => {
    const dbpath = await databases.directory();
    const first = await databases.start(dbpath);
    const client = new MongoClient(first.uri);
    const jobs = client.db('rozgar').collection<{ _id: number; job_title: string }>('jobs');
    for (let n = 1; n <= 10; n += 1)
      await jobs.insertOne({ _id: n, job_title: `Backend Engineer ${n}` });
    await client.close();
    // A crash: a clean stop would fold the journal into a snapshot (ADR 016, "Cold start").
    process.kill(first.pid, 'SIGKILL');
    await first.exited;

    const journals = (await readdir(dbpath)).filter((name) => name.startsWith('journal-')).sort();
    const journal = join(dbpath, journals.at(-1)!);
    await truncate(journal, (await stat(journal)).size - 7);

    const second = await databases.start(dbpath);
    const reader = new MongoClient(second.uri);
    const reopenedJobs = reader.db('rozgar').collection<{ _id: number; job_title: string }>('jobs');
    try {
      expect((await reopenedJobs.find().sort({ _id: 1 }).toArray()).map((job) => job._id)).toEqual([
        1, 2, 3, 4, 5, 6, 7, 8, 9,
      ]);
      await reopenedJobs.insertOne({ _id: 10, job_title: 'Backend Engineer 10, again' });
      expect(await reopenedJobs.countDocuments()).toBe(10);
    } finally {
      await reader.close();
    }
  });
});
