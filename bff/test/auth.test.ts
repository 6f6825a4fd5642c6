import mongoose from 'mongoose';
import { loginPayloadSchema, mePayloadSchema } from '@rozgar/contracts/payloads/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../app/models/user.server';
import { hashPassword } from '../app/services/auth.server';
import { cookieAttributes } from './support/cookie-client';
import { startTestApp, type TestApp } from './support/harness';

const PASSWORD = 'Demo@12345';
let app: TestApp;
let seekerId: string;

beforeAll(async () => {
  app = await startTestApp({
    env: { ALLOWED_ORIGINS: 'http://localhost:3000' },
    loginRateLimit: { limit: 50, windowMs: 60_000 },
  });
  const passwordHash = await hashPassword(PASSWORD);
  const [seeker] = await User.create([
    {
      email: 'seeker@example.com',
      password_hash: passwordHash,
      role: 'Job Seeker',
      name: 'Aarav Sharma',
    },
    {
      email: 'recruiter@example.com',
      password_hash: passwordHash,
      role: 'Recruiter',
      name: 'Priya Nair',
    },
  ]);
  seekerId = String(seeker!._id);
});

afterAll(async () => {
  await app?.close();
});

const sessions = () =>
  mongoose.connection.db!.collection<{ _id: string; session: string | Record<string, unknown> }>(
    'sessions',
  );

describe('POST /api/login', () => {
  it('logs a seeker in: role and user in the body, an httpOnly SameSite=Lax session cookie', async () => {
    const client = app.client();
    const response = await client.login('seeker@example.com', PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      role: 'Job Seeker',
      user: { id: seekerId, email: 'seeker@example.com', role: 'Job Seeker', name: 'Aarav Sharma' },
      welcome: false,
    });
    const attributes = cookieAttributes(response, 'rozgar.sid');
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=lax');
    expect(attributes).toContain('path=/');
    expect(attributes).not.toContain('secure'); // plain http here; Secure only over https
  });

  it('accepts the email in any letter case and with surrounding spaces', async () => {
    const response = await app.client().login('  Recruiter@Example.COM ', PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      role: 'Recruiter',
      user: { email: 'recruiter@example.com' },
    });
  });

  it('answers the same user as GET /api/me, a recruiter’s with accountAdmin', async () => {
    for (const email of ['seeker@example.com', 'recruiter@example.com']) {
      const client = app.client();
      const login = loginPayloadSchema.parse(await (await client.login(email, PASSWORD)).json());
      const me = mePayloadSchema.parse(await (await client.get('/api/me')).json());
      expect(login.user).toEqual(me.user);
      expect(login.role).toBe(me.user.role);
    }
    const recruiter = await app.client().login('recruiter@example.com', PASSWORD);
    expect(await recruiter.json()).toMatchObject({
      role: 'Recruiter',
      user: { email: 'recruiter@example.com', name: 'Priya Nair', accountAdmin: true },
    });
  });

  it('refuses a wrong password and an unknown email with the same 401 and no cookie', async () => {
    for (const [email, password] of [
      ['seeker@example.com', 'wrong-password'],
      ['nobody@example.com', PASSWORD],
    ] as const) {
      const response = await app.client().login(email, password);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Invalid email or password' });
      expect(cookieAttributes(response, 'rozgar.sid')).toBeUndefined();
    }
  });

  it('answers 400 with a readable error for invalid bodies', async () => {
    const client = app.client();
    const missingPassword = await client.post('/api/login', { email: 'seeker@example.com' });
    expect(missingPassword.status).toBe(400);
    expect((await missingPassword.json()).error).toMatch(/password/i);

    const badEmail = await client.post('/api/login', { email: 'not-an-email', password: PASSWORD });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).error).toMatch(/email/i);

    const notJson = await client.request('/api/login', {
      method: 'POST',
      body: '{email:',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await notJson.json()).toEqual({ error: 'Request body must be valid JSON' });
  });

  it('answers 413 for an oversized body', async () => {
    const response = await app
      .client()
      .post('/api/login', { email: 'seeker@example.com', password: 'x'.repeat(200_000) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: 'Request body is too large' });
  });
});

