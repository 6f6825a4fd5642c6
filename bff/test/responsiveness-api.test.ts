import { jobSchema, jobsPageSchema } from '@rozgar/contracts/payloads/jobs';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountResponsiveness } from '../app/models/account-responsiveness.server';
import { Application } from '../app/models/application.server';
import { Job } from '../app/models/job.server';
import { User } from '../app/models/user.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';

/*
 * The responsiveness badge (docs/product/notifications-and-alerts.md "Responsiveness"): from a
 * recruiter account's applications whose first status change came in the last 90 days, at least
 * 10 of them with a median of at most 7 days → "Usually responds within N days" on its jobs.
 */

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
let app: TestApp;
let recruiters = 0;

/** An account's admin (a recruiter user) and, when asked, one sub-user of it. */
async function recruiter(accountId?: Types.ObjectId) {
  const user = await User.create({
    email: `recruiter-${++recruiters}@example.com`,
    password_hash: 'not-used',
    role: 'Recruiter',
    name: `Recruiter ${recruiters}`,
    ...(accountId ? { account_id: accountId, account_status: 'active' } : {}),
  });
  return user._id as Types.ObjectId;
}

async function jobBy(creator: Types.ObjectId | undefined, title: string) {
  const job = await Job.create({
    job_title: title,
    company: 'Sahyadri Softech',
    location: 'Pune',
    skills: ['React'],
    ...(creator ? { recruiter_id: creator } : {}),
    created_at: new Date(now - DAY),
    expiry_date: new Date(now + 30 * DAY),
  });
  return job._id as Types.ObjectId;
}

interface Answered {
  /** Days before now the seeker applied. */
  appliedDaysAgo: number;
  /** Days from applying to the first status change. */
  afterDays?: number;
  screenedOut?: boolean;
}

/** Applications to the job, each applied and (when `afterDays` is given) moved on after that. */
async function applications(jobId: Types.ObjectId, answered: Answered[]) {
  await Application.insertMany(
    answered.map(({ appliedDaysAgo, afterDays, screenedOut }) => {
      const applied = new Date(now - appliedDaysAgo * DAY);
      const history: Array<Record<string, unknown>> = [{ status: 'applied', at: applied }];
      if (screenedOut) history.push({ status: 'rejected', at: applied, screened_out: true });
      else if (afterDays !== undefined)
        history.push({
          status: 'under_review',
          at: new Date(applied.getTime() + afterDays * DAY),
          changed_by: new Types.ObjectId(),
        });
      return {
        user_id: new Types.ObjectId(),
        job_id: jobId,
        status: history.at(-1)!.status,
        history,
        applied_at: applied,
        updated_at: history.at(-1)!.at,
      };
    }),
  );
}

const days = (list: number[], appliedDaysAgo = 20) =>
  list.map((afterDays) => ({ appliedDaysAgo, afterDays }));

/** Median 2.3 days over ten responses. */
const MEDIAN_2_3 = [1, 1.5, 2, 2.2, 2.3, 2.3, 3, 4, 5, 6];

let jobs: Record<string, Types.ObjectId>;

beforeAll(async () => {
  app = await startTestApp();
  const [nine, fast, slow, seven, old, sweep, screened] = await Promise.all(
    Array.from({ length: 7 }, () => recruiter()),
  );
  const subUser = await recruiter(fast);
  jobs = {
    nine: await jobBy(nine, 'Nine responses'),
    fast: await jobBy(fast, 'Median 2.3 days'),
    fastBySubUser: await jobBy(subUser, 'Posted by a sub-user'),
    slow: await jobBy(slow, 'Median 8 days'),
    seven: await jobBy(seven, 'Median 7 days'),
    old: await jobBy(old, 'Old responses'),
    sweep: await jobBy(sweep, 'Same day'),
    screened: await jobBy(screened, 'Screened out'),
    noRecruiter: await jobBy(undefined, 'Seeded job'),
  };
  await Promise.all([
    applications(jobs.nine!, [...days([1, 1, 1, 1, 1, 1, 1, 1, 1]), { appliedDaysAgo: 3 }]),
    // the account's responses are counted over all its members' jobs
    applications(jobs.fast!, days(MEDIAN_2_3.slice(0, 6))),
    applications(jobs.fastBySubUser!, [...days(MEDIAN_2_3.slice(6)), { appliedDaysAgo: 1 }]),
    applications(jobs.slow!, days(Array(10).fill(8))),
    applications(jobs.seven!, days(Array(10).fill(7))),
    // six recent answers, four whose first change came 100 days ago: not ten
    applications(jobs.old!, [...days(Array(6).fill(1)), ...days(Array(4).fill(1), 101)]),
    // ten answers within hours, and five slow ones older than 90 days that would raise the median
    applications(jobs.sweep!, [...days(Array(10).fill(0.25)), ...days(Array(5).fill(30), 130)]),
    // nine answers and one rejection by the job's criteria on applying (not a person's answer)
    applications(jobs.screened!, [
      ...days(Array(9).fill(1)),
      { appliedDaysAgo: 5, screenedOut: true },
    ]),
  ]);
});

afterAll(async () => {
  await app?.close();
});

async function listed(): Promise<Map<string, number | undefined>> {
  const response = await app.client().get('/api/jobs?pageSize=50');
  expect(response.status).toBe(200);
  const page = payload(jobsPageSchema, await response.json());
  return new Map(page.jobs.map((job) => [job.job_title, job.responds_within_days]));
}

describe('the responsiveness badge', () => {
  it('is earned with ten first responses and a median of at most 7 days, rounded up', async () => {
    const badges = await listed();
    expect(badges.get('Median 2.3 days')).toBe(3);
    expect(badges.get('Median 7 days')).toBe(7);
    expect(badges.get('Same day')).toBe(1);
  });

  it('is the account’s: a sub-user’s job shows the same figure', async () => {
    expect((await listed()).get('Posted by a sub-user')).toBe(3);
  });

  it('is absent with nine responses, a median over 7 days, or responses older than 90 days', async () => {
    const badges = await listed();
    expect(badges.get('Nine responses')).toBeUndefined();
    expect(badges.get('Median 8 days')).toBeUndefined();
    expect(badges.get('Old responses')).toBeUndefined();
    expect(badges.get('Screened out')).toBeUndefined();
    expect(badges.get('Seeded job')).toBeUndefined();
    expect(badges.has('Seeded job')).toBe(true);
  });

  it('shows on the job’s own page', async () => {
    const response = await app.client().get(`/api/jobs/${String(jobs.fast)}`);
    expect(response.status).toBe(200);
    expect(payload(jobSchema, await response.json()).responds_within_days).toBe(3);
    const slow = await app.client().get(`/api/jobs/${String(jobs.slow)}`);
    expect(payload(jobSchema, await slow.json()).responds_within_days).toBeUndefined();
  });

  it('is kept per account, so a list does not aggregate applications per request', async () => {
    await listed();
    const stored = await AccountResponsiveness.find({}).lean();
    // one row per account whose jobs were listed (seven accounts; the sub-user's is its admin's)
    expect(stored).toHaveLength(7);
    const fast = await Job.findById(jobs.fast, { recruiter_id: 1 }).lean();
    const row = stored.find((entry) => String(entry.account_id) === String(fast!.recruiter_id));
    expect(row).toMatchObject({ responses: 10, median_days: 2.3, within_days: 3 });
    // a tenth answer now changes nothing until the figure is refreshed (an hour after it was made)
    await applications(jobs.nine!, days([1]));
    expect((await listed()).get('Nine responses')).toBeUndefined();
  });
});
