import {
  quotaUsagePayloadSchema,
  recruiterJobSchema,
  recruiterJobsSchema,
  resdexFolderListSchema,
  resdexFolderResponseSchema,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../app/models/application.server';
import { ApplicantAnnotation } from '../app/models/applicant-annotation.server';
import { Company } from '../app/models/company.server';
import { Resume } from '../app/models/resume.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { UserPlan } from '../app/models/user-plan.server';
import { ACCOUNT_DEACTIVATED, hashPassword } from '../app/services/auth.server';
import { startTestApp, type TestApp } from './support/harness';
import { jobPosting } from './support/job-fixtures';
import { payload } from './support/payload';
import { loggedIn, PASSWORD, pdf, upload, type Account } from './support/profile-fixtures';

/*
 * A recruiter account shared by its admin and sub-users (ADR 026,
 * docs/product/recruiter-tools-and-workspace.md#sub-users): a sub-user works with the account's
 * jobs, applicants, companies, folders, job limit and resume views as the admin does, each action
 * recording who did it; another account is still refused; a deactivated sub-user is logged out.
 */

let app: TestApp;
let passwordHash: string;
let members = 0;

beforeAll(async () => {
  app = await startTestApp();
  passwordHash = await hashPassword(PASSWORD);
});

afterAll(async () => {
  await app?.close();
});

/** A sub-user of the admin's account (as an accepted invite makes one), logged in. */
async function subUserOf(admin: Account, name = 'Rohan Kulkarni'): Promise<Account> {
  const email = `sub-user-${process.pid}-${++members}@example.com`;
  const user = await User.create({
    email,
    password_hash: passwordHash,
    role: 'Recruiter',
    name,
    account_id: new Types.ObjectId(admin.id),
    account_status: 'active',
  });
  const client = app.client();
  expect((await client.login(email, PASSWORD)).status).toBe(200);
  return { id: String(user._id), email, name, client };
}

/** An admin (registered recruiter) with one sub-user, and a recruiter of another account. */
async function account() {
  const admin = await loggedIn(app, 'Recruiter', 'Priya Nair');
  const sub = await subUserOf(admin);
  const stranger = await loggedIn(app, 'Recruiter', 'Other Account');
  return { admin, sub, stranger };
}

async function postJob(recruiter: Account, extra: Record<string, unknown> = {}): Promise<string> {
  const response = await recruiter.client.post('/api/jobs', jobPosting(extra));
  expect(response.status).toBe(201);
  return ((await response.json()) as { job: { id: string } }).job.id;
}

async function jobsOf(recruiter: Account) {
  const response = await recruiter.client.get('/api/recruiter/jobs');
  expect(response.status).toBe(200);
  return payload(recruiterJobsSchema, await response.json());
}

describe('a sub-user shares the account', () => {
  it("sees and changes the admin's jobs, and each job names the member who posted it", async () => {
    const { admin, sub } = await account();
    const adminJob = await postJob(admin, { job_title: 'Admin posting' });
    const subJob = await postJob(sub, { job_title: 'Sub-user posting' });

    for (const member of [admin, sub]) {
      const { jobs, quota } = await jobsOf(member);
      expect(jobs.map((job) => [job.job_title, job.created_by])).toEqual([
        ['Sub-user posting', { id: sub.id, name: 'Rohan Kulkarni' }],
        ['Admin posting', { id: admin.id, name: 'Priya Nair' }],
      ]);
      expect(quota.open_jobs).toBe(2);
    }

    const read = await sub.client.get(`/api/recruiter/jobs/${adminJob}`);
    expect(read.status).toBe(200);
    expect(payload(recruiterJobSchema, await read.json()).created_by.id).toBe(admin.id);
    const closed = await sub.client.request(`/api/jobs/${adminJob}`, {
      method: 'PATCH',
      json: { status: 'closed' },
    });
    expect(closed.status).toBe(200);
    const reopened = await admin.client.request(`/api/jobs/${subJob}`, {
      method: 'PATCH',
      json: { extend_days: 30 },
    });
    expect(reopened.status).toBe(200);
    expect((await jobsOf(admin)).counts).toEqual({ active: 1, closed: 1, expired: 0 });

    // a member opening the account's job is not a view of it; another account's recruiter is
    const stranger = await loggedIn(app, 'Recruiter', 'Other Account');
    for (const viewer of [sub, admin, stranger])
      expect((await viewer.client.post(`/api/jobs/${subJob}/views`)).status).toBe(204);
    const viewed = await admin.client.get(`/api/recruiter/jobs/${subJob}`);
    expect(payload(recruiterJobSchema, await viewed.json()).views).toBe(1);
  });

  it("moves the admin's applicant, recording who did it, and shares the notes and tags", async () => {
    const { admin, sub } = await account();
    const seeker = await loggedIn(app, 'Job Seeker', 'Asha Rao');
    const jobId = await postJob(admin);
    await Application.create({
      job_id: jobId,
      user_id: seeker.id,
      status: 'applied',
      history: [{ status: 'applied', at: new Date() }],
    });

    const moved = await sub.client.request(`/api/job-applications/${jobId}/${seeker.id}`, {
      method: 'PUT',
      json: { status: 'interview' },
    });
    expect(moved.status).toBe(200);
    const stored = await Application.findOne({ job_id: jobId, user_id: seeker.id }).lean();
    expect(stored!.status).toBe('interview');
    expect(String(stored!.history.at(-1)!.changed_by)).toBe(sub.id);

    const note = await sub.client.post(`/api/job-applications/${jobId}/${seeker.id}/notes`, {
      text: 'Call on Monday',
    });
    expect(note.status).toBe(201);
    const tags = await admin.client.request(`/api/job-applications/${jobId}/${seeker.id}/tags`, {
      method: 'PUT',
      json: { tags: ['Java'] },
    });
    expect(tags.status).toBe(200);
    // one row for the account (keyed by the admin's id), last changed by the admin
    const rows = await ApplicantAnnotation.find({ user_id: seeker.id }).lean();
    expect(rows).toHaveLength(1);
    expect(String(rows[0]!.recruiter_id)).toBe(admin.id);
    expect(String(rows[0]!.updated_by)).toBe(admin.id);
    const { applicant } = (await (
      await admin.client.get(`/api/job-applications/${jobId}/${seeker.id}`)
    ).json()) as { applicant: { notes: Array<{ text: string; author: string }>; tags: string[] } };
    expect(applicant.notes).toEqual([
      expect.objectContaining({ text: 'Call on Monday', author: 'Rohan Kulkarni' }),
    ]);
    expect(applicant.tags).toEqual(['Java']);
  });

  it("sees the admin's companies and posts jobs for them", async () => {
    const { admin, sub, stranger } = await account();
    const company = await Company.create({
      company_name: 'Sahyadri Softech',
      recruiter_id: new Types.ObjectId(admin.id),
      created_at: new Date(),
    });
    const mine = (await (await sub.client.get('/api/companies/mine')).json()) as {
      companies: Array<{ id: string }>;
    };
    expect(mine.companies.map((row) => row.id)).toEqual([String(company._id)]);
    const jobId = await postJob(sub, { company_id: String(company._id) });
    expect(jobId).toMatch(/^[0-9a-f]{24}$/);
    const refused = await stranger.client.post(
      '/api/jobs',
      jobPosting({ company_id: String(company._id) }),
    );
    expect(refused.status).toBe(403);
    const strangers = (await (await stranger.client.get('/api/companies/mine')).json()) as {
      companies: unknown[];
    };
    expect(strangers.companies).toEqual([]);
  });

  it("sees the admin's folders and adds candidates to them; another account cannot", async () => {
    const { admin, sub, stranger } = await account();
    const seeker = await loggedIn(app, 'Job Seeker', 'Meera Iyer');
    const created = await admin.client.post('/api/resdex-folders', { name: 'Java leads' });
    expect(created.status).toBe(201);
    const folder = payload(resdexFolderResponseSchema, await created.json()).folder;
    const listed = payload(
      resdexFolderListSchema,
      await (await sub.client.get('/api/resdex-folders')).json(),
    );
    expect(listed.folders.map((row) => row.id)).toEqual([folder.id]);
    const added = await sub.client.request(
      `/api/resdex-folders/${folder.id}/candidates/${seeker.id}`,
      { method: 'PUT', json: { note: 'Strong Java' } },
    );
    expect(added.status).toBe(200);
    const refused = await stranger.client.request(
      `/api/resdex-folders/${folder.id}/candidates/${seeker.id}`,
      { method: 'PUT', json: {} },
    );
    expect(refused.status).toBe(403);
  });

  it("posts within the admin's job limit: the account at its limit refuses the sub-user", async () => {
    const { admin, sub } = await account();
    await UserPlan.create({ user_id: admin.id, job_limit: 1 });
    await postJob(admin);
    const refused = await sub.client.post('/api/jobs', jobPosting());
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'You have reached your job posting limit (1 open jobs)',
    });
    // no plan of the sub-user's own was made
    expect(await UserPlan.exists({ user_id: sub.id })).toBeNull();
  });

  it("opens resumes within the admin's quota, once per candidate for the account", async () => {
    const { admin, sub } = await account();
    await UserPlan.create({ user_id: admin.id, job_limit: 10, resume_views_per_month: 1 });
    const [first, second] = await seekersWithResume(2);
    const open = (member: Account, seekerId: string) =>
      member.client.get(`/api/candidates/${seekerId}/resume`);

    expect((await open(sub, first!)).status).toBe(200);
    expect((await open(admin, first!)).status).toBe(200);
    expect((await open(admin, second!)).status).toBe(403);
    expect((await open(sub, second!)).status).toBe(403);
    const usage = payload(
      quotaUsagePayloadSchema,
      await (await sub.client.get('/api/recruiter/quota-usage')).json(),
    );
    expect(usage.quotas.find((quota) => quota.category === 'resume_views')).toMatchObject({
      used: 1,
      limit: 1,
    });

    // a seeker hidden from recruiters who applied to the admin's job: free and visible to the
    // sub-user too, the quota used up or not; another account still cannot see them
    const [applicant] = await seekersWithResume(1);
    await UserDetails.updateOne({ user_id: applicant }, { visible_to_recruiters: false });
    await Application.create({
      job_id: await postJob(admin),
      user_id: applicant,
      status: 'applied',
    });
    expect((await open(sub, applicant!)).status).toBe(200);
    const stranger = await loggedIn(app, 'Recruiter', 'Other Account');
    expect((await open(stranger, applicant!)).status).toBe(404);
  });
});

