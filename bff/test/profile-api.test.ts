import {
  COMPLETENESS_FIELDS,
  PROFILE_SECTION_FIELDS,
  type ProfileSection,
} from '@rozgar/contracts';
import {
  insightsSchema,
  profileAnswerSchema,
  profileViewSchema,
} from '@rozgar/contracts/payloads/profile';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProfileCompleteness } from '../app/models/profile-completeness.server';
import { UserDetails } from '../app/models/user-details.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

const patch = (account: Account, json: unknown) =>
  account.client.request('/api/profile', { method: 'PATCH', json });
const put = (account: Account, path: string, json: unknown) =>
  account.client.request(path, { method: 'PUT', json });
const del = (account: Account, path: string) => account.client.request(path, { method: 'DELETE' });

/** The stored row, as the database has it. */
const storedProfile = (account: Account) =>
  UserDetails.findOne({ user_id: new Types.ObjectId(account.id) }).lean();
const historyOf = async (account: Account) =>
  (
    await ProfileCompleteness.find({ user_id: new Types.ObjectId(account.id) })
      .sort({ at: 1, _id: 1 })
      .lean()
  ).map((point) => point.percent);

/** A new profile has its name and nothing else of the twelve fields completeness counts. */
const ALL_MISSING_BUT_NAME = COMPLETENESS_FIELDS.filter((field) => field !== 'full_name');

describe('who may call the profile and resume endpoints', () => {
  const seekerOnly: Array<[string, string]> = [
    ['GET', '/api/profile'],
    ['PATCH', '/api/profile'],
    ['POST', '/api/profile/sections/languages'],
    ['PUT', '/api/profile/sections/languages/0123456789abcdef01234567'],
    ['DELETE', '/api/profile/sections/languages/0123456789abcdef01234567'],
    ['POST', '/api/profile/photo'],
    ['GET', '/api/profile/keyword-suggestions'],
    ['GET', '/api/profile/insights'],
    ['GET', '/api/resume'],
    ['POST', '/api/resume'],
    ['DELETE', '/api/resume'],
    ['GET', '/api/resume/file'],
    ['GET', '/api/resume/text'],
  ];

  it('answers 401 Not logged in to a visitor on every endpoint', async () => {
    const visitor = app.client();
    for (const [method, path] of [
      ...seekerOnly,
      ['GET', '/api/profile/photo/0123456789abcdef01234567'] as [string, string],
    ]) {
      const response = await visitor.request(path, {
        method,
        json: method === 'GET' || method === 'DELETE' ? undefined : { full_name: 'X' },
      });
      expect([method, path, response.status]).toEqual([method, path, 401]);
      expect(await response.json()).toEqual({ error: 'Not logged in' });
    }
  });

  it('answers 403 to a recruiter on every seeker endpoint, and writes nothing', async () => {
    const recruiter = await loggedIn(app, 'Recruiter', 'Priya Nair');
    for (const [method, path] of seekerOnly) {
      const response = await recruiter.client.request(path, {
        method,
        json: method === 'GET' || method === 'DELETE' ? undefined : { full_name: 'X' },
      });
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(await response.json()).toEqual({ error: 'Only job seekers can do this' });
    }
    expect(await storedProfile(recruiter)).toBeNull();
  });

  it('answers 405 to a method an endpoint does not have', async () => {
    const seeker = await loggedIn(app);
    const response = await seeker.client.request('/api/profile', { method: 'PUT', json: {} });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, PATCH');
  });
});

