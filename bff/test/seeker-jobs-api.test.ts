import {
  jobFiltersSchema,
  jobSchema,
  jobsPageSchema,
  type JobFilters,
} from '@rozgar/contracts/payloads/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../app/models/job.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { hashPassword } from '../app/services/auth.server';
import type { CookieClient } from './support/cookie-client';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = 'Demo@12345';
let app: TestApp;
const now = Date.now();

/** The open jobs, newest first: job n was posted n days ago. */
const OPEN_JOBS = [
  {
    job_title: 'React Developer',
    company: 'Sahyadri Softech',
    location: 'Pune',
    work_mode: 'Hybrid',
    industry: 'IT/ITES',
    role: 'Front End Developer',
    department: 'Engineering - Software & QA',
    min_experience: 2,
    max_experience: 5,
    min_salary: 6,
    max_salary: 12,
    skills: ['React', 'TypeScript', 'CSS'],
  },
  {
    job_title: 'C++ Systems Engineer',
    company: 'Deccan Cloudworks',
    location: 'Hyderabad',
    work_mode: 'On-site',
    industry: 'IT/ITES',
    role: 'Back End Developer',
    department: 'Engineering - Software & QA',
    min_experience: 5,
    max_experience: 10,
    min_salary: 18,
    max_salary: 30,
    skills: ['C++', 'Linux'],
  },
  {
    job_title: 'Credit Analyst',
    company: 'Kaveri Finserv',
    location: 'Mumbai',
    work_mode: 'On-site',
    industry: 'Banking/Financial Services',
    role: 'Credit Analyst',
    department: 'Banking, Finance & Insurance',
    min_experience: 0,
    max_experience: 2,
    min_salary: 3,
    max_salary: 5,
    skills: ['Excel', 'Credit Risk'],
  },
  {
    job_title: 'Data Scientist',
    company: 'Infoveda Technologies',
    location: 'Bengaluru',
    work_mode: 'Remote',
    industry: 'IT/ITES',
    role: 'Data Scientist',
    department: 'Data Science & Analytics',
    min_experience: 3,
    max_experience: 7,
    min_salary: 12,
    max_salary: 20,
    skills: ['Python', 'SQL', 'Machine Learning'],
  },
  {
    job_title: 'Principal Architect',
    company: 'Infoveda Technologies',
    location: 'Bengaluru',
    work_mode: 'Hybrid',
    industry: 'IT/ITES',
    role: 'Architect',
    department: 'Engineering - Software & QA',
    min_experience: 12,
    max_experience: 15,
    min_salary: 40,
    max_salary: 45,
    skills: ['AWS', 'Java'],
  },
  {
    job_title: 'Staff Nurse',
    company: 'Apollo Care',
    location: 'Navi Mumbai',
    work_mode: 'On-site',
    industry: 'Healthcare/Pharmaceuticals',
    role: 'Nurse',
    department: 'Healthcare & Life Sciences',
    min_experience: 2,
    max_experience: 2,
    min_salary: 4,
    max_salary: 6,
    skills: ['Patient Care'],
  },
  {
    // "8+ years", "20+ lakhs": no upper ends
    job_title: 'Sales Lead',
    company: 'Kaveri Finserv',
    location: 'Delhi',
    work_mode: 'On-site',
    industry: 'Banking/Financial Services',
    role: 'Relationship Manager',
    department: 'Sales & Business Development',
    min_experience: 8,
    min_salary: 20,
    skills: ['Sales'],
  },
  {
    job_title: '.NET Developer',
    company: 'Sahyadri Softech',
    location: 'Pune',
    work_mode: 'On-site',
    industry: 'IT/ITES',
    role: 'Back End Developer',
    department: 'Engineering - Software & QA',
    min_experience: 1,
    max_experience: 3,
    min_salary: 5,
    max_salary: 9,
    skills: ['C#', '.NET'],
  },
  {
    // no salary at all
    job_title: 'Internet Marketing Executive',
    company: 'Konkan Media',
    location: 'Mumbai',
    work_mode: 'Remote',
    industry: 'Other',
    role: 'Digital Marketing',
    department: 'Marketing & Communication',
    min_experience: 0,
    max_experience: 1,
    skills: ['SEO'],
  },
  {
    // no experience at all; salary "up to 4 lakhs"
    job_title: 'Warehouse Associate',
    company: 'Coromandel Logistics',
    location: 'Chennai',
    work_mode: 'On-site',
    industry: 'Other',
    role: 'Warehouse Staff',
    department: 'Procurement & Supply Chain',
    max_salary: 4,
    skills: ['Forklift'],
  },
];
const ALL_OPEN = OPEN_JOBS.map((job) => job.job_title);

