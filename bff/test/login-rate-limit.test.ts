import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { User } from '../app/models/user.server';
import {
  configurePasswordHashing,
  hashPassword,
  passwordHashingStats,
  resetPasswordHashingPeak,
} from '../app/services/auth.server';
import { startTestApp, type TestApp } from './support/harness';

// Counts the argon2 computations in flight, apart from the server's own bookkeeping: the login's
// password check (passport, loaded with the server) calls this mocked module.
const argon2 = vi.hoisted(() => ({ calls: 0, running: 0, peak: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  const counted =
    <Args extends unknown[], Result>(compute: (...args: Args) => Promise<Result>) =>
    async (...args: Args): Promise<Result> => {
      argon2.calls++;
      argon2.running++;
      argon2.peak = Math.max(argon2.peak, argon2.running);
      try {
        return await compute(...args);
      } finally {
        argon2.running--;
      }
    };
  return { ...real, hash: counted(real.hash), verify: counted(real.verify) };
});

const PASSWORD = 'Demo@12345';
const HASH_CAP = 2;
const TOO_MANY_LOGINS = { error: 'Too many login attempts. Please try again later.' };

let app: TestApp;
let nextAddress = 1;
/** A fresh client address (the app trusts X-Forwarded-For from the loopback proxy). */
const newAddress = () => `203.0.113.${nextAddress++}`;

function login(email: string, password: string, address: string) {
  return app.client().post(
    '/api/login',
    { email, password },
    {
      headers: { 'x-forwarded-for': address },
    },
  );
}

async function account(email: string) {
  await User.create({
    email,
    password_hash: await hashPassword(PASSWORD),
    role: 'Job Seeker',
    name: 'Aarav Sharma',
  });
  return email;
}

describe('the per-IP limit of login attempts', () => {
  beforeAll(async () => {
    app = await startTestApp({ env: { TRUST_PROXY: 'loopback', LOGIN_RATE_LIMIT: '5' } });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('counts every attempt, successful ones included (LOGIN_RATE_LIMIT)', async () => {
    const email = await account('many@example.com');
    const address = newAddress();
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await login(email, PASSWORD, address)).status, `attempt ${attempt + 1}`).toBe(200);

    const blocked = await login(email, PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual(TOO_MANY_LOGINS);
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Another address has its own count.
    expect((await login(email, PASSWORD, newAddress())).status).toBe(200);
  });
});

describe('login limits with the default settings', () => {
  beforeAll(async () => {
    app = await startTestApp({
      env: { TRUST_PROXY: 'loopback' },
      passwordHashing: { concurrency: HASH_CAP, maxWaiting: 100, maxWaitMs: 30_000 },
    });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('does not lock other accounts out of an address where one account failed 10 times', async () => {
    const victim = await account('victim@example.com');
    const neighbour = await account('neighbour@example.com');
    const address = newAddress();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login(victim, `guess-${attempt}`, address)).status).toBe(401);

    const other = await login(neighbour, PASSWORD, address);
    expect(other.status).toBe(200);
    expect(await other.json()).toMatchObject({ user: { email: neighbour } });
  });

  it('locks an account on one address after 10 failures in a row, even with the right password', async () => {
    const email = await account('locked@example.com');
    const address = newAddress();
    for (let attempt = 0; attempt < 10; attempt++)
      expect((await login(email, `guess-${attempt}`, address)).status).toBe(401);

    const callsBefore = argon2.calls;
    const blocked = await login(email, PASSWORD, address);
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual(TOO_MANY_LOGINS);
    // Blocked for an hour.
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(3500);
    expect(argon2.calls, 'no password check for a locked account').toBe(callsBefore);

    // The same account from another address is not locked.
    expect((await login(email, PASSWORD, newAddress())).status).toBe(200);
  });

  it('starts the count of failures again after a successful login', async () => {
    const email = await account('forgetful@example.com');
    const address = newAddress();
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 9; attempt++)
        expect((await login(email, `guess-${attempt}`, address)).status).toBe(401);
      expect((await login(email, PASSWORD, address)).status).toBe(200);
    }
  });

  it('never checks more passwords at once than the cap, and /api/health stays fast meanwhile', async () => {
    const email = await account('burst@example.com');
    argon2.peak = 0;
    resetPasswordHashingPeak();

    let burstDone = false;
    const healthTimes: number[] = [];
    const health = (async () => {
      while (!burstDone) {
        const started = performance.now();
        const response = await app.client().get('/api/health');
        expect(response.status).toBe(200);
        healthTimes.push(performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    })();
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => login(email, PASSWORD, newAddress())),
    );
    burstDone = true;
    await health;

    expect(answers.map((answer) => answer.status)).toEqual(Array(16).fill(200));
    expect(argon2.peak).toBe(HASH_CAP);
    expect(passwordHashingStats().peak).toBe(HASH_CAP);
    expect(healthTimes.length).toBeGreaterThan(3);
    healthTimes.sort((a, b) => a - b);
    // Unbounded, the burst kept the health check waiting for seconds (median ~180 ms, worst ~2.9 s).
    expect(healthTimes[Math.floor(healthTimes.length / 2)]).toBeLessThan(250);
    expect(healthTimes.at(-1)).toBeLessThan(1500);
  });

  it('answers 503 with Retry-After when more logins wait for a password check than the queue holds', async () => {
    const email = await account('queue@example.com');
    configurePasswordHashing({ concurrency: 1, maxWaiting: 2, maxWaitMs: 30_000 });
    try {
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => login(email, PASSWORD, newAddress())),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 200).length).toBeGreaterThanOrEqual(3);
      const busy = answers.filter((answer) => answer.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(statuses.every((status) => status === 200 || status === 503)).toBe(true);
      expect(await busy[0]!.json()).toEqual({
        error: 'The server is busy. Please try again in a moment.',
      });
      expect(Number(busy[0]!.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      configurePasswordHashing({ concurrency: HASH_CAP, maxWaiting: 100, maxWaitMs: 30_000 });
    }
  });
});
