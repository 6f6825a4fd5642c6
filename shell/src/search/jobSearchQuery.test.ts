import { describe, expect, it } from 'vitest';
import { jobSearchUrl, parseExperienceRange } from './jobSearchQuery';

describe('parseExperienceRange', () => {
  it('splits a range on the hyphen', () => {
    expect(parseExperienceRange('2-5')).toEqual({ min: 2, max: 5 });
    expect(parseExperienceRange(' 3 - 7 ')).toEqual({ min: 3, max: 7 });
  });

  it('treats a single number as a minimum only', () => {
    expect(parseExperienceRange('4')).toEqual({ min: 4 });
  });

  it('counts non-numbers as 0 and drops a zero max', () => {
    expect(parseExperienceRange('abc-5')).toEqual({ min: 0, max: 5 });
    expect(parseExperienceRange('3-abc')).toEqual({ min: 3 });
    expect(parseExperienceRange('3-0')).toEqual({ min: 3 });
    expect(parseExperienceRange('fresher')).toEqual({ min: 0 });
  });

  it('means no filter when empty', () => {
    expect(parseExperienceRange('')).toBeNull();
    expect(parseExperienceRange('   ')).toBeNull();
  });
});

describe('jobSearchUrl', () => {
  it('carries every filled input, trimmed', () => {
    expect(jobSearchUrl({ query: ' React ', experience: '2-5', location: ' Pune ' })).toBe(
      '/jobs?q=React&minExp=2&maxExp=5&location=Pune',
    );
  });

  it('leaves empty inputs out', () => {
    expect(jobSearchUrl({ query: '', experience: '', location: '' })).toBe('/jobs');
    expect(jobSearchUrl({ query: 'Data Engineer', experience: '', location: '' })).toBe(
      '/jobs?q=Data+Engineer',
    );
    expect(jobSearchUrl({ query: '', experience: '5', location: 'Bengaluru' })).toBe(
      '/jobs?minExp=5&location=Bengaluru',
    );
  });
});