/** Jobs nobody may see in a list, however they search: they match many filters on purpose. */
const CLOSED_JOBS = [
  {
    job_title: 'Expired Java Developer',
    company: 'Sahyadri Softech',
    location: 'Pune',
    work_mode: 'On-site',
    industry: 'IT/ITES',
    role: 'Back End Developer',
    department: 'Engineering - Software & QA',
    min_experience: 2,
    max_experience: 5,
    min_salary: 6,
    max_salary: 12,
    skills: ['Java', 'React'],
    expiry_date: new Date(now - DAY),
  },
  {
    job_title: 'Inactive React Lead',
    company: 'Sahyadri Softech',
    location: 'Pune',
    work_mode: 'Hybrid',
    industry: 'IT/ITES',
    role: 'Front End Developer',
    department: 'Engineering - Software & QA',
    min_experience: 2,
    max_experience: 5,
    min_salary: 6,
    max_salary: 12,
    skills: ['React', 'Java'],
    is_active: false,
  },
];

async function loggedIn(email: string): Promise<CookieClient> {
  const client = app.client();
  const response = await client.login(email, PASSWORD);
  expect(response.status).toBe(200);
  return client;
}

async function search(query: string, client: CookieClient = app.client()) {
  const response = await client.get(`/api/jobs?${query}`);
  expect(response.status).toBe(200);
  return payload(jobsPageSchema, await response.json());
}

async function titles(query: string): Promise<string[]> {
  const body = await search(`pageSize=50&${query}`);
  expect(body.total).toBe(body.jobs.length);
  return body.jobs.map((job) => job.job_title);
}

const param = (name: string, values: string[]) =>
  new URLSearchParams({ [name]: values.join(',') }).toString();

beforeAll(async () => {
  app = await startTestApp();
  await Job.insertMany([
    ...OPEN_JOBS.map((job, i) => ({
      ...job,
      is_active: true,
      created_at: new Date(now - (i + 1) * DAY),
      expiry_date: new Date(now + 30 * DAY),
    })),
    ...CLOSED_JOBS.map((job) => ({
      is_active: true,
      created_at: new Date(now - 0.5 * DAY),
      ...job,
    })),
  ]);
  const passwordHash = await hashPassword(PASSWORD);
  const [skilled, , blank] = await User.create([
    {
      email: 'skilled@example.com',
      password_hash: passwordHash,
      role: 'Job Seeker',
      name: 'Aarav Sharma',
    },
    {
      email: 'noprofile@example.com',
      password_hash: passwordHash,
      role: 'Job Seeker',
      name: 'Meera Iyer',
    },
    {
      email: 'blank@example.com',
      password_hash: passwordHash,
      role: 'Job Seeker',
      name: 'Kabir Khan',
    },
    {
      email: 'recruiter@example.com',
      password_hash: passwordHash,
      role: 'Recruiter',
      name: 'Priya Nair',
    },
  ]);
  await UserDetails.create([
    { user_id: skilled!._id, full_name: 'Aarav Sharma', skills: ['react', ' CSS ', 'Python'] },
    { user_id: blank!._id, full_name: 'Kabir Khan', skills: [] },
  ]);
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/jobs without filters', () => {
  it('lists every open job newest first and never an expired or inactive one', async () => {
    expect(await titles('')).toEqual(ALL_OPEN);
  });

  it('pages through the matches with the total of all matches', async () => {
    const first = await search('workModes=On-site&pageSize=4');
    expect(first).toMatchObject({ total: 6, page: 1, pageSize: 4 });
    const second = await search('workModes=On-site&pageSize=4&page=2');
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 4 });
    expect([...first.jobs, ...second.jobs].map((job) => job.job_title)).toEqual([
      'C++ Systems Engineer',
      'Credit Analyst',
      'Staff Nurse',
      'Sales Lead',
      '.NET Developer',
      'Warehouse Associate',
    ]);
    const beyond = await search('workModes=On-site&pageSize=4&page=3');
    expect(beyond).toEqual({ jobs: [], total: 6, page: 3, pageSize: 4 });
  });

  it('treats empty parameters as no filter', async () => {
    expect(await titles('q=&locations=&experience=&minExp=')).toEqual(ALL_OPEN);
  });
});

