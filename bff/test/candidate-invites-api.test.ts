import {
  CANDIDATE_INVITE_TEXTS,
  candidateInviteResponseSchema,
  QUOTA_TEXTS,
  quotaUsagePayloadSchema,
  storedCandidateInviteSchema,
  type QuotaUsage,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CandidateInvite } from '../app/models/candidate-invite.server';
import { Job } from '../app/models/job.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { UserPlan } from '../app/models/user-plan.server';
import { startTestApp, type TestApp } from './support/harness';
import { jobPosting } from './support/job-fixtures';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * Inviting a candidate to apply (docs/product/recruiter-tools-and-workspace.md#invite-to-apply,
 * ADR 022): one of the account's open jobs, a seeker visible in Resdex, one invite per candidate
 * and job, each counted atomically against the plan's candidate invites of the month, and mailed.
 */

let app: TestApp;
let seekers = 0;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** Seekers stored directly, each with a profile (hidden from recruiters when asked). */
async function seekersNamed(
  count: number,
  visible = true,
): Promise<Array<{ id: string; email: string }>> {
  const users = await User.insertMany(
    Array.from({ length: count }, () => ({
      email: `invited-${process.pid}-${++seekers}@example.com`,
      password_hash: 'not-used',
      role: 'Job Seeker',
      name: `Seeker ${seekers}`,
    })),
  );
  await UserDetails.insertMany(
    users.map((user) => ({
      user_id: user._id,
      full_name: user.name,
      ...(visible ? {} : { visible_to_recruiters: false }),
    })),
  );
  return users.map((user) => ({ id: String(user._id), email: user.email }));
}

async function recruiterWithInvites(invites: number, name = 'Priya Nair'): Promise<Account> {
  const recruiter = await loggedIn(app, 'Recruiter', name);
  await UserPlan.create({
    user_id: recruiter.id,
    job_limit: 10,
    candidate_invites_per_month: invites,
  });
  return recruiter;
}

async function postJob(recruiter: Account, title = 'Payments engineer'): Promise<string> {
  const posted = await recruiter.client.post(
    '/api/jobs',
    jobPosting({ job_title: title, skills: 'Node.js', work_mode: 'Remote' }),
  );
  expect(posted.status).toBe(201);
  return (await posted.json()).job.id;
}

const invite = (recruiter: Account, job_id: string, user_id: string, message?: string) =>
  recruiter.client.post('/api/candidate-invites', { job_id, user_id, message });

async function invitesQuota(recruiter: Account): Promise<QuotaUsage> {
  const response = await recruiter.client.get('/api/recruiter/quota-usage');
  expect(response.status).toBe(200);
  const usage = payload(quotaUsagePayloadSchema, await response.json());
  return usage.quotas.find((quota) => quota.category === 'candidate_invites')!;
}

