import { communitiesResponseSchema } from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Community } from '../app/models/community.server';
import { Job } from '../app/models/job.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;
const now = Date.now();
/** Titles of the open jobs, newest first. */
const openTitles: string[] = [];

function job(title: string, createdDaysAgo: number, extra: Record<string, unknown> = {}) {
  return {
    job_title: title,
    company: 'Sahyadri Softech',
    location: 'Pune',
    min_salary: 6,
    max_salary: 12,
    job_type: 'Full Time',
    work_mode: 'Hybrid',
    min_experience: 2,
    max_experience: 5,
    skills: ['React', 'TypeScript'],
    industry: 'IT/ITES',
    is_active: true,
    created_at: new Date(now - createdDaysAgo * DAY),
    expiry_date: new Date(now + 30 * DAY),
    ...extra,
  };
}

beforeAll(async () => {
  app = await startTestApp();
  const docs = [];
  for (let i = 0; i < 25; i++) {
    docs.push(job(`Open job ${i}`, i * 2 + 1));
    openTitles.push(`Open job ${i}`);
  }
  // Without an expiry date a job stays open; these two are the newest jobs of all.
  docs.push(job('Open job, no expiry', 0.5, { expiry_date: undefined }));
  docs.push(job('Open job, null expiry', 0.25, { expiry_date: null }));
  openTitles.unshift('Open job, null expiry', 'Open job, no expiry');
  docs.push(job('Expired yesterday', 0.1, { expiry_date: new Date(now - DAY) }));
  docs.push(job('Expired last month', 3, { expiry_date: new Date(now - 30 * DAY) }));
  docs.push(job('Closed by the recruiter', 0.2, { is_active: false }));
  docs.push(job('Closed and expired', 4, { is_active: false, expiry_date: new Date(now - DAY) }));
  await Job.insertMany(docs);

  await Community.insertMany([
    {
      name: 'Fintech Careers',
      description: 'Payments and lending',
      member_count: 2,
      users_id: [],
      created_at: new Date(now - 10 * DAY),
    },
    {
      name: 'Frontend Engineers Bengaluru',
      description: 'React and TypeScript',
      member_count: 5,
      users_id: [],
      created_at: new Date(now - DAY),
    },
    {
      name: 'Remote Work India',
      description: 'Remote roles',
      member_count: 0,
      users_id: [],
      created_at: new Date(now - 20 * DAY),
    },
  ]);
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/jobs', () => {
  it('lists open jobs newest first with the total, 20 per page by default', async () => {
    const response = await app.client().get('/api/jobs');
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.total).toBe(27);
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(20);
    expect(body.jobs.map((j: { job_title: string }) => j.job_title)).toEqual(
      openTitles.slice(0, 20),
    );
  });

  it('pages through every open job exactly once, leaving out expired and closed ones', async () => {
    const client = app.client();
    const seen: string[] = [];
    for (let page = 1; page <= 3; page++) {
      const body = await (await client.get(`/api/jobs?page=${page}&pageSize=10`)).json();
      expect(body).toMatchObject({ total: 27, page, pageSize: 10 });
      expect(body.jobs).toHaveLength(page < 3 ? 10 : 7);
      seen.push(...body.jobs.map((j: { job_title: string }) => j.job_title));
    }
    expect(seen).toEqual(openTitles);
    const beyond = await (await client.get('/api/jobs?page=4&pageSize=10')).json();
    expect(beyond).toEqual({ jobs: [], total: 27, page: 4, pageSize: 10 });
  });

  it('sends jobs with an id and their snake_case fields, never Mongo internals', async () => {
    const [first] = (await (await app.client().get('/api/jobs?pageSize=1')).json()).jobs;
    expect(first).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      job_title: 'Open job, null expiry',
      company: 'Sahyadri Softech',
      location: 'Pune',
      min_salary: 6,
      max_salary: 12,
      work_mode: 'Hybrid',
      min_experience: 2,
      max_experience: 5,
      is_active: true,
      skills: ['React', 'TypeScript'],
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(first).not.toHaveProperty('_id');
    expect(first).not.toHaveProperty('__v');
  });

  it.each([
    ['pageSize=51', /pageSize/],
    ['pageSize=0', /pageSize/],
    ['page=0', /page/],
    ['page=abc', /page/],
    ['page=1.5', /page/],
  ])('answers 400 for %s', async (query, message) => {
    const response = await app.client().get(`/api/jobs?${query}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(message);
  });

  it('accepts the largest page size, 50', async () => {
    const body = await (await app.client().get('/api/jobs?pageSize=50')).json();
    expect(body.jobs).toHaveLength(27);
  });
});

describe('GET /api/jobs/:jobId', () => {
  it('returns one job by id, even a closed one', async () => {
    const closed = await Job.findOne({ job_title: 'Closed by the recruiter' });
    const response = await app.client().get(`/api/jobs/${String(closed!._id)}`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      id: String(closed!._id),
      job_title: 'Closed by the recruiter',
      is_active: false,
    });
  });

  it.each(['0123456789abcdef01234567', 'not-an-id'])('answers a JSON 404 for %s', async (id) => {
    const response = await app.client().get(`/api/jobs/${id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Job not found' });
  });
});

describe('GET /api/communities', () => {
  it('lists communities newest first with their public fields only', async () => {
    const response = await app.client().get('/api/communities');
    expect(response.status).toBe(200);
    const body = await response.json();
    const { communities } = payload(communitiesResponseSchema, body);
    expect(communities.map((c) => c.name)).toEqual([
      'Frontend Engineers Bengaluru',
      'Fintech Careers',
      'Remote Work India',
    ]);
    // Nothing beyond the payload's fields: no members, no version key.
    expect(Object.keys(body.communities[0]).sort()).toEqual([
      'created_at',
      'description',
      'id',
      'member_count',
      'name',
    ]);
    expect(communities[0]).toMatchObject({ description: 'React and TypeScript', member_count: 5 });
  });
});

describe('unknown API paths and methods', () => {
  it.each(['/api/nope', '/api/jobs/42/deeper', '/api'])('GET %s is a JSON 404', async (path) => {
    const response = await app.client().get(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('a POST to an unknown API path is a JSON 404 too', async () => {
    const response = await app.client().post('/api/does-not-exist', { a: 1 });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });

  it('a GET on the login action is a JSON 405', async () => {
    const response = await app.client().get('/api/login');
    expect(response.status).toBe(405);
    expect(await response.json()).toEqual({ error: 'Method not allowed' });
  });
});
