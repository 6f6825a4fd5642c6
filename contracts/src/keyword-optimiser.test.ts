import { describe, expect, it } from 'vitest';
import {
  KEYWORD_ADVICE,
  KEYWORD_OPTIMISER_LIMITS,
  keywordAnalysisRequestSchema,
  keywordAnalysisSchema,
  keywordListQuerySchema,
} from './index';

const problem = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe('keywordAnalysisRequestSchema', () => {
  it('takes a draft: trimmed title, description, key skills split like a posting, role, industry', () => {
    expect(
      keywordAnalysisRequestSchema.parse({
        source: 'draft',
        title: '  Senior React Developer ',
        description: 'Build\r\nthings',
        skills: 'React, TypeScript,react',
        role: ' Frontend Developer ',
        industry: 'IT/ITES',
      }),
    ).toEqual({
      source: 'draft',
      title: 'Senior React Developer',
      description: 'Build\nthings',
      skills: ['React', 'TypeScript'],
      role: 'Frontend Developer',
      industry: 'IT/ITES',
    });
  });

  it('lets a draft leave out everything but its title', () => {
    expect(keywordAnalysisRequestSchema.parse({ source: 'draft', title: 'Tester' })).toEqual({
      source: 'draft',
      title: 'Tester',
      description: '',
    });
    expect(problem(keywordAnalysisRequestSchema.safeParse({ source: 'draft', title: ' ' }))).toBe(
      'Job title is required',
    );
  });

  it('takes one of my jobs by its id, and nothing else with it', () => {
    const job_id = 'a'.repeat(24);
    expect(keywordAnalysisRequestSchema.parse({ source: 'job', job_id })).toEqual({
      source: 'job',
      job_id,
    });
    expect(problem(keywordAnalysisRequestSchema.safeParse({ source: 'job', job_id: 'x1' }))).toBe(
      'Not a valid job id',
    );
    expect(
      problem(keywordAnalysisRequestSchema.safeParse({ source: 'job', job_id, title: 'T' })),
    ).toBe('Unknown field: title');
  });

  it('takes pasted text up to the longest title and description together', () => {
    const text = 'x'.repeat(KEYWORD_OPTIMISER_LIMITS.pastedText);
    expect(keywordAnalysisRequestSchema.parse({ source: 'text', text })).toEqual({
      source: 'text',
      text,
    });
    expect(
      problem(keywordAnalysisRequestSchema.safeParse({ source: 'text', text: `${text}x` })),
    ).toMatch(/^Job text must be at most/);
    expect(problem(keywordAnalysisRequestSchema.safeParse({ source: 'text', text: '' }))).toBe(
      'Job text is required',
    );
  });

  it('refuses an unknown source, an unknown industry and a body that is not an object', () => {
    expect(problem(keywordAnalysisRequestSchema.safeParse({ source: 'url' }))).toBe(
      'Source must be one of: draft, job, text',
    );
    expect(problem(keywordAnalysisRequestSchema.safeParse({}))).toBe(
      'Source must be one of: draft, job, text',
    );
    expect(problem(keywordAnalysisRequestSchema.safeParse('draft'))).toBe(
      'The request body must be a JSON object',
    );
    expect(
      problem(
        keywordAnalysisRequestSchema.safeParse({ source: 'draft', title: 'T', industry: 'Space' }),
      ),
    ).toMatch(/^Industry must be one of: /);
  });
});

describe('keywordAnalysisSchema', () => {
  const rules = [
    { rule: 'title_length', met: true, advice: KEYWORD_ADVICE.titleGood },
    { rule: 'description_length', met: false, advice: KEYWORD_ADVICE.descriptionTooShort },
    { rule: 'title_keyword', met: true, advice: KEYWORD_ADVICE.titleKeywordGood },
    { rule: 'keyword_density', met: false, advice: KEYWORD_ADVICE.densityTooHigh },
    { rule: 'distinct_keywords', met: false, advice: KEYWORD_ADVICE.fewKeywords },
  ];
  const analysis = {
    score: 40,
    rules,
    title_words: 5,
    description_words: 20,
    density: 4.5,
    keywords: [{ keyword: 'React', count: 6, density: 24, relevance: 1 }],
    missing: [{ keyword: 'Redux', relevance: 0.4 }],
    overused: [{ keyword: 'React', count: 6 }],
    suggestions: [{ keyword: 'Redux', relevance: 0.4 }],
    keyword_source: { scope: 'role', value: 'Frontend Developer', jobs: 4 },
  };

  it('accepts an answer in 20-point steps with the five rules', () => {
    expect(keywordAnalysisSchema.parse(analysis)).toEqual(analysis);
  });

  it('refuses a score off the steps, a missing rule and lists over their limits', () => {
    expect(keywordAnalysisSchema.safeParse({ ...analysis, score: 50 }).success).toBe(false);
    expect(keywordAnalysisSchema.safeParse({ ...analysis, rules: rules.slice(1) }).success).toBe(
      false,
    );
    const six = Array.from({ length: 6 }, (_, i) => ({ keyword: `k${i}`, relevance: 0.5 }));
    expect(keywordAnalysisSchema.safeParse({ ...analysis, missing: six }).success).toBe(false);
    const eleven = Array.from({ length: 11 }, (_, i) => ({ keyword: `k${i}`, relevance: 0.5 }));
    expect(keywordAnalysisSchema.safeParse({ ...analysis, suggestions: eleven }).success).toBe(
      false,
    );
  });
});

describe('keywordListQuerySchema', () => {
  it('takes a role and an industry, blank ones read as absent, unknown ones refused', () => {
    expect(keywordListQuerySchema.parse({ role: ' Data Analyst ', industry: '' })).toEqual({
      role: 'Data Analyst',
    });
    expect(problem(keywordListQuerySchema.safeParse({ skills: 'x' }))).toBe(
      'Unknown query parameter: skills',
    );
  });
});
