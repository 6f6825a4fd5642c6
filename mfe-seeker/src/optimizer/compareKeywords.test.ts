import { describe, expect, it } from 'vitest';
import { compareKeywords, countKeywords, importanceOf, keywordVocabulary } from './compareKeywords';

describe('countKeywords', () => {
  it('counts words of more than 3 letters, case-insensitively', () => {
    const counts = countKeywords('React, react and REACT; Node.js for APIs. SQL is key. Java!');
    expect(counts.get('react')).toBe(3);
    expect(counts.get('node')).toBe(1);
    expect(counts.get('java')).toBe(1);
    expect(counts.has('and')).toBe(false);
    expect(counts.has('sql')).toBe(false);
    expect(counts.has('apis')).toBe(true);
    expect(counts.has('js')).toBe(false);
  });

  it('leaves out English stop words and job-advert filler', () => {
    const counts = countKeywords('You will work with Kafka, which they have been using; your team');
    expect([...counts.keys()].sort()).toEqual(['kafka', 'team', 'using', 'work']);
  });

  it('splits on anything that is not a letter, and keeps Unicode letters', () => {
    const counts = countKeywords('data-driven résumé_writing 2024kotlin');
    expect([...counts.keys()].sort()).toEqual(['data', 'driven', 'kotlin', 'résumé', 'writing']);
  });
});

describe('importanceOf', () => {
  it('is high above 2 occurrences, medium at 2, low at 1', () => {
    expect(importanceOf(5)).toBe('high');
    expect(importanceOf(3)).toBe('high');
    expect(importanceOf(2)).toBe('medium');
    expect(importanceOf(1)).toBe('low');
  });
});

describe('compareKeywords', () => {
  it('splits the job keywords into matched and missing, most important first', () => {
    const job =
      'Kubernetes Kubernetes Kubernetes. Python python. Terraform. React developer with React.';
    const resume = 'I build React apps in python and TypeScript.';
    const result = compareKeywords(resume, job);
    expect(result.matched).toEqual([
      { keyword: 'python', count: 2, importance: 'medium' },
      { keyword: 'react', count: 2, importance: 'medium' },
    ]);
    expect(result.missing).toEqual([
      { keyword: 'kubernetes', count: 3, importance: 'high' },
      { keyword: 'developer', count: 1, importance: 'low' },
      { keyword: 'terraform', count: 1, importance: 'low' },
    ]);
    expect(result.score).toBe(40);
  });

  it('lists at most 10 missing keywords, keeping the most important', () => {
    const rare = Array.from({ length: 12 }, (_, i) => `rare${'x'.repeat(i + 1)}`).join(' ');
    const job = `${rare} docker docker docker golang golang`;
    const result = compareKeywords('', job);
    expect(result.missing).toHaveLength(14);
    expect(result.topMissing).toHaveLength(10);
    expect(result.topMissing.slice(0, 2).map((k) => [k.keyword, k.importance])).toEqual([
      ['docker', 'high'],
      ['golang', 'medium'],
    ]);
    expect(result.topMissing.slice(2).every((k) => k.importance === 'low')).toBe(true);
  });

  it('scores 0 when the job text has no keywords and 100 when the resume covers them all', () => {
    expect(compareKeywords('anything', 'a an to of').score).toBe(0);
    expect(compareKeywords('Java Spring docker', 'JAVA spring').score).toBe(100);
  });
});

describe('compareKeywords with the portal’s keywords', () => {
  it('lists as missing only job words that are words of the portal’s keywords', () => {
    const vocabulary = keywordVocabulary(['Kubernetes', 'Power BI', 'Node.js', 'React']);
    expect([...vocabulary].sort()).toEqual(['bi', 'js', 'kubernetes', 'node', 'power', 'react']);
    const result = compareKeywords(
      'Node developer',
      'Full time work from India, every day: Kubernetes, Kubernetes, Node and React.',
      vocabulary,
    );
    expect(result.missing.map(({ keyword }) => keyword)).toEqual(['kubernetes', 'react']);
    expect(result.matched.map(({ keyword }) => keyword)).toEqual(['node']);
    expect(result.score).toBe(33);
    // a word both texts share is matched even when no open job uses it
    const shared = compareKeywords('GraphQL developer', 'GraphQL and Kubernetes', vocabulary);
    expect(shared.matched.map(({ keyword }) => keyword)).toEqual(['graphql']);
    expect(shared.missing.map(({ keyword }) => keyword)).toEqual(['kubernetes']);
  });
});