describe('GET /api/jobs: q', () => {
  it.each([
    ['react', ['React Developer']],
    ['DEVELOPER', ['React Developer', '.NET Developer']],
    ['kaveri', ['Credit Analyst', 'Sales Lead']],
    ['machine', ['Data Scientist']],
    ['java', ['Principal Architect']],
    ['c++', ['C++ Systems Engineer']],
    ['.net', ['.NET Developer']],
    ['.*', []],
    ['(', []],
    ['expired', []],
  ])('q=%s matches title, company or a skill, literally', async (q, expected) => {
    expect(await titles(new URLSearchParams({ q }).toString())).toEqual(expected);
  });

  // docs/decisions/023-text-search.md: words through the jobs' text index, best matches first.
  it.each([
    ['engineering', ['C++ Systems Engineer']],
    ['the nurses', ['Staff Nurse']],
    ['infoveda architect', ['Principal Architect', 'Data Scientist']],
    ['develo', ['React Developer', '.NET Developer']],
    ['ui', []],
  ])(
    'q=%s finds words by their stem, best matches first, a prefix as typed',
    async (q, expected) => {
      expect(await titles(new URLSearchParams({ q }).toString())).toEqual(expected);
    },
  );

  it('sort=newest keeps the newest first for a word search', async () => {
    expect(await titles('q=infoveda%20architect&sort=newest')).toEqual([
      'Data Scientist',
      'Principal Architect',
    ]);
  });
});

describe('GET /api/jobs: the landing search', () => {
  it('minExp and maxExp bound min_experience from below and max_experience from above', async () => {
    expect(await titles('minExp=2&maxExp=5')).toEqual(['React Developer', 'Staff Nurse']);
    expect(await titles('minExp=5')).toEqual([
      'C++ Systems Engineer',
      'Principal Architect',
      'Sales Lead',
    ]);
    expect(await titles('maxExp=1')).toEqual(['Internet Marketing Executive']);
  });

  it('location matches part of the location, in any case', async () => {
    expect(await titles('location=mumbai')).toEqual([
      'Credit Analyst',
      'Staff Nurse',
      'Internet Marketing Executive',
    ]);
  });
});

describe('GET /api/jobs: experience and salary buckets', () => {
  it.each([
    ['0-2', ['Credit Analyst', '.NET Developer', 'Internet Marketing Executive']],
    ['2-5', ['React Developer', 'Data Scientist', 'Staff Nurse', '.NET Developer']],
    ['5-10', ['C++ Systems Engineer', 'Data Scientist', 'Sales Lead']],
    ['10+', ['Principal Architect', 'Sales Lead']],
  ])('experience=%s holds the jobs whose range overlaps it', async (bucket, expected) => {
    expect(await titles(param('experience', [bucket]))).toEqual(expected);
  });

  it('puts a 2–5 years job in 2-5 only: ranges that merely touch at an end do not overlap', async () => {
    expect(await titles(param('experience', ['0-2']))).not.toContain('React Developer');
    expect(await titles(param('experience', ['5-10']))).not.toContain('React Developer');
    // a one-point range (2–2) sits in the bucket that holds the point
    expect(await titles(param('experience', ['0-2']))).not.toContain('Staff Nurse');
  });

  it.each([
    ['0-5', ['Credit Analyst', 'Staff Nurse', 'Warehouse Associate']],
    ['5-10', ['React Developer', 'Staff Nurse', '.NET Developer']],
    ['10-20', ['React Developer', 'C++ Systems Engineer', 'Data Scientist']],
    ['20+', ['C++ Systems Engineer', 'Principal Architect', 'Sales Lead']],
  ])('salary=%s holds the jobs whose salary range overlaps it', async (bucket, expected) => {
    expect(await titles(param('salary', [bucket]))).toEqual(expected);
  });

  it('matches any bucket of a group', async () => {
    expect(await titles(param('experience', ['0-2', '10+']))).toEqual([
      'Credit Analyst',
      'Principal Architect',
      'Sales Lead',
      '.NET Developer',
      'Internet Marketing Executive',
    ]);
  });
});

