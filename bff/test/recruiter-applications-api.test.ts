import { recruiterApplicationsSchema } from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../app/models/application.server';
import { UserDetails } from '../app/models/user-details.server';
import { startTestApp, type TestApp } from './support/harness';
import { jobPosting } from './support/job-fixtures';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * A recruiter's application tracking (docs/product/applications-and-tracking.md#recruiters): every
 * application to the recruiter's jobs, newest first, filtered by job and status, paged; only the
 * recruiter's own jobs, and a status change through the pipeline shows here and in the history.
 */

let app: TestApp;
let owner: Account;
let otherRecruiter: Account;
let asha: Account;
let vikram: Account;
let javaJob: string;
let dataJob: string;
let otherJob: string;

const posting = (title: string) => jobPosting({ job_title: title, skills: 'Java, SQL' });

async function postJob(recruiter: Account, title: string): Promise<string> {
  const response = await recruiter.client.post('/api/jobs', posting(title));
  expect(response.status).toBe(201);
  return (await response.json()).job.id;
}

async function apply(seeker: Account, job: string) {
  const response = await seeker.client.post('/api/apply-job', { job_id: job });
  expect(response.status).toBe(201);
}

const list = (account: Account, query = '') =>
  account.client.get(`/api/recruiter/applications${query}`);

async function listed(query = '') {
  const response = await list(owner, query);
  expect(response.status).toBe(200);
  return payload(recruiterApplicationsSchema, await response.json());
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await loggedIn(app, 'Recruiter', 'Priya Nair');
  otherRecruiter = await loggedIn(app, 'Recruiter', 'Arjun Shah');
  asha = await loggedIn(app, 'Job Seeker', 'Asha Rao');
  vikram = await loggedIn(app, 'Job Seeker', 'Vikram Das');
  javaJob = await postJob(owner, 'Java Developer');
  dataJob = await postJob(owner, 'Data Analyst');
  otherJob = await postJob(otherRecruiter, 'Tester');
  await UserDetails.collection.updateOne(
    { user_id: new Types.ObjectId(asha.id) },
    { $set: { full_name: 'Asha R. Rao', experience: 6, address: '12, MG Road, Pune' } },
    { upsert: true },
  );
  // Applied in this order: newest first is Vikram (data), Asha (data), Vikram (java), Asha (java).
  await apply(asha, javaJob);
  await apply(vikram, javaJob);
  await apply(asha, dataJob);
  await apply(vikram, dataJob);
  await apply(asha, otherJob);
});

afterAll(async () => {
  await app?.close();
});

describe('who may call', () => {
  it('401 for a visitor, 403 for a seeker, and a job must be the recruiter’s own', async () => {
    expect((await app.client().get('/api/recruiter/applications')).status).toBe(401);
    expect((await list(asha)).status).toBe(403);
    const other = await list(otherRecruiter, `?job=${javaJob}`);
    expect(other.status).toBe(403);
    expect(await other.json()).toEqual({
      error: 'You can only manage the applicants of your own jobs',
    });
    const unknown = await list(owner, `?job=${new Types.ObjectId().toHexString()}`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Job not found' });
    expect((await list(owner, '?job=not-an-id')).status).toBe(404);
  });

  it('refuses a bad query in words, and other methods', async () => {
    const status = await list(owner, '?status=hired');
    expect(status.status).toBe(400);
    expect(await status.json()).toEqual({
      error: 'Status must be one of: applied, under_review, interview, accepted, rejected',
    });
    const page = await list(owner, '?page=0');
    expect(page.status).toBe(400);
    expect(await page.json()).toEqual({ error: 'Page must be at least 1' });
    const unknown = await list(owner, '?sort=applied');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ error: 'Unknown query parameter: sort' });
    const post = await owner.client.post('/api/recruiter/applications', {});
    expect(post.status).toBe(405);
    expect(post.headers.get('allow')).toBe('GET');
  });
});

describe('the list', () => {
  it('holds every application to the recruiter’s jobs and none to others’, newest first', async () => {
    const body = await listed();
    expect(body.total).toBe(4);
    expect(body.page).toBe(1);
    expect(
      body.applications.map((row) => [row.applicant.full_name, row.job.title, row.status]),
    ).toEqual([
      ['Vikram Das', 'Data Analyst', 'applied'],
      ['Asha R. Rao', 'Data Analyst', 'applied'],
      ['Vikram Das', 'Java Developer', 'applied'],
      ['Asha R. Rao', 'Java Developer', 'applied'],
    ]);
    const ashaRow = body.applications[1]!;
    expect(ashaRow.job.id).toBe(dataJob);
    expect(ashaRow.user_id).toBe(asha.id);
    expect(ashaRow.applicant).toEqual({
      full_name: 'Asha R. Rao',
      experience: 6,
      location: 'Pune',
    });
    expect(body.applications[0]!.applicant).toEqual({
      full_name: 'Vikram Das',
      experience: null,
      location: null,
    });
    const other = payload(recruiterApplicationsSchema, await (await list(otherRecruiter)).json());
    expect(other.applications.map((row) => row.job.title)).toEqual(['Tester']);
  });

  it('filters by job and by status; a status change through the pipeline shows at once', async () => {
    const java = await listed(`?job=${javaJob}`);
    expect(java.applications.map((row) => row.job.id)).toEqual([javaJob, javaJob]);
    const moved = await owner.client.request(`/api/job-applications/${javaJob}/status`, {
      method: 'PATCH',
      json: { user_ids: [vikram.id], status: 'interview' },
    });
    expect(moved.status).toBe(200);
    const interview = await listed('?status=interview');
    expect(interview.total).toBe(1);
    expect(interview.applications.map((row) => [row.user_id, row.job.id])).toEqual([
      [vikram.id, javaJob],
    ]);
    expect((await listed(`?job=${dataJob}&status=interview`)).total).toBe(0);
    expect((await listed('?job=&status=')).total).toBe(4);
    const history = await Application.findOne({
      user_id: new Types.ObjectId(vikram.id),
      job_id: new Types.ObjectId(javaJob),
    }).lean();
    expect(history?.history.map((entry) => entry.status)).toEqual(['applied', 'interview']);
  });

  it('pages by 20', async () => {
    // Written to the collection itself: 21 older applications to one job, no profiles behind them.
    const old = Date.parse('2026-01-01T00:00:00Z');
    await Application.collection.insertMany(
      Array.from({ length: 21 }, (_, index) => ({
        user_id: new Types.ObjectId(),
        job_id: new Types.ObjectId(javaJob),
        status: 'applied',
        history: [{ status: 'applied', at: new Date(old + index * 60_000) }],
        applied_at: new Date(old + index * 60_000),
        updated_at: new Date(old + index * 60_000),
      })),
    );
    const first = await listed();
    expect(first.total).toBe(25);
    expect(first.page_size).toBe(20);
    expect(first.applications).toHaveLength(20);
    expect(first.applications[0]!.applicant.full_name).toBe('Vikram Das');
    const second = await listed('?page=2');
    expect(second.page).toBe(2);
    expect(second.applications).toHaveLength(5);
    expect(second.applications.at(-1)!.applied_at).toBe('2026-01-01T00:00:00.000Z');
    expect(second.applications.at(-1)!.applicant.full_name).toBeNull();
    const dates = [...first.applications, ...second.applications].map((row) => row.applied_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect((await listed('?page=3')).applications).toEqual([]);
  });
});
