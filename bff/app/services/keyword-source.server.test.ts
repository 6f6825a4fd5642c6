import { describe, expect, it } from 'vitest';
import {
  isKeywordWord,
  keywordKey,
  sharedKeywords,
  titleKeywords,
  weighKeywords,
} from './keyword-source.server';

const job = (job_title: string, skills: string[] = []) => ({ job_title, skills });

describe('weighKeywords', () => {
  it('takes the skills and title words of the jobs, each job counting a keyword once', () => {
    const keywords = weighKeywords(
      [
        job('React Developer', ['React', 'TypeScript']),
        job('Senior React Developer', ['react', 'Redux']),
        job('Java Developer', ['Java']),
      ],
      [],
    );
    const byKey = Object.fromEntries(keywords.map((keyword) => [keyword.key, keyword]));
    expect(byKey.react).toMatchObject({ keyword: 'React', jobs: 2, searches: 0 });
    expect(byKey.developer).toMatchObject({ keyword: 'Developer', jobs: 3, relevance: 1 });
    expect(byKey.typescript).toMatchObject({ jobs: 1, relevance: 0.33 });
    expect(byKey.senior).toMatchObject({ jobs: 1 });
  });

  it('leaves out stop words, places and job-advert filler, in titles and as one-word skills', () => {
    const keywords = weighKeywords(
      [job('Full Time Work From Home Sales Executive - India, Every Day', ['Remote', 'Sales'])],
      [],
    );
    expect(keywords.map((keyword) => keyword.key).sort()).toEqual(['executive', 'sales']);
  });

  it('weighs a keyword by jobs × (1 + ln(1 + searches)), searches counting whole words or phrases', () => {
    const keywords = weighKeywords(
      [job('Data Analyst', ['SQL', 'Power BI']), job('Data Engineer', ['SQL', 'Python'])],
      [
        { term: 'power bi developer', count: 4 },
        { term: 'sql', count: 1 },
        { term: 'mysql', count: 50 }, // not the word "sql"
        { term: 'python', count: 19 },
      ],
    );
    const weight = (jobs: number, searches: number) => jobs * (1 + Math.log(1 + searches));
    const highest = weight(1, 19); // python
    const byKey = Object.fromEntries(keywords.map((keyword) => [keyword.key, keyword]));
    expect(keywords[0]!.key).toBe('python');
    expect(byKey.python).toMatchObject({ searches: 19, relevance: 1 });
    expect(byKey['power bi']).toMatchObject({
      keyword: 'Power BI',
      searches: 4,
      relevance: Math.round((weight(1, 4) / highest) * 100) / 100,
    });
    expect(byKey.sql).toMatchObject({
      jobs: 2,
      searches: 1,
      relevance: Math.round((weight(2, 1) / highest) * 100) / 100,
    });
    expect(byKey.data).toMatchObject({ jobs: 2, searches: 0 });
  });

  it('is empty without jobs', () => {
    expect(weighKeywords([], [{ term: 'react', count: 3 }])).toEqual([]);
  });
});

describe('the keyword words', () => {
  it('keeps words like c++, c# and node.js whole', () => {
    expect(titleKeywords('C++ / C# and Node.js Engineer, Pune')).toEqual([
      'c++',
      'c#',
      'node.js',
      'engineer',
    ]);
    expect(keywordKey('  Power   BI ')).toBe('power bi');
  });

  it('refuses one-letter words, numbers and stop words', () => {
    expect(['r', '2026', 'with', 'india', 'go'].map(isKeywordWord)).toEqual([
      false,
      false,
      false,
      false,
      true,
    ]);
  });
});

describe('sharedKeywords', () => {
  it("counts the draft's title words and skills a job has, each once", () => {
    const draft = new Set(['senior', 'java', 'developer', 'spring boot']);
    expect(sharedKeywords(job('Java Developer', ['Java', 'Spring Boot']), draft)).toBe(3);
    expect(sharedKeywords(job('React Developer', ['React']), draft)).toBe(1);
    expect(sharedKeywords(job('Accountant', ['Tally']), draft)).toBe(0);
  });
});
