import {
  interviewExperiencePageSchema,
  savedInterviewExperienceSchema,
} from '@rozgar/contracts/payloads/interview-experiences';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRIBUTION_RATE_LIMITED } from '../app/lib/rate-limits.server';
import { Company } from '../app/models/company.server';
import { InterviewExperience } from '../app/models/interview-experience.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';
import { expectAnonymous, reviewedCompany } from './support/review-fixtures';

// Interview experiences (docs/product/community-and-reviews.md, "Share interview experience"): a
// logged-in job seeker's validated, profanity-checked form, stored anonymously, rate limited with
// reviews and contributions; the company's list is public, paged, newest first, with counts.

let app: TestApp;
let seeker: Account;

beforeAll(async () => {
  app = await startTestApp({ env: { CONTRIBUTION_RATE_LIMIT: '4' } });
  seeker = await loggedIn(app, 'Job Seeker', 'Kavya Menon');
});

afterAll(async () => {
  await app?.close();
});

/** The month `back` months before this one, "YYYY-MM". */
function monthsAgo(back: number) {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

const form = (company_name: string, more: Record<string, unknown> = {}) => ({
  company_name,
  role: 'Backend Developer',
  interview_date: monthsAgo(2),
  difficulty: 'moderate',
  outcome: 'selected',
  questions: ['Design a URL shortener.', 'What happens when an index is missing?'],
  experience: 'An online test, two technical rounds and a short HR call.',
  ...more,
});

const post = (account: Account, body: unknown) =>
  account.client.post('/api/interview-experiences', body);
const list = (companyId: string, query = '') =>
  app.client().get(`/api/companies/${companyId}/interview-experiences${query}`);

describe('POST /api/interview-experiences', () => {
  it('needs a logged-in job seeker', async () => {
    expect((await app.client().post('/api/interview-experiences', form('Nobody Ltd'))).status).toBe(
      401,
    );
    const recruiter = await loggedIn(app, 'Recruiter');
    expect((await post(recruiter, form('Nobody Ltd'))).status).toBe(403);
    expect(await InterviewExperience.countDocuments({ company: 'Nobody Ltd' })).toBe(0);
    expect(await Company.countDocuments({ company_name: 'Nobody Ltd' })).toBe(0);
  });

  it.each([
    ['role', '  ', 'Role is required'],
    ['interview_date', undefined, 'Interview date is required'],
    ['interview_date', '2026/01', 'Interview date must be a month written YYYY-MM'],
    ['interview_date', monthsAgo(-2), 'Interview date cannot be in the future'],
    ['interview_date', monthsAgo(12 * 11 + 1), 'Interview date must be within the last 10 years'],
    ['difficulty', 'brutal', 'Difficulty must be one of: easy, moderate, hard'],
    ['outcome', undefined, 'Outcome is required'],
    ['questions', [], 'Questions must list at least 1 question'],
    ['questions', Array(11).fill('Why us?'), 'Questions must list at most 10 questions'],
    ['questions', ['Why us?', ''], 'Question 2 is required'],
    ['questions', ['x'.repeat(501)], 'Question 1 must be at most 500 characters'],
    ['experience', undefined, 'Overall experience is required'],
    ['user_id', 'me', 'Unknown field: user_id'],
    ['role', 'Shitty developer', 'Role contains language that is not allowed. Please rephrase it.'],
    [
      'questions',
      ['Why us?', 'Why the f*ck not?'],
      'Question 2 contains language that is not allowed. Please rephrase it.',
    ],
    ['tips', 'Bullsh1t rounds', 'Tips contains language that is not allowed. Please rephrase it.'],
  ])('refuses %s = %j with "%s", storing nothing', async (field, value, message) => {
    const response = await post(seeker, form('Refused Pvt Ltd', { [field]: value }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(await InterviewExperience.countDocuments({ company: 'Refused Pvt Ltd' })).toBe(0);
    expect(await Company.countDocuments({ company_name: 'Refused Pvt Ltd' })).toBe(0);
  });

  it('refuses a body that is not JSON, storing nothing', async () => {
    const before = await InterviewExperience.countDocuments();
    const response = await seeker.client.request('/api/interview-experiences', {
      method: 'POST',
      body: 'role=x',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.status).toBe(400);
    expect(await InterviewExperience.countDocuments()).toBe(before);
  });

  it('stores the experience at the company picked by id, and answers without its author', async () => {
    const company = await reviewedCompany('Interviewing Tech');
    const response = await post(
      seeker,
      form('ignored', {
        company_id: String(company._id),
        source: 'referral',
        tips: 'Revise indexes.',
        questions: ['  Design a URL shortener. '],
      }),
    );
    expect(response.status).toBe(201);
    const { experience } = payload(savedInterviewExperienceSchema, await response.json());
    expect(experience).toMatchObject({
      company_id: String(company._id),
      company: 'Interviewing Tech',
      role: 'Backend Developer',
      interview_date: monthsAgo(2),
      difficulty: 'moderate',
      outcome: 'selected',
      source: 'referral',
      questions: ['Design a URL shortener.'],
      tips: 'Revise indexes.',
    });
    expectAnonymous(experience, [{ id: seeker.id, email: seeker.email }]);
    const stored = await InterviewExperience.findById(experience.id).lean();
    expect(String(stored!.user_id)).toBe(seeker.id);
    expect(stored!.status).toBe('published');
  });

  it('answers 404 for a picked company that does not exist, storing nothing', async () => {
    const missing = String(new Types.ObjectId());
    const response = await post(await loggedIn(app), form('Ghost Co', { company_id: missing }));
    expect(response.status).toBe(404);
    expect(await InterviewExperience.countDocuments({ company_id: missing })).toBe(0);
  });

  it('finds the company by name ignoring case, else creates a minimal one', async () => {
    await reviewedCompany('Named Interviews');
    const named = await post(seeker, form('named interviews'));
    expect(payload(savedInterviewExperienceSchema, await named.json()).experience.company).toBe(
      'Named Interviews',
    );
    const fresh = await post(seeker, form('Brand New Interviews'));
    expect(fresh.status).toBe(201);
    expect(await Company.countDocuments({ company_name: 'Brand New Interviews' })).toBe(1);
  });

  it('counts against the per-user limit shared with reviews, only when valid', async () => {
    const writer = await loggedIn(app);
    expect((await post(writer, { role: 'x' })).status).toBe(400);
    expect((await writer.client.post('/api/salaries', { designation: 'x' })).status).toBe(400);
    for (let i = 0; i < 3; i++) expect((await post(writer, form(`Limit ${i}`))).status).toBe(201);
    const salary = await writer.client.post('/api/salaries', {
      company_name: 'Limit 0',
      designation: 'Analyst',
      annual_salary_lakhs: 6,
      experience_years: 2,
      city: 'Pune',
      employment_type: 'fullTime',
    });
    expect(salary.status).toBe(201);
    const refused = await post(writer, form('Limit 4'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: CONTRIBUTION_RATE_LIMITED });
    expect(await InterviewExperience.countDocuments({ company: 'Limit 4' })).toBe(0);
    expect((await post(await loggedIn(app), form('Limit 4'))).status).toBe(201);
  });
});

describe('GET /api/companies/:companyId/interview-experiences', () => {
  const authors: Array<{ id: string; email: string }> = [];
  let companyId: string;

  beforeAll(async () => {
    const company = await reviewedCompany('Listed Interviews Pvt Ltd');
    companyId = String(company._id);
    const difficulties = ['easy', 'hard', 'hard', 'moderate', 'hard', 'easy', 'hard'];
    for (const [i, difficulty] of difficulties.entries()) {
      const author = await loggedIn(app);
      authors.push({ id: author.id, email: author.email });
      const response = await post(
        author,
        form('x', {
          company_id: companyId,
          role: `Role ${i}`,
          difficulty,
          outcome: i % 2 ? 'rejected' : 'no_response',
        }),
      );
      expect(response.status).toBe(201);
    }
    // a hidden one counts nowhere
    await InterviewExperience.updateOne(
      { company_id: company._id, role: 'Role 6' },
      { $set: { status: 'hidden' } },
    );
  }, 60_000);

  it('lists the published ones newest first, 5 a page, with counts, to anyone', async () => {
    const first = await list(companyId);
    expect(first.status).toBe(200);
    const page1 = payload(interviewExperiencePageSchema, await first.json());
    expect(page1.experiences.map((one) => one.role)).toEqual([
      'Role 5',
      'Role 4',
      'Role 3',
      'Role 2',
      'Role 1',
    ]);
    expect(page1).toMatchObject({ total: 6, page: 1, page_size: 5 });
    expect(page1.difficulties).toEqual([
      { value: 'easy', count: 2 },
      { value: 'moderate', count: 1 },
      { value: 'hard', count: 3 },
    ]);
    expect(page1.outcomes).toEqual([
      { value: 'selected', count: 0 },
      { value: 'rejected', count: 3 },
      { value: 'no_response', count: 3 },
      { value: 'in_progress', count: 0 },
      { value: 'declined_offer', count: 0 },
    ]);
    const page2 = payload(
      interviewExperiencePageSchema,
      await (await list(companyId, '?page=2')).json(),
    );
    expect(page2.experiences.map((one) => one.role)).toEqual(['Role 0']);
    const page3 = payload(
      interviewExperiencePageSchema,
      await (await list(companyId, '?page=3')).json(),
    );
    expect(page3.experiences).toEqual([]);
    expect(page3.total).toBe(6);
  });

  it('never holds an author, whoever reads', async () => {
    for (const client of [app.client(), seeker.client]) {
      for (const query of ['', '?page=2']) {
        const response = await client.get(
          `/api/companies/${companyId}/interview-experiences${query}`,
        );
        expectAnonymous(await response.json(), authors);
      }
    }
  });

  it('answers an empty list for a company without any', async () => {
    const company = await reviewedCompany('Quiet Interviews');
    const body = payload(
      interviewExperiencePageSchema,
      await (await list(String(company._id))).json(),
    );
    expect(body.experiences).toEqual([]);
    expect(body.total).toBe(0);
    expect(body.difficulties.every((row) => row.count === 0)).toBe(true);
  });

  it('answers 404 for an unknown company and 400 for a bad page', async () => {
    const unknown = await list(String(new Types.ObjectId()));
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Company not found' });
    expect((await list('not-an-id')).status).toBe(404);
    expect((await list(companyId, '?page=0')).status).toBe(400);
    expect((await list(companyId, '?page=two')).status).toBe(400);
  });
});
