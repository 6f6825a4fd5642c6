/**
 * A writer for the crash tests: streams inserts, `$inc` updates and deletes to the database at
 * `argv[2]` with several requests in flight, and reports on stdout, one line each:
 *   `sent-update <id>` before an update is sent, `insert <id>` / `update <id>` / `delete <id>`
 *   once acknowledged, and `delete-sent <id>` before a delete is sent.
 * It exits when the database goes away.
 */
import { MongoClient } from 'mongodb';

const uri = process.argv[2];
if (!uri) throw new Error('usage: acknowledged-writer.ts <mongodb uri> [collection]');
const collectionName = process.argv[3] ?? 'crash_writes';
const CONCURRENT_WRITERS = 6;
const report = (line: string) => process.stdout.write(`${line}\n`);

const client = new MongoClient(uri, {
  serverSelectionTimeoutMS: 2_000,
  socketTimeoutMS: 5_000,
  retryWrites: false,
  maxPoolSize: CONCURRENT_WRITERS,
});
const collection = client
  .db('crash')
  .collection<{ _id: string; writer: number; sequence: number; count: number; note: string }>(
    collectionName,
  );
const live: string[] = []; // acknowledged inserts that no delete has been sent for
let sequence = 0;

async function writeForever(writer: number): Promise<void> {
  for (;;) {
    const choice = Math.random();
    if (live.length < 5 || choice < 0.45) {
      const _id = `${process.pid}-${writer}-${sequence++}`;
      await collection.insertOne({
        _id,
        writer,
        sequence,
        count: 0,
        note: 'x'.repeat(Math.floor(Math.random() * 400)),
      });
      live.push(_id);
      report(`insert ${_id}`);
    } else if (choice < 0.93) {
      const _id = live[Math.floor(Math.random() * live.length)]!;
      report(`sent-update ${_id}`);
      await collection.updateOne({ _id }, { $inc: { count: 1 } });
      report(`update ${_id}`);
    } else {
      const _id = live.splice(Math.floor(Math.random() * live.length), 1)[0]!;
      report(`delete-sent ${_id}`);
      await collection.deleteOne({ _id });
      report(`delete ${_id}`);
    }
  }
}

try {
  await Promise.all(
    Array.from({ length: CONCURRENT_WRITERS }, (_, writer) => writeForever(writer)),
  );
} catch (error) {
  report(`stopped ${(error as Error).name}`);
} finally {
  await client.close(true).catch(() => undefined);
  process.exit(0);
}
