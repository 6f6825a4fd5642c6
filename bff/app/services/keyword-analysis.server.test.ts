import { KEYWORD_ADVICE } from '@rozgar/contracts';
import { describe, expect, it } from 'vitest';
import {
  analyseKeywords,
  countWords,
  densityRule,
  descriptionLengthRule,
  distinctKeywordsRule,
  occurrences,
  splitPastedText,
  titleKeywordRule,
  titleLengthRule,
} from './keyword-analysis.server';
import type { SourceKeyword } from './keyword-source.server';

const words = (n: number, word = 'lorem') => Array.from({ length: n }, () => word).join(' ');

describe('the five rules', () => {
  it('title length: 5 to 10 words, both included', () => {
    expect(titleLengthRule(4)).toEqual({
      rule: 'title_length',
      met: false,
      advice: 'Make your title longer and more descriptive',
    });
    expect(titleLengthRule(5)).toEqual({
      rule: 'title_length',
      met: true,
      advice: 'Good title length',
    });
    expect(titleLengthRule(10).met).toBe(true);
    expect(titleLengthRule(11)).toEqual({
      rule: 'title_length',
      met: false,
      advice: 'Your title may be too long',
    });
  });

  it('description length: at least 300 words', () => {
    expect(descriptionLengthRule(299)).toEqual({
      rule: 'description_length',
      met: false,
      advice: 'Make your job description longer (aim for at least 300 words)',
    });
    expect(descriptionLengthRule(300)).toEqual({
      rule: 'description_length',
      met: true,
      advice: 'Good description length',
    });
  });

  it('density: above 0.5 % and below 3 %, both ends excluded', () => {
    expect(densityRule(0)).toMatchObject({
      met: false,
      advice: 'Add more relevant keywords to your description',
    });
    expect(densityRule(0.5)).toMatchObject({ met: false, advice: KEYWORD_ADVICE.densityTooLow });
    expect(densityRule(0.51)).toEqual({
      rule: 'keyword_density',
      met: true,
      advice: 'Good keyword density',
    });
    expect(densityRule(2.99).met).toBe(true);
    expect(densityRule(3)).toMatchObject({ met: false, advice: KEYWORD_ADVICE.densityTooHigh });
    expect(KEYWORD_ADVICE.densityTooHigh).toMatch(/keyword stuffing/);
  });

  it('title keyword and keyword variety (5 distinct at least)', () => {
    expect(titleKeywordRule(true)).toMatchObject({ rule: 'title_keyword', met: true });
    expect(titleKeywordRule(false)).toMatchObject({
      met: false,
      advice: KEYWORD_ADVICE.titleKeywordMissing,
    });
    expect(distinctKeywordsRule(4)).toMatchObject({ rule: 'distinct_keywords', met: false });
    expect(distinctKeywordsRule(5).met).toBe(true);
  });
});

describe('counting', () => {
  it('counts words holding a letter or digit', () => {
    expect(countWords('  Senior React Developer - Pune / 5+ yrs ')).toBe(6);
    expect(countWords('')).toBe(0);
  });

  it('finds a keyword as a whole word or phrase, case-insensitively', () => {
    expect(occurrences('Java, JavaScript and java.', 'Java')).toBe(2);
    expect(occurrences('C++ and c++11, C#', 'C++')).toBe(2);
    expect(occurrences('Power  BI dashboards in power bi', 'Power BI')).toBe(2);
    expect(occurrences('Node.js or NodeXjs', 'Node.js')).toBe(1);
  });

  it('takes pasted text’s first non-blank line as the title', () => {
    expect(splitPastedText('\n  React Developer \nBuild UIs.\n\nShip them.')).toEqual({
      title: 'React Developer',
      description: 'Build UIs.\n\nShip them.',
    });
  });
});

const keyword = (name: string, relevance: number): SourceKeyword => ({
  keyword: name,
  key: name.toLowerCase(),
  relevance,
  jobs: 1,
  searches: 0,
});
const source = (keywords: SourceKeyword[]) => ({
  scope: 'role' as const,
  value: 'Frontend Developer',
  jobs: 4,
  keywords,
});

