import { jobsPageSchema } from '@rozgar/contracts/payloads/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../app/models/job.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { hashPassword } from '../app/services/auth.server';
import type { CookieClient } from './support/cookie-client';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';

/*
 * `GET /api/jobs?sort=`: relevance, newest and salary (docs/decisions/023-text-search.md#orders).
 * Job n of JOBS was posted n + 1 days ago, so the list reads newest first.
 */
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Demo@12345';
const now = Date.now();
let app: TestApp;
let seeker: CookieClient;

const JOBS: Array<Record<string, unknown>> = [
  { job_title: 'Support Analyst', skills: ['Excel'], min_salary: 3, max_salary: 5 },
  // no salary at all: last by salary
  { job_title: 'Marketing Intern', skills: ['SEO'] },
  // open upwards ("20+ lakhs"): ranks by its low end
  { job_title: 'Sales Lead', skills: ['Sales', 'Excel'], min_salary: 20 },
  {
    job_title: 'React Developer',
    skills: ['React', 'TypeScript', 'CSS'],
    min_salary: 8,
    max_salary: 18,
  },
  // the same high end as the React job, a higher low end: before it
  { job_title: 'Node Developer', skills: ['Node.js', 'React'], min_salary: 12, max_salary: 18 },
  // "not specified" stored as zeros: no salary either
  { job_title: 'Warehouse Associate', skills: ['Forklift'], min_salary: 0, max_salary: 0 },
  { job_title: 'Principal Architect', skills: ['AWS', 'Java'], min_salary: 40, max_salary: 45 },
];
const NEWEST = JOBS.map((job) => job.job_title);

async function titles(query: string, client: CookieClient = app.client()): Promise<string[]> {
  const response = await client.get(`/api/jobs?pageSize=50&${query}`);
  expect(response.status).toBe(200);
  const body = payload(jobsPageSchema, await response.json());
  expect(body.total).toBe(body.jobs.length);
  return body.jobs.map((job) => job.job_title);
}

beforeAll(async () => {
  app = await startTestApp();
  await Job.insertMany(
    JOBS.map((job, i) => ({
      company: 'Sahyadri Softech',
      location: 'Pune',
      is_active: true,
      created_at: new Date(now - (i + 1) * DAY),
      expiry_date: new Date(now + 30 * DAY),
      ...job,
    })),
  );
  const [user] = await User.create([
    {
      email: 'sorter@example.com',
      password_hash: await hashPassword(PASSWORD),
      role: 'Job Seeker',
      name: 'Aarav Sharma',
    },
  ]);
  await UserDetails.create({
    user_id: user!._id,
    full_name: 'Aarav Sharma',
    skills: [' react ', 'CSS', 'typescript', 'Excel'],
  });
  seeker = app.client();
  expect((await seeker.login('sorter@example.com', PASSWORD)).status).toBe(200);
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/jobs?sort=', () => {
  it('lists newest first without words, and with sort=newest', async () => {
    expect(await titles('')).toEqual(NEWEST);
    expect(await titles('sort=newest')).toEqual(NEWEST);
    expect(await titles('sort=newest', seeker)).toEqual(NEWEST);
  });

  it('sort=salary: high end first (the low end when open upwards), then the low end; no salary last', async () => {
    expect(await titles('sort=salary')).toEqual([
      'Principal Architect',
      'Sales Lead',
      'Node Developer',
      'React Developer',
      'Support Analyst',
      // no salary (none, or zeros), newest first among them
      'Marketing Intern',
      'Warehouse Associate',
    ]);
  });

  it('sort=salary keeps the filters and pages without overlap', async () => {
    expect(await titles('sort=salary&q=developer')).toEqual(['Node Developer', 'React Developer']);
    const first = await (await app.client().get('/api/jobs?sort=salary&pageSize=3')).json();
    const second = await (await app.client().get('/api/jobs?sort=salary&pageSize=3&page=2')).json();
    expect(first.total).toBe(7);
    expect(
      [...first.jobs, ...second.jobs].map((job: { job_title: string }) => job.job_title),
    ).toEqual([
      'Principal Architect',
      'Sales Lead',
      'Node Developer',
      'React Developer',
      'Support Analyst',
      'Marketing Intern',
    ]);
    // the jobs of a computed order are the same JSON as any other list's
    expect(first.jobs[0]).toMatchObject({ id: expect.stringMatching(/^[0-9a-f]{24}$/) });
    expect(first.jobs[0]).not.toHaveProperty('_id');
    expect(first.jobs[0]).not.toHaveProperty('_salary_rank');
  });

  it('sort=relevance without words: a seeker’s skill match first, then newest', async () => {
    expect(await titles('sort=relevance', seeker)).toEqual([
      'React Developer', // 3 of the seeker's skills
      'Support Analyst', // 1, newer than the ones below
      'Sales Lead',
      'Node Developer',
      'Marketing Intern', // none
      'Warehouse Associate',
      'Principal Architect',
    ]);
    const [first] = payload(
      jobsPageSchema,
      await (await seeker.get('/api/jobs?sort=relevance&pageSize=1')).json(),
    ).jobs;
    expect(first?.skill_match).toEqual({ matched: ['React', 'TypeScript', 'CSS'], missing: [] });
  });

  it('sort=relevance without words and without a seeker’s skills is newest first', async () => {
    expect(await titles('sort=relevance')).toEqual(NEWEST);
  });

  it('relevance with words is the text score (the default with words); newest on request', async () => {
    // "react" is in the React job's title and skills, only in the Node job's skills
    expect(await titles('q=react%20developer')).toEqual(['React Developer', 'Node Developer']);
    expect(await titles('q=react%20developer&sort=relevance', seeker)).toEqual([
      'React Developer',
      'Node Developer',
    ]);
    expect(await titles('q=react%20developer&sort=newest')).toEqual([
      'React Developer',
      'Node Developer',
    ]);
  });

  it('answers 400 for an unknown order', async () => {
    const response = await app.client().get('/api/jobs?sort=cheapest');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/relevance, newest, salary/);
  });
});
