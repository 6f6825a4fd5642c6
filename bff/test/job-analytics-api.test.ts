import { analyticsDay, jobAnalyticsSchema, recruiterJobsSchema } from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../app/models/application.server';
import { JobView, JobViewDay } from '../app/models/job-view.server';
import { recordJobView } from '../app/services/job-views.server';
import { startTestApp, type TestApp } from './support/harness';
import { postedJob as postJob } from './support/job-fixtures';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * Job views and job analytics over HTTP (docs/product/recruiter-tools-and-workspace.md#job-analytics):
 * POST /api/jobs/:jobId/views counts a viewer once per job per day and never the job's recruiter;
 * GET /api/recruiter/job-analytics answers a recruiter about their own jobs only.
 */

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const postedJob = (recruiter: Account, job_title = 'Java Developer') =>
  postJob(recruiter, { job_title });

const view = (client: Account['client'], jobId: string) => client.post(`/api/jobs/${jobId}/views`);

async function analytics(recruiter: Account, query = '') {
  const response = await recruiter.client.get(`/api/recruiter/job-analytics${query}`);
  expect(response.status).toBe(200);
  return payload(jobAnalyticsSchema, await response.json());
}

const today = () => analyticsDay(new Date());

describe('POST /api/jobs/:jobId/views', () => {
  it('counts two viewers as two and the same viewer twice in a day as one', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const job = await postedJob(recruiter);
    const seeker = await loggedIn(app);
    const visitor = app.client();

    for (const client of [seeker.client, seeker.client, visitor, visitor]) {
      const response = await view(client, job.id);
      expect(response.status).toBe(204);
    }

    expect(visitor.cookies.get('rozgar.viewer')).toMatch(/^[0-9a-f-]{36}$/);
    const { totals, days } = await analytics(recruiter);
    expect(totals.views).toBe(2);
    expect(days.at(-1)).toEqual({ date: today(), views: 2, applies: 0 });
    expect(await JobView.countDocuments({ job_id: job.id })).toBe(2);
    expect(
      await JobViewDay.findOne({ job_id: job.id, day: today() }, { _id: 0, views: 1 }).lean(),
    ).toEqual({ views: 2 });
  });

  it("gives the recruiter's jobs list (the dashboard's Views) each job's views since posted", async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const viewed = await postedJob(recruiter, 'Viewed');
    const unseen = await postedJob(recruiter, 'Unseen');
    const seeker = await loggedIn(app);
    await view(seeker.client, viewed.id);
    await view(app.client(), viewed.id);
    // a view of 100 days ago, past the analytics' longest period, still counts here
    await JobViewDay.create({
      job_id: viewed.id,
      day: analyticsDay(new Date(Date.now() - 100 * DAY)),
      views: 3,
    });

    const response = await recruiter.client.get('/api/recruiter/jobs');
    const { jobs } = payload(recruiterJobsSchema, await response.json());
    expect(jobs.map((job) => [job.job_title, job.views])).toEqual([
      ['Unseen', 0],
      ['Viewed', 5],
    ]);
    expect(unseen.id).toBe(jobs[0]!.id);
  });

  it('counts a visitor without the cookie anew each time, and never stores an address', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const job = await postedJob(recruiter);
    await app.client().post(`/api/jobs/${job.id}/views`);
    await app.client().post(`/api/jobs/${job.id}/views`);
    const stored = await JobView.find({ job_id: job.id }, { _id: 0, viewer: 1 }).lean();
    expect(stored).toHaveLength(2);
    for (const { viewer } of stored) expect(viewer).toMatch(/^anon:[0-9a-f-]{36}$/);
    expect((await analytics(recruiter)).totals.views).toBe(2);
  });

  it("does not count the recruiter's views of their own job, but counts another recruiter's", async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const other = await loggedIn(app, 'Recruiter');
    const job = await postedJob(owner);
    expect((await view(owner.client, job.id)).status).toBe(204);
    expect((await analytics(owner)).totals.views).toBe(0);
    await view(other.client, job.id);
    expect((await analytics(owner)).totals.views).toBe(1);
  });

  it('counts the same viewer again on another day, each view on its day', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const seeker = await loggedIn(app);
    const job = await postedJob(recruiter);
    const viewer = {
      user: {
        id: seeker.id,
        email: seeker.email,
        role: 'Job Seeker' as const,
        name: seeker.name,
        accountId: seeker.id,
        accountAdmin: true,
      },
    };
    expect(await recordJobView(job.id, viewer, new Date(Date.now() - 2 * DAY))).toBe('counted');
    expect(await recordJobView(job.id, viewer, new Date(Date.now() - 2 * DAY))).toBe('seen-today');
    await view(seeker.client, job.id);
    const { totals, days } = await analytics(recruiter);
    expect(totals.views).toBe(2);
    expect(days.at(-3)?.views).toBe(1);
    expect(days.at(-2)?.views).toBe(0);
    expect(days.at(-1)?.views).toBe(1);
  });

  it('counts concurrent views of one viewer once', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const seeker = await loggedIn(app);
    const job = await postedJob(recruiter);
    const answers = await Promise.all(Array.from({ length: 8 }, () => view(seeker.client, job.id)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(8).fill(204));
    expect((await analytics(recruiter)).totals.views).toBe(1);
  });

  it('answers 404 for an unknown or malformed job, 405 for GET', async () => {
    const visitor = app.client();
    const unknown = await view(visitor, '64b0000000000000000000ff');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Job not found' });
    expect((await view(visitor, 'not-an-id')).status).toBe(404);
    expect((await visitor.get('/api/jobs/64b0000000000000000000ff/views')).status).toBe(405);
  });
});

