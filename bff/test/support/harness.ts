import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createApp, type CreateAppOptions, type RozgarApp } from '../../server';
import { startMailCatcher } from '../../server/mail-catcher';
import { startTestDatabase, type TestDatabase } from './database';
import { CookieClient } from './cookie-client';
import { mailboxAt, type Mailbox } from './mailbox';

export interface TestApp {
  baseUrl: string;
  rozgar: RozgarApp;
  database: TestDatabase;
  client: () => CookieClient;
  /** The app's mail catcher, read over its REST API (unless the test set SMTP_URL itself). */
  mailbox: Mailbox;
  close: () => Promise<void>;
}

/**
 * The BFF exactly as production wires it (sessions, passport, Remix routes compiled by Vite),
 * against its own embedded database, listening on a free port. It sends e-mail over SMTP to a
 * mail catcher of its own on free ports, or to the test's `env.SMTP_URL`.
 */
export async function startTestApp(options: Partial<CreateAppOptions> = {}): Promise<TestApp> {
  const ownSmtp = options.env?.SMTP_URL !== undefined;
  const [database, catcher] = await Promise.all([
    startTestDatabase(),
    ownSmtp ? undefined : startMailCatcher({ webPort: 0, smtpPort: 0 }),
  ]);
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
    env: { SESSION_SECRET: 'bff-test-secret', SMTP_URL: catcher?.smtpUrl, ...options.env },
  }).catch(async (error: unknown) => {
    await catcher?.stop();
    throw error;
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
    mailbox: catcher ? mailboxAt(catcher.inboxUrl) : noMailbox,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rozgar.close();
      await catcher?.stop();
      await database.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const noCatcher = async (): Promise<never> => {
  throw new Error('this test app sends e-mail to the SMTP_URL its test gave, not to a catcher');
};
const noMailbox: Mailbox = { url: '', messagesTo: noCatcher, latestCode: noCatcher };
