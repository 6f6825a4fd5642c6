import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../embedded-db/src/server';
import { publishLiveEvent, stopLiveEvents, subscribeLiveEvents } from './live-events.server';

// The tail outlives its database: when the database restarts, the cursor fails, and the tail
// starts a new one (with backoff) that delivers what is published afterwards.

let server: RunningServer | undefined;
let dbpath: string | undefined;

afterAll(async () => {
  await stopLiveEvents();
  await mongoose.disconnect();
  await server?.close();
  if (dbpath) await rm(dbpath, { recursive: true, force: true });
});

/** Retries `run` until it succeeds (the driver needs a moment to find the restarted server). */
async function eventually(run: () => Promise<void>, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await run();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

async function received(list: unknown[], count: number, timeoutMs = 15_000): Promise<unknown[]> {
  const deadline = Date.now() + timeoutMs;
  while (list.length < count && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return list;
}

describe('live events across a database restart', () => {
  it('keep reaching their listeners once the database is back', async () => {
    dbpath = await mkdtemp(join(tmpdir(), 'rozgar-live-events-'));
    server = await startServer({ port: 0, dbpath });
    const port = server.port;
    await mongoose.connect(`mongodb://127.0.0.1:${port}/rozgar?directConnection=true`, {
      serverSelectionTimeoutMS: 5_000,
      heartbeatFrequencyMS: 500,
    });
    const events: unknown[] = [];
    const unsubscribe = subscribeLiveEvents('community:restart', (data) => events.push(data));
    try {
      await publishLiveEvent('community:restart', { n: 1 });
      expect(await received(events, 1)).toEqual([{ n: 1 }]);

      await server.close();
      server = await startServer({ port, dbpath });
      await eventually(() => publishLiveEvent('community:restart', { n: 2 }));
      expect(await received(events, 2)).toEqual([{ n: 1 }, { n: 2 }]);
    } finally {
      unsubscribe();
    }
  });
});