describe('the session', () => {
  it('GET /api/me is 401 when logged out and returns the user when logged in', async () => {
    const client = app.client();
    const anonymous = await client.get('/api/me');
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Not logged in' });

    await client.login('seeker@example.com', PASSWORD);
    const me = await client.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({
      user: { id: seekerId, email: 'seeker@example.com', role: 'Job Seeker', name: 'Aarav Sharma' },
    });
    // still logged in on the next request
    expect((await client.get('/api/me')).status).toBe(200);
  });

  it('is kept in MongoDB’s sessions collection, keyed by the cookie’s session id', async () => {
    const client = app.client();
    await client.login('seeker@example.com', PASSWORD);
    const signed = decodeURIComponent(client.cookies.get('rozgar.sid')!);
    const sessionId = signed.slice(2, signed.lastIndexOf('.')); // "s:<id>.<signature>"
    const stored = await sessions().findOne({ _id: sessionId });
    expect(stored).not.toBeNull();
    const data =
      typeof stored!.session === 'string' ? JSON.parse(stored!.session) : stored!.session;
    expect(data).toMatchObject({ passport: { user: seekerId } });
  });

  it('gets a new id at login, so a session id known before login is worthless afterwards', async () => {
    const client = app.client();
    await client.login('seeker@example.com', PASSWORD);
    const before = client.cookies.get('rozgar.sid')!;
    await client.login('recruiter@example.com', PASSWORD);
    const after = client.cookies.get('rozgar.sid')!;
    expect(after).not.toBe(before);
    expect(await (await client.get('/api/me')).json()).toMatchObject({
      user: { role: 'Recruiter', name: 'Priya Nair' },
    });

    const replay = app.client();
    replay.cookies.set('rozgar.sid', before);
    expect((await replay.get('/api/me')).status).toBe(401);
  });

  it('POST /api/logout destroys the session and clears the cookie', async () => {
    const client = app.client();
    await client.login('seeker@example.com', PASSWORD);
    const cookie = client.cookies.get('rozgar.sid')!;
    const countBefore = await sessions().countDocuments();

    const response = await client.post('/api/logout');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
    expect(client.cookies.has('rozgar.sid')).toBe(false);
    expect(await sessions().countDocuments()).toBe(countBefore - 1);
    expect((await client.get('/api/me')).status).toBe(401);

    const replay = app.client();
    replay.cookies.set('rozgar.sid', cookie);
    expect((await replay.get('/api/me')).status).toBe(401);
  });
});

describe('cross-site protection of mutating calls', () => {
  it('refuses a POST from another origin, or with neither Origin nor Referer', async () => {
    for (const origin of ['https://evil.example', false] as const) {
      const response = await app
        .client()
        .post('/api/login', { email: 'seeker@example.com', password: PASSWORD }, { origin });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Cross-site request refused' });
      expect(cookieAttributes(response, 'rozgar.sid')).toBeUndefined();
    }
  });

  it('accepts its own origin by Referer and an origin listed in ALLOWED_ORIGINS', async () => {
    const byReferer = await app
      .client()
      .post(
        '/api/login',
        { email: 'seeker@example.com', password: PASSWORD },
        { origin: false, headers: { referer: `${app.baseUrl}/login` } },
      );
    expect(byReferer.status).toBe(200);
    const allowed = await app
      .client()
      .post(
        '/api/login',
        { email: 'seeker@example.com', password: PASSWORD },
        { origin: 'http://localhost:3000' },
      );
    expect(allowed.status).toBe(200);
  });

  it('leaves reads alone', async () => {
    const response = await app
      .client()
      .get('/api/me', { headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(401);
  });
});
