import { companyHighlightsSchema, salaryInsightsSchema } from '@rozgar/contracts';
import { receivedSchema } from '@rozgar/contracts/payloads/public-forms';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../app/models/company.server';
import { ContactMessage } from '../app/models/contact-message.server';
import { CounsellingRequest } from '../app/models/counselling-request.server';
import { Job } from '../app/models/job.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
let app: TestApp;

const ids = {
  infoveda: new Types.ObjectId(),
  paisabridge: new Types.ObjectId(),
  gurukul: new Types.ObjectId(),
  kirana: new Types.ObjectId(),
};

function job(title: string, company: keyof typeof ids, min: number, max: number, extra = {}) {
  const names = {
    infoveda: 'Infoveda Technologies',
    paisabridge: 'Paisabridge Finance',
    gurukul: 'Gurukul EdTech',
    kirana: 'Kirana Fresh Retail',
  };
  return {
    job_title: title,
    company: names[company],
    company_id: ids[company],
    location: 'Pune',
    min_salary: min,
    max_salary: max,
    is_active: true,
    created_at: new Date(now - DAY),
    expiry_date: new Date(now + 30 * DAY),
    ...extra,
  };
}

/** An ISO date `days` from today in India. */
function indiaDate(days: number) {
  const date = new Date(now + days * DAY);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(date);
}

beforeAll(async () => {
  process.env.PUBLIC_FORM_RATE_LIMIT = '1000';
  app = await startTestApp();
  const thisYear = new Date().getUTCFullYear();
  await Company.insertMany([
    {
      _id: ids.infoveda,
      company_name: 'Infoveda Technologies',
      industry: 'IT/ITES',
      size: '501+',
      founded: 2004,
      city: 'Bengaluru',
    },
    {
      _id: ids.paisabridge,
      company_name: 'Paisabridge Finance',
      industry: 'Banking/Financial Services',
      size: '201-500',
      founded: thisYear - 3,
      city: 'Mumbai',
    },
    {
      _id: ids.gurukul,
      company_name: 'Gurukul EdTech',
      industry: 'Education/Training',
      size: '201-500',
      founded: thisYear - 12,
      city: 'Noida',
    },
    {
      _id: ids.kirana,
      company_name: 'Kirana Fresh Retail',
      industry: 'Retail/FMCG',
      size: '501+',
      founded: thisYear - 1,
      city: 'Pune',
    },
  ]);
  await Job.insertMany([
    // Open "Engineer" jobs: Software Engineer 6-10, 8-14, 20-30 (mid 8, 11, 25 → median 11).
    job('Software Engineer', 'infoveda', 6, 10),
    job('Software Engineer', 'infoveda', 8, 14),
    job('Software Engineer', 'paisabridge', 20, 30),
    // Data Engineer 10-16, 12-20 (mid 13, 16 → median 14.5).
    job('Data Engineer', 'infoveda', 10, 16),
    job('Data Engineer', 'kirana', 12, 20, { expiry_date: undefined }),
    // Not open: these must not change any figure.
    job('Software Engineer', 'infoveda', 1, 2, { is_active: false }),
    job('Software Engineer', 'infoveda', 90, 99, { expiry_date: new Date(now - DAY) }),
    job('Data Engineer', 'gurukul', 50, 60, { is_active: false }),
    // Other roles.
    job('Mathematics Faculty (JEE)', 'gurukul', 5, 9),
    job('Credit Analyst', 'paisabridge', 4, 7),
  ]);
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/salary-insights', () => {
  it('gives min, median and max in lakhs per role over open jobs only', async () => {
    const response = await app.client().get('/api/salary-insights?q=engineer');
    expect(response.status).toBe(200);
    const body = payload(salaryInsightsSchema, await response.json());
    expect(body.query).toBe('engineer');
    expect(body.by).toBe('role');
    expect(body.groups).toEqual([
      {
        name: 'Software Engineer',
        source: 'posted',
        jobCount: 3,
        contributedCount: 0,
        minLakhs: 6,
        medianLakhs: 11,
        maxLakhs: 30,
      },
      {
        name: 'Data Engineer',
        source: 'posted',
        jobCount: 2,
        contributedCount: 0,
        minLakhs: 10,
        medianLakhs: 14.5,
        maxLakhs: 20,
      },
    ]);
    // Mid-range salaries 8, 11, 25, 13, 16 → median 13.
    expect(body.overall).toEqual({
      jobCount: 5,
      contributedCount: 0,
      minLakhs: 6,
      medianLakhs: 13,
      maxLakhs: 30,
    });
  });

  it('groups by company when asked, matching the company name', async () => {
    // Mid-range salaries 25 and 5.5 → median 15.25, shown to one decimal.
    const response = await app.client().get('/api/salary-insights?q=paisa&by=company');
    const body = payload(salaryInsightsSchema, await response.json());
    expect(body.groups).toEqual([
      {
        name: 'Paisabridge Finance',
        source: 'posted',
        jobCount: 2,
        contributedCount: 0,
        minLakhs: 4,
        medianLakhs: 15.3,
        maxLakhs: 30,
      },
    ]);
  });

  it('covers every open job without a query, and treats the query as text, not a pattern', async () => {
    const all = payload(
      salaryInsightsSchema,
      await (await app.client().get('/api/salary-insights')).json(),
    );
    expect(all.overall?.jobCount).toBe(7);
    expect(all.groups[0]).toMatchObject({ name: 'Software Engineer', jobCount: 3 });

    const pattern = payload(
      salaryInsightsSchema,
      await (await app.client().get('/api/salary-insights?q=.*')).json(),
    );
    expect(pattern).toMatchObject({ overall: null, groups: [] });
    const faculty = await (await app.client().get('/api/salary-insights?q=(JEE)')).json();
    expect(faculty.groups).toEqual([
      {
        name: 'Mathematics Faculty (JEE)',
        source: 'posted',
        jobCount: 1,
        contributedCount: 0,
        minLakhs: 5,
        medianLakhs: 7,
        maxLakhs: 9,
      },
    ]);
  });

  it('refuses an unknown grouping with 400 JSON', async () => {
    const response = await app.client().get('/api/salary-insights?by=city');
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(/by must be role or company/);
  });
});

