import {
  companiesResponseSchema,
  companyPageSchema,
  companyResponseSchema,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../app/models/company.server';
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

/** A complete, valid profile as the company profile form sends it. */
function profile(extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    company_name: '  Sahyadri Softech ',
    hiring_for: 'a consultancy',
    email: ' careers@sahyadri.example.in ',
    phone: '+91 98765-43210',
    website: 'https://www.sahyadri.example.in',
    pfp: 'https://cdn.sahyadri.example.in/logo.png',
    address: ' 12, Baner Road ',
    city: 'Pune',
    state: 'Maharashtra',
    pincode: ' 411045 ',
    industry: 'IT Services',
    size: '201-500',
    description: 'Product engineering and testing services for global ISVs.',
    linkedin: 'https://www.linkedin.com/company/sahyadri',
    twitter: 'https://x.com/sahyadri',
    facebook: 'http://facebook.com/sahyadri',
    ...extra,
  };
}

const OPTIONAL_FIELDS = ['hiring_for', 'pfp', 'city', 'state', 'twitter', 'facebook'];

/** Only the required fields. */
function minimalProfile(extra: Record<string, unknown> = {}): Record<string, unknown> {
  const required = Object.entries(profile()).filter(([field]) => !OPTIONAL_FIELDS.includes(field));
  return { ...Object.fromEntries(required), ...extra };
}

const companiesOf = (account: Account) =>
  Company.countDocuments({ recruiter_id: new Types.ObjectId(account.id) });

/** Inserts companies for the recruiter straight into the database, the first one the newest. */
async function storedCompanies(
  account: Account,
  count: number,
  extra: Record<string, unknown> = {},
) {
  const now = Date.now();
  return Company.insertMany(
    Array.from({ length: count }, (_, i) => ({
      company_name: `Stored company ${i}`,
      email: `hr${i}@stored.example.in`,
      recruiter_id: account.id,
      created_at: new Date(now - (i + 1) * DAY),
      ...extra,
    })),
  );
}

const put = (account: Account, companyId: string, body: unknown) =>
  account.client.request(`/api/companies/${companyId}`, { method: 'PUT', json: body });

describe('who may call', () => {
  it('answers 401 Not logged in to a visitor on every own-company call and writes nothing', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const [company] = await storedCompanies(owner, 1);
    const visitor = app.client();
    const before = await Company.countDocuments();
    const responses = [
      await visitor.get('/api/companies/mine'),
      await visitor.post('/api/companies', profile()),
      await visitor.request(`/api/companies/${company!.id}`, { method: 'PUT', json: profile() }),
    ];
    for (const response of responses) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ error: 'Not logged in' });
    }
    expect(await Company.countDocuments()).toBe(before);
    expect((await Company.findById(company!._id).lean())?.company_name).toBe('Stored company 0');
  });

  it('answers 403 to a job seeker on every own-company call and writes nothing', async () => {
    const seeker = await loggedIn(app, 'Job Seeker', 'Asha Rao');
    const [company] = await storedCompanies(seeker, 1);
    const before = await Company.countDocuments();
    const responses = [
      await seeker.client.get('/api/companies/mine'),
      await seeker.client.post('/api/companies', profile()),
      await put(seeker, company!.id, profile()),
    ];
    for (const response of responses) {
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ error: 'Only recruiters can do this' });
    }
    expect(await Company.countDocuments()).toBe(before);
    expect((await Company.findById(company!._id).lean())?.company_name).toBe('Stored company 0');
  });

  it('answers 405 to other methods and leaves /api/companies/highlights as it was', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const [company] = await storedCompanies(recruiter, 1);
    const list = await recruiter.client.request('/api/companies', { method: 'DELETE' });
    expect(list.status).toBe(405);
    expect(list.headers.get('allow')).toBe('GET, POST');
    const postMine = await recruiter.client.post('/api/companies/mine', profile());
    expect(postMine.status).toBe(405);
    expect(postMine.headers.get('allow')).toBe('GET');
    const remove = await recruiter.client.request(`/api/companies/${company!.id}`, {
      method: 'DELETE',
    });
    expect(remove.status).toBe(405);
    expect(remove.headers.get('allow')).toBe('GET, PUT');
    const postOne = await recruiter.client.post(`/api/companies/${company!.id}`, profile());
    expect(postOne.status).toBe(405);
    expect(await companiesOf(recruiter)).toBe(1);

    const highlights = await recruiter.client.get('/api/companies/highlights');
    expect(highlights.status).toBe(200);
    expect(await highlights.json()).toMatchObject({ categories: expect.any(Array) });
  });
});