describe('POST /api/candidate-invites', () => {
  it('stores the invite, mails the candidate the job and the message, and counts it', async () => {
    const recruiter = await recruiterWithInvites(10);
    const jobId = await postJob(recruiter);
    const [seeker] = await seekersNamed(1);
    const response = await invite(recruiter, jobId, seeker!.id, '  Your <Node> work fits us.  ');
    expect(response.status).toBe(201);
    const { invite: sent } = payload(candidateInviteResponseSchema, await response.json());
    expect(sent).toMatchObject({
      job_id: jobId,
      user_id: seeker!.id,
      invited_by: recruiter.id,
      message: 'Your <Node> work fits us.',
    });
    const stored = await CandidateInvite.findById(sent.id).lean();
    storedCandidateInviteSchema.parse(stored);
    expect(String(stored!.account_id)).toBe(recruiter.id);

    const [mail] = await app.mailbox.messagesTo(seeker!.email);
    expect(mail!.subject).toBe('Sahyadri Softech invites you to apply: Payments engineer');
    expect(mail!.text).toContain(
      'Priya Nair of Sahyadri Softech invites you to apply for Payments engineer (Pune)',
    );
    expect(mail!.text).toContain('Their message: Your <Node> work fits us.');
    expect(mail!.text).toContain(`/job-details/${jobId}`);
    expect(mail!.html).toContain('Your &lt;Node&gt; work fits us.');
    expect(mail!.html).toContain(`/job-details/${jobId}"`);

    const quota = await invitesQuota(recruiter);
    expect(quota).toMatchObject({ used: 1, left: 9, limit: 10 });
    expect(quota.history.at(-1)!.used).toBe(1);
  });

  it('of 200 parallel invites of different candidates against 100, exactly 100 succeed', async () => {
    const recruiter = await recruiterWithInvites(100, 'Arjun Shah');
    const jobId = await postJob(recruiter);
    const people = await seekersNamed(200);
    const responses = await Promise.all(
      people.map((seeker) => invite(recruiter, jobId, seeker.id)),
    );
    const bodies = await Promise.all(responses.map((response) => response.json()));
    const statuses = responses.map((response) => response.status);
    const tally = (list: unknown[]) =>
      list.reduce<Record<string, number>>((all, one) => {
        const key = String(one);
        return { ...all, [key]: (all[key] ?? 0) + 1 };
      }, {});
    expect(
      tally(
        statuses.map((status, i) => (status === 201 ? status : `${status} ${bodies[i].error}`)),
      ),
    ).toEqual({ 201: 100, [`403 ${QUOTA_TEXTS.candidateInvitesUsedUp}`]: 100 });
    const account = new Types.ObjectId(recruiter.id);
    expect(await CandidateInvite.countDocuments({ account_id: account })).toBe(100);
    const quota = await invitesQuota(recruiter);
    expect(quota).toMatchObject({ used: 100, left: 0, percent: 100, status: 'used_up' });
    expect(quota.history.at(-1)!.used).toBe(100);
  }, 120_000);

  it('invites a candidate to a job once: a second invite, even at once, is 409 and not counted', async () => {
    const recruiter = await recruiterWithInvites(10, 'Neha Kulkarni');
    const jobId = await postJob(recruiter);
    const other = await postJob(recruiter, 'Platform engineer');
    const [seeker] = await seekersNamed(1);
    const responses = await Promise.all(
      Array.from({ length: 10 }, () => invite(recruiter, jobId, seeker!.id)),
    );
    expect(responses.filter((response) => response.status === 201)).toHaveLength(1);
    const refused = responses.filter((response) => response.status !== 201);
    expect(refused.map((response) => response.status)).toEqual(Array(9).fill(409));
    expect(await refused[0]!.json()).toEqual({ error: CANDIDATE_INVITE_TEXTS.alreadyInvited });
    expect((await invite(recruiter, other, seeker!.id)).status).toBe(201);
    expect((await invitesQuota(recruiter)).used).toBe(2);
  });

  it('refuses hidden profiles (404) unless they applied to the account’s jobs', async () => {
    const recruiter = await recruiterWithInvites(10, 'Kiran Rao');
    const jobId = await postJob(recruiter);
    const other = await postJob(recruiter, 'Platform engineer');
    const [hidden] = await seekersNamed(1, false);
    const response = await invite(recruiter, jobId, hidden!.id);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: CANDIDATE_INVITE_TEXTS.candidateNotFound });

    const applicant = await loggedIn(app, 'Job Seeker', 'Vikram Das');
    await UserDetails.updateOne(
      { user_id: applicant.id },
      { $set: { visible_to_recruiters: false } },
      { upsert: true },
    );
    expect((await invite(recruiter, other, applicant.id)).status).toBe(404);
    expect((await applicant.client.post('/api/apply-job', { job_id: jobId })).status).toBe(201);
    expect((await invite(recruiter, other, applicant.id)).status).toBe(201);
    // a recruiter is no candidate; neither is an unknown id
    expect((await invite(recruiter, jobId, recruiter.id)).status).toBe(404);
    expect((await invite(recruiter, jobId, String(new Types.ObjectId()))).status).toBe(404);
    expect((await invitesQuota(recruiter)).used).toBe(1);
  });

  it('takes only the account’s open jobs: closed 409, another account’s 403, unknown 404', async () => {
    const recruiter = await recruiterWithInvites(10, 'Meera Iyer');
    const stranger = await recruiterWithInvites(10, 'Rohan Gupta');
    const [seeker] = await seekersNamed(1);
    const closed = await postJob(recruiter);
    await Job.updateOne({ _id: closed }, { $set: { is_active: false } });
    const closedResponse = await invite(recruiter, closed, seeker!.id);
    expect(closedResponse.status).toBe(409);
    expect(await closedResponse.json()).toEqual({ error: CANDIDATE_INVITE_TEXTS.jobNotOpen });
    const expired = await postJob(recruiter, 'Expired role');
    await Job.updateOne(
      { _id: expired },
      { $set: { expiry_date: new Date(Date.now() - 86_400_000) } },
    );
    expect((await invite(recruiter, expired, seeker!.id)).status).toBe(409);

    const theirs = await postJob(stranger);
    const foreign = await invite(recruiter, theirs, seeker!.id);
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({ error: CANDIDATE_INVITE_TEXTS.notYourJob });
    expect((await invite(recruiter, String(new Types.ObjectId()), seeker!.id)).status).toBe(404);

    const bad = await invite(recruiter, 'not-an-id', seeker!.id);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'job_id must be an id of 24 hexadecimal digits' });
    const long = await invite(recruiter, theirs, seeker!.id, 'x'.repeat(501));
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ error: 'Message must be at most 500 characters' });
    expect((await invitesQuota(recruiter)).used).toBe(0);
  });

  it('is for recruiters only: a seeker gets 403, a visitor 401', async () => {
    const recruiter = await recruiterWithInvites(10, 'Sana Khan');
    const jobId = await postJob(recruiter);
    const [candidate] = await seekersNamed(1);
    const seeker = await loggedIn(app, 'Job Seeker', 'Kavya Menon');
    expect((await invite(seeker, jobId, candidate!.id)).status).toBe(403);
    const visitor = app.client();
    expect(
      (await visitor.post('/api/candidate-invites', { job_id: jobId, user_id: candidate!.id }))
        .status,
    ).toBe(401);
    expect((await invitesQuota(recruiter)).used).toBe(0);
  });
});
