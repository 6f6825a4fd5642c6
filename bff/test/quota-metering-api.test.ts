import { QUOTA_TEXTS, quotaUsagePayloadSchema, type QuotaUsage } from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QuotaCounter, ResumeViewGrant } from '../app/models/quota-usage.server';
import { Resume } from '../app/models/resume.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { UserPlan } from '../app/models/user-plan.server';
import { startTestApp, type TestApp } from './support/harness';
import { jobPosting } from './support/job-fixtures';
import { payload } from './support/payload';
import { loggedIn, pdf, upload, type Account } from './support/profile-fixtures';

/*
 * Metering Resdex's resume views (ADR 022, docs/product/recruiter-tools-and-workspace.md#plan-and-quotas):
 * once per candidate per month, atomically against the plan, refused with 403 once used up;
 * applicants' resumes never count.
 */

let app: TestApp;
let resumeFile: { file_id: Types.ObjectId; filename: string; content_type: string; size: number };
let seekers = 0;

beforeAll(async () => {
  app = await startTestApp();
  const owner = await loggedIn(app, 'Job Seeker', 'Asha Rao');
  const file = await pdf(['Asha Rao', 'Payments engineer']);
  expect(
    (await upload(owner.client, '/api/resume', 'resume', file, 'asha.pdf', 'application/pdf'))
      .status,
  ).toBe(201);
  const row = await Resume.findOne({ user_id: owner.id }).lean();
  resumeFile = {
    file_id: row!.file_id,
    filename: row!.filename,
    content_type: row!.content_type,
    size: row!.size,
  };
});

afterAll(async () => {
  await app?.close();
});

/** Seekers with a profile and a resume on file (all sharing one stored PDF), stored directly. */
async function seekersWithResume(count: number): Promise<string[]> {
  const users = await User.insertMany(
    Array.from({ length: count }, () => ({
      email: `metered-${process.pid}-${++seekers}@example.com`,
      password_hash: 'not-used',
      role: 'Job Seeker',
      name: `Seeker ${seekers}`,
    })),
  );
  await UserDetails.insertMany(users.map((user) => ({ user_id: user._id, full_name: user.name })));
  await Resume.insertMany(users.map((user) => ({ user_id: user._id, ...resumeFile })));
  return users.map((user) => String(user._id));
}

async function recruiterWithViews(resumeViews: number, name = 'Priya Nair'): Promise<Account> {
  const recruiter = await loggedIn(app, 'Recruiter', name);
  await UserPlan.create({
    user_id: recruiter.id,
    job_limit: 10,
    resume_views_per_month: resumeViews,
  });
  return recruiter;
}

const openResume = (recruiter: Account, seekerId: string) =>
  recruiter.client.get(`/api/candidates/${seekerId}/resume`);

async function resumeViews(recruiter: Account): Promise<QuotaUsage> {
  const response = await recruiter.client.get('/api/recruiter/quota-usage');
  expect(response.status).toBe(200);
  const usage = payload(quotaUsagePayloadSchema, await response.json());
  return usage.quotas.find((quota) => quota.category === 'resume_views')!;
}

