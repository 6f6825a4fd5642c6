import {
  postedJobSchema,
  postingOptions,
  postingOptionsSchema,
  recruiterJobsSchema,
  type PostingOptions,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../app/models/job.server';
import { UserPlan } from '../app/models/user-plan.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

/** A complete, valid posting as the Post a Job form sends it. */
function posting(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    job_title: '  Senior React Developer ',
    employment_type: 'Full Time, Permanent',
    work_mode: 'In office',
    job_description: 'Build and ship the hiring dashboard used by 2,000 recruiters.',
    skills: 'React, TypeScript , react, , Node.js',
    min_experience: 3,
    max_experience: 7,
    min_salary: 10,
    max_salary: 20,
    location: 'Bengaluru',
    company: 'Sahyadri Softech',
    industry: 'IT/ITES',
    qualification: 'B.Tech/B.E.',
    vacancies: 2,
    requirements: 'Three years of React in production.',
    perks: 'Health insurance for parents.',
    candidate_profile: 'Owns features end to end.',
    about_company: 'A Pune product company.',
    ...extra,
  };
}

const jobsOf = (account: Account) =>
  Job.countDocuments({ recruiter_id: new Types.ObjectId(account.id) });
const planOf = (account: Account) =>
  UserPlan.findOne({ user_id: new Types.ObjectId(account.id) }).lean();

/** Inserts jobs for the recruiter straight into the database (to fill or not fill the quota). */
async function storedJobs(account: Account, jobs: Array<Record<string, unknown>>) {
  const now = Date.now();
  return Job.insertMany(
    jobs.map((extra, i) => ({
      job_title: `Stored job ${i}`,
      company: 'Sahyadri Softech',
      location: 'Pune',
      recruiter_id: account.id,
      is_active: true,
      created_at: new Date(now - (i + 1) * DAY),
      expiry_date: new Date(now + 30 * DAY),
      ...extra,
    })),
  );
}

describe('who may call', () => {
  it('answers 401 Not logged in to a visitor and writes nothing', async () => {
    const visitor = app.client();
    const before = await Job.countDocuments();
    const post = await visitor.post('/api/jobs', posting());
    expect(post.status).toBe(401);
    expect(await post.json()).toEqual({ error: 'Not logged in' });
    const list = await visitor.get('/api/recruiter/jobs');
    expect(list.status).toBe(401);
    expect(await list.json()).toEqual({ error: 'Not logged in' });
    expect(await Job.countDocuments()).toBe(before);
  });

  it('answers 403 to a job seeker and writes nothing', async () => {
    const seeker = await loggedIn(app, 'Job Seeker', 'Asha Rao');
    const before = await Job.countDocuments();
    const post = await seeker.client.post('/api/jobs', posting());
    expect(post.status).toBe(403);
    expect(await post.json()).toEqual({ error: 'Only recruiters can do this' });
    const list = await seeker.client.get('/api/recruiter/jobs');
    expect(list.status).toBe(403);
    expect(await list.json()).toEqual({ error: 'Only recruiters can do this' });
    expect(await Job.countDocuments()).toBe(before);
    expect(await planOf(seeker)).toBeNull();
  });

  it('answers 405 to other methods', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const put = await recruiter.client.request('/api/jobs', { method: 'PUT', json: posting() });
    expect(put.status).toBe(405);
    expect(put.headers.get('allow')).toBe('GET, POST');
    const post = await recruiter.client.post('/api/recruiter/jobs', posting());
    expect(post.status).toBe(405);
    expect(await jobsOf(recruiter)).toBe(0);
  });
});

