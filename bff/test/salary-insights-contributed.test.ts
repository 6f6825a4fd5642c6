import { salaryInsightsSchema } from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../app/models/job.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn } from './support/profile-fixtures';

// Salary insights count contributed salaries next to posted ones, labelled by source
// (docs/product/community-and-reviews.md, "Contribute salary"; docs/product/public-pages-and-services.md).

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;

const openJob = (job_title: string, company: string, min_salary: number, max_salary: number) => ({
  job_title,
  company,
  company_id: new Types.ObjectId(),
  location: 'Pune',
  min_salary,
  max_salary,
  is_active: true,
  created_at: new Date(Date.now() - DAY),
  expiry_date: new Date(Date.now() + 30 * DAY),
});

beforeAll(async () => {
  app = await startTestApp({ env: { CONTRIBUTION_RATE_LIMIT: '1000' } });
  await Job.insertMany([
    // Posted: mid-ranges 8 and 12.
    openJob('Data Analyst', 'Infoveda Technologies', 6, 10),
    openJob('Data Analyst', 'Paisabridge Finance', 10, 14),
    openJob('QA Engineer', 'Infoveda Technologies', 5, 7),
  ]);
  const contributor = await loggedIn(app);
  for (const [designation, company_name, annual_salary_lakhs] of [
    ['data analyst', 'Infoveda Technologies', 9],
    ['Data Analyst', 'Kirana Fresh Retail', 20],
    ['Data Analyst', 'Kirana Fresh Retail', 4.5],
    ['Support Executive', 'Kirana Fresh Retail', 3],
  ] as const) {
    const response = await contributor.client.post('/api/salaries', {
      company_name,
      designation,
      annual_salary_lakhs,
      experience_years: 2,
      city: 'Pune',
      employment_type: 'fullTime',
    });
    expect(response.status).toBe(201);
  }
});

afterAll(async () => {
  await app?.close();
});

const insights = async (search: string) =>
  payload(
    salaryInsightsSchema,
    await (await app.client().get(`/api/salary-insights?${search}`)).json(),
  );

describe('GET /api/salary-insights with contributed salaries', () => {
  it('gives a role its contributed row next to its posted one, matched ignoring case', async () => {
    const body = await insights('q=analyst');
    expect(body.groups).toEqual([
      {
        name: 'Data Analyst',
        source: 'posted',
        jobCount: 2,
        contributedCount: 0,
        minLakhs: 6,
        medianLakhs: 10,
        maxLakhs: 14,
      },
      // 4.5, 9, 20 → median 9.
      {
        name: 'Data Analyst',
        source: 'contributed',
        jobCount: 0,
        contributedCount: 3,
        minLakhs: 4.5,
        medianLakhs: 9,
        maxLakhs: 20,
      },
    ]);
    // Both together: 8, 12, 4.5, 9, 20 → median 9.
    expect(body.overall).toEqual({
      jobCount: 2,
      contributedCount: 3,
      minLakhs: 4.5,
      medianLakhs: 9,
      maxLakhs: 20,
    });
  });

  it('shows a role only contributors name, and groups contributions by company', async () => {
    const support = await insights('q=support');
    expect(support.groups).toEqual([
      expect.objectContaining({ name: 'Support Executive', source: 'contributed', jobCount: 0 }),
    ]);
    const kirana = await insights('q=kirana&by=company');
    expect(kirana.groups).toEqual([
      expect.objectContaining({
        name: 'Kirana Fresh Retail',
        source: 'contributed',
        contributedCount: 3,
        minLakhs: 3,
        maxLakhs: 20,
      }),
    ]);
    expect(kirana.overall).toMatchObject({ jobCount: 0, contributedCount: 3 });
  });

  it('lists the roles with the most salaries first, whatever their source', async () => {
    const all = await insights('');
    expect(all.groups.map((group) => `${group.name} (${group.source})`)).toEqual([
      'Data Analyst (posted)',
      'Data Analyst (contributed)',
      'QA Engineer (posted)',
      'Support Executive (contributed)',
    ]);
  });
});