describe('GET /api/companies/highlights', () => {
  it('counts companies per category and features the companies with the most open jobs', async () => {
    const response = await app.client().get('/api/companies/highlights');
    expect(response.status).toBe(200);
    const body = payload(companyHighlightsSchema, await response.json());
    const counts = Object.fromEntries(
      body.categories.map((category) => [category.name, category.companyCount]),
    );
    expect(counts).toEqual({
      MNCs: 2,
      Fintech: 1,
      'FMCG & Retail': 1,
      Startups: 2,
      Edtech: 1,
    });
    expect(body.featured.map((company) => [company.name, company.openJobs])).toEqual([
      ['Infoveda Technologies', 3],
      ['Paisabridge Finance', 2],
      ['Gurukul EdTech', 1],
      ['Kirana Fresh Retail', 1],
    ]);
    expect(body.featured[0]).toMatchObject({ id: String(ids.infoveda), city: 'Bengaluru' });
  });
});

const validRequest = () => ({
  counsellor: 'Dr. Meera Iyer',
  name: 'Ananya Rao',
  email: 'Ananya.Rao@example.com',
  phone: '98450 12345',
  preferredDate: indiaDate(3),
  topic: 'Changing careers',
  message: 'I want to move from testing to product management.',
});

describe('POST /api/counselling-requests', () => {
  it('stores a valid request and answers 201 with its id', async () => {
    const response = await app.client().post('/api/counselling-requests', validRequest());
    expect(response.status).toBe(201);
    const { id } = payload(receivedSchema, await response.json());
    const stored = await CounsellingRequest.findById(id).lean();
    expect(stored).toMatchObject({
      counsellor: 'Dr. Meera Iyer',
      name: 'Ananya Rao',
      email: 'ananya.rao@example.com',
      phone: '+91 9845012345',
      preferred_date: indiaDate(3),
      topic: 'Changing careers',
      status: 'new',
    });
  });

  it.each([
    ['a bad e-mail', { email: 'not-an-email' }, /email: Enter a valid email address/],
    ['a landline-looking phone', { phone: '12345' }, /phone: Enter a valid 10-digit/],
    [
      'a past date',
      { preferredDate: indiaDate(-2) },
      /preferredDate: Choose today or a later date/,
    ],
    ['a date far ahead', { preferredDate: indiaDate(200) }, /within the next 90 days/],
    ['an unknown topic', { topic: 'Astrology' }, /topic: Choose a topic/],
    ['a missing name', { name: ' ' }, /name: Enter your name/],
  ])('refuses %s with 400 and stores nothing', async (_label, change, message) => {
    const before = await CounsellingRequest.countDocuments();
    const response = await app
      .client()
      .post('/api/counselling-requests', { ...validRequest(), ...change });
    expect(response.status).toBe(400);
    expect((await response.json()).error).toMatch(message);
    expect(await CounsellingRequest.countDocuments()).toBe(before);
  });

  it('refuses a cross-site post', async () => {
    const before = await CounsellingRequest.countDocuments();
    const response = await app
      .client()
      .post('/api/counselling-requests', validRequest(), { origin: 'https://evil.example' });
    expect(response.status).toBe(403);
    expect(await CounsellingRequest.countDocuments()).toBe(before);
  });
});

describe('POST /api/contact-messages', () => {
  const validMessage = {
    name: 'Rahul Verma',
    email: 'rahul@example.com',
    subject: 'Cannot upload my resume',
    message: 'The upload button does nothing when I pick a PDF file.',
  };

  it('stores a message without a phone, and one with a phone', async () => {
    const first = await app.client().post('/api/contact-messages', validMessage);
    expect(first.status).toBe(201);
    const stored = await ContactMessage.findById(
      payload(receivedSchema, await first.json()).id,
    ).lean();
    expect(stored).toMatchObject({ ...validMessage, status: 'new' });
    expect(stored?.phone).toBeUndefined();

    const second = await app
      .client()
      .post('/api/contact-messages', { ...validMessage, phone: '+91 70123 45678' });
    expect(second.status).toBe(201);
    const withPhone = await ContactMessage.findById((await second.json()).id).lean();
    expect(withPhone?.phone).toBe('+91 7012345678');
  });

  it('refuses a short message, a bad phone and a body that is not JSON, storing nothing', async () => {
    const before = await ContactMessage.countDocuments();
    const short = await app
      .client()
      .post('/api/contact-messages', { ...validMessage, message: 'hi' });
    expect(short.status).toBe(400);
    expect((await short.json()).error).toMatch(/message: Write at least 10 characters/);
    const phone = await app
      .client()
      .post('/api/contact-messages', { ...validMessage, phone: '555-0100' });
    expect(phone.status).toBe(400);
    const garbage = await app.client().request('/api/contact-messages', {
      method: 'POST',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    });
    expect(garbage.status).toBe(400);
    expect(await ContactMessage.countDocuments()).toBe(before);
  });
});