describe('GET /api/jobs: exact value groups', () => {
  it('locations matches whole values only', async () => {
    expect(await titles('locations=Mumbai')).toEqual([
      'Credit Analyst',
      'Internet Marketing Executive',
    ]);
    expect(await titles(param('locations', ['Pune', 'Chennai']))).toEqual([
      'React Developer',
      '.NET Developer',
      'Warehouse Associate',
    ]);
  });

  it('workModes, industries and roles', async () => {
    expect(await titles(param('workModes', ['Remote', 'Hybrid']))).toEqual([
      'React Developer',
      'Data Scientist',
      'Principal Architect',
      'Internet Marketing Executive',
    ]);
    expect(await titles(param('industries', ['Finance', 'Healthcare']))).toEqual([
      'Credit Analyst',
      'Staff Nurse',
      'Sales Lead',
    ]);
    // a stored industry stands for itself
    expect(await titles(param('industries', ['Banking/Financial Services']))).toEqual([
      'Credit Analyst',
      'Sales Lead',
    ]);
    expect(await titles('roles=Back%20End%20Developer')).toEqual([
      'C++ Systems Engineer',
      '.NET Developer',
    ]);
  });

  it('departments keeps a value whose comma is followed by a space', async () => {
    expect(
      await titles(
        param('departments', ['Banking, Finance & Insurance', 'Healthcare & Life Sciences']),
      ),
    ).toEqual(['Credit Analyst', 'Staff Nurse']);
  });
});

describe('GET /api/jobs: groups combine with AND', () => {
  it.each([
    ['q=developer&locations=Pune&workModes=On-site', ['.NET Developer']],
    [`q=developer&${param('experience', ['0-2', '2-5'])}`, ['React Developer', '.NET Developer']],
    [
      `industries=IT%20Services&${param('salary', ['20+'])}&${param('workModes', ['Hybrid'])}`,
      ['Principal Architect'],
    ],
    ['location=mumbai&locations=Mumbai&salary=0-5', ['Credit Analyst']],
    ['minExp=2&experience=5-10&workModes=On-site', ['C++ Systems Engineer', 'Sales Lead']],
    ['q=react&locations=Chennai', []],
  ])('%s', async (query, expected) => {
    expect(await titles(query)).toEqual(expected);
  });
});

