import {
  KEYWORD_ADVICE,
  keywordAnalysisSchema,
  keywordListSchema,
  postedJobSchema,
} from '@rozgar/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Job } from '../app/models/job.server';
import { SearchTerm } from '../app/models/search-term.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * POST /api/keyword-optimiser/analyse and GET /api/keyword-optimiser/keywords over HTTP (ADR 021,
 * docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser): who may analyse
 * what, and real analyses against the stored open jobs and the searches seekers made.
 */

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;
let recruiter: Account;
let otherRecruiter: Account;

function openJob(
  job_title: string,
  role: string,
  skills: string[],
  extra: Record<string, unknown> = {},
) {
  return {
    job_title,
    role,
    skills,
    company: 'Sahyadri Softech',
    location: 'Pune',
    industry: 'IT/ITES',
    is_active: true,
    created_at: new Date(Date.now() - DAY),
    expiry_date: new Date(Date.now() + 30 * DAY),
    ...extra,
  };
}

beforeAll(async () => {
  app = await startTestApp();
  [recruiter, otherRecruiter] = await Promise.all([
    loggedIn(app, 'Recruiter', 'Priya Nair'),
    loggedIn(app, 'Recruiter', 'Arjun Rao'),
  ]);
  await Job.insertMany([
    openJob('React Developer', 'Frontend Developer', ['React', 'TypeScript', 'Redux']),
    openJob('Senior React Developer', 'Frontend Developer', ['React', 'TypeScript', 'Jest']),
    openJob('Frontend Engineer', 'Frontend Developer', ['React', 'CSS', 'Jest', 'Webpack']),
    openJob('UI Developer, Full Time, India', 'Frontend Developer', ['CSS', 'TypeScript']),
    // closed or expired: never a source
    openJob('COBOL Developer', 'Frontend Developer', ['COBOL'], { is_active: false }),
    openJob('Fortran Developer', 'Frontend Developer', ['Fortran'], {
      expiry_date: new Date(Date.now() - DAY),
    }),
    openJob('Data Analyst', 'Data Analyst', ['SQL', 'Power BI'], {
      industry: 'Banking/Financial Services',
    }),
    openJob('Senior Data Analyst', 'Data Analyst', ['SQL', 'Python'], {
      industry: 'Banking/Financial Services',
    }),
    openJob('Business Data Analyst', 'Data Analyst', ['SQL', 'Excel'], {
      industry: 'Banking/Financial Services',
    }),
  ]);
  // seekers search for Jest more than for Webpack (one job each... Jest is in two)
  for (const q of ['jest', 'jest testing', 'Webpack'])
    expect((await app.client().get(`/api/jobs?q=${encodeURIComponent(q)}`)).status).toBe(200);
  await vi.waitFor(async () => expect(await SearchTerm.countDocuments()).toBe(3), {
    timeout: 5000,
  });
});

afterAll(async () => {
  await app?.close();
});

const analyse = (account: Account | null, body: unknown) =>
  (account?.client ?? app.client()).post('/api/keyword-optimiser/analyse', body);

async function analysed(body: unknown, account = recruiter) {
  const response = await analyse(account, body);
  expect(response.status).toBe(200);
  return payload(keywordAnalysisSchema, await response.json());
}

const draft = {
  source: 'draft',
  title: 'React Developer for our payments team',
  description: 'You will build React screens in TypeScript and test them with Jest.',
  role: 'Frontend Developer',
};