describe('resume views from Resdex', () => {
  it('of 200 parallel opens of different candidates against 100 views, exactly 100 succeed', async () => {
    const recruiter = await recruiterWithViews(100);
    const ids = await seekersWithResume(200);
    const responses = await Promise.all(ids.map((id) => openResume(recruiter, id)));
    const bodies = await Promise.all(
      responses.map((response) =>
        response.status === 200 ? response.arrayBuffer() : response.json(),
      ),
    );
    const opened = responses.filter((response) => response.status === 200);
    const refused = responses
      .map((response, i) => ({ status: response.status, body: bodies[i] }))
      .filter(({ status }) => status !== 200);
    expect(opened).toHaveLength(100);
    expect(refused).toHaveLength(100);
    for (const { status, body } of refused) {
      expect(status).toBe(403);
      expect(body).toEqual({ error: QUOTA_TEXTS.resumeViewsUsedUp });
    }
    const opens = bodies.filter((body) => body instanceof ArrayBuffer);
    expect(opens.every((body) => body.byteLength === resumeFile.size)).toBe(true);

    const account = new Types.ObjectId(recruiter.id);
    expect(await ResumeViewGrant.countDocuments({ account_id: account })).toBe(100);
    expect(await ResumeViewGrant.countDocuments({ account_id: account, counted: false })).toBe(0);
    const views = await resumeViews(recruiter);
    expect(views).toMatchObject({ used: 100, left: 0, percent: 100, limit: 100 });
    expect(views.status).toBe('used_up');
    expect(views.history).toHaveLength(30);
    expect(views.history.at(-1)!.used).toBe(100);
    expect(views.history.slice(0, -1).every((day) => day.used === 0)).toBe(true);

    // a candidate opened this month opens again once used up; a new one stays refused
    const again = ids[responses.findIndex((response) => response.status === 200)]!;
    expect((await openResume(recruiter, again)).status).toBe(200);
    const other = ids[responses.findIndex((response) => response.status === 403)]!;
    expect((await openResume(recruiter, other)).status).toBe(403);
    expect((await resumeViews(recruiter)).used).toBe(100);
  });

  it('counts the same candidate once a month, also when opened many times at once', async () => {
    const recruiter = await recruiterWithViews(5);
    const [first, second] = await seekersWithResume(2);
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => openResume(recruiter, first!)),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect((await openResume(recruiter, first!)).status).toBe(200);
    expect((await resumeViews(recruiter)).used).toBe(1);
    expect((await openResume(recruiter, second!)).status).toBe(200);
    const views = await resumeViews(recruiter);
    expect(views).toMatchObject({ used: 2, left: 3, percent: 40, status: 'available' });
    expect(views.resets_on).toMatch(/^\d{4}-\d{2}-01$/);
  });

  it('never counts the resume of an applicant to the recruiter’s own jobs, even once used up', async () => {
    const recruiter = await recruiterWithViews(1, 'Arjun Shah');
    const applicant = await loggedIn(app, 'Job Seeker', 'Vikram Das');
    const file = await pdf(['Vikram Das']);
    expect(
      (await upload(applicant.client, '/api/resume', 'resume', file, 'v.pdf', 'application/pdf'))
        .status,
    ).toBe(201);
    const posted = await recruiter.client.post(
      '/api/jobs',
      jobPosting({ job_title: 'Payments engineer', skills: 'Node.js', work_mode: 'Remote' }),
    );
    expect(posted.status).toBe(201);
    const jobId = (await posted.json()).job.id;
    expect((await applicant.client.post('/api/apply-job', { job_id: jobId })).status).toBe(201);

    expect((await openResume(recruiter, applicant.id)).status).toBe(200);
    expect((await resumeViews(recruiter)).used).toBe(0);
    const [stranger, another] = await seekersWithResume(2);
    expect((await openResume(recruiter, stranger!)).status).toBe(200);
    expect((await openResume(recruiter, another!)).status).toBe(403);
    expect((await openResume(recruiter, applicant.id)).status).toBe(200);
    expect(
      (await app.client().get(`/api/job-applications/${jobId}/${applicant.id}/resume`)).status,
    ).toBe(401);
    expect((await resumeViews(recruiter)).used).toBe(1);
  });

  it('answers a missing resume 404 without counting it', async () => {
    const recruiter = await recruiterWithViews(3);
    const noResume = await loggedIn(app, 'Job Seeker', 'Meera Iyer');
    const response = await openResume(recruiter, noResume.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Resume not found' });
    expect(
      await QuotaCounter.countDocuments({ account_id: new Types.ObjectId(recruiter.id) }),
    ).toBe(0);
  });

  it('is for recruiters only: a seeker gets 403, a visitor 401', async () => {
    const [id] = await seekersWithResume(1);
    const seeker = await loggedIn(app, 'Job Seeker', 'Kavya Menon');
    expect((await openResume(seeker, id!)).status).toBe(403);
    expect((await seeker.client.get('/api/recruiter/quota-usage')).status).toBe(403);
    const visitor = app.client();
    expect((await visitor.get(`/api/candidates/${id}/resume`)).status).toBe(401);
    expect((await visitor.get('/api/recruiter/quota-usage')).status).toBe(401);
  });
});

describe('GET /api/recruiter/quota-usage', () => {
  it('shows the plan, the open jobs against job_limit and the default monthly quotas', async () => {
    const recruiter = await loggedIn(app, 'Recruiter', 'Neha Kulkarni');
    const response = await recruiter.client.get('/api/recruiter/quota-usage');
    expect(response.status).toBe(200);
    const usage = payload(quotaUsagePayloadSchema, await response.json());
    expect(usage.plan).toEqual({
      job_limit: 10,
      resume_views_per_month: 1000,
      candidate_invites_per_month: 10000,
      sub_user_seats: 3,
    });
    expect(usage.quotas.map((quota) => [quota.category, quota.used, quota.left])).toEqual([
      ['job_postings', 0, 10],
      ['resume_views', 0, 1000],
      ['candidate_invites', 0, 10000],
    ]);
    expect(usage.quotas[0]!.resets_on).toBeNull();
  });
});
