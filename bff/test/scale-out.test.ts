import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../app/models/job.server';
import { User } from '../app/models/user.server';
import { hashPassword } from '../app/services/auth.server';
import { CookieClient } from './support/cookie-client';
import { png, upload } from './support/profile-fixtures';
import { startTwoInstances, type TwoInstances } from './support/two-instances';

// Two BFF servers on one database, as behind a load balancer (support/two-instances.ts). Every
// request below alternates between them.

const PASSWORD = 'Demo@12345';
let instances: TwoInstances;
let servers: [string, string];

let nextAddress = 1;
/** A fresh client address (both servers trust X-Forwarded-For from the loopback proxy). */
const newAddress = () => `198.51.100.${nextAddress++}`;

/** A client of one server, as `address`, carrying the cookies it was given. */
function clientOf(server: number, address: string, cookies?: Map<string, string>) {
  const client = new CookieClient(servers[server % 2]!);
  for (const [name, value] of cookies ?? []) client.cookies.set(name, value);
  const headers = { 'x-forwarded-for': address };
  return {
    cookies: client.cookies,
    get: (path: string) => client.get(path, { headers }),
    post: (path: string, json?: unknown) => client.post(path, json, { headers }),
  };
}

async function account(email: string) {
  await User.create({
    email,
    password_hash: await hashPassword(PASSWORD),
    role: 'Job Seeker',
    name: 'Ishita Rao',
  });
  return email;
}

beforeAll(async () => {
  const env = {
    SESSION_SECRET: 'scale-out-secret',
    TRUST_PROXY: 'loopback',
    LOGIN_RATE_LIMIT: '8',
    LOGIN_FAILURE_LIMIT: '3',
    IDENTITY_RATE_LIMIT: '4',
    PUBLIC_FORM_RATE_LIMIT: '2',
    UPLOAD_RATE_LIMIT: '2',
  };
  instances = await startTwoInstances({ env });
  servers = [instances.first.baseUrl, instances.second.baseUrl];
});

afterAll(() => instances?.close());

describe('two BFF servers on one database', () => {
  it('count the login attempts of one address together', async () => {
    const email = await account('together@example.com');
    const address = newAddress();
    for (let attempt = 0; attempt < 8; attempt++) {
      const response = await clientOf(attempt, address).post('/api/login', {
        email,
        password: PASSWORD,
      });
      expect(response.status, `attempt ${attempt + 1}`).toBe(200);
    }
    for (const server of [0, 1]) {
      const blocked = await clientOf(server, address).post('/api/login', {
        email,
        password: PASSWORD,
      });
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual({
        error: 'Too many login attempts. Please try again later.',
      });
    }
  });

  it('count the consecutive failures of one account together', async () => {
    const email = await account('guessed@example.com');
    const address = newAddress();
    for (let attempt = 0; attempt < 3; attempt++) {
      const response = await clientOf(attempt, address).post('/api/login', {
        email,
        password: `guess-${attempt}`,
      });
      expect(response.status).toBe(401);
    }
    for (const server of [0, 1]) {
      const locked = await clientOf(server, address).post('/api/login', {
        email,
        password: PASSWORD,
      });
      expect(locked.status).toBe(429);
    }
  });

  it('share the resend cooldown of one-time codes', async () => {
    const email = 'cooldown@example.com';
    const sent = await clientOf(0, newAddress()).post('/api/send-otp', { email, fullName: 'Ravi' });
    expect(sent.status).toBe(200);
    const tooSoon = await clientOf(1, newAddress()).post('/api/send-otp', {
      email,
      fullName: 'Ravi',
    });
    expect(tooSoon.status).toBe(429);
    expect((await tooSoon.json()).error).toMatch(/^Please wait \d+ seconds/);
  });

  it('count requests to an identity endpoint per address together', async () => {
    const address = newAddress();
    for (let request = 0; request < 4; request++) {
      const response = await clientOf(request, address).post('/api/password-reset/send-otp', {
        email: 'not-an-email',
      });
      expect(response.status).toBe(400);
    }
    for (const server of [0, 1]) {
      const blocked = await clientOf(server, address).post('/api/password-reset/send-otp', {
        email: 'not-an-email',
      });
      expect(blocked.status).toBe(429);
    }
  });

  it('count the submissions of a public form together', async () => {
    const address = newAddress();
    const message = {
      name: 'Rahul Verma',
      email: 'rahul@example.com',
      subject: 'Question about my account',
      message: 'How do I change the e-mail address on my account?',
    };
    expect((await clientOf(0, address).post('/api/contact-messages', message)).status).toBe(201);
    expect((await clientOf(1, address).post('/api/contact-messages', message)).status).toBe(201);
    expect((await clientOf(0, address).post('/api/contact-messages', message)).status).toBe(429);
    expect((await clientOf(1, address).post('/api/contact-messages', message)).status).toBe(429);
  });

  it('share sessions: logged in on one, known on the other; logged out on one, dead on both', async () => {
    const email = await account('session@example.com');
    const address = newAddress();
    const onFirst = clientOf(0, address);
    expect((await onFirst.post('/api/login', { email, password: PASSWORD })).status).toBe(200);
    const cookies = new Map(onFirst.cookies);

    const onSecond = clientOf(1, address, cookies);
    const me = await onSecond.get('/api/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({ user: { email } });

    // The per-user upload limit is shared too.
    for (const [server, status] of [
      [0, 200],
      [1, 200],
      [0, 429],
      [1, 429],
    ] as const) {
      const client = new CookieClient(servers[server]);
      for (const [name, value] of cookies) client.cookies.set(name, value);
      const response = await upload(client, '/api/profile/photo', 'photo', png(), 'me.png');
      expect(response.status, `upload to server ${server}`).toBe(status);
    }

    expect((await onSecond.post('/api/logout')).status).toBe(200);
    // The old cookie, replayed on the first server, no longer opens a session.
    expect((await clientOf(0, address, cookies).get('/api/me')).status).toBe(401);
    expect((await clientOf(1, address, cookies).get('/api/me')).status).toBe(401);
  });

  it('count a job written through one in the filter counts of both (the jobs’ version)', async () => {
    const city = 'Scale-out Nagar';
    const countIn = async (server: number) => {
      const response = await clientOf(server, newAddress()).get('/api/jobs/filters');
      const { locations } = (await response.json()) as {
        locations: Array<{ value: string; count: number }>;
      };
      return locations.find((option) => option.value === city)?.count ?? 0;
    };
    // both compute and keep the counts; then a job is posted through the first one's model
    expect([await countIn(0), await countIn(1)]).toEqual([0, 0]);
    await Job.create({
      job_title: 'Platform Engineer',
      company: 'Sahyadri Softech',
      location: city,
      is_active: true,
      expiry_date: new Date(Date.now() + 30 * 24 * 60 * 60 * 1000),
    });
    expect([await countIn(1), await countIn(0)]).toEqual([1, 1]);
  });
});
