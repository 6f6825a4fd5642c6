import { recruiterJobChangedSchema } from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../app/models/application.server';
import { Job } from '../app/models/job.server';
import { UserPlan } from '../app/models/user-plan.server';
import { startTestApp, type TestApp } from './support/harness';
import { jobPosting, postedJob as postJob } from './support/job-fixtures';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * A job's life over HTTP (docs/product/recruiter-jobs-and-responses.md#a-jobs-life, ADR 011):
 * close, reopen within the quota (also under concurrency), extend, edit, repost, and who may.
 */

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const posting = (extra: Record<string, unknown> = {}) =>
  jobPosting({ perks: 'Free lunch', ...extra });

const postedJob = (recruiter: Account, extra: Record<string, unknown> = {}) =>
  postJob(recruiter, { perks: 'Free lunch', ...extra });

async function storedJobs(account: Account, jobs: Array<Record<string, unknown>>) {
  const now = Date.now();
  return Job.insertMany(
    jobs.map((extra, i) => ({
      job_title: `Stored job ${i}`,
      company: 'Sahyadri Softech',
      location: 'Pune',
      recruiter_id: account.id,
      is_active: true,
      created_at: new Date(now - (i + 1) * DAY),
      expiry_date: new Date(now + 30 * DAY),
      ...extra,
    })),
  );
}

const patch = (account: Account, jobId: string, json: unknown) =>
  account.client.request(`/api/jobs/${jobId}`, { method: 'PATCH', json });
const repost = (account: Account, jobId: string) =>
  account.client.post(`/api/jobs/${jobId}/repost`);

async function changed(response: Response) {
  expect(response.status).toBe(200);
  return payload(recruiterJobChangedSchema, await response.json());
}

const searchFinds = async (title: string, id: string) => {
  const body = (await (
    await app.client().get(`/api/jobs?q=${encodeURIComponent(title)}`)
  ).json()) as {
    jobs: Array<{ id: string }>;
  };
  return body.jobs.some((job) => job.id === id);
};

describe('who may change a job', () => {
  it('answers 401 to a visitor, 403 to a seeker and to another recruiter, 404 to an unknown job', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const other = await loggedIn(app, 'Recruiter');
    const seeker = await loggedIn(app, 'Job Seeker');
    const job = await postedJob(owner);

    const visitor = await app.client().request(`/api/jobs/${job.id}`, {
      method: 'PATCH',
      json: { status: 'closed' },
    });
    expect(visitor.status).toBe(401);
    expect((await patch(seeker, job.id, { status: 'closed' })).status).toBe(403);
    const foreign = await patch(other, job.id, { status: 'closed' });
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'You can only change your own jobs' });
    expect((await repost(other, job.id)).status).toBe(403);
    const unknown = await patch(owner, new Types.ObjectId().toString(), { status: 'closed' });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Job not found' });
    expect((await patch(owner, 'not-an-id', { status: 'closed' })).status).toBe(404);
    expect((await Job.findById(job.id).lean())?.is_active).toBe(true);
  });

  it('refuses a body that is none of the three shapes with its first problem', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const job = await postedJob(owner);
    const refused = async (json: unknown, error: string) => {
      const response = await patch(owner, job.id, json);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
    };
    await refused({ status: 'expired' }, 'Status must be one of: closed, active');
    await refused({ extend_days: 45 }, 'Extension must be one of 30, 60, 90 days');
    await refused({ status: 'closed', extend_days: 30 }, 'Unknown field: extend_days');
    await refused(posting({ job_title: '' }), 'Job title is required');
  });
});

