import { describe, expect, it } from 'vitest';
import { applicationStatusDisplay } from './applicationStatus';

describe('applicationStatusDisplay', () => {
  it.each([
    ['applied', 'Applied', 'yellow'],
    ['under_review', 'Shortlisted', 'orange'],
    ['interview', 'Interviewing', 'blue'],
    ['rejected', 'Rejected', 'red'],
    ['accepted', 'Selected', 'green'],
  ])('shows %s as %s in %s', (status, label, tone) => {
    expect(applicationStatusDisplay(status)).toEqual({ label, tone });
  });

  it('keeps an unknown status as it is, in grey', () => {
    expect(applicationStatusDisplay('on_hold')).toEqual({ label: 'on_hold', tone: 'grey' });
    expect(applicationStatusDisplay('toString')).toEqual({ label: 'toString', tone: 'grey' });
  });
});
