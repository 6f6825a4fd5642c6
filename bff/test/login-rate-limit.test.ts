import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../app/models/user.server';
import { hashPassword } from '../app/services/auth.server';
import { startTestApp, type TestApp } from './support/harness';

const PASSWORD = 'Demo@12345';

let limited: TestApp;

describe('login rate limit', () => {
  beforeAll(async () => {
    limited = await startTestApp({ loginRateLimit: { limit: 3, windowMs: 60_000 } });
    await User.create({
      email: 'seeker@example.com',
      password_hash: await hashPassword(PASSWORD),
      role: 'Job Seeker',
      name: 'Aarav Sharma',
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('does not count successful logins', async () => {
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await limited.client().login('seeker@example.com', PASSWORD)).status).toBe(200);
    }
  });

  it('answers 429 JSON once an address has failed too often, even with the right password', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await limited.client().login('seeker@example.com', 'guess-' + attempt)).status).toBe(
        401,
      );
    }
    const blocked = await limited.client().login('seeker@example.com', PASSWORD);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({
      error: 'Too many login attempts. Please try again later.',
    });
  });
});