describe('POST /api/companies', () => {
  it('registers the company with the fields the BFF sets, trimmed and normalised', async () => {
    const recruiter = await loggedIn(app, 'Recruiter', 'Priya Nair');
    const before = Date.now();
    const response = await recruiter.client.post('/api/companies', profile());
    expect(response.status).toBe(201);
    const { company } = payload(companyResponseSchema, await response.json());
    expect(company).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      company_name: 'Sahyadri Softech',
      hiring_for: 'a consultancy',
      email: 'careers@sahyadri.example.in',
      phone: '+91 9876543210',
      website: 'https://www.sahyadri.example.in',
      pfp: 'https://cdn.sahyadri.example.in/logo.png',
      address: '12, Baner Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411045',
      industry: 'IT Services',
      size: '201-500',
      description: 'Product engineering and testing services for global ISVs.',
      linkedin: 'https://www.linkedin.com/company/sahyadri',
      twitter: 'https://x.com/sahyadri',
      facebook: 'http://facebook.com/sahyadri',
      recruiter_id: recruiter.id,
      created_at: expect.any(String),
      updated_at: company.created_at,
    });
    const createdAt = new Date(company.created_at).getTime();
    expect(createdAt).toBeGreaterThanOrEqual(before);
    expect(createdAt).toBeLessThanOrEqual(Date.now());
    const stored = await Company.findById(company.id).lean();
    expect(String(stored?.recruiter_id)).toBe(recruiter.id);
    expect(stored?.company_name).toBe('Sahyadri Softech');

    const read = await recruiter.client.get(`/api/companies/${company.id}`);
    expect(payload(companyPageSchema, await read.json())).toEqual({
      company,
      profile: expect.objectContaining({ id: company.id, claimed: true }),
    });
    const mine = await recruiter.client.get('/api/companies/mine');
    expect(payload(companiesResponseSchema, await mine.json())).toEqual({ companies: [company] });
  });

  it('defaults hiring_for and leaves blank or null optional fields out', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const response = await recruiter.client.post(
      '/api/companies',
      minimalProfile({ city: '  ', state: null, pfp: '', twitter: null, facebook: ' ' }),
    );
    expect(response.status).toBe(201);
    const { company } = payload(companyResponseSchema, await response.json());
    expect(company.hiring_for).toBe('your company');
    for (const field of ['city', 'state', 'pfp', 'twitter', 'facebook'])
      expect(company).not.toHaveProperty(field);
    const stored = await Company.findById(company.id).lean();
    expect(stored).not.toHaveProperty('city');
    expect(stored).not.toHaveProperty('twitter');
  });

  it.each([
    ['a mobile with 0', '09876543210', '+91 9876543210'],
    ['a mobile with +91 and spaces', '+91 70123 45678', '+91 7012345678'],
    ['a landline with its STD code and trunk 0', '080-2345 6789', '+91 8023456789'],
    ['a landline in brackets', '(022) 2654 3210', '+91 2226543210'],
    ['a landline with +91', '+91 44 2811 2233', '+91 4428112233'],
  ])('accepts %s as the phone', async (_case, phone, stored) => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const response = await recruiter.client.post('/api/companies', minimalProfile({ phone }));
    expect(response.status).toBe(201);
    expect((await response.json()).company.phone).toBe(stored);
  });

  it('accepts each text at its limit', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const response = await recruiter.client.post(
      '/api/companies',
      profile({
        company_name: 'n'.repeat(200),
        address: 'a'.repeat(500),
        industry: 'i'.repeat(100),
        description: 'd'.repeat(5000),
        city: 'c'.repeat(100),
        state: 's'.repeat(100),
      }),
    );
    expect(response.status).toBe(201);
  });

  const long = (length: number) => 'x'.repeat(length);
  const without = (field: string) => {
    const body = profile();
    delete body[field];
    return body;
  };

  it.each([
    ['no company name', without('company_name'), 'Company name is required'],
    ['a blank company name', profile({ company_name: '   ' }), 'Company name is required'],
    [
      'a company name over 200',
      profile({ company_name: long(201) }),
      'Company name must be at most 200 characters',
    ],
    [
      'an unknown hiring_for',
      profile({ hiring_for: 'an agency' }),
      'Hiring for must be one of: your company, a consultancy',
    ],
    ['no email', without('email'), 'Email is required'],
    ['an email that is not one', profile({ email: 'careers@' }), 'Email must be an e-mail address'],
    ['no phone', without('phone'), 'Phone is required'],
    [
      'a short phone',
      profile({ phone: '98765 4321' }),
      'Phone must be an Indian mobile number or a landline with its STD code',
    ],
    [
      'a phone with letters',
      profile({ phone: '98765 ABCDE' }),
      'Phone must be an Indian mobile number or a landline',
    ],
    [
      'a phone starting with 00',
      profile({ phone: '00 2345 6789' }),
      'Phone must be an Indian mobile number or a landline',
    ],
    ['a phone as a number', profile({ phone: 9876543210 }), 'Phone is required'],
    ['no website', without('website'), 'Website is required'],
    [
      'a website without a scheme',
      profile({ website: 'www.sahyadri.example.in' }),
      'Website must be an http(s) URL',
    ],
    [
      'an ftp website',
      profile({ website: 'ftp://sahyadri.example.in' }),
      'Website must be an http(s) URL',
    ],
    [
      'a javascript: picture URL',
      profile({ pfp: 'javascript:alert(1)' }),
      'Picture URL must be an http(s) URL',
    ],
    ['no address', without('address'), 'Address is required'],
    [
      'an address over 500',
      profile({ address: long(501) }),
      'Address must be at most 500 characters',
    ],
    ['a city over 100', profile({ city: long(101) }), 'City must be at most 100 characters'],
    ['a state over 100', profile({ state: long(101) }), 'State must be at most 100 characters'],
    ['no pincode', without('pincode'), 'Pincode is required'],
    [
      'a pincode starting with 0',
      profile({ pincode: '011045' }),
      'Pincode must be 6 digits, not starting with 0',
    ],
    ['a 5-digit pincode', profile({ pincode: '41104' }), 'Pincode must be 6 digits'],
    ['no industry', without('industry'), 'Industry is required'],
    [
      'an industry over 100',
      profile({ industry: long(101) }),
      'Industry must be at most 100 characters',
    ],
    ['no size', without('size'), 'Size must be one of: 1-10, 11-50, 51-200, 201-500, 501+'],
    ['a size off the list', profile({ size: '1001-5000' }), 'Size must be one of'],
    ['no description', without('description'), 'Description is required'],
    [
      'a description over 5000',
      profile({ description: long(5001) }),
      'Description must be at most 5000 characters',
    ],
    ['no linkedin', without('linkedin'), 'LinkedIn is required'],
    [
      'a linkedin that is not a URL',
      profile({ linkedin: 'linkedin/sahyadri' }),
      'LinkedIn must be an http(s) URL',
    ],
    [
      'a twitter that is not a URL',
      profile({ twitter: '@sahyadri' }),
      'Twitter must be an http(s) URL',
    ],
    [
      'a facebook that is not a URL',
      profile({ facebook: 'facebook' }),
      'Facebook must be an http(s) URL',
    ],
    [
      'a field the BFF sets itself',
      profile({ recruiter_id: '0123456789abcdef01234567' }),
      'Unknown field: recruiter_id',
    ],
    [
      'unknown fields',
      profile({ founded: 2009, updated_at: '2099-01-01' }),
      'Unknown fields: founded, updated_at',
    ],
    ['a list for a body', [profile()], 'The request body must be a JSON object'],
  ])('refuses %s with 400 and writes nothing', async (_case, body, error) => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const response = await recruiter.client.post('/api/companies', body);
    expect(response.status).toBe(400);
    const answer = await response.json();
    expect(Object.keys(answer)).toEqual(['error']);
    expect(answer.error).toContain(error);
    expect(await companiesOf(recruiter)).toBe(0);
  });

  it('reports only the first problem when there are several', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const response = await recruiter.client.post('/api/companies', {});
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Company name is required' });
  });

  it('refuses a body that is not JSON', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const response = await recruiter.client.request('/api/companies', {
      method: 'POST',
      body: '{"company_name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Request body must be valid JSON' });
    expect(await companiesOf(recruiter)).toBe(0);
  });

  it('refuses a 21st company with 409 and writes nothing', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    await storedCompanies(recruiter, 19);
    expect((await recruiter.client.post('/api/companies', profile())).status).toBe(201);
    const refused = await recruiter.client.post(
      '/api/companies',
      profile({ company_name: 'One too many' }),
    );
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ error: 'You can register at most 20 companies' });
    expect(await Company.exists({ company_name: 'One too many' })).toBeNull();
    expect(await companiesOf(recruiter)).toBe(20);
  });

  it('keeps the cap when creates for the last places arrive together', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    await storedCompanies(recruiter, 18);
    const responses = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        recruiter.client.post('/api/companies', profile({ company_name: `Racing ${i}` })),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await companiesOf(recruiter)).toBe(20);
  });

  it("does not count another recruiter's companies against the cap", async () => {
    const busy = await loggedIn(app, 'Recruiter');
    await storedCompanies(busy, 20);
    const other = await loggedIn(app, 'Recruiter');
    expect((await other.client.post('/api/companies', profile())).status).toBe(201);
    expect((await busy.client.post('/api/companies', profile())).status).toBe(409);
  });
});

