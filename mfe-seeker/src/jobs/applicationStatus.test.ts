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

  it('shows a rejection by the pre-screening criteria as Not selected, in grey', () => {
    expect(applicationStatusDisplay('rejected', true)).toEqual({
      label: 'Not selected',
      tone: 'neutral',
    });
    // Only a rejection reads so.
    expect(applicationStatusDisplay('applied', true)).toEqual({ label: 'Applied', tone: 'yellow' });
  });
});
