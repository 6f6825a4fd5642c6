import { createHmac } from 'node:crypto';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EmailVerification } from '../app/models/email-verification.server';
import { OtpCode } from '../app/models/otp-code.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { UserPlan } from '../app/models/user-plan.server';
import { hashPassword } from '../app/services/auth.server';
import type { CookieClient } from './support/cookie-client';
import { startTestApp, type TestApp } from './support/harness';

const PASSWORD = 'Secret123';
const MINUTE = 60 * 1000;

let app: TestApp;
/** The app's clock for codes and proofs: it stands still unless a test moves it. */
let clock = Date.now();
let counter = 0;
/** A fresh address per test, so cooldowns and proofs never leak between tests. */
const newEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.in`;

beforeAll(async () => {
  app = await startTestApp({
    now: () => new Date(clock),
    identityRateLimit: { limit: 1000, windowMs: 60_000 },
    loginRateLimit: { limit: 1000, windowMs: 60_000 },
  });
});

afterAll(async () => {
  await app?.close();
});

const advanceClock = (ms: number) => {
  clock += ms;
};

/** The e-mails the app's mail catcher received for `email`, newest first (read over HTTP). */
const mailsTo = (email: string) => app.mailbox.messagesTo(email);

/** The code in the newest e-mail to `email`. */
const latestCode = (email: string) => app.mailbox.latestCode(email);

const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

async function expectAnswer(response: Response, status: number, body: unknown) {
  expect({ status: response.status, body: await response.json() }).toEqual({ status, body });
}

async function sendOtp(client: CookieClient, email: string, extra: Record<string, string> = {}) {
  return client.post('/api/send-otp', { email, fullName: 'Ananya Iyer', ...extra });
}

/** Sends and verifies a code for `email`: the address may now create its account. */
async function verifyEmail(client: CookieClient, email: string) {
  await expectAnswer(await sendOtp(client, email), 200, { success: true });
  const otp = await latestCode(email);
  await expectAnswer(await client.post('/api/verify-otp', { email, otp }), 200, { success: true });
}

async function signUp(email: string, role: 'Job Seeker' | 'Recruiter', fullName = 'Ananya Iyer') {
  const client = app.client();
  await verifyEmail(client, email);
  const created = await client.post('/api/create-account', {
    fullName,
    email,
    password: PASSWORD,
    role,
  });
  await expectAnswer(created, 201, { success: true });
}

describe('POST /api/send-otp', () => {
  it('e-mails a 6-digit code with its expiry, in a plain-text and an HTML part', async () => {
    const email = newEmail('send');
    await expectAnswer(await sendOtp(app.client(), email), 200, { success: true });
    const [mail, ...older] = await mailsTo(email);
    expect(older).toEqual([]);
    expect(mail).toMatchObject({
      subject: 'Your Rozgar verification code',
      from: [{ address: 'no-reply@rozgar.example', name: 'Rozgar' }],
      to: [{ address: email }],
    });
    const code = /is: (\d{6})/.exec(mail!.text)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(mail!.text).toContain('Hello Ananya Iyer,');
    expect(mail!.text).toMatch(/valid for 10 minutes, until .+ IST/);
    expect(mail!.html).toContain(`>${code}</p>`);
    expect(mail!.html).toMatch(/until <strong>.+ IST<\/strong>/);
    // Only a hash of the code is stored.
    const stored = await OtpCode.findOne({ email }).lean();
    expect(stored?.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(`"${code}"`);
  });

  it('escapes the name in the HTML part', async () => {
    const email = newEmail('escape');
    await sendOtp(app.client(), email, { fullName: '<b>Ravi</b>' });
    const [mail] = await mailsTo(email);
    expect(mail!.html).toContain('Hello &lt;b&gt;Ravi&lt;/b&gt;,');
    expect(mail!.text).toContain('Hello <b>Ravi</b>,');
  });

  it('answers 400 for a missing name, a bad e-mail or an unknown role', async () => {
    const client = app.client();
    const noName = await client.post('/api/send-otp', { email: newEmail('bad') });
    expect(noName.status).toBe(400);
    expect((await noName.json()).error).toMatch(/Full name is required/);
    const badEmail = await client.post('/api/send-otp', { email: 'nope', fullName: 'Ravi' });
    expect(badEmail.status).toBe(400);
    expect((await badEmail.json()).error).toMatch(/Enter a valid email address/);
    const badRole = await sendOtp(client, newEmail('bad'), { role: 'Admin' });
    expect(badRole.status).toBe(400);
    expect((await badRole.json()).error).toMatch(/Role must be Job Seeker or Recruiter/);
  });

  it('answers 409 for an address that already has an account, whatever its letter case', async () => {
    const email = newEmail('taken');
    await User.create({
      email,
      password_hash: await hashPassword(PASSWORD),
      role: 'Job Seeker',
      name: 'Existing',
    });
    await expectAnswer(await sendOtp(app.client(), ` ${email.toUpperCase()} `), 409, {
      error: 'An account with this email already exists. Please log in.',
    });
    expect(await mailsTo(email)).toEqual([]);
  });

  it('refuses a resend within 30 seconds, then replaces the code', async () => {
    const email = newEmail('resend');
    const client = app.client();
    await sendOtp(client, email);
    const first = await latestCode(email);

    advanceClock(10_000);
    const tooSoon = await sendOtp(client, email);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.headers.get('retry-after')).toBe('20');
    expect(await tooSoon.json()).toEqual({
      error: 'Please wait 20 seconds before requesting another OTP.',
    });
    expect(await mailsTo(email)).toHaveLength(1);

    advanceClock(20_000);
    await expectAnswer(await sendOtp(client, email), 200, { success: true });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(new Date(mails[0]!.time) >= new Date(mails[1]!.time)).toBe(true);
    const second = await latestCode(email);
    if (second !== first) {
      await expectAnswer(await client.post('/api/verify-otp', { email, otp: first }), 400, {
        error: 'Invalid OTP. Please try again.',
      });
    }
    await expectAnswer(await client.post('/api/verify-otp', { email, otp: second }), 200, {
      success: true,
    });
  });

  it('lets only one of two simultaneous requests send a code', async () => {
    const email = newEmail('race');
    const answers = await Promise.all([sendOtp(app.client(), email), sendOtp(app.client(), email)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429]);
    expect(await mailsTo(email)).toHaveLength(1);
  });
});

describe('POST /api/verify-otp', () => {
  it('accepts the right code once', async () => {
    const email = newEmail('verify');
    const client = app.client();
    await sendOtp(client, email);
    const otp = await latestCode(email);
    await expectAnswer(await client.post('/api/verify-otp', { email, otp }), 200, {
      success: true,
    });
    await expectAnswer(await client.post('/api/verify-otp', { email, otp }), 400, {
      error: 'No OTP was requested for this email. Please request a new one.',
    });
  });

  it('answers 400 when no code was requested, and for a code that is not 6 digits', async () => {
    const client = app.client();
    await expectAnswer(
      await client.post('/api/verify-otp', { email: newEmail('none'), otp: '123456' }),
      400,
      { error: 'No OTP was requested for this email. Please request a new one.' },
    );
    const short = await client.post('/api/verify-otp', { email: newEmail('none'), otp: '12345' });
    expect(short.status).toBe(400);
    expect((await short.json()).error).toMatch(/Please enter a valid 6-digit OTP\./);
  });

  it('kills the code after 5 wrong tries, even for the right digits afterwards', async () => {
    const email = newEmail('tries');
    const client = app.client();
    await sendOtp(client, email);
    const otp = await latestCode(email);
    for (let attempt = 1; attempt <= 5; attempt++) {
      await expectAnswer(
        await client.post('/api/verify-otp', { email, otp: otherCode(otp) }),
        400,
        { error: 'Invalid OTP. Please try again.' },
      );
    }
    await expectAnswer(await client.post('/api/verify-otp', { email, otp }), 400, {
      error: 'Too many wrong attempts. Please request a new OTP.',
    });
    // A new code brings five fresh tries.
    advanceClock(31_000);
    await sendOtp(client, email);
    await expectAnswer(
      await client.post('/api/verify-otp', { email, otp: await latestCode(email) }),
      200,
      { success: true },
    );
  });

  it('counts parallel guesses too: no more than 5 are ever checked', async () => {
    const email = newEmail('parallel');
    await sendOtp(app.client(), email);
    const otp = await latestCode(email);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        app.client().post('/api/verify-otp', { email, otp: otherCode(otp) }),
      ),
    );
    const errors = await Promise.all(answers.map(async (answer) => (await answer.json()).error));
    expect(errors.filter((error) => error === 'Invalid OTP. Please try again.')).toHaveLength(5);
    expect((await OtpCode.findOne({ email }).lean())?.attempts).toBe(5);
    await expectAnswer(await app.client().post('/api/verify-otp', { email, otp }), 400, {
      error: 'Too many wrong attempts. Please request a new OTP.',
    });
  });

  it('refuses a code after its 10 minutes', async () => {
    const email = newEmail('expiry');
    const client = app.client();
    await sendOtp(client, email);
    const otp = await latestCode(email);
    advanceClock(10 * MINUTE);
    await expectAnswer(await client.post('/api/verify-otp', { email, otp }), 400, {
      error: 'OTP has expired. Please request a new one.',
    });
  });

  it('still accepts a code just before its 10 minutes are up', async () => {
    const email = newEmail('in-time');
    const client = app.client();
    await sendOtp(client, email);
    const otp = await latestCode(email);
    advanceClock(10 * MINUTE - 1);
    await expectAnswer(await client.post('/api/verify-otp', { email, otp }), 200, {
      success: true,
    });
  });
});

describe('POST /api/create-account', () => {
  it('creates a job seeker (the default role) who can log in and lands on the seeker pages', async () => {
    const email = newEmail('seeker');
    const client = app.client();
    await verifyEmail(client, ` ${email.toUpperCase()}`);
    const created = await client.post('/api/create-account', {
      fullName: '  Ananya Iyer ',
      email: email.toUpperCase(),
      password: PASSWORD,
    });
    await expectAnswer(created, 201, { success: true });

    const user = await User.findOne({ email }).select('+password_hash').lean();
    expect(user).toMatchObject({ email, role: 'Job Seeker', name: 'Ananya Iyer' });
    expect(user!.password_hash).toMatch(/^\$argon2id\$/);
    expect(await UserDetails.findOne({ user_id: user!._id }).lean()).toMatchObject({
      full_name: 'Ananya Iyer',
      email,
    });
    expect(await UserPlan.countDocuments({ user_id: user!._id })).toBe(0);

    const login = await client.login(email, PASSWORD);
    expect(login.status).toBe(200);
    expect(await login.json()).toEqual({
      role: 'Job Seeker',
      user: { id: String(user!._id), email, role: 'Job Seeker', name: 'Ananya Iyer' },
      welcome: false,
    });
    expect(await (await client.get('/api/me')).json()).toEqual({
      user: { id: String(user!._id), email, role: 'Job Seeker', name: 'Ananya Iyer' },
    });
  });

  it('creates a recruiter with a user_plans row and a recruiter session', async () => {
    const email = newEmail('recruiter');
    await signUp(email, 'Recruiter', 'Vikram Rao');
    const user = await User.findOne({ email }).lean();
    expect(user).toMatchObject({ role: 'Recruiter', name: 'Vikram Rao' });
    const plan = await UserPlan.findOne({ user_id: user!._id }).lean();
    expect(plan?.job_limit).toBe(10);
    expect(plan?.created_at).toBeInstanceOf(Date);

    const client = app.client();
    expect(await (await client.login(email, PASSWORD)).json()).toMatchObject({ role: 'Recruiter' });
    expect(await (await client.get('/api/me')).json()).toMatchObject({
      user: { role: 'Recruiter', name: 'Vikram Rao' },
    });
  });

  it('refuses an address without a verified code, and one whose code was only sent', async () => {
    const email = newEmail('unverified');
    const client = app.client();
    const body = { fullName: 'Ravi', email, password: PASSWORD };
    await expectAnswer(await client.post('/api/create-account', body), 400, {
      error: 'Please verify your email with the OTP first.',
    });
    await sendOtp(client, email);
    await expectAnswer(await client.post('/api/create-account', body), 400, {
      error: 'Please verify your email with the OTP first.',
    });
    expect(await User.countDocuments({ email })).toBe(0);
  });

  it('uses a proof once: a second account for the same address is 409, a new proof is needed', async () => {
    const email = newEmail('once');
    await signUp(email, 'Job Seeker');
    await expectAnswer(
      await app
        .client()
        .post('/api/create-account', { fullName: 'Again', email, password: PASSWORD }),
      409,
      { error: 'An account with this email already exists. Please log in.' },
    );
    expect((await EmailVerification.findOne({ email }).lean())?.used_at).toBeInstanceOf(Date);
    // Even with the account gone, the used proof creates nothing.
    await User.deleteOne({ email });
    await expectAnswer(
      await app
        .client()
        .post('/api/create-account', { fullName: 'Again', email, password: PASSWORD }),
      400,
      { error: 'Please verify your email with the OTP first.' },
    );
  });

  it('keeps a proof 15 minutes only', async () => {
    const email = newEmail('late');
    const client = app.client();
    await verifyEmail(client, email);
    advanceClock(15 * MINUTE + 1_000);
    await expectAnswer(
      await client.post('/api/create-account', { fullName: 'Late', email, password: PASSWORD }),
      400,
      { error: 'Please verify your email with the OTP first.' },
    );
  });

  it('creates exactly one account from two simultaneous calls', async () => {
    const email = newEmail('double');
    await verifyEmail(app.client(), email);
    const body = { fullName: 'Double', email, password: PASSWORD, role: 'Recruiter' };
    const answers = await Promise.all([
      app.client().post('/api/create-account', body),
      app.client().post('/api/create-account', body),
    ]);
    const [first, second] = answers.map((answer) => answer.status).sort();
    expect(first).toBe(201);
    // The loser finds the proof used (400) or, if it started late, the account made (409).
    expect([400, 409]).toContain(second);
    expect(await User.countDocuments({ email })).toBe(1);
    const user = await User.findOne({ email }).lean();
    expect(await UserPlan.countDocuments({ user_id: user!._id })).toBe(1);
    expect(await UserDetails.countDocuments({ user_id: user!._id })).toBe(1);
  });

  it('checks the password rules and the role', async () => {
    const email = newEmail('rules');
    const client = app.client();
    await verifyEmail(client, email);
    const cases = [
      ['Ab1', 'Password must be at least 8 characters long.'],
      ['abcdefgh', 'Password must contain at least one letter and one number.'],
      ['12345678', 'Password must contain at least one letter and one number.'],
    ] as const;
    for (const [password, message] of cases) {
      const answer = await client.post('/api/create-account', { fullName: 'R', email, password });
      expect(answer.status).toBe(400);
      expect((await answer.json()).error).toBe(`password: ${message}`);
    }
    const badRole = await client.post('/api/create-account', {
      fullName: 'R',
      email,
      password: PASSWORD,
      role: 'Admin',
    });
    expect(badRole.status).toBe(400);
    // Refusals for bad input leave the proof unused.
    await expectAnswer(
      await client.post('/api/create-account', { fullName: 'R', email, password: PASSWORD }),
      201,
      { success: true },
    );
  });
});

describe('forgot password', () => {
  const sessions = () => mongoose.connection.db!.collection('sessions');

  it('mails a code, sets the new password and ends every session of that user only', async () => {
    const email = newEmail('reset');
    const bystanderEmail = newEmail('bystander');
    await signUp(email, 'Job Seeker');
    await signUp(bystanderEmail, 'Recruiter');
    const laptop = app.client();
    const phone = app.client();
    const bystander = app.client();
    for (const [client, address] of [
      [laptop, email],
      [phone, email],
      [bystander, bystanderEmail],
    ] as const)
      expect((await client.login(address, PASSWORD)).status).toBe(200);
    const user = await User.findOne({ email }).lean();
    expect(await sessions().countDocuments({ 'session.passport.user': String(user!._id) })).toBe(2);
    // A session stored as a JSON string (before sessions were stored as documents) still works…
    const oldBrowser = app.client();
    const legacyId = `legacy-${Date.now()}`;
    const expires = new Date(Date.now() + 24 * 60 * MINUTE);
    await sessions().insertOne({
      _id: legacyId as unknown as mongoose.mongo.ObjectId,
      expires,
      session: JSON.stringify({
        cookie: { originalMaxAge: 86_400_000, expires, httpOnly: true, path: '/', sameSite: 'lax' },
        passport: { user: String(user!._id) },
      }),
    });
    const signature = createHmac('sha256', 'bff-test-secret').update(legacyId).digest('base64');
    oldBrowser.cookies.set(
      'rozgar.sid',
      encodeURIComponent(`s:${legacyId}.${signature.replace(/=+$/, '')}`),
    );
    expect(await (await oldBrowser.get('/api/me')).json()).toMatchObject({ user: { email } });

    await expectAnswer(await app.client().post('/api/password-reset/send-otp', { email }), 200, {
      success: true,
    });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Your Rozgar password reset code');
    const otp = await latestCode(email);

    await expectAnswer(
      await app.client().post('/api/password-reset', { email, otp, password: 'NewSecret456' }),
      200,
      { success: true },
    );
    expect((await laptop.get('/api/me')).status).toBe(401);
    expect((await phone.get('/api/me')).status).toBe(401);
    expect((await oldBrowser.get('/api/me')).status).toBe(401); // …and ends too
    expect((await bystander.get('/api/me')).status).toBe(200);

    expect((await app.client().login(email, PASSWORD)).status).toBe(401);
    expect((await app.client().login(email, 'NewSecret456')).status).toBe(200);
    // The code worked once.
    await expectAnswer(
      await app.client().post('/api/password-reset', { email, otp, password: 'Another789' }),
      400,
      { error: 'No OTP was requested for this email. Please request a new one.' },
    );
  });

  it('answers an unknown address exactly like a known one and mails nothing', async () => {
    const email = newEmail('ghost');
    await expectAnswer(await app.client().post('/api/password-reset/send-otp', { email }), 200, {
      success: true,
    });
    expect(await mailsTo(email)).toEqual([]);
    const tooSoon = await app.client().post('/api/password-reset/send-otp', { email });
    expect(tooSoon.status).toBe(429);
    expect((await tooSoon.json()).error).toMatch(/^Please wait \d+ seconds/);
    await expectAnswer(
      await app.client().post('/api/password-reset', { email, otp: '123456', password: PASSWORD }),
      400,
      { error: 'Invalid OTP. Please try again.' },
    );
    const malformed = await app.client().post('/api/password-reset/send-otp', { email: 'x@' });
    expect(malformed.status).toBe(400);
  });

  it('applies the code rules: wrong, expired, and the new password rules', async () => {
    const email = newEmail('reset-rules');
    await signUp(email, 'Job Seeker');
    await app.client().post('/api/password-reset/send-otp', { email });
    const otp = await latestCode(email);
    await expectAnswer(
      await app
        .client()
        .post('/api/password-reset', { email, otp: otherCode(otp), password: 'NewSecret456' }),
      400,
      { error: 'Invalid OTP. Please try again.' },
    );
    const weak = await app.client().post('/api/password-reset', { email, otp, password: 'short' });
    expect(weak.status).toBe(400);
    expect((await weak.json()).error).toMatch(/at least 8 characters/);
    advanceClock(10 * MINUTE);
    await expectAnswer(
      await app.client().post('/api/password-reset', { email, otp, password: 'NewSecret456' }),
      400,
      { error: 'OTP has expired. Please request a new one.' },
    );
    expect((await app.client().login(email, PASSWORD)).status).toBe(200);
  });
});

describe('GET /api/dev/outbox', () => {
  it('is gone: the API answers its JSON 404 and no e-mail is kept in the database', async () => {
    const email = newEmail('outbox');
    await expectAnswer(await sendOtp(app.client(), email), 200, { success: true });
    const code = await latestCode(email);

    const response = await app.client().get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    await expectAnswer(response, 404, { error: 'Not found' });
    expect((await app.client().get('/api/dev/outbox')).status).toBe(404);

    // The code went out over SMTP only: no collection holds it, nor the e-mail it came in.
    const db = mongoose.connection.db!;
    const collections = await db.listCollections().toArray();
    expect(collections.map((collection) => collection.name)).not.toContain('outbox');
    for (const { name } of collections) {
      const documents = await db.collection(name).find({}).toArray();
      expect(JSON.stringify(documents), name).not.toContain(`"${code}"`);
      expect(JSON.stringify(documents), name).not.toContain(`is: ${code}`);
    }
  });
});
