import { jobFiltersSchema, jobsPageSchema, type JobFilters } from '@rozgar/contracts/payloads/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectionVersion } from '../app/models/collection-version.server';
import { Job } from '../app/models/job.server';
import { UserPlan } from '../app/models/user-plan.server';
import { startTestApp, type TestApp } from './support/harness';
import { postedJob } from './support/job-fixtures';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * `GET /api/jobs/filters` with a search (docs/decisions/027-facet-counts.md): each group's counts
 * under the search and the other groups' selections, not its own; kept between writes and
 * refreshed by every write through the Job model (the `jobs` collection's version).
 */

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;
const now = Date.now();

const job = (fields: Record<string, unknown>): Record<string, unknown> => ({
  company: 'Sahyadri Softech',
  industry: 'IT/ITES',
  role: 'Back End Developer',
  department: 'Engineering - Software & QA',
  skills: ['Java'],
  min_experience: 2,
  max_experience: 5,
  min_salary: 6,
  max_salary: 12,
  ...fields,
});

/** The open jobs: developers and analysts in three cities, in every work mode. */
const OPEN_JOBS = [
  job({ job_title: 'React Developer', location: 'Pune', work_mode: 'Hybrid', skills: ['React'] }),
  job({ job_title: 'Java Developer', location: 'Pune', work_mode: 'On-site' }),
  job({
    job_title: 'Python Developer',
    location: 'Pune',
    work_mode: 'Remote',
    min_experience: 6,
    max_experience: 9,
  }),
  job({
    job_title: 'Node Developer',
    location: 'Mumbai',
    work_mode: 'Hybrid',
    min_salary: 18,
    max_salary: 30,
  }),
  job({ job_title: 'Go Developer', location: 'Mumbai', work_mode: 'On-site' }),
  job({
    job_title: 'Android Developer',
    location: 'Chennai',
    work_mode: 'Hybrid',
    role: 'Mobile Developer',
  }),
  job({
    job_title: 'Credit Analyst',
    company: 'Kaveri Finserv',
    location: 'Pune',
    work_mode: 'On-site',
    industry: 'Banking/Financial Services',
    role: 'Credit Analyst',
    department: 'Banking, Finance & Insurance',
    skills: ['Excel'],
    min_experience: 0,
    max_experience: 2,
  }),
  job({
    job_title: 'Data Analyst',
    company: 'Kaveri Finserv',
    location: 'Mumbai',
    work_mode: 'Remote',
    industry: 'Banking/Financial Services',
    role: 'Data Analyst',
    department: 'Data Science & Analytics',
    skills: ['SQL'],
  }),
];

beforeAll(async () => {
  app = await startTestApp();
  await Job.insertMany([
    ...OPEN_JOBS.map((fields, i) => ({
      ...fields,
      is_active: true,
      created_at: new Date(now - (i + 1) * DAY),
      expiry_date: new Date(now + 30 * DAY),
    })),
    // never counted, whatever the search
    job({ job_title: 'Closed Developer', location: 'Pune', work_mode: 'Hybrid', is_active: false }),
    job({
      job_title: 'Expired Developer',
      location: 'Pune',
      work_mode: 'Hybrid',
      is_active: true,
      expiry_date: new Date(now - DAY),
    }),
  ]);
});

afterAll(async () => {
  await app?.close();
});

async function filters(query = ''): Promise<JobFilters> {
  const response = await app.client().get(`/api/jobs/filters${query ? `?${query}` : ''}`);
  expect(response.status).toBe(200);
  return payload(jobFiltersSchema, await response.json());
}

async function total(query: string): Promise<number> {
  const response = await app.client().get(`/api/jobs?${query}`);
  expect(response.status).toBe(200);
  return payload(jobsPageSchema, await response.json()).total;
}

const countOf = (options: JobFilters[keyof JobFilters], value: string) =>
  options.find((option) => option.value === value)?.count;

const GROUPS = [
  'locations',
  'workModes',
  'industries',
  'roles',
  'departments',
  'experience',
  'salary',
] as const;

/**
 * The defining rule of faceted counts: under the search `query`, each value's count is the total
 * the listing finds for the search with that value as its group's only selection.
 */
async function expectCountsOfTheListing(query: Record<string, string>) {
  const facets = await filters(new URLSearchParams(query).toString());
  for (const group of GROUPS)
    for (const { value, count } of facets[group]) {
      const chosen = new URLSearchParams({ ...query, [group]: value }).toString();
      expect(await total(chosen), `${chosen}`).toBe(count);
    }
  return facets;
}

describe('GET /api/jobs/filters with a search', () => {
  it('counts each group under the other groups’ selections, not its own', async () => {
    const facets = await filters('locations=Pune&workModes=Hybrid');
    // locations: the Hybrid jobs of every city (Pune's own selection does not narrow them)
    expect(facets.locations).toEqual([
      { value: 'Chennai', count: 1 },
      { value: 'Mumbai', count: 1 },
      { value: 'Pune', count: 1 },
    ]);
    // work modes: the Pune jobs in every mode
    expect(facets.workModes).toEqual([
      { value: 'On-site', count: 2 },
      { value: 'Hybrid', count: 1 },
      { value: 'Remote', count: 1 },
    ]);
    // other groups: the jobs both selections keep (the React developer in Pune)
    expect(facets.roles).toEqual([{ value: 'Back End Developer', count: 1 }]);
  });

  it('gives each value the total the listing finds with it, for words, location and groups', async () => {
    await expectCountsOfTheListing({ q: 'developer', workModes: 'Hybrid,On-site' });
    await expectCountsOfTheListing({ location: 'pun', experience: '2-5' });
    const facets = await expectCountsOfTheListing({
      q: 'analyst',
      industries: 'Finance',
      salary: '5-10,10-20',
    });
    expect(countOf(facets.industries, 'IT Services')).toBeUndefined();
  });

  it('counts a word the text index does not know as the listing does (a prefix as typed)', async () => {
    const facets = await filters('q=develo');
    expect(countOf(facets.workModes, 'Hybrid')).toBe(3);
    expect(await total('q=develo&workModes=Hybrid')).toBe(3);
  });

  it('answers every group empty for a search that finds nothing, with the buckets at 0', async () => {
    const facets = await filters('q=astronaut');
    expect(facets.locations).toEqual([]);
    expect(facets.experience.map((bucket) => bucket.count)).toEqual([0, 0, 0, 0]);
  });

  it('ignores paging and order, and takes an empty parameter as no filter', async () => {
    expect(await filters('page=3&pageSize=5&sort=newest&q=&locations=')).toEqual(await filters());
  });

  it.each([
    ['workModes=Underwater', /^workModes\.0: must be one of Remote, Hybrid, On-site$/],
    ['experience=3-4', /^experience\.0: must be one of 0-2, 2-5, 5-10, 10\+$/],
    ['minExp=many', /^minExp: /],
    [`q=${'a'.repeat(300)}`, /^q: /],
  ])('answers 400 in words to %s', async (query, message) => {
    const response = await app.client().get(`/api/jobs/filters?${query}`);
    expect(response.status).toBe(400);
    expect(Object.keys(await response.clone().json())).toEqual(['error']);
    expect(((await response.json()) as { error: string }).error).toMatch(message);
  });
});

describe('the counts after a job is posted, closed or reopened', () => {
  let recruiter: Account;
  beforeAll(async () => {
    recruiter = await loggedIn(app, 'Recruiter');
    await UserPlan.create({ user_id: recruiter.id, job_limit: 500 });
  });
  const patch = (jobId: string, json: unknown) =>
    recruiter.client.request(`/api/jobs/${jobId}`, { method: 'PATCH', json });

  it('counts a posted job at once, and no more once it is closed', async () => {
    const before = await filters();
    const posted = await postedJob(recruiter, { location: 'Nagpur', work_mode: 'Remote' });
    const after = await filters();
    expect(countOf(after.locations, 'Nagpur')).toBe(1);
    expect(countOf(after.workModes, 'Remote')).toBe(countOf(before.workModes, 'Remote')! + 1);
    expect(countOf((await filters('workModes=Hybrid')).locations, 'Nagpur')).toBeUndefined();

    expect((await patch(posted.id, { status: 'closed' })).status).toBe(200);
    const closed = await filters();
    expect(countOf(closed.locations, 'Nagpur')).toBeUndefined();
    expect(closed).toEqual(before);

    expect((await patch(posted.id, { status: 'active' })).status).toBe(200);
    expect(countOf((await filters()).locations, 'Nagpur')).toBe(1);
    expect((await patch(posted.id, { status: 'closed' })).status).toBe(200);
  });

  it('stays exact after 100 parallel posts and closes, with counts read meanwhile', async () => {
    const indoreJob = () =>
      job({
        job_title: 'Indore Developer',
        location: 'Indore',
        work_mode: 'Hybrid',
        recruiter_id: recruiter.id,
        is_active: true,
        expiry_date: new Date(now + 30 * DAY),
      });
    const stored = await Job.insertMany(Array.from({ length: 50 }, indoreJob));
    expect(countOf((await filters()).locations, 'Indore')).toBe(50); // counted and kept
    // as postJob and a close write them (through the model), 100 at once, the counts read between
    const reads: Array<Promise<JobFilters>> = [];
    await Promise.all([
      ...stored.map(async (_stale, index) => {
        await Job.create(indoreJob());
        if (index % 10 === 0) reads.push(filters());
      }),
      ...stored.map(async (stale, index) => {
        await Job.updateOne({ _id: stale._id }, { $set: { is_active: false } });
        if (index % 10 === 0) reads.push(filters('locations=Indore'));
      }),
    ]);
    await Promise.all(reads);
    const facets = await filters();
    expect(countOf(facets.locations, 'Indore')).toBe(50);
    expect(await total('locations=Indore')).toBe(50);
    expect(countOf((await filters('locations=Indore')).workModes, 'Hybrid')).toBe(50);
  });
});

describe('the jobs’ version', () => {
  it('goes up with every kind of write through the Job model', async () => {
    const writes: Array<() => Promise<unknown>> = [
      () => Job.create(job({ job_title: 'Versioned', location: 'Agra', is_active: false })),
      () => Job.updateOne({ job_title: 'Versioned' }, { $set: { location: 'Kochi' } }),
      () => Job.updateMany({ job_title: 'Versioned' }, { $set: { vacancies: 2 } }),
      () => Job.findOneAndUpdate({ job_title: 'Versioned' }, { $set: { vacancies: 3 } }),
      () =>
        Job.bulkWrite([
          { updateOne: { filter: { job_title: 'Versioned' }, update: { $set: { vacancies: 4 } } } },
        ]),
      async () => {
        const stored = await Job.findOne({ job_title: 'Versioned' });
        stored!.vacancies = 5;
        await stored!.save();
      },
      () => Job.deleteOne({ job_title: 'Versioned' }),
    ];
    for (const write of writes) {
      const before = await collectionVersion('jobs');
      await write();
      expect(await collectionVersion('jobs')).toBeGreaterThan(before);
    }
  });
});