describe('GET /api/jobs: bad queries', () => {
  it.each([
    ['experience=3-4', /^experience/],
    ['salary=lots', /^salary/],
    ['workModes=Office', /^workModes/],
    ['page=0', /^page/],
    ['pageSize=51', /^pageSize/],
    ['minExp=-1', /^minExp/],
    ['minExp=abc', /^minExp/],
    ['maxExp=100', /^maxExp/],
    [`q=${'x'.repeat(101)}`, /^q:/],
    ['q=java&sort=sideways', /^sort/],
    [
      param(
        'locations',
        Array.from({ length: 51 }, (_, i) => `City ${i}`),
      ),
      /^locations/,
    ],
  ])('%s is a 400 with only an error', async (query, message) => {
    const response = await app.client().get(`/api/jobs?${query}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(message);
  });
});

describe('GET /api/jobs/filters', () => {
  it('counts every filter value over the open jobs, most jobs first, buckets in order', async () => {
    const response = await app.client().get('/api/jobs/filters');
    expect(response.status).toBe(200);
    expect(payload(jobFiltersSchema, await response.json())).toEqual({
      locations: [
        { value: 'Bengaluru', count: 2 },
        { value: 'Mumbai', count: 2 },
        { value: 'Pune', count: 2 },
        { value: 'Chennai', count: 1 },
        { value: 'Delhi', count: 1 },
        { value: 'Hyderabad', count: 1 },
        { value: 'Navi Mumbai', count: 1 },
      ],
      workModes: [
        { value: 'On-site', count: 6 },
        { value: 'Hybrid', count: 2 },
        { value: 'Remote', count: 2 },
      ],
      industries: [
        { value: 'IT Services', count: 5 },
        { value: 'Finance', count: 2 },
        { value: 'Other', count: 2 },
        { value: 'Healthcare', count: 1 },
      ],
      roles: [
        { value: 'Back End Developer', count: 2 },
        { value: 'Architect', count: 1 },
        { value: 'Credit Analyst', count: 1 },
        { value: 'Data Scientist', count: 1 },
        { value: 'Digital Marketing', count: 1 },
        { value: 'Front End Developer', count: 1 },
        { value: 'Nurse', count: 1 },
        { value: 'Relationship Manager', count: 1 },
        { value: 'Warehouse Staff', count: 1 },
      ],
      departments: [
        { value: 'Engineering - Software & QA', count: 4 },
        { value: 'Banking, Finance & Insurance', count: 1 },
        { value: 'Data Science & Analytics', count: 1 },
        { value: 'Healthcare & Life Sciences', count: 1 },
        { value: 'Marketing & Communication', count: 1 },
        { value: 'Procurement & Supply Chain', count: 1 },
        { value: 'Sales & Business Development', count: 1 },
      ],
      experience: [
        { value: '0-2', count: 3 },
        { value: '2-5', count: 4 },
        { value: '5-10', count: 3 },
        { value: '10+', count: 2 },
      ],
      salary: [
        { value: '0-5', count: 3 },
        { value: '5-10', count: 3 },
        { value: '10-20', count: 3 },
        { value: '20+', count: 3 },
      ],
    });
  });

  it('gives each value the count its filter finds', async () => {
    const facets = jobFiltersSchema.parse(
      await (await app.client().get('/api/jobs/filters')).json(),
    );
    const groups: Array<[facet: keyof JobFilters, parameter: string]> = [
      ['locations', 'locations'],
      ['workModes', 'workModes'],
      ['industries', 'industries'],
      ['roles', 'roles'],
      ['departments', 'departments'],
      ['experience', 'experience'],
      ['salary', 'salary'],
    ];
    for (const [facet, parameter] of groups)
      for (const { value, count } of facets[facet])
        expect((await search(param(parameter, [value]))).total, `${parameter}=${value}`).toBe(
          count,
        );
  });

  it('answers 405 to a POST', async () => {
    expect((await app.client().post('/api/jobs/filters', {})).status).toBe(405);
  });
});

describe('skill_match', () => {
  it('splits each job’s skills by a logged-in seeker’s, case-insensitively', async () => {
    const client = await loggedIn('skilled@example.com');
    const { jobs } = await search('pageSize=50', client);
    expect(jobs).toHaveLength(OPEN_JOBS.length);
    const byTitle = new Map(jobs.map((job) => [job.job_title, job]));
    expect(byTitle.get('React Developer')?.skill_match).toEqual({
      matched: ['React', 'CSS'],
      missing: ['TypeScript'],
    });
    expect(byTitle.get('Data Scientist')?.skill_match).toEqual({
      matched: ['Python'],
      missing: ['SQL', 'Machine Learning'],
    });
    expect(byTitle.get('Sales Lead')?.skill_match).toEqual({ matched: [], missing: ['Sales'] });

    const single = await client.get(`/api/jobs/${byTitle.get('React Developer')!.id}`);
    expect(payload(jobSchema, await single.json()).skill_match).toEqual({
      matched: ['React', 'CSS'],
      missing: ['TypeScript'],
    });
  });

  it.each([
    ['a visitor', null],
    ['a recruiter', 'recruiter@example.com'],
    ['a seeker without a profile', 'noprofile@example.com'],
    ['a seeker without skills', 'blank@example.com'],
  ])('is absent for %s', async (_who, email) => {
    const client = email ? await loggedIn(email) : app.client();
    const { jobs } = await search('pageSize=50', client);
    expect(jobs.length).toBeGreaterThan(0);
    for (const job of jobs) expect(job).not.toHaveProperty('skill_match');
    const single = payload(jobSchema, await (await client.get(`/api/jobs/${jobs[0]!.id}`)).json());
    expect(single).not.toHaveProperty('skill_match');
  });
});
