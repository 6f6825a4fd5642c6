import { WELCOME_STEPS, welcomePayloadSchema, type WelcomeStep } from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { User } from '../app/models/user.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { postedJob } from './support/job-fixtures';
import { QUESTIONS } from './support/prescreening-fixtures';
import { loggedIn, PASSWORD, type Account } from './support/profile-fixtures';

/*
 * GET /api/recruiter/welcome (issue 16, docs/product/recruiter-tools-and-workspace.md#welcome): the
 * getting-started checklist, each step done once its thing exists for this recruiter only.
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

async function checklist(account: Account) {
  const response = await account.client.get('/api/recruiter/welcome');
  expect(response.status).toBe(200);
  return payload(welcomePayloadSchema, await response.json());
}

/** The steps done, in order. */
async function doneSteps(account: Account): Promise<WelcomeStep[]> {
  const { items, done, total } = await checklist(account);
  expect(total).toBe(items.length);
  const finished = items.filter((item) => item.done).map((item) => item.step);
  expect(done).toBe(finished.length);
  return finished;
}

describe('GET /api/recruiter/welcome', () => {
  it('starts with nothing done and marks each step once its thing exists', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const other = await loggedIn(app, 'Recruiter');
    const start = await checklist(recruiter);
    expect(start.items.map((item) => item.step)).toEqual([
      'company_profile',
      'first_job',
      'prescreening',
      'resdex_search',
      'resdex_folder',
      'sub_user',
    ]);
    expect([start.done, start.total]).toEqual([0, 6]);

    const company = await recruiter.client.post('/api/companies', {
      company_name: 'Sahyadri Softech',
      email: 'careers@sahyadri.example.in',
      phone: '+91 98765-43210',
      website: 'https://www.sahyadri.example.in',
      address: '12, Baner Road',
      pincode: '411045',
      industry: 'IT Services',
      size: '201-500',
      description: 'Product engineering and testing services.',
      linkedin: 'https://www.linkedin.com/company/sahyadri',
    });
    expect([company.status, await company.text()]).toEqual([201, expect.any(String)]);
    expect(await doneSteps(recruiter)).toEqual(['company_profile']);

    const job = await postedJob(recruiter);
    expect(await doneSteps(recruiter)).toEqual(['company_profile', 'first_job']);

    // criteria alone are not questions
    const criteriaOnly = await recruiter.client.request(`/api/jobs/${job.id}/prescreening`, {
      method: 'PUT',
      json: {
        questions: [],
        criteria: { auto_reject: false, min_experience: 2, required_skills: [] },
      },
    });
    expect([criteriaOnly.status, await criteriaOnly.text()]).toEqual([200, expect.any(String)]);
    expect(await doneSteps(recruiter)).toEqual(['company_profile', 'first_job']);
    const questions = await recruiter.client.request(`/api/jobs/${job.id}/prescreening`, {
      method: 'PUT',
      json: {
        questions: QUESTIONS,
        criteria: { auto_reject: false, min_experience: 0, required_skills: [] },
      },
    });
    expect([questions.status, await questions.text()]).toEqual([200, expect.any(String)]);
    expect(await doneSteps(recruiter)).toEqual(['company_profile', 'first_job', 'prescreening']);

    const search = await recruiter.client.post('/api/candidate-searches', {
      title: 'Java people',
      criteria: { skills: ['Java'] },
    });
    expect([search.status, await search.text()]).toEqual([201, expect.any(String)]);
    expect(await doneSteps(recruiter)).toEqual([
      'company_profile',
      'first_job',
      'prescreening',
      'resdex_search',
    ]);

    const folder = await recruiter.client.post('/api/resdex-folders', { name: 'Shortlist' });
    expect([folder.status, await folder.text()]).toEqual([201, expect.any(String)]);
    expect((await checklist(recruiter)).done).toBe(5);

    // a pending invitation is enough
    const invite = await recruiter.client.post('/api/sub-users/invites', {
      name: 'Asha Rao',
      email: `welcome-colleague-${process.pid}@example.com`,
    });
    expect([invite.status, await invite.text()]).toEqual([201, expect.any(String)]);
    const all = await checklist(recruiter);
    expect([all.done, all.total]).toEqual([6, 6]);

    // another recruiter's checklist counts only their own
    expect(await doneSteps(other)).toEqual([]);
  });

  it("gives a sub-user the account's steps without the admin's 'Invite a sub-user'", async () => {
    const admin = await loggedIn(app, 'Recruiter');
    await postedJob(admin);
    const sub = await loggedIn(app, 'Recruiter', 'Ravi Kumar');
    await User.updateOne({ _id: sub.id }, { $set: { account_id: admin.id } });
    const { items, done, total } = await checklist(sub);
    expect(items.map((item) => item.step)).not.toContain('sub_user');
    expect([done, total]).toEqual([1, WELCOME_STEPS.length - 1]);
    expect((await checklist(admin)).total).toBe(WELCOME_STEPS.length);
  });

  it('answers 401 to a visitor and 403 to a seeker', async () => {
    const visitor = await app.client().get('/api/recruiter/welcome');
    expect(visitor.status).toBe(401);
    const seeker = await loggedIn(app, 'Job Seeker');
    const refused = await seeker.client.get('/api/recruiter/welcome');
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Only recruiters can do this' });
    const post = await seeker.client.post('/api/recruiter/welcome', {});
    expect(post.status).toBe(405);
  });
});

describe("POST /api/login's welcome", () => {
  let signups = 0;

  /** A recruiter who registers through the code flow, then logs in with a new client. */
  async function registered(role: 'Recruiter' | 'Job Seeker' = 'Recruiter') {
    const email = `welcome-${process.pid}-${++signups}@example.com`;
    const client = app.client();
    expect(
      (await client.post('/api/send-otp', { email, fullName: 'Ananya Iyer', role })).status,
    ).toBe(200);
    const otp = await app.mailbox.latestCode(email);
    expect((await client.post('/api/verify-otp', { email, otp })).status).toBe(200);
    const created = await client.post('/api/create-account', {
      fullName: 'Ananya Iyer',
      email,
      password: PASSWORD,
      role,
    });
    expect(created.status).toBe(201);
    return email;
  }

  /** Logs in with a new client (another device) and reads the answer's `welcome`. */
  async function welcomeAtLogin(email: string): Promise<unknown> {
    const response = await app.client().login(email, PASSWORD);
    expect(response.status).toBe(200);
    return ((await response.json()) as { welcome?: unknown }).welcome;
  }

  it('is true once, at the first login of a recruiter who registered, whatever the device', async () => {
    const email = await registered();
    const logins = await Promise.all([welcomeAtLogin(email), welcomeAtLogin(email)]);
    expect(logins.sort()).toEqual([false, true]);
    expect(await welcomeAtLogin(email)).toBe(false);
  });

  it('is false for seekers and for recruiters who did not register through signup', async () => {
    expect(await welcomeAtLogin(await registered('Job Seeker'))).toBe(false);
    const older = await loggedIn(app, 'Recruiter');
    expect(await welcomeAtLogin(older.email)).toBe(false);
  });
});