describe('another account and a deactivated sub-user', () => {
  it("refuses another account's recruiter on the account's job, applicants and statuses", async () => {
    const { admin, sub, stranger } = await account();
    const seeker = await loggedIn(app, 'Job Seeker', 'Asha Rao');
    const jobId = await postJob(sub);
    await Application.create({ job_id: jobId, user_id: seeker.id, status: 'applied' });
    const attempts = [
      stranger.client.get(`/api/recruiter/jobs/${jobId}`),
      stranger.client.request(`/api/jobs/${jobId}`, {
        method: 'PATCH',
        json: { status: 'closed' },
      }),
      stranger.client.get(`/api/job-applications/${jobId}/applicants`),
      stranger.client.request(`/api/job-applications/${jobId}/${seeker.id}`, {
        method: 'PUT',
        json: { status: 'rejected' },
      }),
      stranger.client.get(`/api/jobs/${jobId}/prescreening`),
      stranger.client.get(`/api/recruiter/job-analytics?job=${jobId}`),
    ];
    for (const response of await Promise.all(attempts)) expect(response.status).toBe(403);
    expect((await jobsOf(stranger)).jobs).toEqual([]);
    expect((await Application.findOne({ job_id: jobId }).lean())!.status).toBe('applied');
    expect((await admin.client.get(`/api/jobs/${jobId}/prescreening`)).status).toBe(200);
  });

  it('logs a deactivated sub-user out on their next request', async () => {
    const { admin, sub } = await account();
    expect((await sub.client.get('/api/recruiter/jobs')).status).toBe(200);
    await User.updateOne({ _id: sub.id }, { $set: { account_status: 'deactivated' } });
    const next = await sub.client.get('/api/recruiter/jobs');
    expect(next.status).toBe(401);
    // and cannot log in again: told so in words, with the right password only
    const login = await sub.client.login(sub.email, PASSWORD);
    expect([login.status, ((await login.json()) as { error?: string }).error]).toEqual([
      403,
      ACCOUNT_DEACTIVATED,
    ]);
    expect((await admin.client.get('/api/recruiter/jobs')).status).toBe(200);
  });
});

