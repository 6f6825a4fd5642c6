import { join } from 'node:path';
import type { Env } from './paths';

export interface DatabaseHandle {
  uri: string;
  /** Stops the embedded database when this process started it. */
  stop: () => Promise<void>;
  embedded: boolean;
  /** The embedded database's current process id (it changes when the database is restarted). */
  pid?: () => number;
}

/**
 * MONGODB_URI when set (the driver reconnects by itself when that server restarts); otherwise the
 * embedded, MongoDB-compatible database, started as a supervised child process with its data in
 * `<dataDir>/db` (DB_PATH overrides it) and restarted whenever it dies.
 */
export async function resolveDatabase(env: Env, dataDir: string): Promise<DatabaseHandle> {
  if (env.MONGODB_URI) return { uri: env.MONGODB_URI, stop: async () => {}, embedded: false };
  const { superviseEmbeddedDb } = await import('./embedded-db-supervisor');
  const db = await superviseEmbeddedDb({ dbpath: env.DB_PATH ?? join(dataDir, 'db') });
  const stop = async () => {
    // The child process does not hold this process open; keep it alive until the database has
    // really exited, or a short script could end first and leave the database running.
    const keepAlive = setInterval(() => {}, 1000);
    try {
      await db.stop();
    } finally {
      clearInterval(keepAlive);
    }
  };
  return { uri: db.uri, stop, embedded: true, pid: db.pid };
}
