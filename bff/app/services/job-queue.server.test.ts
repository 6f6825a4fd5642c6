import mongoose from 'mongoose';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../test/support/database';
import {
  AGENDA_COLLECTION,
  enqueueJob,
  isProcessingJobs,
  startJobQueue,
  stopJobQueue,
  type QueueJobDefinition,
} from './job-queue.server';

// The queue itself (docs/decisions/028-background-jobs.md) on the embedded database: jobs run
// once each, a repeating job is stored once, a non-processing queue only stores, and stopping
// lets a running job finish. Two instances on one database: test/job-alerts-instances.test.ts.

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
  await mongoose.connect(database.uri);
});

afterEach(async () => {
  await stopJobQueue();
  await mongoose.connection.db!.collection(AGENDA_COLLECTION).deleteMany({});
});

afterAll(async () => {
  await mongoose.disconnect();
  await database.stop();
});

const db = () => mongoose.connection.db!;

async function until(condition: () => boolean | Promise<boolean>, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function recorder(name: string) {
  const seen: number[] = [];
  const definition: QueueJobDefinition<{ n: number }> = {
    name,
    handler: async ({ n }) => {
      seen.push(n);
    },
  };
  return { seen, definition };
}

describe('the job queue', () => {
  it('runs every enqueued job once, soon, and forgets it when done', async () => {
    const { seen, definition } = recorder('test:record');
    await startJobQueue({
      db: db(),
      process: true,
      processEveryMs: 100,
      definitions: [definition],
    });
    expect(isProcessingJobs()).toBe(true);
    for (let n = 0; n < 25; n++) await enqueueJob('test:record', { n });
    await until(() => seen.length >= 25);
    expect([...seen].sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, n) => n));
    await until(async () => (await db().collection(AGENDA_COLLECTION).countDocuments({})) === 0);
  });

  it('only stores jobs in a process that does not process them (CLI tools)', async () => {
    const { seen, definition } = recorder('test:stored');
    await startJobQueue({
      db: db(),
      process: false,
      processEveryMs: 50,
      definitions: [definition],
    });
    expect(isProcessingJobs()).toBe(false);
    await enqueueJob('test:stored', { n: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen).toEqual([]);
    expect(await db().collection(AGENDA_COLLECTION).countDocuments({ name: 'test:stored' })).toBe(
      1,
    );
    // the next processing instance runs it
    await startJobQueue({ db: db(), process: true, processEveryMs: 50, definitions: [definition] });
    await until(() => seen.length === 1);
  });

  it('stores a repeating job once however many times instances start', async () => {
    const { definition } = recorder('test:repeat');
    const options = {
      db: db(),
      process: false,
      definitions: [definition],
      repeating: [{ every: '1 hour', name: 'test:repeat' }],
    };
    await startJobQueue(options);
    await startJobQueue(options);
    expect(await db().collection(AGENDA_COLLECTION).countDocuments({ name: 'test:repeat' })).toBe(
      1,
    );
  });

  it('lets a running job finish when it stops', async () => {
    let finished = false;
    let started = false;
    await startJobQueue({
      db: db(),
      process: true,
      processEveryMs: 50,
      definitions: [
        {
          name: 'test:slow',
          handler: async () => {
            started = true;
            await new Promise((resolve) => setTimeout(resolve, 300));
            finished = true;
          },
        },
      ],
    });
    await enqueueJob('test:slow', {});
    await until(() => started);
    await stopJobQueue();
    expect(finished).toBe(true);
  });

  it('refuses to enqueue without a queue in the process', async () => {
    await expect(enqueueJob('test:none', {})).rejects.toThrow(/no job queue/);
  });
});
