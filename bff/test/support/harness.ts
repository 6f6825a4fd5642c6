import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type CreateAppOptions, type RozgarApp } from '../../server';
import { startTestDatabase, type TestDatabase } from './database';
import { CookieClient } from './cookie-client';

export interface TestApp {
  baseUrl: string;
  rozgar: RozgarApp;
  database: TestDatabase;
  client: () => CookieClient;
  close: () => Promise<void>;
}

/**
 * The BFF exactly as production wires it (sessions, passport, Remix routes compiled by Vite),
 * against its own embedded database, listening on a free port.
 */
export async function startTestApp(options: Partial<CreateAppOptions> = {}): Promise<TestApp> {
  const database = await startTestDatabase();
  const dataDir = await mkdtemp(join(tmpdir(), 'rozgar-bff-data-'));
  const emptyDist = join(dataDir, 'no-frontends');
  await mkdir(emptyDist, { recursive: true });
  const rozgar = await createApp({
    mongoUri: database.uri,
    mode: 'development',
    watch: false,
    dataDir,
    serverSelectionTimeoutMS: 1500,
    frontendDirs: {
      shell: emptyDist,
      seeker: emptyDist,
      recruiter: emptyDist,
      community: emptyDist,
    },
    ...options,
    env: { SESSION_SECRET: 'bff-test-secret', ...options.env },
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = rozgar.app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    rozgar,
    database,
    client: () => new CookieClient(baseUrl),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rozgar.close();
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
