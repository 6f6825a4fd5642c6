import { recruiterJobSchema } from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../app/models/application.server';
import { Job } from '../app/models/job.server';
import { startTestApp, type TestApp } from './support/harness';
import { postedJob as postJob } from './support/job-fixtures';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * GET /api/recruiter/jobs/:jobId over HTTP (ADR 011): one of the recruiter's own jobs as the edit
 * form of docs/product/recruiter-jobs-and-responses.md#a-jobs-life reads it, and who may.
 */

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const postedJob = (recruiter: Account) => postJob(recruiter, { perks: 'Free lunch' });

const read = (account: Account, jobId: string) =>
  account.client.get(`/api/recruiter/jobs/${jobId}`);

describe('GET /api/recruiter/jobs/:jobId', () => {
  it("answers the owner with the job as a RecruiterJob, the same as in the recruiter's list", async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const seeker = await loggedIn(app, 'Job Seeker');
    const job = await postedJob(owner);
    await Application.create({
      job_id: job.id,
      user_id: seeker.id,
      status: 'applied',
      applied_at: new Date(),
    });

    const response = await read(owner, job.id);
    expect(response.status).toBe(200);
    const one = payload(recruiterJobSchema, await response.json());
    expect(one).toMatchObject({
      id: job.id,
      job_title: 'Java Developer',
      perks: 'Free lunch',
      status: 'active',
      expired: false,
      applications: 1,
      created_by: { id: owner.id, name: owner.name },
    });
    const list = (await (await owner.client.get('/api/recruiter/jobs')).json()) as {
      jobs: unknown[];
    };
    expect(list.jobs).toEqual([one]);
  });

  it('reads closed and expired jobs too, with their status', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const closed = await postedJob(owner);
    const expired = await postedJob(owner);
    await Job.updateOne({ _id: closed.id }, { is_active: false });
    await Job.updateOne({ _id: expired.id }, { expiry_date: new Date(Date.now() - DAY) });
    const statusOf = async (id: string) =>
      payload(recruiterJobSchema, await (await read(owner, id)).json());
    expect(await statusOf(closed.id)).toMatchObject({ status: 'closed', expired: false });
    expect(await statusOf(expired.id)).toMatchObject({ status: 'expired', expired: true });
  });

  it('answers 401 to a visitor, 403 to a seeker and to another recruiter, 404 to an unknown job', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const other = await loggedIn(app, 'Recruiter');
    const seeker = await loggedIn(app, 'Job Seeker');
    const job = await postedJob(owner);

    const visitor = await app.client().get(`/api/recruiter/jobs/${job.id}`);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: 'Not logged in' });
    const bySeeker = await read(seeker, job.id);
    expect(bySeeker.status).toBe(403);
    expect(await bySeeker.json()).toEqual({ error: 'Only recruiters can do this' });
    const foreign = await read(other, job.id);
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: 'You can only view your own jobs' });
    for (const id of [new Types.ObjectId().toString(), 'not-an-id']) {
      const unknown = await read(owner, id);
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual({ error: 'Job not found' });
    }
  });

  it('answers 405 to other methods', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const job = await postedJob(owner);
    const response = await owner.client.request(`/api/recruiter/jobs/${job.id}`, {
      method: 'PATCH',
      json: { status: 'closed' },
    });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect((await Job.findById(job.id).lean())?.is_active).toBe(true);
  });
});
