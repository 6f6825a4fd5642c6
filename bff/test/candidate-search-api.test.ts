import { candidateSearchResultSchema } from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RecentCandidateSearch } from '../app/models/candidate-search.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, pdf, upload, type Account } from './support/profile-fixtures';

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;
let recruiter: Account;
let candidates = 0;

beforeAll(async () => {
  app = await startTestApp();
  recruiter = await loggedIn(app, 'Recruiter', 'Priya Nair');
});

afterAll(async () => {
  await app?.close();
});

interface Activity {
  role?: 'Job Seeker' | 'Recruiter';
  createdDaysAgo?: number;
  /** The account's creation time exactly (instead of createdDaysAgo). */
  createdAt?: Date;
  loginDaysAgo?: number;
  profileChangedDaysAgo?: number;
}

/**
 * A user with a profile stored straight in the database (never logged in unless told), so each
 * test decides what is recorded about their activity. Returns the user id.
 */
async function candidate(
  name: string,
  details: Record<string, unknown> = {},
  {
    role = 'Job Seeker',
    createdDaysAgo = 10,
    createdAt,
    loginDaysAgo,
    profileChangedDaysAgo,
  }: Activity = {},
): Promise<string> {
  const now = Date.now();
  const user = await User.create({
    email: `candidate-${process.pid}-${++candidates}@example.com`,
    password_hash: 'not-used',
    role,
    name,
    created_at: createdAt ?? new Date(now - createdDaysAgo * DAY),
    ...(loginDaysAgo !== undefined && { last_login_at: new Date(now - loginDaysAgo * DAY) }),
  });
  await UserDetails.create({
    user_id: user._id,
    full_name: name,
    ...details,
    ...(profileChangedDaysAgo !== undefined && {
      updated_at: new Date(now - profileChangedDaysAgo * DAY),
    }),
  });
  return String(user._id);
}

/** A tag unique to one test, put in the profiles' `institution`, so searches see only its own. */
let tags = 0;
const newTag = () => `Tag${process.pid}x${++tags} Institute`;

async function search(criteria: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  const response = await recruiter.client.post('/api/candidates/search', { criteria, ...extra });
  expect(response.status).toBe(200);
  return payload(candidateSearchResultSchema, await response.json());
}

/** The names found by a search within the tag, sorted. */
async function namesFound(institution: string, criteria: Record<string, unknown>) {
  const { candidates: found } = await search({ institution, ...criteria });
  return found.map((card) => card.full_name).sort();
}

describe('who may call', () => {
  it('answers 401 to a visitor and 403 to a seeker, and keeps no recent search', async () => {
    const body = { criteria: { skills: ['React'] } };
    const visitor = await app.client().post('/api/candidates/search', body);
    expect(visitor.status).toBe(401);
    expect(await visitor.json()).toEqual({ error: 'Not logged in' });
    const seeker = await loggedIn(app, 'Job Seeker', 'Asha Rao');
    const refused = await seeker.client.post('/api/candidates/search', body);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ error: 'Only recruiters can do this' });
    expect(await RecentCandidateSearch.countDocuments({ recruiter_id: seeker.id })).toBe(0);
    const resume = await seeker.client.get(`/api/candidates/${seeker.id}/resume`);
    expect(resume.status).toBe(403);
    expect((await app.client().get(`/api/candidates/${seeker.id}/resume`)).status).toBe(401);
  });

  it('answers 405 to other methods', async () => {
    const get = await recruiter.client.get('/api/candidates/search');
    expect(get.status).toBe(405);
    expect(get.headers.get('allow')).toBe('POST');
  });
});

