import { describe, expect, it } from 'vitest';
import {
  analyticsDay,
  analyticsDays,
  applyRate,
  jobAnalyticsQuerySchema,
  jobAnalyticsSchema,
  type JobAnalytics,
} from './job-analytics';

const JOB = '64b000000000000000000001';

describe('jobAnalyticsQuerySchema', () => {
  it('defaults to 30 days and all jobs', () => {
    expect(jobAnalyticsQuerySchema.parse({})).toEqual({ range: 30 });
    expect(jobAnalyticsQuerySchema.parse({ range: '', job: '' })).toEqual({ range: 30 });
  });

  it('takes 30 or 90 days and one job id', () => {
    expect(jobAnalyticsQuerySchema.parse({ range: '90', job: JOB.toUpperCase() })).toEqual({
      range: 90,
      job: JOB,
    });
  });

  it.each([['7'], ['abc'], ['30.5'], ['-30']])('refuses range %s in words', (range) => {
    const result = jobAnalyticsQuerySchema.safeParse({ range });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Range must be one of: 30, 90 days');
  });

  it('refuses a job that is not an id and unknown parameters', () => {
    expect(jobAnalyticsQuerySchema.safeParse({ job: 'x' }).error?.issues[0]?.message).toBe(
      'Job must be a job id',
    );
    expect(jobAnalyticsQuerySchema.safeParse({ days: '30' }).error?.issues[0]?.message).toBe(
      'Unknown query parameter: days',
    );
  });
});

describe('analytics days', () => {
  it('names a moment by its UTC day', () => {
    expect(analyticsDay(new Date('2026-11-25T23:59:59.999Z'))).toBe('2026-11-25');
    expect(analyticsDay(new Date('2026-11-26T00:00:00+05:30'))).toBe('2026-11-25');
  });

  it('lists every day of the range, oldest first, ending today, across months', () => {
    const days = analyticsDays(30, new Date('2026-03-10T08:00:00Z'));
    expect(days).toHaveLength(30);
    expect(days[0]).toBe('2026-02-09');
    expect(days.at(-1)).toBe('2026-03-10');
    expect(new Set(days).size).toBe(30);
    expect(analyticsDays(90, new Date('2026-11-25T00:00:00Z'))).toHaveLength(90);
  });
});

describe('applyRate', () => {
  it('is applies per 100 views to one decimal, null without views', () => {
    expect(applyRate(8, 1)).toBe(12.5);
    expect(applyRate(3, 1)).toBe(33.3);
    expect(applyRate(5, 0)).toBe(0);
    expect(applyRate(0, 2)).toBeNull();
  });
});

describe('jobAnalyticsSchema', () => {
  const figures = {
    views: 2,
    applies: 1,
    apply_rate: 50,
    by_status: { applied: 1, under_review: 0, interview: 0, accepted: 0, rejected: 0 },
  };
  const payload: JobAnalytics = {
    range: 30,
    from: '2026-10-27',
    to: '2026-11-25',
    job_id: null,
    totals: figures,
    days: [{ date: '2026-11-25', views: 2, applies: 1 }],
    jobs: [
      {
        ...figures,
        job_id: JOB,
        job_title: 'Frontend Developer',
        status: 'active',
        posted_at: '2026-11-20T10:00:00.000Z',
      },
    ],
  };

  it('accepts the payload the API sends', () => {
    expect(jobAnalyticsSchema.parse(payload)).toEqual(payload);
  });

  it('refuses another range, a bad day or a negative count', () => {
    expect(jobAnalyticsSchema.safeParse({ ...payload, range: 7 }).success).toBe(false);
    expect(
      jobAnalyticsSchema.safeParse({ ...payload, days: [{ date: '25/11', views: 0, applies: 0 }] })
        .success,
    ).toBe(false);
    expect(
      jobAnalyticsSchema.safeParse({ ...payload, totals: { ...figures, views: -1 } }).success,
    ).toBe(false);
  });
});
