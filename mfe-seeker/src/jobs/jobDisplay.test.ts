import { describe, expect, it } from 'vitest';
import { formatExperience, formatPostedDate, formatSalary, skillList } from './jobDisplay';

describe('formatSalary (lakhs)', () => {
  it('shows a range when both ends are known', () => {
    expect(formatSalary(6, 12)).toBe('₹6 LPA - ₹12 LPA');
    expect(formatSalary('4.5', '8')).toBe('₹4.5 LPA - ₹8 LPA');
  });
  it('shows min+ with only a minimum', () => {
    expect(formatSalary(20, null)).toBe('₹20 LPA+');
  });
  it('shows Up to max with only a maximum', () => {
    expect(formatSalary(undefined, 10)).toBe('Up to ₹10 LPA');
    expect(formatSalary(0, 10)).toBe('Up to ₹10 LPA');
  });
  it('says Not specified without either', () => {
    expect(formatSalary(null, undefined)).toBe('Not specified');
    expect(formatSalary('', 'abc')).toBe('Not specified');
  });
});

describe('formatExperience', () => {
  it('shows a range of years', () => {
    expect(formatExperience(2, 5)).toBe('2 - 5 years');
  });
  it('shows min+ years with only a minimum', () => {
    expect(formatExperience(3, null)).toBe('3+ years');
    expect(formatExperience('7', undefined)).toBe('7+ years');
  });
  it('shows Up to max with only a maximum, Fresher for zero', () => {
    expect(formatExperience(null, 2)).toBe('Up to 2 years');
    expect(formatExperience(0, null)).toBe('Fresher');
    expect(formatExperience(0, 2)).toBe('0 - 2 years');
  });
  it('says Not specified without either', () => {
    expect(formatExperience(null, null)).toBe('Not specified');
  });
});

describe('formatPostedDate', () => {
  it('uses a two-digit day, short month and two-digit year', () => {
    expect(formatPostedDate('2025-03-05T10:00:00Z')).toBe('05 Mar 25');
    expect(formatPostedDate(new Date('2026-11-21T06:00:00Z'))).toBe('21 Nov 26');
  });
  it('is empty for a missing or invalid date', () => {
    expect(formatPostedDate(null)).toBe('');
    expect(formatPostedDate('not a date')).toBe('');
  });
});

describe('skillList', () => {
  it('accepts an array or comma-separated text', () => {
    expect(skillList(['React', ' Node.js '])).toEqual(['React', 'Node.js']);
    expect(skillList('React, TypeScript,,  GraphQL ')).toEqual(['React', 'TypeScript', 'GraphQL']);
    expect(skillList(null)).toEqual([]);
  });
});