describe('POST /api/candidates/search: the answer', () => {
  it('answers cards without contact details, the total and the page', async () => {
    const tag = newTag();
    const id = await candidate('Meera Iyer', {
      email: 'meera@example.com',
      phone: '+91 9876543210',
      curr_role: 'Frontend Developer',
      address: '12 MG Road, Pune',
      experience: 4,
      skills: ['React', 'TypeScript'],
      education: 'B.Tech',
      institution: tag,
      expected_salary: 14.5,
      notice_period: '1 month',
    });
    const body = await search({ institution: tag });
    expect(body).toEqual({
      candidates: [
        {
          id,
          full_name: 'Meera Iyer',
          curr_role: 'Frontend Developer',
          address: '12 MG Road, Pune',
          experience: 4,
          skills: ['React', 'TypeScript'],
          education: 'B.Tech',
          expected_salary: 14.5,
          notice_period: '1 month',
          saved: false,
          resume_link: null,
        },
      ],
      total: 1,
      page: 1,
      pageSize: 24,
    });
  });

  it('orders the most recently active first, then by name, and pages', async () => {
    const tag = newTag();
    await candidate('Zoya Khan', { institution: tag }, { createdDaysAgo: 40, loginDaysAgo: 1 });
    const createdAt = new Date(Date.now() - 5 * DAY);
    await candidate('Bina Das', { institution: tag }, { createdAt });
    await candidate('Anil Kumar', { institution: tag }, { createdAt });
    await candidate(
      'Chitra Rao',
      { institution: tag },
      { createdDaysAgo: 100, profileChangedDaysAgo: 3, loginDaysAgo: 30 },
    );
    const all = await search({ institution: tag });
    expect(all.candidates.map((card) => card.full_name)).toEqual([
      'Zoya Khan',
      'Chitra Rao',
      // created at the same moment: by name
      'Anil Kumar',
      'Bina Das',
    ]);
    const second = await search({ institution: tag }, { page: 2, pageSize: 3 });
    expect(second.total).toBe(4);
    expect(second.page).toBe(2);
    expect(second.pageSize).toBe(3);
    expect(second.candidates.map((card) => card.full_name)).toEqual(['Bina Das']);
  });

  it('never shows recruiters, even with a profile that matches', async () => {
    const tag = newTag();
    await candidate('Rekha Seeker', { institution: tag });
    await candidate('Ravi Recruiter', { institution: tag }, { role: 'Recruiter' });
    expect(await namesFound(tag, {})).toEqual(['Rekha Seeker']);
  });

  it('flags the candidates the recruiter saved', async () => {
    const tag = newTag();
    const saved = await candidate('Saved One', { institution: tag });
    await candidate('Not Saved', { institution: tag });
    expect(
      (await recruiter.client.request(`/api/saved-candidates/${saved}`, { method: 'PUT' })).status,
    ).toBe(200);
    const { candidates: found } = await search({ institution: tag });
    expect(found.map((card) => [card.full_name, card.saved]).sort()).toEqual([
      ['Not Saved', false],
      ['Saved One', true],
    ]);
    const other = await loggedIn(app, 'Recruiter', 'Arjun Shah');
    const theirs = await other.client.post('/api/candidates/search', {
      criteria: { institution: tag },
    });
    expect((await theirs.json()).candidates.every((card: { saved: boolean }) => !card.saved)).toBe(
      true,
    );
  });

  it('links the resume of a candidate who has one', async () => {
    const tag = newTag();
    const seeker = await loggedIn(app, 'Job Seeker', 'Kiran Shetty');
    const resume = await pdf(['Kiran Shetty', 'Java developer']);
    const uploaded = await upload(
      seeker.client,
      '/api/resume',
      'resume',
      resume,
      'Kiran CV.pdf',
      'application/pdf',
    );
    expect(uploaded.status).toBe(201);
    await UserDetails.updateOne(
      { user_id: new Types.ObjectId(seeker.id) },
      { $set: { institution: tag } },
    );
    const { candidates: found } = await search({ institution: tag });
    expect(found).toEqual([
      expect.objectContaining({
        id: seeker.id,
        resume_link: `/api/candidates/${seeker.id}/resume`,
      }),
    ]);
  });
});

