import { describe, expect, it } from 'vitest';
import { formatSessionDate, indiaDate } from './indiaDate';

describe('formatSessionDate', () => {
  it.each([
    ['2026-09-05', 'Saturday, 5 September 2026'],
    ['2026-12-31', 'Thursday, 31 December 2026'],
    ['2027-01-01', 'Friday, 1 January 2027'],
  ])('%s reads %s', (value, text) => {
    expect(formatSessionDate(value)).toBe(text);
  });

  it('leaves what is not a calendar date as it is', () => {
    expect(formatSessionDate('2026-02-30')).toBe('2026-02-30');
    expect(formatSessionDate('soon')).toBe('soon');
  });
});

describe('indiaDate', () => {
  it("is the day in India, which can be tomorrow in UTC's evening", () => {
    expect(indiaDate(0, new Date('2026-09-05T20:00:00Z'))).toBe('2026-09-06');
    expect(indiaDate(2, new Date('2026-09-05T10:00:00Z'))).toBe('2026-09-07');
  });
});