describe('POST /api/keyword-optimiser/analyse: who may', () => {
  it('answers a visitor 401 and a seeker 403', async () => {
    expect((await analyse(null, draft)).status).toBe(401);
    const seeker = await loggedIn(app, 'Job Seeker');
    const response = await analyse(seeker, draft);
    expect(response.status).toBe(403);
  });

  it("analyses the recruiter's own job only: 403 for another's, 404 for an unknown one", async () => {
    const [job] = await Job.insertMany([
      openJob('Angular Developer', 'Mobile Developer', ['Angular'], {
        recruiter_id: otherRecruiter.id,
      }),
    ]);
    const others = await analyse(recruiter, { source: 'job', job_id: String(job!._id) });
    expect(others.status).toBe(403);
    expect(await others.json()).toEqual({ error: 'You can only view your own jobs' });
    const unknown = await analyse(recruiter, { source: 'job', job_id: 'f'.repeat(24) });
    expect(unknown.status).toBe(404);
    expect(
      (await analysed({ source: 'job', job_id: String(job!._id) }, otherRecruiter)).title_words,
    ).toBe(2);
  });

  it('refuses a bad body with 400 and its first problem', async () => {
    const cases: Array<[unknown, string]> = [
      [{}, 'Source must be one of: draft, job, text'],
      [{ source: 'draft', description: 'x' }, 'Job title is required'],
      [{ source: 'job', job_id: '12' }, 'Not a valid job id'],
      [{ source: 'text', text: 'x', extra: 1 }, 'Unknown field: extra'],
      [
        { ...draft, industry: 'Space' },
        expect.stringMatching(/^Industry must be one of: /) as unknown as string,
      ],
    ];
    for (const [body, error] of cases) {
      const response = await analyse(recruiter, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.json()).toEqual({ error });
    }
    const notJson = await recruiter.client.request('/api/keyword-optimiser/analyse', {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    expect(notJson.status).toBe(400);
    expect((await recruiter.client.get('/api/keyword-optimiser/analyse')).status).toBe(405);
  });
});

describe('POST /api/keyword-optimiser/analyse: the analysis', () => {
  it("scores a draft against its role's open jobs, weighted by searches", async () => {
    const analysis = await analysed(draft);
    expect(analysis.keyword_source).toEqual({
      scope: 'role',
      value: 'Frontend Developer',
      jobs: 4,
    });
    expect(analysis.title_words).toBe(6);
    expect(analysis.rules.map((rule) => [rule.rule, rule.met, rule.advice])).toEqual([
      ['title_length', true, KEYWORD_ADVICE.titleGood],
      ['description_length', false, KEYWORD_ADVICE.descriptionTooShort],
      ['title_keyword', true, KEYWORD_ADVICE.titleKeywordGood],
      // React ×2, Developer, TypeScript, Jest in 18 words: far above 3 %
      ['keyword_density', false, KEYWORD_ADVICE.densityTooHigh],
      ['distinct_keywords', false, KEYWORD_ADVICE.fewKeywords],
    ]);
    expect(analysis.score).toBe(40);
    expect(analysis.keywords.map(({ keyword, count }) => [keyword, count])).toEqual([
      ['React', 2],
      ['Jest', 1],
      ['Developer', 1],
      ['TypeScript', 1],
    ]);
    const suggested = analysis.suggestions.map((suggestion) => suggestion.keyword);
    // what the draft lacks, most relevant first; closed and expired jobs' skills never; no filler
    expect(suggested).toEqual(expect.arrayContaining(['CSS', 'Redux', 'Webpack', 'Senior']));
    expect(suggested[0]).toBe('CSS');
    for (const word of ['COBOL', 'Fortran', 'Full', 'Time', 'India', 'React'])
      expect(suggested).not.toContain(word);
    // Webpack (one job, searched once) outweighs Redux (one job, never searched)
    expect(suggested.indexOf('Webpack')).toBeLessThan(suggested.indexOf('Redux'));
    expect(analysis.missing.map((item) => item.keyword)).toEqual(suggested.slice(0, 5));
  });

  it('adding suggestions to the draft raises its score', async () => {
    const longer = {
      ...draft,
      description: `${draft.description} We value CSS craft, Redux stores and Webpack builds; React, TypeScript, Jest, CSS, Redux and Webpack are daily tools. ${'Our team ships weekly and reviews each change together. '.repeat(30)}`,
    };
    const analysis = await analysed(longer);
    expect(analysis.description_words).toBe(301);
    expect(analysis.density).toBe(0.65);
    expect(analysis.rules.map((rule) => rule.met)).toEqual([true, true, true, true, true]);
    expect(analysis.score).toBe(100);
    expect(analysis.suggestions.map((s) => s.keyword)).not.toContain('CSS');
  });

  it("analyses the recruiter's posted job, key skills included, against the jobs most like it", async () => {
    const posted = await recruiter.client.post('/api/jobs', {
      job_title: 'TypeScript Engineer',
      employment_type: 'Full Time, Permanent',
      work_mode: 'Hybrid',
      job_description: 'TypeScript, React, React, React, React, React, React and more React.',
      skills: 'TypeScript, React',
      min_experience: 2,
      max_experience: 5,
      min_salary: 5,
      max_salary: 10,
      location: 'Pune',
      company: 'Sahyadri Softech',
      industry: 'IT/ITES',
      qualification: 'MCA',
    });
    expect(posted.status).toBe(201);
    const { job } = payload(postedJobSchema, await posted.json());
    const analysis = await analysed({ source: 'job', job_id: job.id });
    // its source: the open jobs sharing 2 of its words and skills, itself left out
    expect(analysis.keyword_source).toEqual({
      scope: 'title',
      value: 'typescript, engineer, TypeScript, React',
      jobs: 3,
    });
    // 7 times in the description, once in the key skills
    expect(analysis.overused).toEqual([{ keyword: 'React', count: 8 }]);
    expect(analysis.rules[0]).toMatchObject({ met: false, advice: KEYWORD_ADVICE.titleTooShort });
  });

  it('falls back to the industry when no open job is close to the draft', async () => {
    const analysis = await analysed({
      source: 'draft',
      title: 'Payments Lead',
      industry: 'Banking/Financial Services',
    });
    expect(analysis.keyword_source).toEqual({
      scope: 'industry',
      value: 'Banking/Financial Services',
      jobs: 3,
    });
    expect(analysis.suggestions.map((s) => s.keyword)).toEqual(
      expect.arrayContaining(['SQL', 'Data', 'Analyst']),
    );
  });

  it('takes pasted text’s first line as the title and falls back to similar jobs', async () => {
    const analysis = await analysed({
      source: 'text',
      text: 'Data Analyst\nSQL and Python every day, Power BI dashboards for the sales team.',
    });
    expect(analysis.title_words).toBe(2);
    expect(analysis.keyword_source).toEqual({ scope: 'title', value: 'data, analyst', jobs: 3 });
    expect(analysis.keywords.map((found) => found.keyword)).toEqual(
      expect.arrayContaining(['SQL', 'Python', 'Power BI', 'Data', 'Analyst']),
    );
    expect(analysis.suggestions.map((s) => s.keyword)).toEqual(['Business', 'Excel', 'Senior']);
  });
});

describe('GET /api/keyword-optimiser/keywords', () => {
  it("lists a role's keywords to anyone, most relevant first, without filler", async () => {
    const response = await app.client().get('/api/keyword-optimiser/keywords?role=Data%20Analyst');
    expect(response.status).toBe(200);
    const { keywords } = payload(keywordListSchema, await response.json());
    expect(keywords.slice(0, 3).map((keyword) => keyword.keyword)).toEqual([
      'Analyst',
      'Data',
      'SQL',
    ]);
    expect(keywords[0]!.relevance).toBe(1);
    expect(keywords.map((keyword) => keyword.keyword)).not.toContain('React');
  });

  it('lists every open job’s keywords without a role, and refuses unknown parameters', async () => {
    const all = payload(
      keywordListSchema,
      await (await app.client().get('/api/keyword-optimiser/keywords')).json(),
    ).keywords.map((keyword) => keyword.keyword.toLowerCase());
    expect(all).toEqual(expect.arrayContaining(['react', 'sql', 'jest']));
    for (const filler of ['work', 'every', 'full', 'india', 'time'])
      expect(all).not.toContain(filler);
    const bad = await app.client().get('/api/keyword-optimiser/keywords?skills=x');
    expect(bad.status).toBe(400);
  });
});
