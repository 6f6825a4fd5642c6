import { describe, expect, it } from 'vitest';
import {
  firstAndMore,
  formatExperience,
  formatPostedAgo,
  formatPostedDate,
  formatRating,
  formatSalary,
  skillMatchSummary,
} from './jobDisplay';

describe('formatSalary (lakhs)', () => {
  it('shows a range when both ends are known', () => {
    expect(formatSalary(6, 12)).toBe('₹6 LPA - ₹12 LPA');
    expect(formatSalary(4.5, 8)).toBe('₹4.5 LPA - ₹8 LPA');
  });
  it('shows min+ with only a minimum', () => {
    expect(formatSalary(20, undefined)).toBe('₹20 LPA+');
  });
  it('shows Up to max with only a maximum', () => {
    expect(formatSalary(undefined, 10)).toBe('Up to ₹10 LPA');
    expect(formatSalary(0, 10)).toBe('Up to ₹10 LPA');
  });
  it('says Not specified without either', () => {
    expect(formatSalary(undefined, undefined)).toBe('Not specified');
    expect(formatSalary(0, Number.NaN)).toBe('Not specified');
  });
});

describe('formatExperience', () => {
  it('shows a range of years', () => {
    expect(formatExperience(2, 5)).toBe('2 - 5 years');
  });
  it('shows min+ years with only a minimum', () => {
    expect(formatExperience(3, undefined)).toBe('3+ years');
  });
  it('shows Up to max with only a maximum, Fresher for zero', () => {
    expect(formatExperience(undefined, 2)).toBe('Up to 2 years');
    expect(formatExperience(0, undefined)).toBe('Fresher');
    expect(formatExperience(0, 2)).toBe('0 - 2 years');
  });
  it('says Not specified without either', () => {
    expect(formatExperience(undefined, undefined)).toBe('Not specified');
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

describe('skillMatchSummary', () => {
  it('counts the matched skills out of all the job asks for', () => {
    expect(
      skillMatchSummary({
        matched: ['React', 'TypeScript', 'CSS', 'Git'],
        missing: ['GraphQL', 'Jest'],
      }),
    ).toBe('4 of 6 skills match');
    expect(skillMatchSummary({ matched: [], missing: ['Go'] })).toBe('0 of 1 skill matches');
    expect(skillMatchSummary({ matched: [], missing: [] })).toBe('');
  });
});

describe('formatRating', () => {
  it('shows one decimal, and nothing when there is no rating', () => {
    expect(formatRating(4.25)).toBe('4.3');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(undefined)).toBeNull();
    expect(formatRating(0)).toBeNull();
  });
});

describe('firstAndMore', () => {
  it('keeps the first items and counts the rest', () => {
    expect(firstAndMore(['a', 'b', 'c', 'd', 'e'], 3)).toEqual({ shown: ['a', 'b', 'c'], more: 2 });
    expect(firstAndMore(['a'], 3)).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('formatPostedAgo (calendar days in India)', () => {
  // 12:00 UTC is 17:30 in India, on 25 Nov 2026
  const now = new Date('2026-11-25T12:00:00Z');

  it('says today for the same day in India, even a few minutes ago or just after midnight', () => {
    expect(formatPostedAgo('2026-11-25T11:55:00Z', now)).toBe('today');
    // 18:35 UTC on the 24th is 00:05 on the 25th in India
    expect(formatPostedAgo('2026-11-24T18:35:00Z', now)).toBe('today');
  });

  it('says yesterday for the day before in India, though under 24 hours ago', () => {
    // 18:25 UTC on the 24th is 23:55 on the 24th in India
    expect(formatPostedAgo('2026-11-24T18:25:00Z', now)).toBe('yesterday');
  });

  it('counts the days up to 29, then says 30+ days ago', () => {
    expect(formatPostedAgo('2026-11-23T06:00:00Z', now)).toBe('2 days ago');
    expect(formatPostedAgo('2026-10-27T06:00:00Z', now)).toBe('29 days ago');
    expect(formatPostedAgo('2026-10-26T06:00:00Z', now)).toBe('30+ days ago');
    expect(formatPostedAgo('2025-01-01T06:00:00Z', now)).toBe('30+ days ago');
  });

  it('reads a date ahead of the clock as today, and nothing for a missing or invalid date', () => {
    expect(formatPostedAgo('2026-11-26T06:00:00Z', now)).toBe('today');
    expect(formatPostedAgo(undefined, now)).toBe('');
    expect(formatPostedAgo('', now)).toBe('');
    expect(formatPostedAgo('not a date', now)).toBe('');
  });
});