describe('POST /api/jobs', () => {
  it('posts the job with the fields the BFF sets, at once visible in the seeker API', async () => {
    const recruiter = await loggedIn(app, 'Recruiter', 'Priya Nair');
    const before = Date.now();
    const response = await recruiter.client.post('/api/jobs', posting());
    expect(response.status).toBe(201);
    const { job } = payload(postedJobSchema, await response.json());
    expect(job).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      job_title: 'Senior React Developer',
      company: 'Sahyadri Softech',
      location: 'Bengaluru',
      min_salary: 10,
      max_salary: 20,
      job_type: 'Full Time',
      employment_category: 'Full Time, Permanent',
      work_mode: 'On-site',
      min_experience: 3,
      max_experience: 7,
      industry: 'IT/ITES',
      qualification: 'B.Tech/B.E.',
      vacancies: 2,
      skills: ['React', 'TypeScript', 'Node.js'],
      job_description: 'Build and ship the hiring dashboard used by 2,000 recruiters.',
      requirements: 'Three years of React in production.',
      perks: 'Health insurance for parents.',
      candidate_profile: 'Owns features end to end.',
      about_company: 'A Pune product company.',
      recruiter_id: recruiter.id,
      is_active: true,
      created_at: expect.any(String),
      expiry_date: expect.any(String),
    });
    const createdAt = new Date(job.created_at).getTime();
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThanOrEqual(Date.now());
    expect(new Date(job.expiry_date!).getTime() - createdAt).toBe(90 * DAY);

    const byId = await app.client().get(`/api/jobs/${job.id}`);
    expect(byId.status).toBe(200);
    expect(await byId.json()).toEqual(job);

    const search = await (
      await app.client().get('/api/jobs?q=Senior%20React%20Developer&workModes=On-site')
    ).json();
    expect(search.jobs.map((found: { id: string }) => found.id)).toContain(job.id);
    expect(search.jobs.find((found: { id: string }) => found.id === job.id)).toEqual(job);
    const filters = await (await app.client().get('/api/jobs/filters')).json();
    // the seeker's filter lists the posting's industry under its group (IT/ITES → IT Services)
    expect(filters.industries).toContainEqual({ value: 'IT Services', count: expect.any(Number) });
    const byGroup = await (await app.client().get('/api/jobs?industries=IT%20Services')).json();
    expect(byGroup.jobs.map((found: { id: string }) => found.id)).toContain(job.id);
  });

  it('gives a recruiter without a plan the default one of 10 jobs, once', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    expect(await planOf(recruiter)).toBeNull();
    const responses = await Promise.all([
      recruiter.client.post('/api/jobs', posting({ job_title: 'First' })),
      recruiter.client.post('/api/jobs', posting({ job_title: 'Second' })),
      recruiter.client.post('/api/jobs', posting({ job_title: 'Third' })),
    ]);
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201]);
    expect(await UserPlan.countDocuments({ user_id: new Types.ObjectId(recruiter.id) })).toBe(1);
    expect((await planOf(recruiter))?.job_limit).toBe(10);
  });

  it('maps each employment type and work mode, and defaults vacancies to 1', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const cases = [
      ['Part Time, Freelance/Homebased', 'Remote', 'Part Time', 'Remote'],
      ['Full Time, Temporary/Contractual', 'Hybrid', 'Full Time', 'Hybrid'],
    ] as const;
    for (const [employmentType, workMode, jobType, storedMode] of cases) {
      const { vacancies: _vacancies, requirements: _r, ...rest } = posting();
      const response = await recruiter.client.post('/api/jobs', {
        ...rest,
        employment_type: employmentType,
        work_mode: workMode,
        perks: '',
        min_experience: '0',
        max_experience: '1',
      });
      expect(response.status).toBe(201);
      const { job } = await response.json();
      expect(job).toMatchObject({
        job_type: jobType,
        employment_category: employmentType,
        work_mode: storedMode,
        vacancies: 1,
        min_experience: 0,
        max_experience: 1,
      });
      expect(job).not.toHaveProperty('requirements');
      expect(job).not.toHaveProperty('perks');
    }
  });

  const long = (length: number) => 'x'.repeat(length);
  const without = (field: string) => {
    const body = posting();
    delete body[field];
    return body;
  };

  it.each<[string, Record<string, unknown>, string]>([
    ['no job title', without('job_title'), 'Job title is required'],
    ['a blank job title', posting({ job_title: '   ' }), 'Job title is required'],
    [
      'a job title over 200 characters',
      posting({ job_title: long(201) }),
      'Job title must be at most 200 characters',
    ],
    ['no employment type', without('employment_type'), 'Employment type must be one of'],
    [
      'an unknown employment type',
      posting({ employment_type: 'Full Time' }),
      'Employment type must be one of: Full Time, Permanent, Full Time, Temporary/Contractual',
    ],
    [
      "the seeker portal's work mode name",
      posting({ work_mode: 'On-site' }),
      'Work mode must be one of: In office, Remote, Hybrid',
    ],
    ['no job description', without('job_description'), 'Job description is required'],
    ['an empty job description', posting({ job_description: '' }), 'Job description is required'],
    [
      'a job description over 5000 characters',
      posting({ job_description: long(5001) }),
      'Job description must be at most 5000 characters',
    ],
    ['no key skills', without('skills'), 'Key skills are required'],
    ['key skills that are only commas', posting({ skills: ' , ,' }), 'Key skills are required'],
    [
      'key skills over 250 characters',
      posting({ skills: `React, ${long(245)}` }),
      'Key skills must be at most 250 characters',
    ],
    ['key skills as a list', posting({ skills: ['React'] }), 'Key skills are required'],
    ['no minimum experience', without('min_experience'), 'Minimum experience is required'],
    [
      'a minimum experience off the list',
      posting({ min_experience: 4 }),
      'Minimum experience must be one of 0, 1, 2, 3, 5, 7, 10, 15 years',
    ],
    [
      'a maximum experience off the list',
      posting({ max_experience: 0 }),
      'Maximum experience must be one of 1, 2, 3, 5, 7, 10, 15, 20, 30 years',
    ],
    [
      'minimum experience above maximum',
      posting({ min_experience: 10, max_experience: 5 }),
      'Minimum experience cannot be more than maximum experience',
    ],
    [
      'a minimum salary off the list',
      posting({ min_salary: 4 }),
      'Minimum salary must be one of 1, 2, 3, 5, 10 lakhs',
    ],
    [
      'a maximum salary off the list',
      posting({ max_salary: 1 }),
      'Maximum salary must be one of 2, 3, 5, 10, 15, 20 lakhs',
    ],
    [
      'minimum salary above maximum',
      posting({ min_salary: 10, max_salary: 5 }),
      'Minimum salary cannot be more than maximum salary',
    ],
    ['no location', without('location'), 'Location is required'],
    [
      'a location over 100 characters',
      posting({ location: long(101) }),
      'Location must be at most 100 characters',
    ],
    ['no company', without('company'), 'Company name is required'],
    [
      'a company over 200 characters',
      posting({ company: long(201) }),
      'Company name must be at most 200 characters',
    ],
    [
      'an industry off the list',
      posting({ industry: 'IT Services' }),
      'Industry must be one of: IT/ITES, Banking/Financial Services',
    ],
    [
      "the source's {host} qualification",
      posting({ qualification: '{host}' }),
      'Qualification must be one of: Any Graduate',
    ],
    ['no vacancies', posting({ vacancies: 0 }), 'Vacancies must be at least 1'],
    ['a fraction of a vacancy', posting({ vacancies: 1.5 }), 'Vacancies must be a whole number'],
    ['over 1000 vacancies', posting({ vacancies: 1001 }), 'Vacancies must be at most 1000'],
    [
      'requirements over 2000 characters',
      posting({ requirements: long(2001) }),
      'Requirements must be at most 2000 characters',
    ],
    ['perks over 2000 characters', posting({ perks: long(2001) }), 'Perks must be at most 2000'],
    [
      'a candidate profile over 2000 characters',
      posting({ candidate_profile: long(2001) }),
      'Candidate profile must be at most 2000 characters',
    ],
    [
      'about company over 2000 characters',
      posting({ about_company: long(2001) }),
      'About company must be at most 2000 characters',
    ],
    [
      'a field the BFF sets itself',
      posting({ recruiter_id: '0123456789abcdef01234567' }),
      'Unknown field: recruiter_id',
    ],
    [
      'unknown fields',
      posting({ is_active: false, expiry_date: '2099-01-01' }),
      'Unknown fields: is_active, expiry_date',
    ],
    ['a list for a body', [posting()] as unknown as Record<string, unknown>, 'JSON object'],
  ])('refuses %s with 400 and writes nothing', async (_case, body, error) => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const response = await recruiter.client.post('/api/jobs', body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(Object.keys(answer)).toEqual(['error']);
    expect(answer.error).toContain(error);
    expect(await jobsOf(recruiter)).toBe(0);
    expect(await planOf(recruiter)).toBeNull();
  });

  it('reports only the first problem when there are several', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const response = await recruiter.client.post('/api/jobs', {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Job title is required' });
  });

  it('refuses a body that is not JSON', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const response = await recruiter.client.request('/api/jobs', {
      method: 'POST',
      body: '{"job_title":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Request body must be valid JSON' });
    expect(await jobsOf(recruiter)).toBe(0);
  });

  it('refuses a post over the plan, counting only open jobs', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    await UserPlan.create({ user_id: recruiter.id, job_limit: 3 });
    await storedJobs(recruiter, [
      {},
      { is_active: false },
      { expiry_date: new Date(Date.now() - DAY) },
    ]);
    expect((await recruiter.client.post('/api/jobs', posting())).status).toBe(201);
    expect((await recruiter.client.post('/api/jobs', posting())).status).toBe(201);
    const refused = await recruiter.client.post(
      '/api/jobs',
      posting({ job_title: 'One too many' }),
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      error: 'You have reached your job posting limit (3 open jobs)',
    });
    expect(await Job.exists({ job_title: 'One too many' })).toBeNull();
    expect(await jobsOf(recruiter)).toBe(5);
  });

  it('keeps the limit when posts for the last places arrive together', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    await UserPlan.create({ user_id: recruiter.id, job_limit: 3 });
    await storedJobs(recruiter, [{}]);
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        recruiter.client.post('/api/jobs', posting({ job_title: `Racing ${i}` })),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 403, 403, 403]);
    expect(await jobsOf(recruiter)).toBe(3);
  });

  it("does not count another recruiter's jobs against the plan", async () => {
    const busy = await loggedIn(app, 'Recruiter');
    await UserPlan.create({ user_id: busy.id, job_limit: 1 });
    await storedJobs(busy, [{}]);
    const other = await loggedIn(app, 'Recruiter');
    await UserPlan.create({ user_id: other.id, job_limit: 1 });
    expect((await other.client.post('/api/jobs', posting())).status).toBe(201);
    expect((await busy.client.post('/api/jobs', posting())).status).toBe(403);
  });
});

