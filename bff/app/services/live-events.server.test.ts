import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bffRoot } from '../../server/paths';
import { startTestDatabase, type TestDatabase } from '../../test/support/database';
import {
  LIVE_EVENTS_COLLECTION,
  publishLiveEvent,
  stopLiveEvents,
  subscribeLiveEvents,
} from './live-events.server';

// Two processes on one database, as two BFF instances: this one, and a child that subscribes
// and publishes through the same service (test/support/live-events-process.ts).

const CHILD = fileURLToPath(new URL('../../test/support/live-events-process.ts', import.meta.url));
const CHANNEL = 'community:64b000000000000000000001';

let database: TestDatabase;
let child: ChildProcess;
const childLines: string[] = [];
const childWaiters: Array<() => void> = [];

/** Resolves with the first line of the child's output matching `test` (waiting for it). */
async function childLine(test: (line: string) => boolean, timeoutMs = 5_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = childLines.find(test);
    if (found) return found;
    if (Date.now() > deadline)
      throw new Error(`child never printed it; it printed ${childLines.join(' | ')}`);
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, 100);
      childWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}

/** Collects what a listener receives; `next` waits for the n-th item. */
function collector() {
  const received: unknown[] = [];
  const wakers: Array<() => void> = [];
  return {
    received,
    listener: (data: unknown) => {
      received.push(data);
      for (const wake of wakers.splice(0)) wake();
    },
    async count(n: number, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      while (received.length < n && Date.now() < deadline)
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, 50);
          wakers.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      return received;
    },
  };
}

beforeAll(async () => {
  database = await startTestDatabase();
  await mongoose.connect(database.uri, { serverSelectionTimeoutMS: 5_000 });
  child = spawn(process.execPath, ['--import', 'tsx', CHILD], {
    cwd: bffRoot,
    env: { ...process.env, LIVE_EVENTS_MONGO_URI: database.uri, LIVE_EVENTS_CHANNEL: CHANNEL },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  createInterface({ input: child.stdout! }).on('line', (line) => {
    childLines.push(line);
    for (const wake of childWaiters.splice(0)) wake();
  });
  await childLine((line) => line === 'subscribed', 30_000);
});

afterAll(async () => {
  child?.stdin?.end();
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    const killer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(killer);
  }
  await stopLiveEvents();
  await mongoose.disconnect();
  await database?.stop();
});

describe('live events', () => {
  it('reach the listeners of every process, and only those of the channel', async () => {
    const here = collector();
    const elsewhere = collector();
    const unsubscribe = subscribeLiveEvents(CHANNEL, here.listener);
    const unsubscribeOther = subscribeLiveEvents('community:other', elsewhere.listener);
    try {
      await publishLiveEvent(CHANNEL, { type: 'post_created', n: 1 });
      expect(await here.count(1)).toEqual([{ type: 'post_created', n: 1 }]);
      expect(await childLine((line) => line.startsWith('event '))).toBe(
        'event {"type":"post_created","n":1}',
      );

      // Published by the other process: received here.
      child.stdin!.write(`publish ${CHANNEL} {"type":"post_liked","n":2}\n`);
      expect(await here.count(2)).toEqual([
        { type: 'post_created', n: 1 },
        { type: 'post_liked', n: 2 },
      ]);
      expect(elsewhere.received).toEqual([]);
    } finally {
      unsubscribe();
      unsubscribeOther();
    }
  });

  it('start from the time of subscribing, not the history', async () => {
    await publishLiveEvent('community:history', { n: 'old' });
    const listener = collector();
    const unsubscribe = subscribeLiveEvents('community:history', listener.listener);
    try {
      await publishLiveEvent('community:history', { n: 'new' });
      expect(await listener.count(1)).toEqual([{ n: 'new' }]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(listener.received).toEqual([{ n: 'new' }]);
    } finally {
      unsubscribe();
    }
  });

  it('stop reaching a listener once it unsubscribed', async () => {
    const kept = collector();
    const dropped = collector();
    const unsubscribeKept = subscribeLiveEvents(CHANNEL, kept.listener);
    const unsubscribeDropped = subscribeLiveEvents(CHANNEL, dropped.listener);
    unsubscribeDropped();
    try {
      await publishLiveEvent(CHANNEL, { n: 3 });
      expect(await kept.count(1)).toEqual([{ n: 3 }]);
      expect(dropped.received).toEqual([]);
    } finally {
      unsubscribeKept();
    }
  });

  it('go through a capped collection', async () => {
    const [info] = await mongoose.connection
      .db!.listCollections({ name: LIVE_EVENTS_COLLECTION })
      .toArray();
    expect(info).toMatchObject({ options: { capped: true } });
  });
});
