import { afterAll, beforeAll, expect, it } from 'vitest';
import { User } from '../app/models/user.server';
import { hashPassword } from '../app/services/auth.server';
import { startTestApp, type TestApp } from './support/harness';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ serverSelectionTimeoutMS: 1000 });
  await User.create({
    email: 'seeker@example.com',
    password_hash: await hashPassword('Demo@12345'),
    role: 'Job Seeker',
    name: 'Aarav Sharma',
  });
});

afterAll(async () => {
  await app?.close();
});

it('answers 503 "Database unavailable" when the database goes away', async () => {
  const client = app.client();
  expect((await client.login('seeker@example.com', 'Demo@12345')).status).toBe(200);
  expect((await client.get('/api/jobs')).status).toBe(200);
  const healthy = await client.get('/api/health');
  expect(healthy.status).toBe(200);
  expect(await healthy.json()).toEqual({ status: 'ok' });
  await app.database.stop();

  // a health probe without a session notices at once
  const health = await app.client().get('/api/health');
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ error: 'Database unavailable' });

  for (const path of ['/api/jobs', '/api/communities', '/api/me']) {
    const response = await client.get(path);
    expect(response.status, path).toBe(503);
    expect(await response.json()).toEqual({ error: 'Database unavailable' });
  }
  const login = await app.client().login('seeker@example.com', 'Demo@12345');
  expect(login.status).toBe(503);
  expect(await login.json()).toEqual({ error: 'Database unavailable' });
});
