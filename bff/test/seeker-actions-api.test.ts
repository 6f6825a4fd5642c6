import { appliedSchema, seekerApplicationsSchema } from '@rozgar/contracts/payloads/applications';
import { successSchema } from '@rozgar/contracts/payloads/common';
import { jobIdsSchema, savedJobsSchema } from '@rozgar/contracts/payloads/jobs';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../app/models/application.server';
import { Job } from '../app/models/job.server';
import { SavedJob } from '../app/models/saved-job.server';
import { User } from '../app/models/user.server';
import { changeApplicationStatus } from '../app/services/applications.server';
import { hashPassword } from '../app/services/auth.server';
import type { CookieClient } from './support/cookie-client';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Demo@12345';
const now = Date.now();
let app: TestApp;
const jobIds: Record<string, string> = {};
const UNKNOWN_JOB = '0123456789abcdef01234567';

function job(title: string, extra: Record<string, unknown> = {}) {
  return {
    job_title: title,
    company: 'Sahyadri Softech',
    location: 'Pune',
    min_salary: 6,
    max_salary: 12,
    min_experience: 2,
    max_experience: 5,
    work_mode: 'Hybrid',
    skills: ['React'],
    is_active: true,
    created_at: new Date(now - 5 * DAY),
    expiry_date: new Date(now + 30 * DAY),
    ...extra,
  };
}

async function loggedIn(email: string): Promise<CookieClient> {
  const client = app.client();
  expect((await client.login(email, PASSWORD)).status).toBe(200);
  return client;
}

async function userId(email: string) {
  const user = await User.findOne({ email });
  return user!._id;
}

beforeAll(async () => {
  app = await startTestApp();
  const jobs = await Job.insertMany([
    job('Frontend Developer'),
    job('Backend Developer', { company: 'Deccan Cloudworks', location: 'Hyderabad' }),
    job('Data Analyst', { company: 'Kaveri Finserv', location: 'Mumbai' }),
    job('QA Engineer'),
    job('Raced Job'),
    job('Status Job'),
    job('Deleted Later'),
    job('Saved Then Closed'),
    job('Expired Job', { expiry_date: new Date(now - DAY) }),
    job('Inactive Job', { is_active: false }),
  ]);
  for (const created of jobs) jobIds[created.job_title] = String(created._id);
  const passwordHash = await hashPassword(PASSWORD);
  await User.create([
    {
      email: 'asha@example.com',
      password_hash: passwordHash,
      role: 'Job Seeker',
      name: 'Asha Rao',
    },
    {
      email: 'vikram@example.com',
      password_hash: passwordHash,
      role: 'Job Seeker',
      name: 'Vikram Das',
    },
    {
      email: 'recruiter@example.com',
      password_hash: passwordHash,
      role: 'Recruiter',
      name: 'Priya Nair',
    },
  ]);
});

afterAll(async () => {
  await app?.close();
});

const SEEKER_CALLS: Array<[method: 'GET' | 'POST', path: string]> = [
  ['GET', '/api/user-applications'],
  ['GET', '/api/user-saved-jobs'],
  ['GET', '/api/saved-jobs'],
  ['GET', '/api/applications'],
  ['POST', '/api/apply-job'],
  ['POST', '/api/save-job'],
  ['POST', '/api/remove-saved-job'],
];

