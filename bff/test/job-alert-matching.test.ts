import {
  jobAlertResponseSchema,
  jobSearchFilterShape,
  type JobSearchFilters,
} from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Job } from '../app/models/job.server';
import {
  MATCHABLE_JOB_FIELDS,
  alertsMatchingJob,
  jobMatchesAlert,
  jobsMatchingAlert,
  jobsMatchingAlertCounted,
  type MatchableJob,
} from '../app/services/job-alert-matching.server';
import { jobPosting, postedJob } from './support/job-fixtures';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * Job alerts' matching (issue 19, docs/product/notifications-and-alerts.md#job-alerts): a job
 * matches an alert exactly when the job search (GET /api/jobs) finds it with the alert's filters —
 * words (stems, stop words, "contains"), location, experience and salary overlap, groups — a closed
 * or expired job never does, an edited job is matched as it is now, and the database prefilter
 * loses no alert.
 */

let app: TestApp;
let recruiter: Account;
const DAY = 86_400_000;

beforeAll(async () => {
  app = await startTestApp();
  recruiter = await loggedIn(app, 'Recruiter');
});

afterAll(async () => {
  await app?.close();
});

/** The catalogue: posted through POST /api/jobs, plus stored rows for the edges a form refuses. */
async function catalogue() {
  const posted = await Promise.all([
    postedJob(recruiter, {
      job_title: 'React Developer',
      skills: 'React, JavaScript',
      location: 'Pune',
      min_experience: 2,
      max_experience: 5,
      min_salary: 5,
      max_salary: 10,
      work_mode: 'Hybrid',
    }),
    postedJob(recruiter, {
      job_title: 'Senior Frontend Engineer',
      skills: 'TypeScript, CSS',
      job_description: 'Build reactive interfaces for developers',
      location: 'Mumbai',
      min_experience: 5,
      max_experience: 10,
      min_salary: 10,
      max_salary: 20,
      work_mode: 'Remote',
      industry: 'Banking/Financial Services',
    }),
    postedJob(recruiter, {
      job_title: 'C++ Engineer',
      skills: 'C++, Linux',
      location: 'Bengaluru',
      min_experience: 3,
      max_experience: 7,
      min_salary: 5,
      max_salary: 15,
    }),
    postedJob(recruiter, {
      job_title: 'UI Designer',
      skills: 'Figma',
      location: 'Pune, Maharashtra',
      min_experience: 0,
      max_experience: 2,
      min_salary: 3,
      max_salary: 5,
      work_mode: 'Remote',
    }),
  ]);
  const stored = await Job.insertMany([
    // no ranges at all; role and department set
    {
      job_title: 'Data Analyst',
      company: 'Konkan Analytics',
      location: 'Pune',
      skills: ['SQL'],
      role: 'Data Analyst',
      department: 'Data Science & Analytics',
      recruiter_id: recruiter.id,
      is_active: true,
      created_at: new Date(Date.now() - DAY),
    },
    // open upwards: 8+ years
    {
      job_title: 'Engineering Manager',
      company: 'Sahyadri Softech',
      location: 'Hyderabad',
      min_experience: 8,
      min_salary: 30,
      skills: ['People management', 'React'],
      recruiter_id: recruiter.id,
      is_active: true,
      created_at: new Date(Date.now() - DAY),
    },
  ]);
  return [...posted.map((job) => job.id), ...stored.map((job) => String(job._id))];
}

const SEARCHES: Array<Record<string, string>> = [
  {},
  { q: 'React' },
  { q: 'react developer' },
  { q: 'developers' },
  { q: 'reacting' },
  { q: 'c++' },
  { q: 'UI' },
  { q: 'develo' },
  { q: 'the of' },
  { location: 'pune' },
  { locations: 'Pune' },
  { locations: 'Pune,Mumbai' },
  { experience: '2-5' },
  { experience: '5-10' },
  { experience: '10+' },
  { experience: '0-2,10+' },
  { salary: '10-20' },
  { salary: '20+' },
  { salary: '0-5' },
  { minExp: '2' },
  { maxExp: '5' },
  { minExp: '1', maxExp: '7' },
  { workModes: 'Remote' },
  { industries: 'IT Services' },
  { roles: 'Data Analyst' },
  { departments: 'Data Science & Analytics' },
  { q: 'React', locations: 'Pune' },
  { q: 'engineer', salary: '10-20,20+', workModes: 'Remote' },
];

const parse = (query: Record<string, string>): JobSearchFilters =>
  z.strictObject(jobSearchFilterShape).parse(query);