describe('GET /api/profile', () => {
  it('makes a profile from the account on first read, with its completeness and no resume', async () => {
    const seeker = await loggedIn(app, 'Job Seeker', 'Kavya Menon');
    const response = await seeker.client.get('/api/profile');
    expect(response.status).toBe(200);
    const body = payload(profileAnswerSchema, await response.json());
    expect(body).toEqual({
      profile: {
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        user_id: seeker.id,
        full_name: 'Kavya Menon',
        email: seeker.email,
        skills: [],
        visible_to_recruiters: true,
        languages: [],
        internships: [],
        projects: [],
        employment: [],
        academic_achievements: [],
      },
      completeness: { filled: 1, total: 12, percent: 8, missing: ALL_MISSING_BUT_NAME },
      resume: null,
    });
    // A second read finds the same row; the first figure of the history is recorded once.
    const again = await (await seeker.client.get('/api/profile')).json();
    expect(again.profile.id).toBe(body.profile.id);
    expect(await UserDetails.countDocuments({ user_id: new Types.ObjectId(seeker.id) })).toBe(1);
    expect(await historyOf(seeker)).toEqual([8]);
  });

  it('makes exactly one profile when the first reads arrive together', async () => {
    const seeker = await loggedIn(app);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => seeker.client.get('/api/profile')),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const ids = await Promise.all(
      responses.map(async (response) => (await response.json()).profile.id),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await UserDetails.countDocuments({ user_id: new Types.ObjectId(seeker.id) })).toBe(1);
    expect(await historyOf(seeker)).toEqual([8]);
  });

  it('sends a stored profile in ADR 009’s shape: dob as YYYY-MM-DD, list items with ids', async () => {
    const seeker = await loggedIn(app);
    await UserDetails.create({
      user_id: seeker.id,
      full_name: 'Rohan Verma',
      email: 'rohan@example.com',
      gender: 'Male',
      dob: new Date(Date.UTC(1996, 7, 15)),
      skills: ['Java'],
      education_detailed: 'B.Tech in Computer Science',
      languages: [{ language: 'Hindi', proficiency: 'Native' }],
      academic_achievements: [{ title: 'Merit scholarship' }],
    });
    const { profile } = await (await seeker.client.get('/api/profile')).json();
    expect(profile).toMatchObject({
      full_name: 'Rohan Verma',
      gender: 'Male',
      dob: '1996-08-15',
      languages: [
        { id: expect.stringMatching(/^[0-9a-f]{24}$/), language: 'Hindi', proficiency: 'Native' },
      ],
      academic_achievements: [
        {
          id: expect.any(String),
          title: 'Merit scholarship',
          institution: '',
          year: '',
          description: '',
        },
      ],
    });
    expect(profile).not.toHaveProperty('education_detailed');
    expect(profile).not.toHaveProperty('_id');
    expect(profile).not.toHaveProperty('__v');
  });
});

