import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/harness';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ identityRateLimit: { limit: 3, windowMs: 60_000 } });
});

afterAll(async () => {
  await app?.close();
});

const TOO_MANY = { error: 'Too many requests. Please try again later.' };

describe('per-IP rate limits of the identity endpoints', () => {
  it('answers 429 JSON to an address that sends too many codes, counting each endpoint alone', async () => {
    for (let request = 0; request < 3; request++) {
      const response = await app
        .client()
        .post('/api/send-otp', { email: `limit-${request}@example.in`, fullName: 'Ravi' });
      expect(response.status).toBe(200);
    }
    const blocked = await app
      .client()
      .post('/api/send-otp', { email: 'limit-3@example.in', fullName: 'Ravi' });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual(TOO_MANY);
    expect(blocked.headers.get('ratelimit-policy')).toMatch(/q=3/);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // The count lives in the app's database, where every BFF process finds it.
    const counter = await mongoose.connection
      .db!.collection('rate_limits')
      .findOne({ key: 'identity/send-otp:127.0.0.1' });
    expect(counter).toMatchObject({ points: 4 });

    // Verifying has its own count.
    const verify = await app
      .client()
      .post('/api/verify-otp', { email: 'limit-0@example.in', otp: '000000' });
    expect(verify.status).toBe(400);
  });

  it('limits verify, create-account and both password-reset calls, bad requests included', async () => {
    const calls: Array<[string, Record<string, string>]> = [
      ['/api/verify-otp', { email: 'guess@example.in', otp: '123456' }],
      ['/api/create-account', { fullName: 'R', email: 'guess@example.in', password: 'Secret123' }],
      ['/api/password-reset/send-otp', { email: 'not-an-email' }],
      ['/api/password-reset', { email: 'guess@example.in', otp: '123456', password: 'Secret123' }],
    ];
    for (const [path, body] of calls) {
      const used = path === '/api/verify-otp' ? 1 : 0; // one verify in the test above
      for (let request = used; request < 3; request++)
        expect((await app.client().post(path, body)).status).toBe(400);
      const blocked = await app.client().post(path, body);
      expect(blocked.status, path).toBe(429);
      expect(await blocked.json()).toEqual(TOO_MANY);
    }
  });
});
