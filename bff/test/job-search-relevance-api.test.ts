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
 * `GET /api/jobs?q=…&sort=relevance` for a seeker with skills: text score × (1 + the share of the
 * job's skills that are the seeker's), then newest, then `_id`
 * (docs/decisions/023-text-search.md#orders). The text scores of "developer" here: a two-word
 * title holding it 7.5 (title weight 10 × (0.5 × 1/2 + 0.5)), a three-word title 6.67, once in
 * a long description well under 1.
 */
const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Demo@12345';
const now = Date.now();
let app: TestApp;
let seeker: CookieClient;
let seekerWithoutSkills: CookieClient;

const JOBS: Array<Record<string, unknown> & { days: number }> = [
  // 7.5 × (1 + 3/3) = 15 for the seeker
  { job_title: 'Frontend Developer', skills: ['React', 'TypeScript', 'CSS'], days: 4 },
  // 7.5, newer than the Frontend job: first for everyone else
  { job_title: 'Backend Developer', skills: ['Java', 'Spring', 'SQL'], days: 2 },
  // 6.67 × (1 + 2/4) = 10
  { job_title: 'Full Stack Developer', skills: ['React', 'Node.js', 'SQL', 'css'], days: 1 },
  { job_title: 'Senior Developer', skills: ['Go'], days: 5 },
  // three equal keys (score and date): `_id` decides
  { job_title: 'Python Developer', skills: ['Python'], days: 6 },
  { job_title: 'Python Developer', skills: ['Python'], days: 6 },
  { job_title: 'Python Developer', skills: ['Python'], days: 6 },
  // "developer" only once in a long description, every skill the seeker's: at most doubled
  {
    job_title: 'UI Engineer',
    skills: ['React', 'TypeScript'],
    job_description:
      'You will work beside our developer team on interface components, design reviews, ' +
      'accessibility audits, performance budgets and the release checklist every sprint.',
    days: 3,
  },
  // no "developer": never listed
  { job_title: 'React Engineer', skills: ['React'], days: 1 },
];

async function search(query: string, client: CookieClient = app.client()) {
  const response = await client.get(`/api/jobs?${query}`);
  expect(response.status).toBe(200);
  return payload(jobsPageSchema, await response.json());
}

async function titles(query: string, client?: CookieClient): Promise<string[]> {
  const body = await search(`pageSize=50&${query}`, client);
  expect(body.total).toBe(body.jobs.length);
  return body.jobs.map((job) => job.job_title);
}

async function login(email: string, skills: string[] | null): Promise<CookieClient> {
  const [user] = await User.create([
    { email, password_hash: await hashPassword(PASSWORD), role: 'Job Seeker', name: 'Aarav' },
  ]);
  if (skills) await UserDetails.create({ user_id: user!._id, full_name: 'Aarav', skills });
  const client = app.client();
  expect((await client.login(email, PASSWORD)).status).toBe(200);
  return client;
}

beforeAll(async () => {
  app = await startTestApp();
  await Job.insertMany(
    JOBS.map(({ days, ...job }) => ({
      company: 'Sahyadri Softech',
      location: 'Pune',
      is_active: true,
      created_at: new Date(now - days * DAY),
      expiry_date: new Date(now + 30 * DAY),
      ...job,
    })),
  );
  [seeker, seekerWithoutSkills] = await Promise.all([
    login('mixer@example.com', ['React', ' typescript ', 'CSS']),
    login('plain@example.com', null),
  ]);
});

afterAll(async () => {
  await app?.close();
});

const BY_TEXT_SCORE = [
  'Backend Developer', // 7.5, 2 days old
  'Frontend Developer', // 7.5, 4 days
  'Senior Developer', // 7.5, 5 days
  'Python Developer',
  'Python Developer',
  'Python Developer',
  'Full Stack Developer', // 6.67
  'UI Engineer', // description only
];

describe('GET /api/jobs?q=…&sort=relevance: text score mixed with the skill match', () => {
  it('of two equal text matches, the one with the seeker’s skills leads for that seeker only', async () => {
    expect(await titles('q=developer&sort=relevance', seeker)).toEqual([
      'Frontend Developer', // 7.5 × 2 = 15
      'Full Stack Developer', // 6.67 × 1.5 = 10: the skills lift it over three 7.5s
      'Backend Developer', // 7.5 × 1, newest of the equal keys
      'Senior Developer',
      'Python Developer',
      'Python Developer',
      'Python Developer',
      'UI Engineer',
    ]);
    // the default order with words is the same relevance
    expect(await titles('q=developer', seeker)).toEqual(
      await titles('q=developer&sort=relevance', seeker),
    );
    // an anonymous visitor and a seeker without skills: the text score, then newest
    expect(await titles('q=developer&sort=relevance')).toEqual(BY_TEXT_SCORE);
    expect(await titles('q=developer&sort=relevance', seekerWithoutSkills)).toEqual(BY_TEXT_SCORE);
  });

  it('a title match (score 7.5, no skill) beats a description-only match with every skill (×2, under 2)', async () => {
    const order = await titles('q=developer&sort=relevance', seeker);
    expect(order.indexOf('Senior Developer')).toBeLessThan(order.indexOf('UI Engineer'));
    expect(order.at(-1)).toBe('UI Engineer');
    const ui = (await search('q=developer&pageSize=50', seeker)).jobs.find(
      (job) => job.job_title === 'UI Engineer',
    );
    // the cards' match is unchanged, and the ranking key is not part of the job
    expect(ui?.skill_match).toEqual({ matched: ['React', 'TypeScript'], missing: [] });
    expect(ui).not.toHaveProperty('_relevance');
  });

  it('pages the mixed order without repeating or dropping a job (3 pages)', async () => {
    const all = await search('q=developer&sort=relevance&pageSize=50', seeker);
    const pages = await Promise.all(
      [1, 2, 3].map((page) => search(`q=developer&sort=relevance&pageSize=3&page=${page}`, seeker)),
    );
    const paged = pages.flatMap((page) => page.jobs.map((job) => job.id));
    expect(pages.map((page) => page.total)).toEqual([8, 8, 8]);
    expect(paged).toEqual(all.jobs.map((job) => job.id));
    expect(new Set(paged).size).toBe(8);
  });

  it('keeps the "contains" path for a short word (no text score): the skill match, then newest', async () => {
    // "UI" is under 4 letters: matched inside titles, companies and skills
    expect(await titles('q=UI&sort=relevance', seeker)).toEqual(['UI Engineer']);
  });

  it('answers 400 for an unknown order with words', async () => {
    const response = await seeker.get('/api/jobs?q=developer&sort=best');
    expect(response.status).toBe(400);
  });
});