describe('GET /api/companies/mine', () => {
  it("lists only the recruiter's own companies, newest first", async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const other = await loggedIn(app, 'Recruiter');
    await storedCompanies(recruiter, 2);
    await storedCompanies(other, 1, { company_name: 'Not mine' });
    const created = await (await recruiter.client.post('/api/companies', profile())).json();

    const response = await recruiter.client.get('/api/companies/mine');
    expect(response.status).toBe(200);
    const { companies } = await response.json();
    expect(companies.map((company: { company_name: string }) => company.company_name)).toEqual([
      'Sahyadri Softech',
      'Stored company 0',
      'Stored company 1',
    ]);
    expect(companies[0]).toEqual(created.company);
    // never edited: last modified when created, and only ADR 013's fields
    expect(companies[1]).toEqual({
      id: expect.any(String),
      company_name: 'Stored company 0',
      hiring_for: 'your company',
      email: 'hr0@stored.example.in',
      recruiter_id: recruiter.id,
      created_at: companies[1].created_at,
      updated_at: companies[1].created_at,
    });
  });

  it('answers an empty list to a recruiter with no companies', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const response = await recruiter.client.get('/api/companies/mine');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ companies: [] });
  });
});

describe('GET /api/companies/{companyId}', () => {
  it('answers the recruiter their own company with its public profile', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const [company] = await storedCompanies(recruiter, 1, { founded: 2009, city: 'Pune' });
    const response = await recruiter.client.get(`/api/companies/${company!.id}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.company).toMatchObject({
      id: company!.id,
      company_name: 'Stored company 0',
      city: 'Pune',
      recruiter_id: recruiter.id,
    });
    expect(body.company).not.toHaveProperty('founded');
    expect(body.profile).toMatchObject({ id: company!.id, founded: 2009, claimed: true });
  });

  it('answers another recruiter, a seeker and a visitor the public profile only (ADR 020)', async () => {
    const owner = await loggedIn(app, 'Recruiter');
    const [company] = await storedCompanies(owner, 1);
    const stranger = await loggedIn(app, 'Recruiter');
    const seeker = await loggedIn(app, 'Job Seeker');
    for (const client of [stranger.client, seeker.client, app.client()]) {
      const response = await client.get(`/api/companies/${company!.id}`);
      expect(response.status).toBe(200);
      const body = await response.json();
      expect(Object.keys(body)).toEqual(['profile']);
      expect(body.profile).toMatchObject({ id: company!.id, name: 'Stored company 0' });
    }
  });

  it.each([
    ['an unknown id', new Types.ObjectId().toHexString()],
    ['a malformed id', 'not-an-id'],
  ])('answers 404 Company not found for %s', async (_case, id) => {
    const stranger = await loggedIn(app, 'Recruiter');
    const response = await stranger.client.get(`/api/companies/${id}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Company not found' });
  });
});

