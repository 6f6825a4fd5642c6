import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { superviseEmbeddedDb, type SupervisedEmbeddedDb } from './embedded-db-supervisor';

/** Waits until `pid` is no longer a running process. */
async function exited(pid: number): Promise<void> {
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('superviseEmbeddedDb', () => {
  let dbpath: string;
  let database: SupervisedEmbeddedDb;
  const log: string[] = [];

  beforeAll(async () => {
    dbpath = await mkdtemp(join(tmpdir(), 'rozgar-supervisor-'));
    database = await superviseEmbeddedDb({
      dbpath,
      log: (message) => log.push(message),
      backoffMs: { first: 10, max: 10 },
    });
  });

  afterAll(async () => {
    await database?.stop();
    await rm(dbpath, { recursive: true, force: true });
  });

  it('restarts a database that died, but not one that shut down cleanly on SIGTERM', async () => {
    const first = database.pid();
    process.kill(first, 'SIGKILL');
    while (database.restarts() === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const second = database.pid();
    expect(second).not.toBe(first);

    // SIGTERM reaches the database with the BFF's own when it goes to the process group.
    process.kill(second, 'SIGTERM');
    await exited(second);
    while (!log.includes('[bff] embedded database stopped'))
      await new Promise((resolve) => setTimeout(resolve, 20));
    // A restart would have begun after the 10 ms backoff.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(database.restarts()).toBe(1);
    expect(database.pid()).toBe(second);
  });
});
