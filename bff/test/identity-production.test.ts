import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../server';
import { startTestApp, type TestApp } from './support/harness';

const bffRoot = fileURLToPath(new URL('..', import.meta.url));
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { NODE_ENV: 'production' } });
});

afterAll(async () => {
  await app?.close();
});

describe('NODE_ENV=production', () => {
  it('has no outbox route: GET /api/dev/outbox is the JSON 404 of any unknown API path', async () => {
    const response = await app.client().get('/api/dev/outbox?to=someone@example.in');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('e-mails codes over SMTP as everywhere else, and keeps no copy in the database', async () => {
    const email = 'prod-user@example.in';
    const response = await app.client().post('/api/send-otp', { email, fullName: 'Meera' });
    expect(response.status).toBe(200);
    const [mail, ...older] = await app.mailbox.messagesTo(email);
    expect(older).toEqual([]);
    expect(mail).toMatchObject({
      subject: 'Your Rozgar verification code',
      from: [{ address: 'no-reply@rozgar.example', name: 'Rozgar' }],
    });
    expect(mail!.text).toMatch(/is: \d{6}/);
    const collections = await mongoose.connection.db!.listCollections().toArray();
    expect(collections.map((collection) => collection.name)).not.toContain('outbox');
  });
});

describe('without SMTP_URL', () => {
  it('createApp refuses to start, before it connects to anything', async () => {
    await expect(
      createApp({
        // Nothing listens there: connecting first would hang, not throw.
        mongoUri: 'mongodb://127.0.0.1:9/rozgar',
        env: { NODE_ENV: 'production', SESSION_SECRET: 'secret' },
      }),
    ).rejects.toThrow(
      /^SMTP_URL is not set: the BFF sends every e-mail \(one-time codes\) over SMTP/,
    );
  });

  it('a production server with its own database (MONGODB_URI) exits at start and says why', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'rozgar-no-smtp-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server.ts'], {
        cwd: bffRoot,
        env: {
          PATH: process.env.PATH,
          NODE_ENV: 'production',
          MONGODB_URI: 'mongodb://127.0.0.1:9/rozgar',
          DATA_DIR: dataDir,
          PORT: '0',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('[bff] failed to start: Error: SMTP_URL must be set in production');
      expect(output).not.toContain('Rozgar on http');
      expect(output).not.toContain('Mail inbox');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
