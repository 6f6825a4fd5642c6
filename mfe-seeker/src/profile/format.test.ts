import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatDate, formatFileSize } from './format';

describe('profile formats', () => {
  it('shows instants as two-digit day, short month, two-digit year', () => {
    expect(formatDate('2026-11-20T10:00:00Z')).toBe('20 Nov 26');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('shows a date of birth on its own calendar day', () => {
    expect(formatCalendarDate('1998-03-05')).toBe('05 Mar 98');
    expect(formatCalendarDate('')).toBe('');
  });

  it('shows file sizes in bytes, kB or MB', () => {
    expect(formatFileSize(812)).toBe('812 bytes');
    expect(formatFileSize(120 * 1024)).toBe('120 kB');
    expect(formatFileSize(1.42 * 1024 * 1024)).toBe('1.4 MB');
  });
});
