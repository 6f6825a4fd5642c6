import type { JobSearchFilters } from '@rozgar/contracts';
import { describe, expect, it } from 'vitest';
import { alertMatchKeys, jobMatchKeys, jobMatchesAlert } from './job-alert-matching.server';

/*
 * The matcher's keys (docs/product/notifications-and-alerts.md#job-alerts): an alert keeps the keys
 * of one necessary condition; a job holds the key of every alert it can match. The database side
 * and the agreement with GET /api/jobs are tested in test/job-alert-matching.test.ts.
 */

const job = {
  job_title: 'UI Designer',
  company: 'Deccan Apps',
  location: 'Bengalūru',
  skills: ['Figma', 'C++'],
  job_description: 'Design screens for developers',
  min_experience: 2,
  max_experience: 5,
  work_mode: 'Remote',
  is_active: true,
};

describe('alertMatchKeys', () => {
  it('keys the first narrowing group: locations, roles, words, a location text, …', () => {
    expect(alertMatchKeys({ q: 'React', locations: ['Pune', 'Mumbai'] })).toEqual([
      'L:Pune',
      'L:Mumbai',
    ]);
    expect(alertMatchKeys({ q: 'react developers' })).toEqual(['W:react', 'W:develop']);
    // a single word also matches as "contains" (a prefix as one types)
    expect(alertMatchKeys({ q: 'Developers' })).toEqual(['W:develop', 'G:dev']);
    expect(alertMatchKeys({ q: 'c++' })).toEqual(['G:c++']);
    expect(alertMatchKeys({ q: 'UI' })).toEqual(['G:ui']);
    expect(alertMatchKeys({ location: 'Pune' })).toEqual(['G:pun']);
    expect(alertMatchKeys({ experience: ['2-5'], workModes: ['Remote'] })).toEqual(['E:2-5']);
  });

  it('keys nothing narrower than every job when no group can be keyed', () => {
    expect(alertMatchKeys({})).toEqual(['*']);
    expect(alertMatchKeys({ minExp: 2 })).toEqual(['*']);
    // case folding outside ASCII differs between the database's and the search's rules
    expect(alertMatchKeys({ location: 'Bengalūru' })).toEqual(['*']);
    // only stop words: the search finds nothing, and so does the alert
    expect(alertMatchKeys({ q: 'the of and' })).toEqual([]);
  });
});

describe('jobMatchKeys', () => {
  it('holds the key of every alert the job matches', () => {
    const keys = jobMatchKeys(job);
    const searches: JobSearchFilters[] = [
      { q: 'UI' },
      { q: 'c++' },
      { q: 'designers' },
      { q: 'Desig' },
      { q: 'developer' },
      { experience: ['2-5'] },
      { workModes: ['Remote'] },
      { location: 'Bengalūru' },
      { location: 'ngal' },
      {},
    ];
    for (const search of searches) {
      expect([search, jobMatchesAlert(job, search)]).toEqual([search, true]);
      expect([search, alertMatchKeys(search).some((key) => keys.includes(key))]).toEqual([
        search,
        true,
      ]);
    }
    expect(jobMatchesAlert(job, { q: 'the of and' })).toBe(false);
    expect(jobMatchesAlert({ ...job, is_active: false }, {})).toBe(false);
  });
});