let resumeFile:
  { file_id: Types.ObjectId; filename: string; content_type: string; size: number } | undefined;
let seekers = 0;

/** Seekers with a profile and a resume on file (sharing one stored PDF), stored directly. */
async function seekersWithResume(count: number): Promise<string[]> {
  if (!resumeFile) {
    const owner = await loggedIn(app, 'Job Seeker', 'Asha Rao');
    const file = await pdf(['Asha Rao', 'Payments engineer']);
    const uploaded = await upload(
      owner.client,
      '/api/resume',
      'resume',
      file,
      'asha.pdf',
      'application/pdf',
    );
    expect(uploaded.status).toBe(201);
    const row = (await Resume.findOne({ user_id: owner.id }).lean())!;
    resumeFile = {
      file_id: row.file_id,
      filename: row.filename,
      content_type: row.content_type,
      size: row.size,
    };
  }
  const users = await User.insertMany(
    Array.from({ length: count }, () => ({
      email: `shared-${process.pid}-${++seekers}@example.com`,
      password_hash: 'not-used',
      role: 'Job Seeker',
      name: `Seeker ${seekers}`,
    })),
  );
  await UserDetails.insertMany(users.map((user) => ({ user_id: user._id, full_name: user.name })));
  await Resume.insertMany(users.map((user) => ({ user_id: user._id, ...resumeFile })));
  return users.map((user) => String(user._id));
}