describe('who may call', () => {
  it.each(SEEKER_CALLS)('%s %s is 401 when logged out', async (method, path) => {
    const response = await app
      .client()
      .request(path, { method, json: method === 'POST' ? { job_id: UNKNOWN_JOB } : undefined });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: 'Not logged in' });
  });

  it.each(SEEKER_CALLS)('%s %s is 403 for a recruiter', async (method, path) => {
    const client = await loggedIn('recruiter@example.com');
    const response = await client.request(path, {
      method,
      json: method === 'POST' ? { job_id: jobIds['QA Engineer'] } : undefined,
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Only job seekers can do this' });
    expect(await Application.countDocuments({ job_id: jobIds['QA Engineer'] })).toBe(0);
    expect(await SavedJob.countDocuments({ job_id: jobIds['QA Engineer'] })).toBe(0);
  });

  it.each([
    ['GET', '/api/apply-job'],
    ['GET', '/api/save-job'],
    ['GET', '/api/remove-saved-job'],
    ['POST', '/api/applications'],
    ['POST', '/api/saved-jobs'],
    ['DELETE', '/api/user-saved-jobs'],
  ])('%s %s is 405', async (method, path) => {
    const client = await loggedIn('asha@example.com');
    const response = await client.request(path, { method });
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: 'Method not allowed' });
  });

  it('refuses a cross-site POST without an Origin and writes nothing', async () => {
    const client = await loggedIn('asha@example.com');
    const response = await client.post(
      '/api/apply-job',
      { job_id: jobIds['QA Engineer'] },
      { origin: false },
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: 'Cross-site request refused' });
    expect(await Application.countDocuments({ job_id: jobIds['QA Engineer'] })).toBe(0);
  });
});

