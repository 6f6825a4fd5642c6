import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { spawnEmbeddedDb, type EmbeddedDb } from '../embedded-db/src/spawn';
import { User } from '../app/models/user.server';
import { hashPassword } from '../app/services/auth.server';
import { resolveDatabase, type DatabaseHandle } from '../server/database';
import { startTestApp, type TestApp } from './support/harness';

/** Polls GET /api/health until it answers 200; returns how long that took. */
async function healthyAgainWithin(app: TestApp, limitMs: number): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < limitMs) {
    const response = await app.client().get('/api/health');
    if (response.status === 200) return Date.now() - started;
    await sleep(100);
  }
  throw new Error(`/api/health was not 200 again within ${limitMs} ms`);
}

async function waitForStatus(app: TestApp, status: number, limitMs = 10_000) {
  const started = Date.now();
  while ((await app.client().get('/api/health')).status !== status) {
    if (Date.now() - started > limitMs) throw new Error(`/api/health never answered ${status}`);
    await sleep(50);
  }
}

/** Polls until the supervisor has started a database process other than `killed`. */
async function restartedWithin(database: DatabaseHandle, killed: number, limitMs: number) {
  const started = Date.now();
  while (database.pid!() === killed) {
    if (Date.now() - started > limitMs)
      throw new Error(`no new database process within ${limitMs} ms`);
    await sleep(20);
  }
}

async function createSeeker() {
  await User.create({
    email: 'kavya@example.com',
    password_hash: await hashPassword('Demo@12345'),
    role: 'Job Seeker',
    name: 'Kavya Nair',
  });
}

describe('the embedded database, supervised by the BFF', () => {
  let dataDir: string;
  let database: DatabaseHandle;
  let app: TestApp;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'rozgar-supervised-'));
    database = await resolveDatabase({}, dataDir);
    app = await startTestApp({ mongoUri: database.uri.replace('/?', '/rozgar?') });
    await createSeeker();
  });

  afterAll(async () => {
    await app?.close();
    await database?.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is restarted after kill -9 and the portal answers again within 10 s, data intact', async () => {
    const seeker = app.client();
    expect((await seeker.login('kavya@example.com', 'Demo@12345')).status).toBe(200);
    const killed = database.pid!();
    const killedAt = Date.now();
    process.kill(killed, 'SIGKILL');
    // Not "wait for a 503 first": the supervisor's restart can be quicker than a poll sees the
    // outage (CI, stop 28). The new process, then a healthy answer, both within 10 s of the kill.
    await restartedWithin(database, killed, 10_000);
    await healthyAgainWithin(app, 10_000 - (Date.now() - killedAt));
    const tookMs = Date.now() - killedAt;
    expect(database.pid!()).not.toBe(killed);
    console.log(`[database-recovery] embedded database back after kill -9 in ${tookMs} ms`);
    // the session and the account were journaled before the crash
    expect((await seeker.get('/api/me')).status).toBe(200);
    expect((await app.client().login('kavya@example.com', 'Demo@12345')).status).toBe(200);
  });
});

describe('a MongoDB server given by MONGODB_URI', () => {
  let dbpath: string;
  let server: EmbeddedDb | undefined;
  let app: TestApp;

  beforeAll(async () => {
    dbpath = await mkdtemp(join(tmpdir(), 'rozgar-external-'));
    server = await spawnEmbeddedDb({ dbpath });
    app = await startTestApp({ mongoUri: server.uri.replace('/?', '/rozgar?') });
    await createSeeker();
  });

  afterAll(async () => {
    await app?.close();
    await server?.stop();
    await rm(dbpath, { recursive: true, force: true });
  });

  it('is reconnected to by the driver once the operator restarts it', async () => {
    const port = server!.port;
    process.kill(server!.pid, 'SIGKILL');
    await server!.exited;
    await waitForStatus(app, 503);

    server = await spawnEmbeddedDb({ dbpath, port });
    await healthyAgainWithin(app, 10_000);
    expect((await app.client().login('kavya@example.com', 'Demo@12345')).status).toBe(200);
  });
});

/** Runs `server.ts` (the BFF's entry) in a child process and collects its output until it exits or listens. */
function startBff(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
    cwd: join(import.meta.dirname, '..'),
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'development', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const outcome = new Promise<'listening' | number>((resolve) => {
    child.stdout.on('data', () => {
      if (/Rozgar on http/.test(output)) resolve('listening');
    });
    child.once('exit', (code) => resolve(code ?? -1));
  });
  return { child, outcome, output: () => output };
}

describe('demo data', () => {
  let dbpath: string;
  let server: EmbeddedDb;
  const running: Array<ReturnType<typeof startBff>> = [];

  beforeAll(async () => {
    dbpath = await mkdtemp(join(tmpdir(), 'rozgar-real-db-'));
    server = await spawnEmbeddedDb({ dbpath });
  });

  afterEach(async () => {
    for (const bff of running.splice(0)) {
      if (bff.child.exitCode === null) {
        bff.child.kill('SIGTERM');
        await bff.outcome;
        await new Promise((resolve) => bff.child.once('exit', resolve).once('close', resolve));
      }
    }
  });

  afterAll(async () => {
    await server?.stop();
    await rm(dbpath, { recursive: true, force: true });
  });

  const realDatabase = () => ({
    MONGODB_URI: server.uri.replace('/?', '/rozgar_live?'),
    SMTP_URL: 'smtp://127.0.0.1:2525',
    SESSION_SECRET: 'demo-data-test-secret',
    PORT: '0',
  });

  it('is not seeded into a real database unless SEED_DEMO_DATA=1', async () => {
    const bff = startBff({ ...realDatabase(), NODE_ENV: 'development' });
    running.push(bff);
    expect(await bff.outcome, bff.output()).toBe('listening');
    const { MongoClient } = await import('mongodb');
    const client = new MongoClient(server.uri);
    try {
      expect(await client.db('rozgar_live').collection('users').countDocuments()).toBe(0);
      expect(await client.db('rozgar_live').collection('jobs').countDocuments()).toBe(0);
    } finally {
      await client.close();
    }
  });

  it('refuses to start in production with SEED_DEMO_DATA=1 unless ALLOW_DEMO_ACCOUNTS=1, saying why', async () => {
    const bff = startBff({ ...realDatabase(), NODE_ENV: 'production', SEED_DEMO_DATA: '1' });
    running.push(bff);
    expect(await bff.outcome).toBe(1);
    expect(bff.output()).toMatch(/ALLOW_DEMO_ACCOUNTS=1/);
  });
});