describe('PUT /api/companies/{companyId}', () => {
  it('replaces the profile, sets updated_at and keeps recruiter_id and created_at', async () => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const [stored] = await storedCompanies(recruiter, 1, {
      founded: 2009,
      city: 'Pune',
      twitter: 'https://x.com/old',
    });
    const before = Date.now();
    const response = await put(
      recruiter,
      stored!.id,
      minimalProfile({ company_name: ' Sahyadri Softech Pvt Ltd ', state: 'Maharashtra' }),
    );
    expect(response.status).toBe(200);
    const { company } = payload(companyResponseSchema, await response.json());
    expect(company).toEqual({
      id: stored!.id,
      company_name: 'Sahyadri Softech Pvt Ltd',
      hiring_for: 'your company',
      email: 'careers@sahyadri.example.in',
      phone: '+91 9876543210',
      website: 'https://www.sahyadri.example.in',
      address: '12, Baner Road',
      state: 'Maharashtra',
      pincode: '411045',
      industry: 'IT Services',
      size: '201-500',
      description: 'Product engineering and testing services for global ISVs.',
      linkedin: 'https://www.linkedin.com/company/sahyadri',
      recruiter_id: recruiter.id,
      created_at: stored!.created_at.toISOString(),
      updated_at: expect.any(String),
    });
    const updatedAt = new Date(company.updated_at).getTime();
    expect(updatedAt).toBeGreaterThanOrEqual(before);
    expect(updatedAt).toBeLessThanOrEqual(Date.now());

    const saved = await Company.findById(stored!._id).lean();
    expect(saved).not.toHaveProperty('city');
    expect(saved).not.toHaveProperty('twitter');
    expect(String(saved?.recruiter_id)).toBe(recruiter.id);
    expect(saved?.founded).toBe(2009); // the directory's field, not part of the profile
    const read = await recruiter.client.get(`/api/companies/${stored!.id}`);
    expect(await read.json()).toEqual({ company, profile: expect.any(Object) });
  });

  it.each([
    ["another recruiter's company", 'other'],
    ['an unknown id', new Types.ObjectId().toHexString()],
    ['a malformed id', '12345'],
  ])('answers 404 Company not found for %s and changes nothing', async (_case, id) => {
    const owner = await loggedIn(app, 'Recruiter');
    const [company] = await storedCompanies(owner, 1);
    const stranger = await loggedIn(app, 'Recruiter');
    const response = await put(stranger, id === 'other' ? company!.id : id, profile());
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Company not found' });
    const saved = await Company.findById(company!._id).lean();
    expect(saved?.company_name).toBe('Stored company 0');
    expect(String(saved?.recruiter_id)).toBe(owner.id);
    expect(saved).not.toHaveProperty('updated_at');
    expect(await companiesOf(stranger)).toBe(0);
  });

  it.each([
    ['a partial body', { company_name: 'Renamed' }, 'Email is required'],
    ['a bad pincode', profile({ pincode: '4110' }), 'Pincode must be 6 digits'],
    [
      'a move to another recruiter',
      profile({ recruiter_id: new Types.ObjectId().toHexString() }),
      'Unknown field: recruiter_id',
    ],
  ])('refuses %s with 400 and changes nothing', async (_case, body, error) => {
    const recruiter = await loggedIn(app, 'Recruiter');
    const [company] = await storedCompanies(recruiter, 1);
    const before = await Company.findById(company!._id).lean();
    const response = await put(recruiter, company!.id, body);
    expect(response.status).toBe(400);
    expect((await response.json()).error).toContain(error);
    expect(await Company.findById(company!._id).lean()).toEqual(before);
  });
});
