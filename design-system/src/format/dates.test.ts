import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate } from './dates';

describe('dates', () => {
  it('shows an instant as two-digit day, three-letter month, two-digit year, in India', () => {
    expect(formatDate('2026-09-05T10:00:00Z')).toBe('05 Sep 26');
    // 20:00 UTC on 31 Dec is already 1 Jan in India
    expect(formatDate('2025-12-31T20:00:00Z')).toBe('01 Jan 26');
    expect(formatDate(Date.UTC(2025, 2, 5, 10))).toBe('05 Mar 25');
  });

  it('shows a calendar date as that day, whatever the time zone', () => {
    expect(formatCalendarDate('1998-09-05')).toBe('05 Sep 98');
    expect(formatCalendarDate('1998-03-05T00:00:00.000Z')).toBe('05 Mar 98');
  });

  it('answers "" for a missing or invalid date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatCalendarDate(undefined)).toBe('');
    expect(formatCalendarDate('1998-13-45')).toBe('');
  });
});