describe('GET /api/recruiter/job-analytics', () => {
  it('gives views, applies, apply rate and statuses per job and in total, with a zero-filled series', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const older = await postedJob(recruiter, 'Java Developer');
    const newer = await postedJob(recruiter, 'QA Engineer');
    const seekers = await Promise.all([loggedIn(app), loggedIn(app), loggedIn(app), loggedIn(app)]);
    for (const seeker of seekers) await view(seeker.client, older.id);
    await view(seekers[0]!.client, newer.id);
    for (const seeker of seekers.slice(0, 2)) {
      const applied = await seeker.client.post('/api/apply-job', { job_id: older.id });
      expect(applied.status).toBe(201);
    }
    await Application.updateOne(
      { job_id: older.id, user_id: seekers[1]!.id },
      { $set: { status: 'interview' } },
    );
    // applied 40 days ago: in the 90-day figures only
    await Application.create({
      job_id: older.id,
      user_id: seekers[2]!.id,
      status: 'rejected',
      applied_at: new Date(Date.now() - 40 * DAY),
    });

    const month = await analytics(recruiter);
    expect(month).toMatchObject({ range: 30, job_id: null, to: today() });
    expect(month.days).toHaveLength(30);
    expect(month.days[0]!.date).toBe(month.from);
    expect(month.days.filter((day) => day.views || day.applies)).toEqual([
      { date: today(), views: 5, applies: 2 },
    ]);
    expect(month.totals).toEqual({
      views: 5,
      applies: 2,
      apply_rate: 40,
      by_status: { applied: 1, under_review: 0, interview: 1, accepted: 0, rejected: 0 },
    });
    expect(
      month.jobs.map((job) => [job.job_title, job.views, job.applies, job.apply_rate]),
    ).toEqual([
      ['QA Engineer', 1, 0, 0],
      ['Java Developer', 4, 2, 50],
    ]);
    expect(month.jobs[1]).toMatchObject({ job_id: older.id, status: 'active' });

    const quarter = await analytics(recruiter, `?range=90&job=${older.id}`);
    expect(quarter).toMatchObject({ range: 90, job_id: older.id });
    expect(quarter.days).toHaveLength(90);
    expect(quarter.totals).toEqual({
      views: 4,
      applies: 3,
      apply_rate: 75,
      by_status: { applied: 1, under_review: 0, interview: 1, accepted: 0, rejected: 1 },
    });
    expect(quarter.days.at(-41)?.applies).toBe(1);
    expect(quarter.jobs).toHaveLength(2);
  });

  it('gives a recruiter without views an apply rate of null and empty figures', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    expect((await analytics(recruiter)).jobs).toEqual([]);
    await postedJob(recruiter);
    const { totals } = await analytics(recruiter, '?range=90');
    expect(totals).toMatchObject({ views: 0, applies: 0, apply_rate: null });
  });

  it("refuses another recruiter's job (403), an unknown one (404), seekers (403) and the logged out (401)", async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const other = await loggedIn(app, 'Recruiter');
    const job = await postedJob(owner);
    const seeker = await loggedIn(app);

    const theirs = await other.client.get(`/api/recruiter/job-analytics?job=${job.id}`);
    expect(theirs.status).toBe(403);
    expect(await theirs.json()).toEqual({ error: 'You can only see analytics of your own jobs' });
    const unknown = await owner.client.get(
      '/api/recruiter/job-analytics?job=64b0000000000000000000ff',
    );
    expect(unknown.status).toBe(404);
    expect((await seeker.client.get('/api/recruiter/job-analytics')).status).toBe(403);
    expect((await app.client().get('/api/recruiter/job-analytics')).status).toBe(401);
    // the other recruiter's own list holds none of the owner's jobs
    expect((await analytics(other)).jobs).toEqual([]);
  });

  it.each([
    ['?range=7', 'range: Range must be one of: 30, 90 days'],
    ['?job=abc', 'job: Job must be a job id'],
    ['?days=30', 'Unknown query parameter: days'],
  ])('answers 400 for %s in words', async (query, error) => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const response = await recruiter.client.get(`/api/recruiter/job-analytics${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });
});
