import { candidateSearchResultSchema } from '@rozgar/contracts';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Resume } from '../app/models/resume.server';
import { User } from '../app/models/user.server';
import { UserDetails } from '../app/models/user-details.server';
import {
  HAYSTACK_FIELDS,
  haystackOf,
  type HaystackFields,
} from '../app/services/candidate-keywords.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * Resdex's keywords over HTTP (docs/product/resume-search-resdex.md#keywords): Boolean semantics,
 * where terms are looked for, the notice-period and expected-salary filters, the relevance and
 * freshness orders, and bad queries refused with a clear 400.
 */

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;
let recruiter: Account;
let made = 0;

beforeAll(async () => {
  app = await startTestApp();
  recruiter = await loggedIn(app, 'Recruiter', 'Priya Nair');
});

afterAll(async () => {
  await app?.close();
});

/** A seeker stored straight in the database, active `activeDaysAgo` days ago; its resume text. */
async function seeker(
  name: string,
  details: Record<string, unknown>,
  { resume, activeDaysAgo = 1 }: { resume?: string; activeDaysAgo?: number } = {},
) {
  const user = await User.create({
    email: `keywords-${process.pid}-${++made}@example.com`,
    password_hash: 'not-used',
    role: 'Job Seeker',
    name,
    created_at: new Date(Date.now() - 30 * DAY),
    last_login_at: new Date(Date.now() - activeDaysAgo * DAY),
  });
  await UserDetails.create({
    user_id: user._id,
    full_name: name,
    ...details,
    updated_at: new Date(Date.now() - activeDaysAgo * DAY),
  });
  if (resume !== undefined)
    await Resume.create({
      user_id: user._id,
      file_id: new Types.ObjectId(),
      filename: 'cv.pdf',
      content_type: 'application/pdf',
      size: resume.length,
      text: resume,
    });
}

/** Every profile of a test carries its own institution, so a search sees only that test's. */
let tags = 0;
const newTag = () => `Kw${process.pid}x${++tags} Institute`;

async function post(criteria: Record<string, unknown>, extra: Record<string, unknown> = {}) {
  return recruiter.client.post('/api/candidates/search', { criteria, ...extra });
}

async function names(
  institution: string,
  criteria: Record<string, unknown>,
  extra: Record<string, unknown> = {},
) {
  const response = await post({ institution, ...criteria }, extra);
  expect(response.status).toBe(200);
  return payload(candidateSearchResultSchema, await response.json()).candidates.map(
    (card) => card.full_name,
  );
}
const sorted = (list: Array<string | null>) => [...list].sort();

describe('Boolean keywords', () => {
  let tag: string;
  beforeAll(async () => {
    tag = newTag();
    const at = { institution: tag };
    await seeker('Java Dev', {
      ...at,
      skills: ['Java', 'Spring Boot'],
      curr_role: 'Backend Developer',
    });
    await seeker('JS Dev', {
      ...at,
      skills: ['JavaScript', 'React'],
      curr_role: 'Frontend Developer',
    });
    await seeker('Full Stack', { ...at, skills: ['Java', 'React'], company: 'Infosys' });
    await seeker(
      'Resume Only',
      { ...at, skills: ['Excel'] },
      { resume: 'Built microservices in Java at TCS.' },
    );
    await seeker('Pythonista', {
      ...at,
      skills: ['Python'],
      employment: [{ company: 'Wipro', jobTitle: 'Machine Learning Engineer' }],
    });
  });

  it('ANDs words side by side and with AND, whole words only, in every searched place', async () => {
    expect(sorted(await names(tag, { keywords: 'java' }))).toEqual([
      'Full Stack',
      'Java Dev',
      'Resume Only',
    ]);
    expect(await names(tag, { keywords: 'Java React' })).toEqual(['Full Stack']);
    expect(await names(tag, { keywords: 'Java AND React' })).toEqual(['Full Stack']);
    expect(await names(tag, { keywords: 'infosys' })).toEqual(['Full Stack']);
    expect(await names(tag, { keywords: 'wipro' })).toEqual(['Pythonista']);
    expect(await names(tag, { keywords: 'microservices' })).toEqual(['Resume Only']);
  });

  // The resumes' text index (docs/decisions/023-text-search.md) only narrows the resumes: the
  // term is still a whole word, and a stop word the index leaves out is still found.
  it('finds resume terms through the text index as whole words, stop words too', async () => {
    expect(await names(tag, { keywords: 'microservice' })).toEqual([]);
    expect(await names(tag, { keywords: '"built microservices"' })).toEqual(['Resume Only']);
    expect(await names(tag, { keywords: 'at AND TCS' })).toEqual(['Resume Only']);
  });

  it('ORs, NOTs and reads NOT before AND before OR, brackets first', async () => {
    expect(sorted(await names(tag, { keywords: 'Python OR JavaScript' }))).toEqual([
      'JS Dev',
      'Pythonista',
    ]);
    expect(sorted(await names(tag, { keywords: 'Java NOT React' }))).toEqual([
      'Java Dev',
      'Resume Only',
    ]);
    // Python OR (Java AND React)
    expect(sorted(await names(tag, { keywords: 'Python OR Java AND React' }))).toEqual([
      'Full Stack',
      'Pythonista',
    ]);
    // (Python OR Java) AND React
    expect(await names(tag, { keywords: '(Python OR Java) AND React' })).toEqual(['Full Stack']);
    expect(sorted(await names(tag, { keywords: 'NOT (Java OR React)' }))).toEqual(['Pythonista']);
    // Lower-case operators are words like any other.
    expect(await names(tag, { keywords: 'java or python' })).toEqual([]);
  });

  it('matches a quoted phrase as those words together', async () => {
    expect(await names(tag, { keywords: '"machine learning"' })).toEqual(['Pythonista']);
    expect(await names(tag, { keywords: '"learning machine"' })).toEqual([]);
    expect(await names(tag, { keywords: '"spring   boot" AND java' })).toEqual(['Java Dev']);
  });

  it('takes any-of and excluding words beside the Boolean box', async () => {
    expect(sorted(await names(tag, { anyKeywords: 'python "spring boot"' }))).toEqual([
      'Java Dev',
      'Pythonista',
    ]);
    // Commas separate words too; TCS is in Resume Only's resume.
    expect(await names(tag, { keywords: 'java', excludeKeywords: 'react, tcs' })).toEqual([
      'Java Dev',
    ]);
  });

  it('puts the profiles with more of the wanted terms first, or the most recent first', async () => {
    const rank = newTag();
    await seeker('One Term', { institution: rank, skills: ['Go'] }, { activeDaysAgo: 1 });
    await seeker(
      'Three Terms',
      { institution: rank, skills: ['Go', 'Kafka', 'Redis'] },
      { activeDaysAgo: 20 },
    );
    await seeker(
      'Two Terms',
      { institution: rank, skills: ['Go', 'Kafka'] },
      { activeDaysAgo: 10 },
    );
    const query = { anyKeywords: 'go kafka redis' };
    expect(await names(rank, query)).toEqual(['Three Terms', 'Two Terms', 'One Term']);
    expect(await names(rank, query, { sort: 'freshness' })).toEqual([
      'One Term',
      'Two Terms',
      'Three Terms',
    ]);
  });

  it('counts a term found only in the resume, keeps equals freshest first, and pages in that order', async () => {
    const rank = newTag();
    await seeker('Old Pair', { institution: rank, skills: ['Go', 'Kafka'] }, { activeDaysAgo: 30 });
    await seeker(
      'Resume Pair',
      { institution: rank, skills: ['Go'] },
      { activeDaysAgo: 25, resume: 'Ran Kafka clusters for payments.' },
    );
    await seeker('New Single', { institution: rank, skills: ['Kafka'] }, { activeDaysAgo: 2 });
    await seeker('Newest Single', { institution: rank, skills: ['Go'] }, { activeDaysAgo: 1 });
    const query = { anyKeywords: 'go kafka' };
    const order = ['Resume Pair', 'Old Pair', 'Newest Single', 'New Single'];
    expect(await names(rank, query)).toEqual(order);
    const pages = [];
    for (const page of [1, 2]) pages.push(...(await names(rank, query, { page, pageSize: 2 })));
    expect(pages).toEqual(order);
    const last = await post({ institution: rank, ...query }, { page: 2, pageSize: 3 });
    expect(payload(candidateSearchResultSchema, await last.json())).toMatchObject({
      total: 4,
      page: 2,
      candidates: [{ full_name: 'New Single' }],
    });
  });
});

describe('the text relevance reads', () => {
  /** The aggregation expression relevance was computed with in the database before. */
  const text = (path: string) => ({ $ifNull: [path, ''] });
  const lines = (path: string) => ({
    $reduce: {
      input: { $ifNull: [path, []] },
      initialValue: '',
      in: { $concat: ['$$value', '\n', { $ifNull: ['$$this', ''] }] },
    },
  });
  const expression = {
    $concat: [
      lines('$skills'),
      '\n',
      text('$curr_role'),
      '\n',
      text('$company'),
      lines('$employment.jobTitle'),
      lines('$employment.company'),
      lines('$internships.position'),
      lines('$internships.company'),
    ],
  };

  it("haystackOf reads a stored profile exactly as the database's expression did", async () => {
    const profiles = [
      {},
      { skills: ['Go', 'Kafka'], curr_role: 'Backend Developer', company: 'Infosys' },
      { skills: [], curr_role: null, company: null, employment: [], internships: [] },
      {
        skills: ['Spring', 'Boot'],
        employment: [
          { jobTitle: 'Developer', company: 'TCS' },
          { company: 'Wipro' },
          { jobTitle: 'Lead', company: null },
        ],
        internships: [{ position: 'Intern' }, { company: 'ISRO' }],
      },
    ];
    for (const profile of profiles) {
      const user_id = new Types.ObjectId();
      await UserDetails.collection.insertOne({ user_id, ...profile });
      const [row] = await UserDetails.aggregate<{ haystack: string } & HaystackFields>([
        { $match: { user_id } },
        { $project: { haystack: expression, ...HAYSTACK_FIELDS } },
      ]);
      expect(haystackOf(row!)).toBe(row!.haystack);
    }
  });
});

describe('notice period and expected salary', () => {
  it('filters by any of the notice periods and by a salary range in lakhs', async () => {
    const tag = newTag();
    await seeker('Now', { institution: tag, notice_period: 'Immediate', expected_salary: 6 });
    await seeker('Fortnight', {
      institution: tag,
      notice_period: '15 days',
      expected_salary: 12.5,
    });
    await seeker('Quarter', { institution: tag, notice_period: '3 months', expected_salary: 30 });
    await seeker('Unsaid', { institution: tag });
    expect(sorted(await names(tag, { noticePeriods: ['Immediate', '15 days'] }))).toEqual([
      'Fortnight',
      'Now',
    ]);
    expect(sorted(await names(tag, { expectedSalary: { min: 10, max: 30 } }))).toEqual([
      'Fortnight',
      'Quarter',
    ]);
    expect(await names(tag, { expectedSalary: { max: 10 } })).toEqual(['Now']);
  });
});

describe('bad input', () => {
  it('refuses a malformed query with 400 and says what is wrong', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ keywords: '"machine learning' }, 'Keywords: Close the quotes: a phrase has no closing "'],
      [{ keywords: '(java OR python' }, 'Keywords: Close the bracket: a "(" has no matching ")"'],
      [{ keywords: 'java) OR python' }, 'Keywords: A ")" has no matching "("'],
      [{ keywords: 'java AND' }, 'Keywords: Put a keyword after AND'],
      [{ keywords: 'OR java' }, 'Keywords: Put a keyword before OR'],
      [{ keywords: 'java ()' }, 'Keywords: Put a keyword between the brackets'],
      [
        { anyKeywords: 'react "node' },
        'Any of the keywords: Close the quotes: a phrase has no closing "',
      ],
      [{ noticePeriods: ['Tomorrow'] }, 'Notice period must be one of'],
      [
        { expectedSalary: { min: 20, max: 10 } },
        'Minimum expected salary cannot be more than the maximum',
      ],
      [{ expectedSalary: { min: -1 } }, 'Expected salary must be from 0 to 1000 lakhs per annum'],
    ];
    for (const [criteria, message] of cases) {
      const response = await post(criteria);
      expect([criteria, response.status]).toEqual([criteria, 400]);
      expect((await response.json()).error).toContain(message);
    }
    const badSort = await post({}, { sort: 'salary' });
    expect(badSort.status).toBe(400);
    expect((await badSort.json()).error).toContain('sort must be one of: relevance, freshness');
  });
});
