import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatTimeAgo } from './dates';

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
    expect(formatCalendarDate('1998-02-30')).toBe('');
    expect(formatDate('1999-02-29')).toBe('');
  });

  it('says how long ago an instant was, "just now" under a minute or from a clock ahead', () => {
    const now = new Date('2026-11-24T12:00:00Z');
    expect(formatTimeAgo('2026-11-24T11:59:30Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-11-24T12:00:05Z', now)).toBe('just now');
    expect(formatTimeAgo('2026-11-24T11:59:00Z', now)).toBe('1 minute ago');
    expect(formatTimeAgo('2026-11-24T11:55:00Z', now)).toBe('5 minutes ago');
    expect(formatTimeAgo('2026-11-24T09:10:00Z', now)).toBe('2 hours ago');
    expect(formatTimeAgo('2026-11-21T12:00:00Z', now)).toBe('3 days ago');
    expect(formatTimeAgo('2026-07-20T12:00:00Z', now)).toBe('4 months ago');
    expect(formatTimeAgo('2026-11-24T10:59:59Z', now)).toBe('1 hour ago');
    expect(formatTimeAgo('2025-11-24T12:00:00Z', now)).toBe('1 year ago');
    expect(formatTimeAgo('2025-11-27T12:00:00Z', now)).toBe('1 year ago');
    expect(formatTimeAgo('2023-06-01T12:00:00Z', now)).toBe('3 years ago');
    expect(formatTimeAgo(new Date('2026-11-23T12:00:00Z'), now)).toBe('1 day ago');
    expect(formatTimeAgo('not a date', now)).toBe('');
    expect(formatTimeAgo(null, now)).toBe('');
  });
});
