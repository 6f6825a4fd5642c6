import {
  recommendationsSchema,
  similarJobsSchema,
} from '@rozgar/contracts/payloads/recommendations';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../app/models/application.server';
import { Job } from '../app/models/job.server';
import { UserDetails } from '../app/models/user-details.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * "Recommended for you" and "Similar jobs" (docs/product/notifications-and-alerts.md
 * "Recommendations"): open jobs ranked by skills, preferred location, experience and job type,
 * with their reasons; applied, closed and expired jobs never.
 */

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
let app: TestApp;
let seeker: Account;
let blank: Account;
const ids: Record<string, string> = {};

const JOBS = [
  {
    job_title: 'React Developer',
    location: 'Pune',
    skills: ['React', 'TypeScript', 'CSS'],
    min_experience: 2,
    max_experience: 5,
    daysAgo: 5,
  },
  {
    job_title: 'Senior React Developer',
    location: 'Mumbai',
    skills: ['React', 'TypeScript', 'CSS'],
    min_experience: 5,
    max_experience: 8,
    daysAgo: 6,
  },
  {
    job_title: 'UI Developer',
    location: 'Pune',
    skills: ['TypeScript', 'HTML'],
    min_experience: 1,
    max_experience: 4,
    daysAgo: 3,
  },
  {
    job_title: 'Frontend Engineer',
    location: 'Bengaluru',
    skills: ['React', 'JavaScript'],
    min_experience: 1,
    max_experience: 3,
    daysAgo: 1,
  },
  {
    job_title: 'Staff Nurse',
    location: 'Pune',
    skills: ['Patient Care'],
    min_experience: 2,
    max_experience: 2,
    daysAgo: 0.5,
  },
  {
    job_title: 'Java Developer',
    location: 'Hyderabad',
    skills: ['Java', 'Spring'],
    min_experience: 3,
    max_experience: 6,
    daysAgo: 2,
  },
  { job_title: 'Applied React Job', location: 'Pune', skills: ['React'], daysAgo: 4 },
  {
    job_title: 'Closed React Lead',
    location: 'Pune',
    skills: ['React', 'TypeScript'],
    daysAgo: 0.2,
    is_active: false,
  },
  {
    job_title: 'Expired React Developer',
    location: 'Pune',
    skills: ['React', 'TypeScript', 'CSS'],
    daysAgo: 0.1,
    expiry_date: new Date(now - DAY),
  },
];

beforeAll(async () => {
  app = await startTestApp();
  const created = await Job.insertMany(
    JOBS.map(({ daysAgo, ...job }) => ({
      company: 'Sahyadri Softech',
      job_type: 'Full Time',
      employment_category: 'Full Time, Permanent',
      is_active: true,
      expiry_date: new Date(now + 30 * DAY),
      ...job,
      created_at: new Date(now - daysAgo * DAY),
    })),
  );
  for (const job of created) ids[job.job_title] = String(job._id);
  [seeker, blank] = await Promise.all([loggedIn(app), loggedIn(app, 'Job Seeker', 'Kabir Khan')]);
  await UserDetails.create({
    user_id: seeker.id,
    full_name: seeker.name,
    // typed in lower case: "typescript" still matches "TypeScript"
    skills: ['react', 'typescript', 'css', 'node', 'sql'],
    pref_location: 'Pune, Mumbai',
    experience: 3,
    job_type: 'Full Time',
  });
  await Application.create({
    user_id: new Types.ObjectId(seeker.id),
    job_id: new Types.ObjectId(ids['Applied React Job']),
    history: [{ status: 'applied', at: new Date(now - DAY) }],
  });
});

afterAll(async () => {
  await app?.close();
});

async function recommended(client: Account['client'], query = '') {
  const response = await client.get(`/api/jobs/recommended${query}`);
  expect(response.status).toBe(200);
  return payload(recommendationsSchema, await response.json());
}