describe('PATCH /api/profile', () => {
  it('sets the header fields and skills, and answers the same body as GET', async () => {
    const seeker = await loggedIn(app);
    const response = await patch(seeker, {
      full_name: '  Ananya Iyer ',
      phone: '98765 43210',
      email: 'Ananya.Iyer@Example.com',
      gender: 'Female',
      dob: '1998-02-28',
      address: '12 MG Road, Bengaluru',
      pin_code: '560001',
      availability: '1 Month',
      job_type: 'Internship',
      graduation_year: '2020',
      experience: 4,
      skills: ['React', 'TypeScript', ' react ', 'Node.js'],
    });
    expect(response.status).toBe(200);
    const body = payload(profileAnswerSchema, await response.json());
    expect(Object.keys(body).sort()).toEqual(['completeness', 'profile', 'resume']);
    expect(body.profile).toMatchObject({
      full_name: 'Ananya Iyer',
      phone: '+91 9876543210',
      email: 'ananya.iyer@example.com',
      gender: 'Female',
      dob: '1998-02-28',
      address: '12 MG Road, Bengaluru',
      pin_code: '560001',
      availability: '1 Month',
      job_type: 'Internship',
      graduation_year: 2020,
      experience: 4,
      skills: ['React', 'TypeScript', 'Node.js'],
    });
    expect(body.completeness).toMatchObject({ filled: 5, percent: 42 });
    expect(await (await seeker.client.get('/api/profile')).json()).toEqual(body);
    const stored = await storedProfile(seeker);
    expect(stored?.dob?.toISOString()).toBe('1998-02-28T00:00:00.000Z');
  });

  it('keeps the expected salary (lakhs per annum) and the notice period, and clears them', async () => {
    const seeker = await loggedIn(app);
    const set = await patch(seeker, { expected_salary: '12.5', notice_period: '2 months' });
    expect(set.status).toBe(200);
    const body = payload(profileAnswerSchema, await set.json());
    expect(body.profile).toMatchObject({ expected_salary: 12.5, notice_period: '2 months' });
    expect(await storedProfile(seeker)).toMatchObject({
      expected_salary: 12.5,
      notice_period: '2 months',
    });
    const cleared = await (
      await patch(seeker, { expected_salary: '', notice_period: null })
    ).json();
    expect(cleared.profile).not.toHaveProperty('expected_salary');
    expect(cleared.profile).not.toHaveProperty('notice_period');
  });

  it('clears an optional field sent as null or as blank text', async () => {
    const seeker = await loggedIn(app);
    await patch(seeker, { phone: '9876543210', address: 'Pune', gender: 'Other' });
    const body = await (await patch(seeker, { phone: null, address: '   ', gender: '' })).json();
    expect(body.profile).not.toHaveProperty('phone');
    expect(body.profile).not.toHaveProperty('address');
    expect(body.profile).not.toHaveProperty('gender');
    const stored = await storedProfile(seeker);
    expect(stored).not.toHaveProperty('phone');
    expect(stored).not.toHaveProperty('gender');
  });

  it('refuses bad values and unknown fields with 400, changing nothing', async () => {
    const seeker = await loggedIn(app);
    await patch(seeker, { gender: 'Male', dob: '1995-05-05', phone: '9123456780' });
    const before = await storedProfile(seeker);
    const historyBefore = await historyOf(seeker);
    const cases: Array<[unknown, RegExp]> = [
      [{ gender: 'male' }, /gender: Gender must be Male, Female or Other/],
      [{ gender: 'Unknown', phone: '9000000000' }, /gender/],
      [{ dob: '2024-02-30' }, /dob: Enter the date of birth as YYYY-MM-DD/],
      [{ dob: '15/08/1996' }, /dob: Enter the date of birth as YYYY-MM-DD/],
      [{ dob: '2999-01-01' }, /dob: The date of birth cannot be in the future/],
      [{ availability: 'Tomorrow' }, /availability/],
      [
        { job_type: 'Freelance' },
        /job_type: Job type must be Full Time, Part Time, Internship or Contract/,
      ],
      [{ phone: '12345' }, /phone: Enter a valid 10-digit Indian mobile number/],
      [{ pin_code: '0123' }, /pin_code: Enter a valid 6-digit PIN code/],
      [{ full_name: '' }, /full_name: Full name is required/],
      [{ skills: 'React, Node' }, /skills/],
      [{ experience: -1 }, /experience/],
      [
        { notice_period: '1 Month' },
        /notice_period: Notice period must be Immediate, 15 days, 1 month, 2 months, 3 months or more than 3 months/,
      ],
      [
        { expected_salary: -2 },
        /expected_salary: Enter the expected salary in lakhs per annum, from 0 to 1000/,
      ],
      [{ expected_salary: 1000.5 }, /expected_salary: Enter the expected salary/],
      [{ expected_salary: 12.345 }, /expected_salary: Enter the expected salary/],
      [{ expected_salary: '12 LPA' }, /expected_salary: Enter the expected salary/],
      [{ nickname: 'Ravi' }, /Unrecognized key/],
      [{ user_id: new Types.ObjectId().toHexString() }, /Unrecognized key/],
      [
        { gender: 'Female', profile_picture: 'https://evil.example/x.png' },
        /profile_picture: Upload the photo with POST \/api\/profile\/photo/,
      ],
      [{ languages: [] }, /Unrecognized key/],
      [{}, /Send at least one field to change/],
    ];
    for (const [body, error] of cases) {
      const response = await patch(seeker, body);
      expect([body, response.status]).toEqual([body, 400]);
      expect((await response.json()).error).toMatch(error);
    }
    const notJson = await seeker.client.request('/api/profile', {
      method: 'PATCH',
      body: '{gender: Female',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect(await storedProfile(seeker)).toEqual(before);
    expect(await historyOf(seeker)).toEqual(historyBefore);
  });
});

describe('profile sections', () => {
  it('adds, edits and deletes items by id in every section', async () => {
    const seeker = await loggedIn(app);
    const items = {
      languages: [
        { language: 'Kannada', proficiency: 'Advanced' },
        { language: 'Kannada', proficiency: 'Native' },
      ],
      internships: [
        {
          company: 'Zerodha',
          position: 'Backend Intern',
          duration: '3 months',
          description: 'Go services',
        },
        {
          company: 'Zerodha',
          position: 'Platform Intern',
          duration: '6 months',
          description: 'Kite APIs',
        },
      ],
      projects: [
        {
          title: 'Crop price predictor',
          duration: '2 months',
          technologies: 'Python',
          description: 'ML',
        },
        {
          title: 'Crop price predictor',
          duration: '4 months',
          technologies: 'Python, FastAPI',
          description: 'ML API',
        },
      ],
      employment: [
        {
          company: 'Infosys',
          jobTitle: 'Systems Engineer',
          duration: '2 years',
          description: 'Banking',
        },
        {
          company: 'Infosys',
          jobTitle: 'Senior Systems Engineer',
          duration: '3 years',
          description: 'Banking',
        },
      ],
      'academic-achievements': [
        {
          title: 'University rank holder',
          institution: 'VTU',
          year: '2019',
          description: 'Rank 3',
        },
        {
          title: 'University rank holder',
          institution: 'VTU',
          year: '2019',
          description: 'Rank 2',
        },
      ],
    } as const;
    for (const [section, [first, edited]] of Object.entries(items)) {
      const field = PROFILE_SECTION_FIELDS[section as ProfileSection];
      const added = await seeker.client.post(`/api/profile/sections/${section}`, first);
      expect([section, added.status]).toEqual([section, 201]);
      const addedBody = payload(profileViewSchema, await added.json());
      expect(Object.keys(addedBody).sort()).toEqual(['completeness', 'profile']);
      const item = addedBody.profile[field][0]!;
      expect(item).toEqual({ id: expect.stringMatching(/^[0-9a-f]{24}$/), ...first });

      const second = payload(
        profileViewSchema,
        await (
          await seeker.client.post(`/api/profile/sections/${section}`, {
            ...edited,
            ...(section === 'languages' ? { language: 'Tamil' } : {}),
          })
        ).json(),
      );
      expect(second.profile[field]).toHaveLength(2);

      const updated = await put(seeker, `/api/profile/sections/${section}/${item.id}`, edited);
      expect([section, updated.status]).toEqual([section, 200]);
      const updatedItems = payload(profileViewSchema, await updated.json()).profile[field];
      expect(updatedItems[0]).toEqual({ id: item.id, ...edited });
      expect(updatedItems[1]).toEqual(second.profile[field][1]);

      const deleted = await del(seeker, `/api/profile/sections/${section}/${item.id}`);
      expect(deleted.status).toBe(200);
      const remaining = payload(profileViewSchema, await deleted.json()).profile[field];
      expect(remaining).toEqual([second.profile[field][1]]);
      const stored = await storedProfile(seeker);
      expect((stored as Record<string, unknown>)[field]).toHaveLength(1);
    }
  });

  it('gives a language Beginner when no proficiency is sent, and echoes the id back on PUT', async () => {
    const seeker = await loggedIn(app);
    const body = await (
      await seeker.client.post('/api/profile/sections/languages', { language: 'Marathi' })
    ).json();
    const [language] = body.profile.languages;
    expect(language).toEqual({
      id: expect.any(String),
      language: 'Marathi',
      proficiency: 'Beginner',
    });
    const same = await put(seeker, `/api/profile/sections/languages/${language.id}`, {
      ...language,
      proficiency: 'Intermediate',
    });
    expect(same.status).toBe(200);
    expect((await same.json()).profile.languages).toEqual([
      { ...language, proficiency: 'Intermediate' },
    ]);
    const other = await put(seeker, `/api/profile/sections/languages/${language.id}`, {
      ...language,
      id: new Types.ObjectId().toHexString(),
    });
    expect(other.status).toBe(400);
    expect((await other.json()).error).toMatch(/does not match/);
  });

  it('answers 404 for an unknown item or section, 400 for a bad item, 409 for a repeated language', async () => {
    const seeker = await loggedIn(app);
    await seeker.client.post('/api/profile/sections/languages', {
      language: 'Hindi',
      proficiency: 'Native',
    });
    const before = await storedProfile(seeker);
    const unknownId = new Types.ObjectId().toHexString();
    for (const response of [
      await put(seeker, `/api/profile/sections/languages/${unknownId}`, { language: 'Urdu' }),
      await del(seeker, `/api/profile/sections/languages/${unknownId}`),
      await del(seeker, '/api/profile/sections/languages/not-an-id'),
      await del(seeker, `/api/profile/sections/projects/${String(before!.languages[0]!._id)}`),
    ]) {
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Item not found' });
    }
    const unknownSection = await seeker.client.post('/api/profile/sections/hobbies', {
      title: 'Chess',
    });
    expect(unknownSection.status).toBe(404);
    expect(await unknownSection.json()).toEqual({ error: 'Unknown profile section' });

    const bad: Array<[string, unknown, RegExp]> = [
      ['languages', { language: 'Urdu', proficiency: 'Fluent' }, /proficiency/],
      ['languages', { proficiency: 'Native' }, /language: Language is required/],
      ['internships', { company: 'Swiggy' }, /position: Position is required/],
      ['employment', { company: 'TCS', jobTitle: 'Analyst', salary: 9 }, /Unrecognized key/],
      ['projects', { id: unknownId, title: 'Dashboard' }, /Unrecognized key/],
      ['academic-achievements', { title: 'x'.repeat(151) }, /too long/],
    ];
    for (const [section, item, error] of bad) {
      const response = await seeker.client.post(`/api/profile/sections/${section}`, item);
      expect([section, response.status]).toEqual([section, 400]);
      expect((await response.json()).error).toMatch(error);
    }
    const repeated = await seeker.client.post('/api/profile/sections/languages', {
      language: 'hindi',
    });
    expect(repeated.status).toBe(409);
    expect(await repeated.json()).toEqual({ error: 'hindi is already in your languages' });
    expect(await storedProfile(seeker)).toEqual(before);
  });
});

describe('a seeker only ever touches their own profile', () => {
  it('keeps two seekers’ rows apart, whatever ids one of them sends', async () => {
    const asha = await loggedIn(app, 'Job Seeker', 'Asha Rao');
    const vikram = await loggedIn(app, 'Job Seeker', 'Vikram Singh');
    const ashaBody = await (
      await asha.client.post('/api/profile/sections/employment', {
        company: 'Wipro',
        jobTitle: 'Developer',
      })
    ).json();
    const ashaItem = ashaBody.profile.employment[0].id;
    await patch(asha, { curr_role: 'Frontend Developer' });

    // Vikram cannot reach Asha's item by its id, nor name Asha's row.
    expect(
      (
        await put(vikram, `/api/profile/sections/employment/${ashaItem}`, {
          company: 'X',
          jobTitle: 'Y',
        })
      ).status,
    ).toBe(404);
    expect((await del(vikram, `/api/profile/sections/employment/${ashaItem}`)).status).toBe(404);
    expect((await patch(vikram, { user_id: asha.id, curr_role: 'Hacker' })).status).toBe(400);
    await patch(vikram, { curr_role: 'Data Analyst' });

    const ashaNow = await (await asha.client.get('/api/profile')).json();
    expect(ashaNow.profile).toMatchObject({
      user_id: asha.id,
      full_name: 'Asha Rao',
      curr_role: 'Frontend Developer',
      employment: [{ id: ashaItem, company: 'Wipro', jobTitle: 'Developer' }],
    });
    const vikramNow = await (await vikram.client.get('/api/profile')).json();
    expect(vikramNow.profile).toMatchObject({
      user_id: vikram.id,
      curr_role: 'Data Analyst',
      employment: [],
    });
  });
});

describe('completeness', () => {
  it('counts the twelve fields and records the history only when the percent changes', async () => {
    const seeker = await loggedIn(app);
    const first = await (await seeker.client.get('/api/profile')).json();
    expect(first.completeness).toEqual({
      filled: 1,
      total: 12,
      percent: 8,
      missing: ALL_MISSING_BUT_NAME,
    });

    const steps: Array<[() => Promise<Response>, number, number]> = [
      [() => patch(seeker, { phone: '9876543210', dob: '1999-09-09' }), 3, 25],
      [() => patch(seeker, { gender: 'Male' }), 3, 25], // gender is not one of the twelve
      [() => patch(seeker, { education: 'B.Tech' }), 3, 25], // education needs the institution too
      [() => patch(seeker, { institution: 'NIT Trichy', address: 'Chennai' }), 5, 42],
      [() => patch(seeker, { skills: ['Go'], curr_role: 'Backend Developer' }), 7, 58],
      [
        () =>
          patch(seeker, {
            pref_location: 'Chennai, Bengaluru',
            profile_summary: 'Backend developer.',
          }),
        9,
        75,
      ],
      [
        () =>
          seeker.client.post('/api/profile/sections/internships', {
            company: 'Freshworks',
            position: 'Intern',
          }),
        10,
        83,
      ],
      [
        () =>
          seeker.client.post('/api/profile/sections/employment', {
            company: 'Zoho',
            jobTitle: 'Engineer',
          }),
        10,
        83,
      ],
      [() => patch(seeker, { skills: [] }), 9, 75],
    ];
    for (const [step, filled, percent] of steps) {
      const body = await (await step()).json();
      expect(body.completeness).toMatchObject({ filled, total: 12, percent });
    }
    const last = await (await seeker.client.get('/api/profile')).json();
    expect(last.completeness.missing).toEqual(['skills', 'resume', 'profile_picture']);
    expect(await historyOf(seeker)).toEqual([8, 25, 42, 58, 75, 83, 75]);

    const insights = payload(
      insightsSchema,
      await (await seeker.client.get('/api/profile/insights')).json(),
    );
    expect(insights.completeness_history.map((point) => point.percent)).toEqual([
      8, 25, 42, 58, 75, 83, 75,
    ]);
    for (const point of insights.completeness_history)
      expect(point.at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });
});