describe('POST /api/candidates/search: validation', () => {
  const refusals: Array<[string, unknown, string]> = [
    ['no criteria', {}, 'criteria is required'],
    ['criteria not an object', { criteria: 'React' }, 'criteria must be an object'],
    ['an unknown body field', { criteria: {}, order: 'name' }, 'Unknown field: order'],
    ['an unknown criterion', { criteria: { salary: 5 } }, 'Unknown search field: salary'],
    ['skills not a list', { criteria: { skills: 'React' } }, 'Skills must be a list'],
    [
      'too many skills',
      { criteria: { skills: Array.from({ length: 21 }, (_, i) => `Skill ${i}`) } },
      'Search for at most 20 skills',
    ],
    ['a text that is not text', { criteria: { fullName: 42 } }, 'Full name must be text'],
    [
      'a text over 200 characters',
      { criteria: { company: 'x'.repeat(201) } },
      'Company must be at most 200 characters',
    ],
    [
      'experience as text',
      { criteria: { experience: { min: '2' } } },
      'Minimum experience must be a number of years',
    ],
    [
      'experience over 30',
      { criteria: { experience: { max: 31 } } },
      'Maximum experience must be from 0 to 30 years',
    ],
    [
      'min above max',
      { criteria: { experience: { min: 5, max: 2 } } },
      'Minimum experience cannot be more than maximum experience',
    ],
    [
      'a graduation year out of range',
      { criteria: { graduationYear: 1900 } },
      'Graduation year must be from 1950 to 2100',
    ],
    [
      'an unknown job type',
      { criteria: { jobType: ['Internship'] } },
      'Job type must be one of: Full-time, Part-time, Contract, Freelance',
    ],
    ['gender Any', { criteria: { gender: 'Any' } }, 'Gender must be one of: Male, Female, Other'],
    [
      'an active period of 2 months',
      { criteria: { activePeriod: 2 } },
      'Active period must be one of 1, 3, 6, 12 months',
    ],
    [
      'a flag as text',
      { criteria: { markAllSkillsAsMandatory: 'yes' } },
      'Mark all skills as mandatory must be true or false',
    ],
    ['a phone with letters', { criteria: { phone: 'call me' } }, 'Phone must be a phone number'],
    ['page 0', { criteria: {}, page: 0 }, 'page must be a whole number from 1'],
    ['pageSize 51', { criteria: {}, pageSize: 51 }, 'pageSize must be a whole number from 1 to 50'],
  ];

  it.each(refusals)('refuses %s with 400 and keeps no recent search', async (_, body, error) => {
    const before = await RecentCandidateSearch.countDocuments({ recruiter_id: recruiter.id });
    const response = await recruiter.client.post('/api/candidates/search', body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error });
    expect(await RecentCandidateSearch.countDocuments({ recruiter_id: recruiter.id })).toBe(before);
  });

  it('refuses a body that is not JSON', async () => {
    const response = await recruiter.client.request('/api/candidates/search', {
      method: 'POST',
      body: '{criteria',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'Request body must be valid JSON' });
  });

  it('treats empty texts, nulls and empty lists as unused', async () => {
    const tag = newTag();
    await candidate('Empty Criteria', { institution: tag });
    expect(
      await namesFound(tag, {
        fullName: '   ',
        company: null,
        skills: ['', ' '],
        jobType: [],
        experience: { min: null, max: null },
        gender: null,
      }),
    ).toEqual(['Empty Criteria']);
  });
});