describe('GET /api/recruiter/jobs', () => {
  it("lists only the recruiter's own jobs, newest first, open and closed, with the quota", async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const other = await loggedIn(app, 'Recruiter');
    await storedJobs(other, [{ job_title: 'Not mine' }]);
    const [older, inactive, expired] = await storedJobs(recruiter, [
      { job_title: 'Older open' },
      { job_title: 'Closed', is_active: false },
      { job_title: 'Expired', expiry_date: new Date(Date.now() - DAY) },
    ]);
    const posted = payload(
      postedJobSchema,
      await (await recruiter.client.post('/api/jobs', posting())).json(),
    ).job;

    const response = await recruiter.client.get('/api/recruiter/jobs');
    expect(response.status).toBe(200);
    const body = payload(recruiterJobsSchema, await response.json());
    expect(body.quota).toEqual({ job_limit: 10, open_jobs: 2, left: 8 });
    expect(body.counts).toEqual({ active: 2, closed: 1, expired: 1 });
    expect(body.jobs.map((job) => job.job_title)).toEqual([
      'Senior React Developer',
      'Older open',
      'Closed',
      'Expired',
    ]);
    expect(body.jobs[0]).toEqual({
      ...posted,
      expired: false,
      status: 'active',
      applications: 0,
      resumes: 0,
      views: 0,
      updated_at: posted.created_at,
      created_by: { id: recruiter.id, name: recruiter.name },
    });
    expect(body.jobs[1]).toMatchObject({
      id: String(older!._id),
      expired: false,
      status: 'active',
    });
    expect(body.jobs[2]).toMatchObject({
      id: String(inactive!._id),
      is_active: false,
      status: 'closed',
    });
    expect(body.jobs[3]).toMatchObject({
      id: String(expired!._id),
      expired: true,
      status: 'expired',
    });

    const tab = async (status: string) =>
      payload(
        recruiterJobsSchema,
        await (await recruiter.client.get(`/api/recruiter/jobs?status=${status}`)).json(),
      );
    const active = await tab('active');
    expect(active.jobs.map((job) => job.job_title)).toEqual([
      'Senior React Developer',
      'Older open',
    ]);
    expect(active.counts).toEqual(body.counts);
    expect((await tab('closed')).jobs.map((job) => job.job_title)).toEqual(['Closed']);
    expect((await tab('expired')).jobs.map((job) => job.job_title)).toEqual(['Expired']);
    const unknown = await recruiter.client.get('/api/recruiter/jobs?status=draft');
    expect(unknown.status).toBe(400);
  });

  it('reports the default quota to a recruiter without a plan, without writing one', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const body = payload(
      recruiterJobsSchema,
      await (await recruiter.client.get('/api/recruiter/jobs')).json(),
    );
    expect(body).toEqual({
      jobs: [],
      counts: { active: 0, closed: 0, expired: 0 },
      quota: { job_limit: 10, open_jobs: 0, left: 10 },
    });
    expect(await planOf(recruiter)).toBeNull();
  });

  it("reports the plan's own limit", async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    await UserPlan.create({ user_id: recruiter.id, job_limit: 25 });
    await storedJobs(recruiter, [{}, {}]);
    const body = await (await recruiter.client.get('/api/recruiter/jobs')).json();
    expect(body.quota).toEqual({ job_limit: 25, open_jobs: 2, left: 23 });
  });
});