describe('analyseKeywords', () => {
  const keywords = [
    keyword('React', 1),
    keyword('Developer', 0.9),
    keyword('TypeScript', 0.8),
    keyword('Redux', 0.7),
    keyword('Jest', 0.6),
    keyword('CSS', 0.5),
    keyword('GraphQL', 0.4),
  ];

  it('scores 100 when all five rules are met', () => {
    // 6 title words; 300 description words of which each of 5 keywords is used twice (2/306 ≈ 0.65 %)
    const title = 'Senior React Developer for Payments Team';
    const used = 'TypeScript Redux Jest CSS React TypeScript Redux Jest CSS React';
    const description = `${used} ${words(290)}`;
    const analysis = analyseKeywords({ title, description }, source(keywords));
    expect(analysis.title_words).toBe(6);
    expect(analysis.description_words).toBe(300);
    expect(analysis.rules.every((rule) => rule.met)).toBe(true);
    expect(analysis.score).toBe(100);
    expect(analysis.keywords.map((found) => [found.keyword, found.count])).toEqual([
      ['React', 3],
      ['TypeScript', 2],
      ['Redux', 2],
      ['Jest', 2],
      ['CSS', 2],
      ['Developer', 1],
    ]);
    expect(analysis.missing).toEqual([{ keyword: 'GraphQL', relevance: 0.4 }]);
    expect(analysis.suggestions).toEqual([{ keyword: 'GraphQL', relevance: 0.4 }]);
    expect(analysis.keyword_source).toEqual({
      scope: 'role',
      value: 'Frontend Developer',
      jobs: 4,
    });
  });

  it('lists overused keywords (more than 5 times, at most 3) and warns of stuffing', () => {
    const description = `${words(6, 'React')} ${words(7, 'Redux')} ${words(8, 'Jest')} ${words(9, 'CSS')} ${words(5, 'GraphQL')}`;
    const analysis = analyseKeywords({ title: 'Dev', description }, source(keywords));
    expect(analysis.overused).toEqual([
      { keyword: 'CSS', count: 9 },
      { keyword: 'Jest', count: 8 },
      { keyword: 'Redux', count: 7 },
    ]);
    expect(analysis.rules[3]).toMatchObject({ met: false, advice: KEYWORD_ADVICE.densityTooHigh });
    expect(analysis.rules[0]).toMatchObject({ met: false, advice: KEYWORD_ADVICE.titleTooShort });
    expect(analysis.score).toBe(20); // 5 distinct keywords
  });

  it('keeps missing to 5 of the high-relevance keywords and suggestions to the top 10', () => {
    const many = Array.from({ length: 30 }, (_, i) => keyword(`Skill${i}`, 1 - i / 30));
    const analysis = analyseKeywords(
      { title: 'Skill0 engineer', description: 'Skill1' },
      source(many),
    );
    expect(analysis.missing.map((item) => item.keyword)).toEqual([
      'Skill2',
      'Skill3',
      'Skill4',
      'Skill5',
      'Skill6',
    ]);
    expect(analysis.suggestions).toHaveLength(10);
    expect(analysis.suggestions[0]!.keyword).toBe('Skill2');
    expect(analysis.rules[2]!.met).toBe(true);
  });

  it('counts the key skills as part of the text: a suggestion added there is found', () => {
    const text = { title: 'Senior React Developer for payments', description: words(20) };
    const before = analyseKeywords(text, source(keywords));
    expect(before.suggestions.map((item) => item.keyword)).toContain('Redux');
    const after = analyseKeywords({ ...text, skills: ['Redux', 'Jest'] }, source(keywords));
    expect(after.suggestions.map((item) => item.keyword)).not.toContain('Redux');
    expect(after.keywords.map((found) => found.keyword)).toEqual(
      expect.arrayContaining(['Redux', 'Jest']),
    );
    expect(after.description_words).toBe(20);
    // 27 words in all: title 5, description 20, skills 2 (React, Developer, Redux, Jest once each)
    expect(after.keywords.find((found) => found.keyword === 'Jest')!.density).toBe(
      Math.round((1 / 27) * 10000) / 100,
    );
  });

  it('scores a text without any keyword 0 on the keyword rules, and an empty source too', () => {
    const analysis = analyseKeywords({ title: 'Nothing here', description: 'at all' }, source([]));
    expect(analysis).toMatchObject({
      score: 0,
      density: 0,
      keywords: [],
      missing: [],
      suggestions: [],
    });
  });
});
