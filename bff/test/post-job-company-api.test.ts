import { jobQuotaPayloadSchema, postedJobSchema } from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../app/models/company.server';
import { Job } from '../app/models/job.server';
import { UserPlan } from '../app/models/user-plan.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * Post a Job with the recruiter's own company and the quota shown before typing
 * (docs/product/recruiter-jobs-and-responses.md#post-a-job, ADR 011 "A job's life").
 */

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

function posting(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    job_title: 'Data Analyst',
    employment_type: 'Full Time, Permanent',
    work_mode: 'Remote',
    job_description: 'Turn hiring data into decisions.',
    skills: 'SQL, Python',
    min_experience: 1,
    max_experience: 3,
    min_salary: 3,
    max_salary: 5,
    location: 'Chennai',
    industry: 'IT/ITES',
    qualification: 'B.Sc',
    ...extra,
  };
}

async function ownCompany(recruiter: Account, name: string) {
  return Company.create({
    company_name: name,
    email: 'hr@example.com',
    phone: '9876543210',
    website: 'https://example.com',
    address: '1 MG Road',
    pincode: '411001',
    industry: 'Software',
    size: '11-50',
    description: 'We build things.',
    linkedin: 'https://linkedin.com/company/example',
    recruiter_id: recruiter.id,
    created_at: new Date(),
  });
}

describe('Post a Job with a company of the recruiter', () => {
  it("stores the company's id and its own name", async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const company = await ownCompany(recruiter, 'Kaveri Analytics');
    const response = await recruiter.client.post(
      '/api/jobs',
      posting({ company_id: String(company._id), company: 'typed name' }),
    );
    expect(response.status).toBe(201);
    const { job } = payload(postedJobSchema, await response.json());
    expect(job).toMatchObject({ company_id: String(company._id), company: 'Kaveri Analytics' });
    expect(String((await Job.findById(job.id).lean())?.company_id)).toBe(String(company._id));
  });

  it("refuses another recruiter's or an unknown company (403) and a malformed id (400)", async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const other = await loggedIn(app, 'Recruiter');
    const foreign = await ownCompany(other, 'Not Mine Ltd');
    const before = await Job.countDocuments();
    for (const id of [String(foreign._id), '0123456789abcdef01234567']) {
      const response = await recruiter.client.post('/api/jobs', posting({ company_id: id }));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: 'You can only post jobs for your own companies',
      });
    }
    const malformed = await recruiter.client.post('/api/jobs', posting({ company_id: 'acme' }));
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Not a valid company id' });
    const neither = await recruiter.client.post('/api/jobs', posting());
    expect(await neither.json()).toEqual({ error: 'Company name is required' });
    expect(await Job.countDocuments()).toBe(before);
  });

  it('an edit may move the job to another own company, or back to a typed name', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const first = await ownCompany(recruiter, 'First Co');
    const second = await ownCompany(recruiter, 'Second Co');
    const { job } = payload(
      postedJobSchema,
      await (
        await recruiter.client.post('/api/jobs', posting({ company_id: String(first._id) }))
      ).json(),
    );
    const edit = (body: Record<string, unknown>) =>
      recruiter.client.request(`/api/jobs/${job.id}`, { method: 'PATCH', json: posting(body) });
    expect((await edit({ company_id: String(second._id) })).status).toBe(200);
    expect(await Job.findById(job.id).lean()).toMatchObject({
      company: 'Second Co',
      company_id: second._id,
    });
    expect((await edit({ company: 'Typed Co' })).status).toBe(200);
    const stored = await Job.findById(job.id).lean();
    expect(stored?.company).toBe('Typed Co');
    expect(stored?.company_id).toBeUndefined();
  });
});

describe('GET /api/recruiter/job-quota', () => {
  it('says how many postings are left before anything is typed', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const fresh = payload(
      jobQuotaPayloadSchema,
      await (await recruiter.client.get('/api/recruiter/job-quota')).json(),
    );
    expect(fresh.quota).toEqual({ job_limit: 10, open_jobs: 0, left: 10 });

    await UserPlan.create({ user_id: recruiter.id, job_limit: 1 });
    expect((await recruiter.client.post('/api/jobs', posting({ company: 'Acme' }))).status).toBe(
      201,
    );
    const full = await (await recruiter.client.get('/api/recruiter/job-quota')).json();
    expect(full).toEqual({ quota: { job_limit: 1, open_jobs: 1, left: 0 } });
  });

  it('is for recruiters only', async () => {
    expect((await app.client().get('/api/recruiter/job-quota')).status).toBe(401);
    const seeker = await loggedIn(app, 'Job Seeker');
    expect((await seeker.client.get('/api/recruiter/job-quota')).status).toBe(403);
  });
});