describe('POST /api/candidates/search: matching', () => {
  it('matches texts as case-insensitive, literal "contains"', async () => {
    const tag = newTag();
    await candidate('Ananya Gupta', {
      institution: tag,
      email: 'ananya.g@example.com',
      company: 'Infosys Ltd',
      curr_role: 'Data Analyst (C++)',
      education: 'B.Sc',
      education_detailed: 'B.Sc in Statistics',
      field_of_study: 'Statistics',
      pref_location: 'Hyderabad',
      achievements: 'Won the Smart India Hackathon',
    });
    await candidate('Rahul Verma', { institution: tag, company: 'Wipro', curr_role: 'Tester' });
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ fullName: 'ANANYA' }, ['Ananya Gupta']],
      [{ email: 'G@EXAMPLE' }, ['Ananya Gupta']],
      [{ company: 'infosys' }, ['Ananya Gupta']],
      [{ currRole: '(c++)' }, ['Ananya Gupta']],
      [{ education: 'b.sc' }, ['Ananya Gupta']],
      [{ educationDetailed: 'in stat' }, ['Ananya Gupta']],
      [{ fieldOfStudy: 'STATISTICS' }, ['Ananya Gupta']],
      [{ prefLocation: 'hyder' }, ['Ananya Gupta']],
      [{ achievements: 'hackathon' }, ['Ananya Gupta']],
      [{ institution: tag.toUpperCase() }, ['Ananya Gupta', 'Rahul Verma']],
      // taken literally: a pattern matches nothing special
      [{ fullName: '.*' }, []],
      [{ company: 'Info.ys' }, []],
      [{ currRole: 'C+' }, ['Ananya Gupta']],
      [{ education: 'BxSc' }, []],
    ];
    for (const [criteria, names] of cases)
      expect([criteria, await namesFound(tag, criteria)]).toEqual([criteria, names]);
  });

  it('matches skills by "contains", any of them or all of them', async () => {
    const tag = newTag();
    await candidate('React Dev', { institution: tag, skills: ['React.js', 'CSS'] });
    await candidate('Node Dev', { institution: tag, skills: ['Node.js', 'MongoDB'] });
    await candidate('Full Stack', { institution: tag, skills: ['react', 'node.js'] });
    expect(await namesFound(tag, { skills: ['REACT'] })).toEqual(['Full Stack', 'React Dev']);
    expect(await namesFound(tag, { skills: ['react', 'Node'] })).toEqual([
      'Full Stack',
      'Node Dev',
      'React Dev',
    ]);
    expect(
      await namesFound(tag, { skills: ['react', 'Node'], markAllSkillsAsMandatory: true }),
    ).toEqual(['Full Stack']);
    expect(await namesFound(tag, { skills: ['.*'] })).toEqual([]);
  });

  it('matches the location on the address, and on the preferred one when relocation is wanted', async () => {
    const tag = newTag();
    await candidate('Lives In Pune', { institution: tag, address: '4 FC Road, Pune' });
    await candidate('Wants Pune', {
      institution: tag,
      address: 'Andheri, Mumbai',
      pref_location: 'Pune, Bengaluru',
    });
    await candidate('Elsewhere', { institution: tag, address: 'Delhi', pref_location: 'Noida' });
    expect(await namesFound(tag, { location: 'pune' })).toEqual(['Lives In Pune']);
    expect(await namesFound(tag, { location: 'pune', includeRelocateWilling: true })).toEqual([
      'Lives In Pune',
      'Wants Pune',
    ]);
    // without a location, the relocation flag alone changes nothing
    expect(await namesFound(tag, { includeRelocateWilling: true })).toHaveLength(3);
  });

  it('compares phone digits, PIN code, graduation year and gender for equality', async () => {
    const tag = newTag();
    await candidate('Phone Match', {
      institution: tag,
      phone: '+91 9876543210',
      pin_code: '411001',
      graduation_year: 2019,
      gender: 'Female',
    });
    await candidate('Other Person', {
      institution: tag,
      phone: '+91 9876543211',
      pin_code: '4110011',
      graduation_year: 2020,
      gender: 'Male',
    });
    for (const phone of ['98765 43210', '+91-98765-43210', '098765 43210', '919876543210'])
      expect([phone, await namesFound(tag, { phone })]).toEqual([phone, ['Phone Match']]);
    expect(await namesFound(tag, { phone: '98765' })).toEqual([]);
    expect(await namesFound(tag, { pinCode: '411001' })).toEqual(['Phone Match']);
    expect(await namesFound(tag, { pinCode: '4110' })).toEqual([]);
    expect(await namesFound(tag, { graduationYear: 2019 })).toEqual(['Phone Match']);
    expect(await namesFound(tag, { gender: 'Female' })).toEqual(['Phone Match']);
    expect(await namesFound(tag, { gender: 'Male' })).toEqual(['Other Person']);
    expect(await namesFound(tag, { gender: 'Other' })).toEqual([]);
  });

  it('keeps experience within min and max, both inclusive', async () => {
    const tag = newTag();
    await candidate('Fresher', { institution: tag, experience: 0 });
    await candidate('Two Years', { institution: tag, experience: 2 });
    await candidate('Five Years', { institution: tag, experience: 5 });
    await candidate('No Experience Given', { institution: tag });
    expect(await namesFound(tag, { experience: { min: 2, max: 5 } })).toEqual([
      'Five Years',
      'Two Years',
    ]);
    expect(await namesFound(tag, { experience: { min: 3 } })).toEqual(['Five Years']);
    expect(await namesFound(tag, { experience: { max: 0 } })).toEqual(['Fresher']);
  });

  it('keeps job types within the chosen ones, spelled as seekers store them', async () => {
    const tag = newTag();
    await candidate('Full Timer', { institution: tag, job_type: 'Full Time' });
    await candidate('Part Timer', { institution: tag, job_type: 'part-time' });
    await candidate('Contractor', { institution: tag, job_type: 'Contract' });
    await candidate('Intern', { institution: tag, job_type: 'Internship' });
    expect(await namesFound(tag, { jobType: ['Full-time'] })).toEqual(['Full Timer']);
    expect(await namesFound(tag, { jobType: ['Part-time', 'Contract'] })).toEqual([
      'Contractor',
      'Part Timer',
    ]);
    expect(await namesFound(tag, { jobType: ['Freelance'] })).toEqual([]);
    expect(await namesFound(tag, { jobType: [] })).toHaveLength(4);
  });

  it('keeps candidates active in the period: profile change, login, else account creation', async () => {
    const tag = newTag();
    await candidate('New Account', { institution: tag }, { createdDaysAgo: 20 });
    await candidate('Old Account', { institution: tag }, { createdDaysAgo: 300 });
    await candidate('Ancient Account', { institution: tag }, { createdDaysAgo: 400 });
    await candidate('Logged In', { institution: tag }, { createdDaysAgo: 400, loginDaysAgo: 50 });
    await candidate(
      'Edited Profile',
      { institution: tag },
      { createdDaysAgo: 400, loginDaysAgo: 300, profileChangedDaysAgo: 100 },
    );
    expect(await namesFound(tag, { activePeriod: 1 })).toEqual(['New Account']);
    expect(await namesFound(tag, { activePeriod: 3 })).toEqual(['Logged In', 'New Account']);
    // the default is 6 months
    const sixMonths = ['Edited Profile', 'Logged In', 'New Account'];
    expect(await namesFound(tag, {})).toEqual(sixMonths);
    expect(await namesFound(tag, { activePeriod: 6 })).toEqual(sixMonths);
    expect(await namesFound(tag, { activePeriod: 12 })).toEqual(
      [...sixMonths, 'Old Account'].sort(),
    );
  });

  it('records logins and profile changes as activity from now on', async () => {
    const tag = newTag();
    const seeker = await loggedIn(app, 'Job Seeker', 'Fresh Login');
    await User.updateOne(
      { _id: seeker.id },
      { $set: { created_at: new Date(Date.now() - 400 * DAY) } },
    );
    const account = await User.findById(seeker.id).lean();
    expect(Date.now() - account!.last_login_at!.getTime()).toBeLessThan(60_000);
    const patched = await seeker.client.request('/api/profile', {
      method: 'PATCH',
      json: { institution: tag },
    });
    expect(patched.status).toBe(200);
    const profile = await UserDetails.findOne({ user_id: seeker.id }).lean();
    expect(Date.now() - profile!.updated_at!.getTime()).toBeLessThan(60_000);
    expect(await namesFound(tag, { activePeriod: 1 })).toEqual(['Fresh Login']);
  });
});

