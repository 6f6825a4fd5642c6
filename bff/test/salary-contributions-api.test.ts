import { savedSalarySchema } from '@rozgar/contracts/payloads/salary';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRIBUTION_RATE_LIMITED } from '../app/lib/rate-limits.server';
import { Company } from '../app/models/company.server';
import { SalaryContribution } from '../app/models/salary-contribution.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';
import { expectAnonymous, reviewedCompany } from './support/review-fixtures';

// Contributing a salary (docs/product/community-and-reviews.md, "Contribute salary"): a logged-in
// job seeker's validated, profanity-checked form, stored anonymously, rate limited with reviews.

let app: TestApp;
let seeker: Account;

beforeAll(async () => {
  app = await startTestApp({ env: { CONTRIBUTION_RATE_LIMIT: '4' } });
  seeker = await loggedIn(app, 'Job Seeker', 'Meera Nair');
});

afterAll(async () => {
  await app?.close();
});

const form = (company_name: string, more: Record<string, unknown> = {}) => ({
  company_name,
  designation: 'Data Analyst',
  annual_salary_lakhs: 8.5,
  experience_years: 3,
  city: 'Pune',
  employment_type: 'fullTime',
  ...more,
});

const post = (account: Account, body: unknown) => account.client.post('/api/salaries', body);

describe('POST /api/salaries', () => {
  it('needs a logged-in job seeker', async () => {
    expect((await app.client().post('/api/salaries', form('Nobody Ltd'))).status).toBe(401);
    const recruiter = await loggedIn(app, 'Recruiter');
    expect((await post(recruiter, form('Nobody Ltd'))).status).toBe(403);
    expect(await SalaryContribution.countDocuments({ company: 'Nobody Ltd' })).toBe(0);
  });

  it.each([
    ['designation', '  ', 'Designation is required'],
    ['annual_salary_lakhs', undefined, 'Annual salary is required'],
    ['annual_salary_lakhs', '8', 'Annual salary must be a number of lakhs from 0.1 to 1000'],
    ['annual_salary_lakhs', 1001, 'Annual salary must be a number of lakhs from 0.1 to 1000'],
    ['experience_years', 2.5, 'Experience must be a whole number of years from 0 to 60'],
    ['experience_years', -1, 'Experience must be a whole number of years from 0 to 60'],
    ['city', undefined, 'City is required'],
    [
      'employment_type',
      'freelance',
      'Employment type must be one of: fullTime, partTime, contract, internship',
    ],
    ['user_id', 'me', 'Unknown field: user_id'],
    [
      'designation',
      'Shitty analyst',
      'Designation contains language that is not allowed. Please rephrase it.',
    ],
  ])('refuses %s = %j with "%s", storing nothing', async (field, value, message) => {
    const response = await post(seeker, form('Refused Pvt Ltd', { [field]: value }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(await SalaryContribution.countDocuments({ company: 'Refused Pvt Ltd' })).toBe(0);
  });

  it('stores the salary at the company picked by id, and answers without its contributor', async () => {
    const company = await reviewedCompany('Salaried Tech');
    const response = await post(
      seeker,
      form('ignored', { company_id: String(company._id), annual_salary_lakhs: 12.25 }),
    );
    expect(response.status).toBe(201);
    const { salary } = payload(savedSalarySchema, await response.json());
    expect(salary).toMatchObject({
      company_id: String(company._id),
      company: 'Salaried Tech',
      designation: 'Data Analyst',
      annual_salary_lakhs: 12.25,
      experience_years: 3,
      city: 'Pune',
      employment_type: 'fullTime',
    });
    expectAnonymous(salary, [{ id: seeker.id, email: seeker.email }]);
    const stored = await SalaryContribution.findById(salary.id).lean();
    expect(String(stored!.user_id)).toBe(seeker.id);
  });

  it('finds the company by name ignoring case, else creates it', async () => {
    await reviewedCompany('Named Works');
    const named = await post(seeker, form('named works'));
    expect(payload(savedSalarySchema, await named.json()).salary.company).toBe('Named Works');
    const fresh = await post(seeker, form('Brand New Salaries'));
    expect(fresh.status).toBe(201);
    expect(await Company.countDocuments({ company_name: 'Brand New Salaries' })).toBe(1);
  });

  it('counts against the per-user limit shared with reviews, only when valid', async () => {
    const writer = await loggedIn(app);
    expect((await post(writer, { designation: 'x' })).status).toBe(400);
    for (let i = 0; i < 4; i++) expect((await post(writer, form(`Limit ${i}`))).status).toBe(201);
    const refused = await post(writer, form('Limit 4'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: CONTRIBUTION_RATE_LIMITED });
    expect(await SalaryContribution.countDocuments({ company: 'Limit 4' })).toBe(0);
    expect((await post(await loggedIn(app), form('Limit 4'))).status).toBe(201);
  });
});