describe('closing and reopening', () => {
  it('a closed job leaves /api/jobs at once and refuses applications; reopened it is back', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const seeker = await loggedIn(app, 'Job Seeker');
    const job = await postedJob(owner, { job_title: 'Closable Kotlin Developer' });
    expect(await searchFinds('Closable Kotlin', job.id)).toBe(true);

    const closed = await changed(await patch(owner, job.id, { status: 'closed' }));
    expect(closed.job).toMatchObject({ id: job.id, status: 'closed', is_active: false });
    expect(closed.quota.open_jobs).toBe(0);
    expect(await searchFinds('Closable Kotlin', job.id)).toBe(false);
    const apply = await seeker.client.post('/api/apply-job', { job_id: job.id });
    expect(apply.status).toBe(409);
    expect(await apply.json()).toEqual({ error: 'This job is no longer accepting applications' });
    expect(await Application.countDocuments({ job_id: job.id })).toBe(0);

    const reopened = await changed(await patch(owner, job.id, { status: 'active' }));
    expect(reopened.job).toMatchObject({ status: 'active', is_active: true });
    expect(reopened.job.updated_at).not.toBe(job.created_at);
    expect(reopened.quota).toMatchObject({ open_jobs: 1, left: 9 });
    expect(await searchFinds('Closable Kotlin', job.id)).toBe(true);
    expect((await seeker.client.post('/api/apply-job', { job_id: job.id })).status).toBe(201);
  });

  it('reopening counts against the quota: 403 when no slot is left', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    await UserPlan.create({ user_id: owner.id, job_limit: 2 });
    const [closedJob] = await storedJobs(owner, [{ is_active: false }, {}, {}]);
    const response = await patch(owner, String(closedJob!._id), { status: 'active' });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: 'You have reached your job posting limit (2 open jobs)',
    });
    expect((await Job.findById(closedJob!._id).lean())?.is_active).toBe(false);
  });

  it('20 parallel reopens with one slot left open exactly one job', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    await UserPlan.create({ user_id: owner.id, job_limit: 3 });
    await storedJobs(owner, [{}, {}]);
    const closed = await storedJobs(
      owner,
      Array.from({ length: 20 }, () => ({ is_active: false })),
    );
    const answers = await Promise.all(
      closed.map((job) => patch(owner, String(job._id), { status: 'active' })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(19);
    expect(await Job.countDocuments({ recruiter_id: owner.id, is_active: true })).toBe(3);
  });

  it('reopens and posts racing for the last slot keep exactly one', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    await UserPlan.create({ user_id: owner.id, job_limit: 1 });
    const closed = await storedJobs(
      owner,
      Array.from({ length: 5 }, () => ({ is_active: false })),
    );
    const answers = await Promise.all([
      ...closed.map((job) => patch(owner, String(job._id), { status: 'active' })),
      ...Array.from({ length: 5 }, () => owner.client.post('/api/jobs', posting())),
    ]);
    const ok = answers.filter((answer) => answer.status === 200 || answer.status === 201);
    expect(ok).toHaveLength(1);
    expect(await Job.countDocuments({ recruiter_id: owner.id, is_active: true })).toBe(1);
  });

  it('an expired job is reposted, not reopened or extended (409)', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const [expired] = await storedJobs(owner, [
      { is_active: false, expiry_date: new Date(Date.now() - DAY) },
    ]);
    for (const body of [{ status: 'active' }, { extend_days: 30 }]) {
      const response = await patch(owner, String(expired!._id), body);
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({
        error: 'This job has expired: repost it to open it again',
      });
    }
  });
});

describe('extending', () => {
  it('pushes the expiry back by 30, 60 or 90 days, open or closed, without using a slot', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    await UserPlan.create({ user_id: owner.id, job_limit: 1 });
    const expiry = new Date(Date.now() + 10 * DAY);
    const [open, closed] = await storedJobs(owner, [
      { expiry_date: expiry },
      { is_active: false, expiry_date: expiry },
    ]);
    const extended = await changed(await patch(owner, String(open!._id), { extend_days: 60 }));
    expect(extended.job.expiry_date).toBe(new Date(expiry.getTime() + 60 * DAY).toISOString());
    expect(extended.job.status).toBe('active');
    const closedExtended = await changed(
      await patch(owner, String(closed!._id), { extend_days: 90 }),
    );
    expect(closedExtended.job).toMatchObject({
      status: 'closed',
      expiry_date: new Date(expiry.getTime() + 90 * DAY).toISOString(),
    });
  });
});

describe('editing', () => {
  it('replaces the posting with the same rules as Post a Job and keeps the applications', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const seeker = await loggedIn(app, 'Job Seeker');
    const job = await postedJob(owner);
    expect((await seeker.client.post('/api/apply-job', { job_id: job.id })).status).toBe(201);

    const edited = await changed(
      await patch(
        owner,
        job.id,
        posting({ job_title: 'Senior Java Developer', work_mode: 'In office', perks: undefined }),
      ),
    );
    expect(edited.job).toMatchObject({
      id: job.id,
      job_title: 'Senior Java Developer',
      work_mode: 'On-site',
      status: 'active',
      created_at: job.created_at,
      expiry_date: job.expiry_date,
      applications: 1,
    });
    expect(edited.job.perks).toBeUndefined();
    expect(await Application.countDocuments({ job_id: job.id })).toBe(1);

    const tooLong = await patch(owner, job.id, posting({ perks: 'x'.repeat(2001) }));
    expect(tooLong.status).toBe(400);
    expect((await Job.findById(job.id).lean())?.job_title).toBe('Senior Java Developer');
  });
});

describe('reposting', () => {
  it('opens an expired job for 90 days more, keeping its id and applications, within the quota', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    await UserPlan.create({ user_id: owner.id, job_limit: 1 });
    const [expired, other] = await storedJobs(owner, [
      { job_title: 'Expired Go Developer', expiry_date: new Date(Date.now() - DAY) },
      { job_title: 'Other expired', expiry_date: new Date(Date.now() - DAY) },
    ]);
    const before = Date.now();
    const reposted = await changed(await repost(owner, String(expired!._id)));
    expect(reposted.job).toMatchObject({ id: String(expired!._id), status: 'active' });
    const expiry = new Date(reposted.job.expiry_date!).getTime();
    expect(expiry).toBeGreaterThanOrEqual(before + 90 * DAY);
    expect(expiry).toBeLessThan(Date.now() + 90 * DAY + 1000);
    expect(reposted.quota).toEqual({ job_limit: 1, open_jobs: 1, left: 0 });

    const full = await repost(owner, String(other!._id));
    expect(full.status).toBe(403);
    const notExpired = await repost(owner, String(expired!._id));
    expect(notExpired.status).toBe(409);
    expect(await notExpired.json()).toEqual({ error: 'Only an expired job can be reposted' });
  });
});