describe('GET /api/jobs/recommended', () => {
  it('ranks open jobs by skills, preferred location, experience and job type, with reasons', async () => {
    const answer = await recommended(seeker.client);
    expect(answer.personalised).toBe(true);
    expect(answer.jobs.map((job) => job.job_title)).toEqual([
      'React Developer', // 60 × ½ (3/5 + 3/3) + 20 + 15 + 5
      'Senior React Developer', // 48 + 20 (Mumbai) + 5: 5–8 years is not 3
      'UI Developer', // 60 × ½ (1/5 + 1/2) + 20 + 15 + 5
      'Frontend Engineer', // 21 + 15 + 5
      'Staff Nurse', // 20 (Pune) + 5
    ]);
    expect(answer.jobs[0]!.reasons).toEqual({
      skills: { matched: 3, total: 5 },
      location: 'Pune',
      experience: { min: 2, max: 5 },
      job_type: 'Full Time',
    });
    expect(answer.jobs[3]!.reasons).toEqual({
      skills: { matched: 1, total: 5 },
      experience: { min: 1, max: 3 },
      job_type: 'Full Time',
    });
    // the skill match the job cards show comes along
    expect(answer.jobs[0]!.skill_match).toEqual({
      matched: ['React', 'TypeScript', 'CSS'],
      missing: [],
    });
  });

  it('never lists a closed, expired or applied job', async () => {
    const titles = (await recommended(seeker.client, '?limit=20')).jobs.map((job) => job.job_title);
    expect(titles).toHaveLength(6);
    expect(titles.at(-1)).toBe('Java Developer');
    for (const hidden of ['Closed React Lead', 'Expired React Developer', 'Applied React Job'])
      expect(titles).not.toContain(hidden);
  });

  it('gives a seeker with nothing on the profile the newest open jobs, without reasons', async () => {
    const answer = await recommended(blank.client, '?limit=3');
    expect(answer.personalised).toBe(false);
    expect(answer.jobs.map((job) => [job.job_title, job.reasons])).toEqual([
      ['Staff Nurse', {}],
      ['Frontend Engineer', {}],
      ['Java Developer', {}],
    ]);
  });

  it('shows at most two jobs of one title while other jobs are left', async () => {
    const elixir = await loggedIn(app, 'Job Seeker', 'Meera Iyer');
    await UserDetails.create({
      user_id: elixir.id,
      full_name: elixir.name,
      skills: ['elixir', 'phoenix'],
      pref_location: 'Chennai',
    });
    const job = (title: string, skills: string[], daysAgo: number) => ({
      job_title: title,
      company: `${title} Works ${daysAgo}`,
      location: 'Chennai',
      skills,
      job_type: 'Full Time',
      is_active: true,
      expiry_date: new Date(now + 30 * DAY),
      created_at: new Date(now - daysAgo * DAY),
    });
    const created = await Job.insertMany([
      ...[1, 2, 3, 4].map((daysAgo) => job('Elixir Developer', ['Elixir', 'Phoenix'], daysAgo)),
      job('elixir  developer', ['Elixir', 'Phoenix'], 5),
      job('Phoenix Engineer', ['Elixir'], 6),
    ]);
    try {
      const titles = (await recommended(elixir.client, '?limit=3')).jobs.map(
        (found) => found.job_title,
      );
      // the third and later "Elixir Developer" (any case or spacing) wait behind the next title
      expect(titles).toEqual(['Elixir Developer', 'Elixir Developer', 'Phoenix Engineer']);
      // and come after every other job when the list has room
      const all = (await recommended(elixir.client, '?limit=20')).jobs.map(
        (found) => found.job_title,
      );
      expect(all.slice(0, 3)).toEqual(['Elixir Developer', 'Elixir Developer', 'Phoenix Engineer']);
      expect(all.slice(-3)).toEqual(['Elixir Developer', 'Elixir Developer', 'elixir  developer']);
      expect(all.length).toBeGreaterThan(6);
    } finally {
      await Job.deleteMany({ _id: { $in: created.map((found) => found._id) } });
    }
  });

  it('is for seekers only, and checks its limit', async () => {
    expect((await app.client().get('/api/jobs/recommended')).status).toBe(401);
    const recruiter = await loggedIn(app, 'Recruiter', 'Priya Nair');
    expect((await recruiter.client.get('/api/jobs/recommended')).status).toBe(403);
    const tooMany = await seeker.client.get('/api/jobs/recommended?limit=21');
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toEqual({ error: 'limit: must be at most 20' });
  });
});

describe('GET /api/jobs/:id/similar', () => {
  async function similar(title: string) {
    const response = await app.client().get(`/api/jobs/${ids[title]}/similar`);
    expect(response.status).toBe(200);
    return payload(similarJobsSchema, await response.json()).jobs.map((job) => job.job_title);
  }

  it('lists other open jobs sharing skills or title words, most alike first', async () => {
    const titles = await similar('React Developer');
    expect(titles[0]).toBe('Senior React Developer');
    expect(titles).toEqual(expect.arrayContaining(['UI Developer', 'Frontend Engineer']));
    expect(titles.length).toBeLessThanOrEqual(6);
    for (const never of [
      'React Developer',
      'Staff Nurse', // same city, nothing else alike
      'Closed React Lead',
      'Expired React Developer',
    ])
      expect(titles).not.toContain(never);
  });

  it('reads a title with quotes or hyphens as plain words, not as a phrase or an exclusion', async () => {
    const [quoted] = await Job.insertMany([
      {
        job_title: 'UI Developer "Figma Expert"',
        company: 'Konkan Media',
        location: 'Chennai',
        skills: ['Figma'],
        is_active: true,
        created_at: new Date(now - DAY),
        expiry_date: new Date(now + 30 * DAY),
      },
    ]);
    ids[quoted!.job_title] = String(quoted!._id);
    expect(await similar(quoted!.job_title)).toEqual(
      expect.arrayContaining(['UI Developer', 'React Developer']),
    );
  });

  it('is empty when nothing is alike, and 404 for an unknown job', async () => {
    expect(await similar('Staff Nurse')).toEqual([]);
    const unknown = await app.client().get(`/api/jobs/${new Types.ObjectId()}/similar`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Job not found' });
    expect((await app.client().get('/api/jobs/not-an-id/similar')).status).toBe(404);
  });
});
