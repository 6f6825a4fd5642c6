import {
  companiesDirectorySchema,
  companyHighlightsSchema,
  companyPageSchema,
  type CompaniesDirectory,
  type DirectoryFacetOption,
} from '@rozgar/contracts';
import { jobsPageSchema } from '@rozgar/contracts/payloads/jobs';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../app/models/company.server';
import { Job } from '../app/models/job.server';
import { Review } from '../app/models/review.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * GET /api/companies (the companies directory), GET /api/companies/{id} (the public profile) and
 * GET /api/companies/{id}/jobs (ADR 020, docs/product/companies.md#companies-directory), over a
 * small set of companies and jobs written straight into an empty database.
 */

const DAY = 24 * 60 * 60 * 1000;
const YEAR = new Date().getUTCFullYear();
let app: TestApp;
let owner: Account;
const ids: Record<string, string> = {};

const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

function job(company: string, companyId: string | null, extra: Record<string, unknown>) {
  return {
    job_title: `${extra.department ?? 'General'} role`,
    company,
    ...(companyId ? { company_id: companyId } : {}),
    location: 'Bengaluru',
    is_active: true,
    created_at: daysAgo(1),
    expiry_date: new Date(Date.now() + 30 * DAY),
    ...extra,
  };
}

beforeAll(async () => {
  app = await startTestApp();
  owner = await loggedIn(app, 'Recruiter', 'Meera Pillai');
  const paging = Array.from({ length: 25 }, (_, i) => ({
    company_name: `Paging Co ${String(i).padStart(2, '0')}`,
    industry: 'Other',
    city: 'Kochi',
    size: '11-50',
    founded: 1990,
  }));
  const [acme, bharat, chai, deccan, zeta] = await Company.insertMany([
    {
      company_name: 'Acme Fintech',
      email: 'hr@acme.example.in',
      phone: '+91 9876543210',
      address: '1, MG Road',
      pincode: '560001',
      industry: 'Banking/Financial Services',
      city: 'Bengaluru',
      state: 'Karnataka',
      size: '501+',
      founded: 2000,
      website: 'https://acme.example.in',
      pfp: 'https://acme.example.in/logo.png',
      description: 'Payments for small shops.',
      linkedin: 'https://www.linkedin.com/company/acme',
      nature_of_business: ['B2B', 'SaaS'],
      tags: ['Listed'],
      recruiter_id: owner.id,
    },
    {
      company_name: 'Bharat Learning',
      industry: 'Education',
      city: 'Pune',
      size: '51-200',
      founded: YEAR - 3,
      nature_of_business: ['B2C'],
    },
    { company_name: 'Chai Retail', industry: 'Retail & FMCG', city: 'Bengaluru', size: '11-50' },
    {
      company_name: 'Deccan IT',
      industry: 'IT/ITES',
      city: 'Bengaluru',
      size: '201-500',
      founded: 2010,
    },
    { company_name: 'Zeta Works', industry: 'Space', city: 'Hyderabad', size: '1-10' },
    ...paging,
  ]);
  Object.assign(ids, {
    acme: acme!.id,
    bharat: bharat!.id,
    chai: chai!.id,
    deccan: deccan!.id,
    zeta: zeta!.id,
  });
  await Job.insertMany([
    job('Acme Fintech', ids.acme!, {
      department: 'Engineering',
      min_experience: 2,
      max_experience: 4,
      created_at: daysAgo(2),
    }),
    job('Acme Fintech', ids.acme!, {
      department: 'Sales',
      min_experience: 0,
      max_experience: 1,
      created_at: daysAgo(10),
    }),
    // neither counts: one expired, one closed
    job('Acme Fintech', ids.acme!, { department: 'Legal', expiry_date: daysAgo(1) }),
    job('Acme Fintech', ids.acme!, { department: 'Legal', is_active: false }),
    job('Bharat Learning', ids.bharat!, {
      department: 'Teaching',
      min_experience: 5,
      max_experience: 8,
      created_at: daysAgo(20),
    }),
    // no company id: found by its name
    job('deccan it', null, {
      department: 'Engineering',
      min_experience: 10,
      max_experience: 15,
      created_at: new Date(Date.now() - 60_000),
    }),
  ]);
  const reviewer = () => new Types.ObjectId();
  const review = (rating: number, status = 'published') => ({
    company_id: ids.acme,
    company: 'Acme Fintech',
    company_key: 'acme fintech',
    rating,
    title: 'Good place to learn',
    pros: 'Kind people',
    cons: 'Long days',
    status,
    user_id: reviewer(),
  });
  await Review.insertMany([review(4), review(5), review(1, 'hidden')]);
});

afterAll(async () => {
  await app?.close();
});

async function directory(query = ''): Promise<CompaniesDirectory> {
  const response = await app.client().get(`/api/companies${query ? `?${query}` : ''}`);
  expect(response.status).toBe(200);
  return payload(companiesDirectorySchema, await response.json());
}

/**
 * The directory once `done` holds: the index catches up with a write in the background (ADR 020),
 * so a reader sees it within moments; fails after 5 s.
 */
async function eventually(
  query: string,
  done: (page: CompaniesDirectory) => boolean,
): Promise<CompaniesDirectory> {
  const giveUp = Date.now() + 5_000;
  for (;;) {
    const page = await directory(query);
    if (done(page)) return page;
    if (Date.now() > giveUp) throw new Error(`GET /api/companies?${query} never got there`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const names = (page: CompaniesDirectory) => page.companies.map((company) => company.name);
const counts = (options: DirectoryFacetOption[]) =>
  Object.fromEntries(options.map((option) => [option.value, option.count]));

describe('GET /api/companies', () => {
  it('lists every company, most open jobs first then by name, 20 a page, with its card', async () => {
    const page = await directory();
    expect(page).toMatchObject({ total: 30, page: 1, pages: 2 });
    expect(names(page).slice(0, 5)).toEqual([
      'Acme Fintech',
      'Bharat Learning',
      'Deccan IT',
      'Chai Retail',
      'Paging Co 00',
    ]);
    expect(page.companies[0]).toEqual({
      id: ids.acme,
      name: 'Acme Fintech',
      logo: 'https://acme.example.in/logo.png',
      rating: { average: 4.5, count: 2 },
      tags: ['Listed'],
      founded: 2000,
      open_jobs: 2,
      city: 'Bengaluru',
      industry: 'Banking/Financial Services',
      size: '501+',
      types: ['mncs', 'fintech'],
    });
    // no reviews: no rating; unknown founding year: null
    expect(page.companies[3]).toMatchObject({
      name: 'Chai Retail',
      rating: null,
      founded: null,
      open_jobs: 0,
      tags: [],
      types: ['fmcg-retail'],
    });
    expect(page.companies).toHaveLength(20);
    const second = await directory('page=2');
    expect(second.companies).toHaveLength(10);
    expect(names(second).at(-1)).toBe('Zeta Works');
  });

  it.each([
    ['q=ACME', ['Acme Fintech']],
    ['type=fintech', ['Acme Fintech']],
    ['type=startups,edtech', ['Bharat Learning']],
    ['type=mncs,fmcg-retail', ['Acme Fintech', 'Chai Retail']],
    ['location=Bengaluru', ['Acme Fintech', 'Deccan IT', 'Chai Retail']],
    ['location=pune,hyderabad', ['Bharat Learning', 'Zeta Works']],
    ['industry=IT Services', ['Deccan IT']],
    ['industry=Retail/FMCG', ['Chai Retail']],
    ['industry=Education,Space', ['Bharat Learning', 'Zeta Works']],
    ['department=Engineering', ['Acme Fintech', 'Deccan IT']],
    ['department=Legal', []],
    ['experience=10%2B', ['Deccan IT']],
    ['experience=0-2,5-10', ['Acme Fintech', 'Bharat Learning']],
    ['nature=B2C', ['Bharat Learning']],
    ['nature=SaaS,B2C', ['Acme Fintech', 'Bharat Learning']],
    ['posted=1', ['Deccan IT']],
    ['posted=3', ['Acme Fintech', 'Deccan IT']],
    ['posted=30', ['Acme Fintech', 'Bharat Learning', 'Deccan IT']],
    ['location=Bengaluru&industry=IT Services&q=deccan', ['Deccan IT']],
    ['location=Bengaluru&type=startups', []],
  ])('filters by %s', async (query, expected) => {
    const page = await directory(query);
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
    expect(page.pages).toBe(expected.length > 0 ? 1 : 0);
  });

  it('counts every option over the other groups’ filters, not its own group’s', async () => {
    const { facets } = await directory('location=Bengaluru');
    expect(counts(facets.location)).toEqual({ Kochi: 25, Bengaluru: 3, Hyderabad: 1, Pune: 1 });
    expect(facets.location[0]).toEqual({ value: 'Kochi', label: 'Kochi', count: 25 });
    expect(facets.industry).toEqual([
      { value: 'Banking/Financial Services', label: 'Finance', count: 1 },
      { value: 'IT/ITES', label: 'IT Services', count: 1 },
      { value: 'Retail/FMCG', label: 'Retail & FMCG', count: 1 },
    ]);
    expect(facets.type).toEqual([
      { value: 'mncs', label: 'MNCs', count: 1 },
      { value: 'fintech', label: 'Fintech', count: 1 },
      { value: 'fmcg-retail', label: 'FMCG & Retail', count: 1 },
      { value: 'startups', label: 'Startups', count: 0 },
      { value: 'edtech', label: 'Edtech', count: 0 },
    ]);
    expect(facets.experience).toEqual([
      { value: '0-2', label: '0-2 years', count: 1 },
      { value: '2-5', label: '2-5 years', count: 1 },
      { value: '5-10', label: '5-10 years', count: 0 },
      { value: '10+', label: '10+ years', count: 1 },
    ]);
    expect(counts(facets.department)).toEqual({ Engineering: 2, Sales: 1 });
    expect(counts(facets.posted)).toEqual({ '1': 1, '3': 2, '7': 2, '15': 2, '30': 2 });
    expect(counts(facets.nature)).toMatchObject({ B2B: 1, SaaS: 1, B2C: 0 });

    const both = await directory('location=Bengaluru&industry=IT Services');
    expect(counts(both.facets.location)).toEqual({ Bengaluru: 1 });
    expect(counts(both.facets.industry)).toEqual({
      'Banking/Financial Services': 1,
      'IT/ITES': 1,
      'Retail/FMCG': 1,
    });
    expect(counts(both.facets.type)).toMatchObject({ mncs: 0, fintech: 0 });
  });

  it('keeps a chosen value among the options, with 0 when no company has it', async () => {
    const { facets, total } = await directory('location=Shillong&department=Pottery');
    expect(total).toBe(0);
    expect(facets.location).toContainEqual({ value: 'Shillong', label: 'Shillong', count: 0 });
    expect(facets.department).toContainEqual({ value: 'Pottery', label: 'Pottery', count: 0 });
  });

  it('pages a filtered list and answers a page past the end empty', async () => {
    const first = await directory('location=Kochi');
    expect(first).toMatchObject({ total: 25, pages: 2 });
    const second = await directory('location=Kochi&page=2');
    expect(names(second)).toEqual([
      'Paging Co 20',
      'Paging Co 21',
      'Paging Co 22',
      'Paging Co 23',
      'Paging Co 24',
    ]);
    const past = await directory('location=Kochi&page=3');
    expect(past).toMatchObject({ companies: [], total: 25, page: 3, pages: 2 });
  });

  it.each([
    ['type=banks', 'Company type must be one of: mncs, fintech, fmcg-retail, startups, edtech'],
    ['experience=3-4', 'Experience must be one of: 0-2, 2-5, 5-10, 10+'],
    ['posted=2', 'Job posting date must be one of: 1, 3, 7, 15, 30'],
    [
      'nature=B2G',
      'Nature of business must be one of: B2B, B2C, B2B2C, D2C, SaaS, Marketplace, Services',
    ],
    ['page=0', 'Page must be at least 1'],
    ['page=1.5', 'Page must be a whole number'],
    ['page=10001', 'Page must be at most 10000'],
    ['sort=name', 'Unknown query parameter: sort'],
    [`q=${'x'.repeat(101)}`, 'Search text must be at most 100 characters'],
    [`location=${'y'.repeat(101)}`, 'Location must be at most 100 characters'],
    ['department=Sales%00', 'Department must not contain line breaks or other control characters'],
  ])('answers 400 to %s', async (query, error) => {
    const response = await app.client().get(`/api/companies?${query}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
  });

  it('counts each company type as the landing page’s categories do', async () => {
    const [{ facets }, highlights] = await Promise.all([
      directory(),
      app
        .client()
        .get('/api/companies/highlights')
        .then(async (response) => payload(companyHighlightsSchema, await response.json())),
    ]);
    expect(
      highlights.categories.map(({ key, name, companyCount }) => ({
        value: key,
        label: name,
        count: companyCount,
      })),
    ).toEqual(facets.type);
    expect(counts(facets.type)).toEqual({
      mncs: 1,
      fintech: 1,
      'fmcg-retail': 1,
      startups: 1,
      edtech: 1,
    });
  });

  it('shows a company registered or a job posted within moments, as it does one removed', async () => {
    const recruiter = await loggedIn(app, 'Recruiter', 'Nikhil Rao');
    const created = await recruiter.client.post('/api/companies', {
      company_name: 'Fresh Foods',
      email: 'hr@fresh.example.in',
      phone: '+91 9876501234',
      website: 'https://fresh.example.in',
      address: '3, Park Street',
      city: 'Kolkata',
      pincode: '700016',
      industry: 'Retail/FMCG',
      size: '11-50',
      description: 'Groceries.',
      linkedin: 'https://www.linkedin.com/company/fresh',
    });
    expect(created.status).toBe(201);
    const listed = await eventually('location=Kolkata', (page) => page.total === 1);
    expect(listed.companies).toEqual([
      expect.objectContaining({ name: 'Fresh Foods', open_jobs: 0 }),
    ]);
    await Job.create(job('Chai Retail', ids.chai!, { department: 'Stores' }));
    await eventually('q=chai', (page) => page.companies[0]?.open_jobs === 1);
    await Job.deleteMany({ company_id: ids.chai });
    await Company.deleteOne({ company_name: 'Fresh Foods' });
    await eventually('q=chai', (page) => page.companies[0]?.open_jobs === 0);
    await eventually('location=Kolkata', (page) => page.total === 0);
  });
});

describe('GET /api/companies/{companyId}', () => {
  it('answers the public profile, without the recruiter-only fields', async () => {
    const response = await app.client().get(`/api/companies/${ids.acme}`);
    expect(response.status).toBe(200);
    expect(payload(companyPageSchema, await response.json())).toEqual({
      profile: {
        id: ids.acme,
        name: 'Acme Fintech',
        logo: 'https://acme.example.in/logo.png',
        industry: 'Banking/Financial Services',
        city: 'Bengaluru',
        state: 'Karnataka',
        size: '501+',
        founded: 2000,
        description: 'Payments for small shops.',
        website: 'https://acme.example.in',
        linkedin: 'https://www.linkedin.com/company/acme',
        twitter: null,
        facebook: null,
        types: ['mncs', 'fintech'],
        nature_of_business: ['B2B', 'SaaS'],
        tags: ['Listed'],
        rating: { average: 4.5, count: 2 },
        open_jobs: 2,
        claimed: true,
      },
    });
  });

  it('answers an unclaimed company without reviews with nulls, never an invented rating', async () => {
    const response = await app.client().get(`/api/companies/${ids.chai}`);
    const { profile } = payload(companyPageSchema, await response.json());
    expect(profile).toMatchObject({ rating: null, founded: null, open_jobs: 0, claimed: false });
  });

  it('also answers its recruiter the own-company fields', async () => {
    const response = await owner.client.get(`/api/companies/${ids.acme}`);
    const body = payload(companyPageSchema, await response.json());
    expect(body.company).toMatchObject({ id: ids.acme, email: 'hr@acme.example.in' });
  });
});

describe('GET /api/companies/{companyId}/jobs', () => {
  it('answers the company’s open jobs, newest first, as /api/jobs does', async () => {
    const response = await app.client().get(`/api/companies/${ids.acme}/jobs`);
    expect(response.status).toBe(200);
    const page = payload(jobsPageSchema, await response.json());
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20 });
    expect(page.jobs.map((one) => one.department)).toEqual(['Engineering', 'Sales']);
    expect(page.jobs[0]).toMatchObject({ rating: 4.5, reviews: 2, company_id: ids.acme });
  });

  it('finds a job stored without a company id by its company’s name', async () => {
    const response = await app.client().get(`/api/companies/${ids.deccan}/jobs`);
    const page = payload(jobsPageSchema, await response.json());
    expect(page.jobs.map((one) => one.company)).toEqual(['deccan it']);
  });

  it('answers 404 for an unknown company and 400 for a bad page', async () => {
    const unknown = await app.client().get(`/api/companies/${new Types.ObjectId()}/jobs`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Company not found' });
    const bad = await app.client().get(`/api/companies/${ids.acme}/jobs?page=0`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Page must be at least 1' });
  });
});