describe('GET /api/jobs/posting-options', () => {
  const fetchOptions = async (): Promise<PostingOptions> => {
    const response = await app.client().get('/api/jobs/posting-options');
    expect(response.status).toBe(200);
    return payload(postingOptionsSchema, await response.json());
  };

  /** A recruiter whose plan leaves room for every posting these tests make. */
  async function roomyRecruiter() {
    const recruiter = await loggedIn(app, 'Recruiter');
    await UserPlan.create({ user_id: recruiter.id, job_limit: 1000 });
    return recruiter;
  }

  it("answers a visitor with ADR 011's lists, defaults and limits: the contracts' ones", async () => {
    expect(await fetchOptions()).toEqual(postingOptions());
  });

  it('answers 405 to other methods', async () => {
    const response = await app.client().post('/api/jobs/posting-options', {});
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET');
    expect(await response.json()).toEqual({ error: 'Method not allowed' });
  });

  it('lists only values POST /api/jobs accepts, and the defaults among them', async () => {
    const options = await fetchOptions();
    const recruiter = await roomyRecruiter();
    const lowest = (values: number[]) => Math.min(...values);
    const highest = (values: number[]) => Math.max(...values);
    const bodies = [
      ...options.employment_types.map((employment_type) => posting({ employment_type })),
      ...options.work_modes.map((work_mode) => posting({ work_mode })),
      ...options.industries.map((industry) => posting({ industry })),
      ...options.qualifications.map((qualification) => posting({ qualification })),
      ...options.min_experience.map((min_experience) =>
        posting({ min_experience, max_experience: highest(options.max_experience) }),
      ),
      ...options.max_experience.map((max_experience) =>
        posting({ max_experience, min_experience: lowest(options.min_experience) }),
      ),
      ...options.min_salary.map((min_salary) =>
        posting({ min_salary, max_salary: highest(options.max_salary) }),
      ),
      ...options.max_salary.map((max_salary) =>
        posting({ max_salary, min_salary: lowest(options.min_salary) }),
      ),
    ];
    const { vacancies: _vacancies, ...withoutVacancies } = posting({
      employment_type: options.defaults.employment_type,
      work_mode: options.defaults.work_mode,
    });
    bodies.push(withoutVacancies);

    for (const body of bodies) {
      const response = await recruiter.client.post('/api/jobs', body);
      expect(response.status, JSON.stringify(body)).toBe(201);
    }
    const defaulted = await Job.findOne({ recruiter_id: recruiter.id }).sort({ _id: -1 }).lean();
    expect(defaulted?.vacancies).toBe(options.defaults.vacancies);
    expect(await jobsOf(recruiter)).toBe(bodies.length);
  });

  it('refuses a value missing from each list', async () => {
    const options = await fetchOptions();
    const recruiter = await roomyRecruiter();
    const unlistedText = (values: string[]) => `${values[0]} (other)`;
    const unlistedNumber = (values: number[]) => {
      let value = 0;
      while (values.includes(value)) value++;
      return value;
    };
    const bodies = [
      posting({ employment_type: unlistedText(options.employment_types) }),
      posting({ work_mode: unlistedText(options.work_modes) }),
      posting({ industry: unlistedText(options.industries) }),
      posting({ qualification: unlistedText(options.qualifications) }),
      posting({
        min_experience: unlistedNumber(options.min_experience),
        max_experience: Math.max(...options.max_experience),
      }),
      posting({
        max_experience: unlistedNumber(options.max_experience),
        min_experience: Math.min(...options.min_experience),
      }),
      posting({
        min_salary: unlistedNumber(options.min_salary),
        max_salary: Math.max(...options.max_salary),
      }),
      posting({
        max_salary: unlistedNumber(options.max_salary),
        min_salary: Math.min(...options.min_salary),
      }),
    ];
    for (const body of bodies) {
      const response = await recruiter.client.post('/api/jobs', body);
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect(await jobsOf(recruiter)).toBe(0);
  });

  it('accepts each text and the vacancies at their limit and refuses one more', async () => {
    const { limits } = await fetchOptions();
    const recruiter = await roomyRecruiter();
    const long = (length: number) => 'x'.repeat(length);
    const cases: Array<[string, number, (value: number) => unknown]> = [
      ['job_title', limits.job_title, long],
      ['job_description', limits.job_description, long],
      ['skills', limits.skills, long],
      ['location', limits.location, long],
      ['company', limits.company, long],
      ['requirements', limits.long_text, long],
      ['perks', limits.long_text, long],
      ['candidate_profile', limits.long_text, long],
      ['about_company', limits.long_text, long],
      ['vacancies', limits.vacancies, (value) => value],
    ];
    for (const [field, limit, value] of cases) {
      const atLimit = await recruiter.client.post('/api/jobs', posting({ [field]: value(limit) }));
      expect(atLimit.status, `${field} at ${limit}`).toBe(201);
      const over = await recruiter.client.post('/api/jobs', posting({ [field]: value(limit + 1) }));
      expect(over.status, `${field} over ${limit}`).toBe(400);
      expect((await over.json()).error).toContain(`at most ${limit}`);
    }
    expect(await jobsOf(recruiter)).toBe(cases.length);
  });
});
