import { setTimeout as sleep } from 'node:timers/promises';
import { spawnEmbeddedDb, type EmbeddedDb } from '../embedded-db/src/spawn';

export interface SupervisorOptions {
  dbpath: string;
  /** Where restarts are reported (the BFF's log). */
  log?: (message: string) => void;
  /** Waits between restart attempts: the first, doubling up to the last. */
  backoffMs?: { first: number; max: number };
}

export interface SupervisedEmbeddedDb {
  /** Stays the same across restarts: the database comes back on the same port. */
  uri: string;
  port: number;
  /** The pid of the database process running now (a new one after each restart). */
  pid: () => number;
  /** How many times the database was restarted after it died. */
  restarts: () => number;
  /** Stops supervising and stops the database. */
  stop: () => Promise<void>;
}

/**
 * The embedded database, restarted whenever its process dies without being asked to (a crash, an
 * out-of-memory kill, kill -9; not a clean exit on SIGTERM or SIGINT). Restarting is safe because every acknowledged write is in its
 * journal; it comes back on the same port and data directory, so the BFF's MongoDB driver
 * reconnects by itself and the portal heals without a restart of its own. Failed restarts are
 * retried with a doubling wait (250 ms up to 5 s by default) until one succeeds or `stop()`.
 */
export async function superviseEmbeddedDb({
  dbpath,
  log = console.log,
  backoffMs = { first: 250, max: 5000 },
}: SupervisorOptions): Promise<SupervisedEmbeddedDb> {
  let current: EmbeddedDb = await spawnEmbeddedDb({ dbpath });
  const port = current.port;
  let stopping = false;
  let restarts = 0;
  let restarting: Promise<void> | undefined;

  const restart = async () => {
    for (let attempt = 0; !stopping; attempt += 1) {
      const wait = Math.min(backoffMs.first * 2 ** attempt, backoffMs.max);
      await sleep(wait);
      if (stopping) return;
      try {
        current = await spawnEmbeddedDb({ dbpath, port });
        restarts += 1;
        log(`[bff] embedded database restarted (pid ${current.pid}, port ${port})`);
        watch(current);
        return;
      } catch (error) {
        log(
          `[bff] embedded database restart failed, retrying: ${
            (error as Error).message.split('\n')[0]
          }`,
        );
      }
    }
  };

  const watch = (database: EmbeddedDb) => {
    void database.exited.then(({ code, signal }) => {
      if (stopping || database !== current) return;
      // Exit code 0 is a shutdown it was asked for (SIGTERM or SIGINT, sent to it by name: it
      // has a process group of its own, spawn.ts), not a death to heal.
      if (code === 0) {
        log('[bff] embedded database stopped');
        return;
      }
      log(`[bff] embedded database exited (${signal ?? `code ${code}`}); restarting it`);
      restarting = restart().finally(() => {
        restarting = undefined;
      });
    });
  };
  watch(current);

  return {
    uri: current.uri,
    port,
    pid: () => current.pid,
    restarts: () => restarts,
    stop: async () => {
      stopping = true;
      await restarting;
      await current.stop();
    },
  };
}