describe('POST /api/apply-job', () => {
  it('creates the application (201), then answers 200 with the same one; one row', async () => {
    const client = await loggedIn('asha@example.com');
    const first = await client.post('/api/apply-job', { job_id: jobIds['Frontend Developer'] });
    expect(first.status).toBe(201);
    const created = payload(appliedSchema, await first.json());
    expect(created).toEqual({
      success: true,
      application: {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        job_id: jobIds['Frontend Developer'],
        job_title: 'Frontend Developer',
        company: 'Sahyadri Softech',
        location: 'Pune',
        status: 'applied',
        screened_out: false,
        applied_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        updated_at: created.application.applied_at,
        history: [{ status: 'applied', at: created.application.applied_at }],
      },
    });

    const again = await client.post('/api/apply-job', { job_id: jobIds['Frontend Developer'] });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(created);
    expect(
      await Application.countDocuments({
        user_id: await userId('asha@example.com'),
        job_id: jobIds['Frontend Developer'],
      }),
    ).toBe(1);
  });

  it('makes one row when the same seeker applies twice at the same moment', async () => {
    const client = await loggedIn('asha@example.com');
    const responses = await Promise.all(
      Array.from({ length: 4 }, () =>
        client.post('/api/apply-job', { job_id: jobIds['Raced Job'] }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([200, 200, 200, 201]);
    const bodies = await Promise.all(responses.map((response) => response.json()));
    expect(new Set(bodies.map((body) => body.application.id)).size).toBe(1);
    expect(await Application.countDocuments({ job_id: jobIds['Raced Job'] })).toBe(1);
  });

  it('answers 404 for an unknown job', async () => {
    const client = await loggedIn('asha@example.com');
    const response = await client.post('/api/apply-job', { job_id: UNKNOWN_JOB });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Job not found' });
  });

  it.each(['Expired Job', 'Inactive Job'])(
    'answers 409 for the %s and writes nothing',
    async (title) => {
      const client = await loggedIn('asha@example.com');
      const response = await client.post('/api/apply-job', { job_id: jobIds[title] });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: 'This job is no longer accepting applications',
      });
      expect(await Application.countDocuments({ job_id: jobIds[title] })).toBe(0);
    },
  );

  it.each([
    [{}, /job_id/],
    [{ job_id: 'abc' }, /job_id: Not a valid job id/],
    [{ job_id: 42 }, /job_id/],
  ])('answers 400 for the body %j', async (body, message) => {
    const client = await loggedIn('asha@example.com');
    const response = await client.post('/api/apply-job', body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(message);
  });
});

describe('the seeker’s applications', () => {
  it('lists their own applications, newest first, and their job ids', async () => {
    const client = await loggedIn('vikram@example.com');
    for (const title of ['Backend Developer', 'Data Analyst', 'Deleted Later']) {
      expect((await client.post('/api/apply-job', { job_id: jobIds[title] })).status).toBe(201);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const ids = payload(jobIdsSchema, await (await client.get('/api/user-applications')).json());
    expect(ids).toEqual({
      job_ids: [jobIds['Deleted Later'], jobIds['Data Analyst'], jobIds['Backend Developer']],
    });
    const { applications } = payload(
      seekerApplicationsSchema,
      await (await client.get('/api/applications')).json(),
    );
    expect(applications.map((a) => a.job_title)).toEqual([
      'Deleted Later',
      'Data Analyst',
      'Backend Developer',
    ]);
    expect(applications[1]).toMatchObject({
      job_id: jobIds['Data Analyst'],
      company: 'Kaveri Finserv',
      location: 'Mumbai',
      status: 'applied',
    });
  });

  it('gives a job that no longer exists a null title and company', async () => {
    await Job.deleteOne({ _id: jobIds['Deleted Later'] });
    const client = await loggedIn('vikram@example.com');
    const { applications } = payload(
      seekerApplicationsSchema,
      await (await client.get('/api/applications')).json(),
    );
    expect(applications[0]).toMatchObject({
      job_id: jobIds['Deleted Later'],
      job_title: null,
      company: null,
      status: 'applied',
    });
  });

  it('never shows one seeker another seeker’s applications', async () => {
    const asha = await loggedIn('asha@example.com');
    const { job_ids } = await (await asha.get('/api/user-applications')).json();
    expect(job_ids).toHaveLength(2);
    expect(job_ids).not.toContain(jobIds['Backend Developer']);
    const { applications } = await (await asha.get('/api/applications')).json();
    expect(applications.map((a: { job_title: string }) => a.job_title).sort()).toEqual([
      'Frontend Developer',
      'Raced Job',
    ]);
  });
});

describe('saving jobs', () => {
  it('saves, lists most recently saved first and removes; both are idempotent', async () => {
    const client = await loggedIn('asha@example.com');
    for (const title of ['Backend Developer', 'QA Engineer', 'Saved Then Closed']) {
      expect(
        payload(
          successSchema,
          await (await client.post('/api/save-job', { job_id: jobIds[title] })).json(),
        ),
      ).toEqual({ success: true });
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const first = await SavedJob.findOne({ job_id: jobIds['Backend Developer'] }).lean();
    // saving again keeps the row and its time
    expect(
      (await client.post('/api/save-job', { job_id: jobIds['Backend Developer'] })).status,
    ).toBe(200);
    const asha = await userId('asha@example.com');
    expect(await SavedJob.countDocuments({ user_id: asha })).toBe(3);
    expect(
      (await SavedJob.findOne({ job_id: jobIds['Backend Developer'] }).lean())?.saved_at,
    ).toEqual(first?.saved_at);

    expect(payload(jobIdsSchema, await (await client.get('/api/user-saved-jobs')).json())).toEqual({
      job_ids: [jobIds['Saved Then Closed'], jobIds['QA Engineer'], jobIds['Backend Developer']],
    });

    await Job.updateOne({ _id: jobIds['Saved Then Closed'] }, { is_active: false });
    const { jobs } = payload(savedJobsSchema, await (await client.get('/api/saved-jobs')).json());
    expect(jobs.map((j) => j.job_title)).toEqual([
      'Saved Then Closed',
      'QA Engineer',
      'Backend Developer',
    ]);
    expect(jobs[0]).toMatchObject({
      id: jobIds['Saved Then Closed'],
      is_active: false,
      company: 'Sahyadri Softech',
      skills: ['React'],
      saved_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(jobs[2]!.saved_at).toBe(first!.saved_at.toISOString());

    for (let i = 0; i < 2; i++) {
      const removed = await client.post('/api/remove-saved-job', { job_id: jobIds['QA Engineer'] });
      expect(removed.status).toBe(200);
      expect(payload(successSchema, await removed.json())).toEqual({ success: true });
    }
    expect(await (await client.get('/api/user-saved-jobs')).json()).toEqual({
      job_ids: [jobIds['Saved Then Closed'], jobIds['Backend Developer']],
    });
  });

  it('answers 404 when saving an unknown job; removing one is harmless', async () => {
    const client = await loggedIn('asha@example.com');
    const saved = await client.post('/api/save-job', { job_id: UNKNOWN_JOB });
    expect(saved.status).toBe(404);
    expect(await saved.json()).toEqual({ error: 'Job not found' });
    const removed = await client.post('/api/remove-saved-job', { job_id: UNKNOWN_JOB });
    expect(await removed.json()).toEqual({ success: true });
    expect(await SavedJob.countDocuments({ job_id: UNKNOWN_JOB })).toBe(0);
  });

  it('answers 400 for a bad job id', async () => {
    const client = await loggedIn('asha@example.com');
    for (const path of ['/api/save-job', '/api/remove-saved-job']) {
      const response = await client.post(path, { job_id: 'not-an-id' });
      expect(response.status).toBe(400);
      expect((await response.json()).error).toMatch(/job_id/);
    }
  });

  it('never shows or removes another seeker’s saved jobs', async () => {
    const vikram = await loggedIn('vikram@example.com');
    expect(await (await vikram.get('/api/user-saved-jobs')).json()).toEqual({ job_ids: [] });
    expect(await (await vikram.get('/api/saved-jobs')).json()).toEqual({ jobs: [] });
    await vikram.post('/api/remove-saved-job', { job_id: jobIds['Backend Developer'] });
    expect(
      await SavedJob.countDocuments({
        user_id: await userId('asha@example.com'),
        job_id: jobIds['Backend Developer'],
      }),
    ).toBe(1);
  });
});

describe('changeApplicationStatus', () => {
  it('moves an application along and appends every change to its history', async () => {
    const client = await loggedIn('vikram@example.com');
    const applied = payload(
      appliedSchema,
      await (await client.post('/api/apply-job', { job_id: jobIds['Status Job'] })).json(),
    );
    const id = applied.application.id;
    const appliedAt = new Date(applied.application.applied_at).getTime();
    const reviewedAt = new Date(appliedAt + DAY);
    const interviewAt = new Date(appliedAt + 3 * DAY);

    const reviewed = await changeApplicationStatus(id, 'under_review', reviewedAt);
    expect(reviewed).toMatchObject({ id, status: 'under_review' });
    await changeApplicationStatus(id, 'interview', interviewAt);
    // the same status again is not a change
    await changeApplicationStatus(id, 'interview', new Date(appliedAt + 4 * DAY));

    const { applications } = payload(
      seekerApplicationsSchema,
      await (await client.get('/api/applications')).json(),
    );
    const seen = applications.find((a) => a.id === id);
    expect(seen).toMatchObject({
      status: 'interview',
      applied_at: applied.application.applied_at,
      updated_at: interviewAt.toISOString(),
      history: [
        { status: 'applied', at: applied.application.applied_at },
        { status: 'under_review', at: reviewedAt.toISOString() },
        { status: 'interview', at: interviewAt.toISOString() },
      ],
    });

    // applying again still returns the application, now with its new status
    const again = await client.post('/api/apply-job', { job_id: jobIds['Status Job'] });
    expect(again.status).toBe(200);
    expect((await again.json()).application).toEqual(seen);
  });

  it('returns null for an unknown application and refuses an unknown status', async () => {
    expect(
      await changeApplicationStatus(new Types.ObjectId().toHexString(), 'accepted'),
    ).toBeNull();
    expect(await changeApplicationStatus('nope', 'accepted')).toBeNull();
    const any = await Application.findOne({});
    await expect(
      changeApplicationStatus(String(any!._id), 'hired' as unknown as 'accepted'),
    ).rejects.toThrow();
    expect((await Application.findById(any!._id))?.status).toBe(any!.status);
  });

  it('still returns an existing application when its job has closed since', async () => {
    const client = await loggedIn('vikram@example.com');
    await Job.updateOne({ _id: jobIds['Backend Developer'] }, { is_active: false });
    const response = await client.post('/api/apply-job', { job_id: jobIds['Backend Developer'] });
    expect(response.status).toBe(200);
    expect((await response.json()).application).toMatchObject({
      job_id: jobIds['Backend Developer'],
      status: 'applied',
    });
  });
});