async function searchIds(query: Record<string, string>): Promise<string[]> {
  const params = new URLSearchParams({ ...query, pageSize: '50' });
  const response = await app.client().get(`/api/jobs?${params}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { jobs: Array<{ id: string }> };
  return body.jobs.map((job) => job.id).sort();
}

const loadJobs = (ids: string[]) =>
  Job.find({ _id: { $in: ids } }, MATCHABLE_JOB_FIELDS).lean<
    Array<MatchableJob & { _id: unknown }>
  >();

describe('jobMatchesAlert', () => {
  it('matches exactly the jobs GET /api/jobs finds with the same filters', async () => {
    const ids = await catalogue();
    const jobs = await loadJobs(ids);
    for (const query of SEARCHES) {
      const search = parse(query);
      const matched = jobs
        .filter((job) => jobMatchesAlert(job, search))
        .map((job) => String(job._id))
        .sort();
      expect([query, matched]).toEqual([query, await searchIds(query)]);
    }
    // the catalogue tells the rules apart (each search finds some jobs, not all)
    expect(await searchIds({ q: 'React' })).toHaveLength(2); // not "reactive": another stem
    expect(await searchIds({ experience: '2-5' })).toHaveLength(2);
  });

  it('never matches a closed or expired job, and matches an edited job as it is now', async () => {
    const job = await postedJob(recruiter, { job_title: 'Kotlin Developer', skills: 'Kotlin' });
    const kotlin = parse({ q: 'Kotlin' });
    const swift = parse({ q: 'Swift' });
    const current = async () => (await loadJobs([job.id]))[0] as MatchableJob;
    expect(jobMatchesAlert(await current(), kotlin)).toBe(true);

    const edit = await recruiter.client.request(`/api/jobs/${job.id}`, {
      method: 'PATCH',
      json: jobPosting({ job_title: 'Swift Developer', skills: 'Swift' }),
    });
    expect(edit.status).toBe(200);
    expect(jobMatchesAlert(await current(), kotlin)).toBe(false);
    expect(jobMatchesAlert(await current(), swift)).toBe(true);

    const closed = await recruiter.client.request(`/api/jobs/${job.id}`, {
      method: 'PATCH',
      json: { status: 'closed' },
    });
    expect(closed.status).toBe(200);
    expect(jobMatchesAlert(await current(), swift)).toBe(false);
    expect(jobMatchesAlert(await current(), {})).toBe(false);

    const expired = {
      ...(await current()),
      is_active: true,
      expiry_date: new Date(Date.now() - 1),
    };
    expect(jobMatchesAlert(expired, swift)).toBe(false);
    expect(jobMatchesAlert({ ...expired, expiry_date: new Date(Date.now() + DAY) }, swift)).toBe(
      true,
    );
  });
});

describe('alertsMatchingJob', () => {
  it('finds every stored alert a job matches (and no other) through the prefilter', async () => {
    const seekers = [await loggedIn(app), await loggedIn(app)];
    const alerts = await Promise.all(
      SEARCHES.map(async (search, i) => {
        const seeker = seekers[i % 2] as Account;
        const response = await seeker.client.post('/api/job-alerts', { search });
        expect(response.status).toBe(201);
        return payload(jobAlertResponseSchema, await response.json()).alert;
      }),
    );
    const paused = alerts[1]!;
    await seekers[1]!.client.request(`/api/job-alerts/${paused.id}`, {
      method: 'PATCH',
      json: { paused: true },
    });
    const daily = alerts[2]!;
    await seekers[0]!.client.request(`/api/job-alerts/${daily.id}`, {
      method: 'PATCH',
      json: { frequency: 'daily' },
    });

    const jobs = await Job.find({ is_active: true }, MATCHABLE_JOB_FIELDS).lean<MatchableJob[]>();
    for (const job of jobs) {
      const expected = alerts
        .filter((alert) => alert.id !== paused.id && alert.id !== daily.id)
        .filter((alert) => jobMatchesAlert(job, alert.search as JobSearchFilters))
        .map((alert) => alert.id)
        .sort();
      const found = (await alertsMatchingJob(job, 'instant')).map((alert) => String(alert._id));
      expect([job.job_title, found.sort()]).toEqual([job.job_title, expected]);
    }
    const reactJob = jobs.find((job) => job.job_title === 'React Developer')!;
    const dailies = await alertsMatchingJob(reactJob, 'daily');
    expect(dailies.map((alert) => String(alert._id))).toEqual([daily.id]);
    expect(await alertsMatchingJob({ ...reactJob, is_active: false }, 'instant')).toEqual([]);
  });
});

describe('jobsMatchingAlert', () => {
  it('lists the open matching jobs posted since a time, newest first, at most the limit', async () => {
    const since = new Date();
    const older = await postedJob(recruiter, { job_title: 'Elixir Developer', skills: 'Elixir' });
    const newer = await postedJob(recruiter, { job_title: 'Elixir Lead', skills: 'Elixir' });
    await postedJob(recruiter, { job_title: 'Haskell Developer', skills: 'Haskell' });
    const search = parse({ q: 'Elixir' });
    const ids = async (from: Date, limit: number) =>
      (await jobsMatchingAlert({ search }, from, limit)).map((job) => String(job._id));
    expect(await ids(since, 10)).toEqual([newer.id, older.id]);
    expect(await ids(since, 1)).toEqual([newer.id]);
    // how many match in all, for a digest's "and N more jobs"
    const counted = await jobsMatchingAlertCounted({ search }, since, 1);
    expect([counted.jobs.map((job) => String(job._id)), counted.total]).toEqual([[newer.id], 2]);
    expect((await jobsMatchingAlertCounted({ search }, since, 5)).total).toBe(2);
    expect(await ids(new Date(), 10)).toEqual([]);
    // a prefix finds nothing in the text index: "contains", as the search does
    expect(
      (await jobsMatchingAlert({ search: parse({ q: 'Elix' }) }, since, 10)).map((job) =>
        String(job._id),
      ),
    ).toEqual([newer.id, older.id]);
  });
});
