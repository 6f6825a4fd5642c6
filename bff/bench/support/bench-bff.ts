import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnEmbeddedDb } from '../../embedded-db/src/spawn';
import { createApp } from '../../server';
import { startMailCatcher } from '../../server/mail-catcher';
import type { Env } from '../../server/paths';

/** A BFF a benchmark measures, with everything it runs on, all of its own. */
export interface BenchBff {
  /** The embedded database's URI (database `rozgar`): a second server of the deployment uses it. */
  mongoUri: string;
  /** http://127.0.0.1:<free port> */
  baseUrl: string;
  /** The configuration the BFF was given (SMTP_URL included): a second server takes the same. */
  env: Record<string, string>;
  /** Stops the server, the BFF, the mail catcher and the database, and deletes their files. */
  stop: () => Promise<void>;
}

/**
 * Spawns the embedded database (journaled, in a temporary directory `rozgar-bench-<name>-…`) and a
 * mail catcher on free ports, and runs the BFF on them (`createApp`: the real Remix routes,
 * compiled by Vite as in development, its Agenda worker; no frontends) on a free port of
 * 127.0.0.1, configured by `env` (SESSION_SECRET defaults to one of its own; SMTP_URL is the
 * catcher's).
 */
export async function startBenchBff(name: string, env: Env = {}): Promise<BenchBff> {
  const dataDir = await mkdtemp(join(tmpdir(), `rozgar-bench-${name}-`));
  const emptyDist = join(dataDir, 'no-frontends');
  await mkdir(emptyDist, { recursive: true });
  const database = await spawnEmbeddedDb({ dbpath: join(dataDir, 'db') });
  // createApp sends mail over SMTP only: a catcher of its own, on free ports.
  const catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
  const mongoUri = database.uri.replace('/?', '/rozgar?');
  const appEnv = { SESSION_SECRET: `bench-${name}-secret`, ...env, SMTP_URL: catcher.smtpUrl };
  const rozgar = await createApp({
    mongoUri,
    mode: 'development',
    watch: false,
    dataDir,
    frontendDirs: {
      shell: emptyDist,
      seeker: emptyDist,
      recruiter: emptyDist,
      community: emptyDist,
    },
    env: appEnv,
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = rozgar.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return {
    mongoUri,
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    env: Object.fromEntries(
      Object.entries(appEnv).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rozgar.close();
      await catcher.stop();
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
