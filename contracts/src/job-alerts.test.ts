import { describe, expect, it } from 'vitest';
import {
  JOB_ALERT_TEXTS,
  UNSUBSCRIBE_TEXTS,
  defaultJobAlertName,
  jobAlertCreateBodySchema,
  jobAlertSchema,
  jobAlertSearchParams,
  jobAlertUpdateBodySchema,
  jobSearchQuerySchema,
  rangeInBucket,
  unsubscribeQuerySchema,
} from './index';

const problem = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues[0]?.message;

describe('job alert bodies', () => {
  it('saves the search as the job search parses it: groups from comma texts or lists, paging and order left out', () => {
    const body = jobAlertCreateBodySchema.parse({
      frequency: 'daily',
      search: {
        q: ' React ',
        locations: 'Pune,Mumbai',
        workModes: ['Remote', ' '],
        experience: '2-5',
        minExp: '1',
        page: '3',
        sort: 'newest',
        roles: '',
      },
    });
    expect(body).toEqual({
      frequency: 'daily',
      search: {
        q: 'React',
        locations: ['Pune', 'Mumbai'],
        workModes: ['Remote'],
        experience: ['2-5'],
        minExp: 1,
      },
    });
    // the same words as GET /api/jobs reads them
    const { page, pageSize, sort, ...filters } = jobSearchQuerySchema.parse({
      q: 'React',
      locations: 'Pune,Mumbai',
      workModes: 'Remote',
      experience: '2-5',
      minExp: '1',
    });
    expect([page, pageSize, sort]).toEqual([1, 20, undefined]);
    expect(body.search).toEqual(filters);
  });

  it('defaults to an instant alert over every open job', () => {
    expect(jobAlertCreateBodySchema.parse({})).toEqual({ frequency: 'instant', search: {} });
  });

  it('answers a bad body in words', () => {
    const bad = (input: unknown) => problem(jobAlertCreateBodySchema.safeParse(input));
    expect(bad({ name: '  ' })).toBe(JOB_ALERT_TEXTS.nameRequired);
    expect(bad({ name: 'x'.repeat(81) })).toBe(JOB_ALERT_TEXTS.nameTooLong);
    expect(bad({ frequency: 'hourly' })).toBe(JOB_ALERT_TEXTS.frequencyInvalid);
    expect(bad({ search: { salary: '7-9' } })).toBe('must be one of 0-5, 5-10, 10-20, 20+');
    expect(bad({ search: { city: 'Pune' } })).toBe('Unknown search filter: city');
    expect(bad({ search: 'React' })).toBe('search must be an object of the job search filters');
    expect(bad({ search: { minExp: 99 } })).toBe('Enter a number of years from 0 to 60');
    expect(bad({ owner: 'me' })).toBe('Unknown field: owner');
  });

  it('changes any of name, frequency, paused and search, at least one', () => {
    expect(jobAlertUpdateBodySchema.parse({ paused: true })).toEqual({ paused: true });
    expect(jobAlertUpdateBodySchema.parse({ name: ' Pune React ' })).toEqual({
      name: 'Pune React',
    });
    expect(problem(jobAlertUpdateBodySchema.safeParse({}))).toBe(JOB_ALERT_TEXTS.nothingToChange);
    expect(problem(jobAlertUpdateBodySchema.safeParse({ paused: 'yes' }))).toBe(
      JOB_ALERT_TEXTS.pausedInvalid,
    );
  });

  it('takes the unsubscribe token from the query; a missing one is said in words', () => {
    expect(unsubscribeQuerySchema.parse({ token: 'abc.def' })).toEqual({ token: 'abc.def' });
    expect(problem(unsubscribeQuerySchema.safeParse({}))).toBe(UNSUBSCRIBE_TEXTS.missingToken);
    expect(problem(unsubscribeQuerySchema.safeParse({ token: '' }))).toBe(
      UNSUBSCRIBE_TEXTS.missingToken,
    );
  });
});

describe('job alert vocabulary', () => {
  it('names an alert after its words and location, or "All jobs"', () => {
    expect(defaultJobAlertName({ q: 'React', locations: ['Pune'] })).toBe('React in Pune');
    expect(defaultJobAlertName({ location: 'Pune' })).toBe('Jobs in Pune');
    expect(defaultJobAlertName({ workModes: ['Remote'] })).toBe('All jobs');
    const long = defaultJobAlertName({ q: 'x'.repeat(100) });
    expect(long).toHaveLength(80);
    expect(long.endsWith('…')).toBe(true);
  });

  it('turns a search back into /jobs parameters', () => {
    expect(
      jobAlertSearchParams({ q: 'React', locations: ['Pune', 'Mumbai'], minExp: 2, roles: [] }),
    ).toEqual({ q: 'React', locations: 'Pune,Mumbai', minExp: '2' });
  });

  it('sends an alert in its documented shape', () => {
    const alert = {
      id: 'a'.repeat(24),
      name: 'React in Pune',
      frequency: 'instant',
      paused: false,
      search: { q: 'React', locations: ['Pune'], salary: ['10-20'] },
      created_at: '2026-11-25T09:00:00.000Z',
      last_sent_at: null,
    };
    expect(jobAlertSchema.parse(alert)).toEqual(alert);
    expect(jobAlertSchema.safeParse({ ...alert, frequency: 'hourly' }).success).toBe(false);
    expect(jobAlertSchema.safeParse({ ...alert, user_id: 'x' }).success).toBe(false);
  });

  it('keeps the search overlap rule of ranges (rangeInBucket)', () => {
    const twoToFive = { value: '2-5', min: 2, max: 5 };
    expect(rangeInBucket(2, 5, twoToFive)).toBe(true);
    expect(rangeInBucket(5, 10, twoToFive)).toBe(false);
    expect(rangeInBucket(0, 2, twoToFive)).toBe(false);
    expect(rangeInBucket(3, 7, twoToFive)).toBe(true);
    expect(rangeInBucket(null, null, twoToFive)).toBe(false);
  });
});