describe('GET /api/candidates/{userId}/resume', () => {
  it("streams a seeker's resume as an attachment", async () => {
    const seeker = await loggedIn(app, 'Job Seeker', 'Nisha Patel');
    const content = await pdf(['Nisha Patel', 'Accountant']);
    const uploaded = await upload(
      seeker.client,
      '/api/resume',
      'resume',
      content,
      'Nisha CV.pdf',
      'application/pdf',
    );
    expect(uploaded.status).toBe(201);
    const response = await recruiter.client.get(`/api/candidates/${seeker.id}/resume`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="Nisha CV.pdf"');
    expect(Buffer.from(await response.arrayBuffer()).equals(content)).toBe(true);
  });

  it('answers 404 Resume not found for no resume, a recruiter, an unknown or a bad id', async () => {
    const withoutResume = await candidate('No Resume');
    const otherRecruiter = await loggedIn(app, 'Recruiter', 'Dev Malhotra');
    for (const id of [withoutResume, otherRecruiter.id, '0123456789abcdef01234567', 'not-an-id']) {
      const response = await recruiter.client.get(`/api/candidates/${id}/resume`);
      expect([id, response.status]).toEqual([id, 404]);
      expect(await response.json()).toEqual({ error: 'Resume not found' });
    }
  });
});
