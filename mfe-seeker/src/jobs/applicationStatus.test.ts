import { describe, expect, it } from 'vitest';
import { applicationStatusDisplay } from './applicationStatus';

describe('applicationStatusDisplay', () => {
  it.each([
    ['applied', 'Applied', 'yellow'],
    ['under_review', 'Shortlisted', 'orange'],
    ['interview', 'Interviewing', 'blue'],
    ['rejected', 'Rejected', 'red'],
    ['accepted', 'Selected', 'green'],
  ] as const)('shows %s as %s in %s', (status, label, tone) => {
    expect(applicationStatusDisplay(status)).toEqual({ label, tone });
  });
});
