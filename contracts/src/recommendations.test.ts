import { describe, expect, it } from 'vitest';
import {
  experienceRangeShort,
  recommendationReasonText,
  recommendationsQuerySchema,
  recommendationsSchema,
  respondsWithinText,
} from './recommendations';

describe('recommendation reasons', () => {
  it('read as the seeker sees them, in the order skills · location · experience · job type', () => {
    expect(
      recommendationReasonText({
        skills: { matched: 4, total: 5 },
        location: 'Pune',
        experience: { min: 2, max: 5 },
      }),
    ).toBe('Matches 4 of your 5 skills · Pune · 2–5 yrs');
    expect(
      recommendationReasonText({ skills: { matched: 1, total: 1 }, job_type: 'Full Time' }),
    ).toBe('Matches 1 of your 1 skill · Full Time');
    expect(recommendationReasonText({})).toBe('');
  });

  it('show an experience range with either end missing', () => {
    expect(experienceRangeShort(3, undefined)).toBe('3+ yrs');
    expect(experienceRangeShort(undefined, 4)).toBe('Up to 4 yrs');
    expect(experienceRangeShort(2, 2)).toBe('2 yrs');
  });
});

describe('respondsWithinText', () => {
  it('says one day for a day or less, else the days', () => {
    expect(respondsWithinText(1)).toBe('Usually responds within 1 day');
    expect(respondsWithinText(3)).toBe('Usually responds within 3 days');
  });
});

describe('recommendationsQuerySchema', () => {
  it('takes 1–20 jobs, 5 by default, and refuses unknown parameters', () => {
    expect(recommendationsQuerySchema.parse({})).toEqual({ limit: 5 });
    expect(recommendationsQuerySchema.parse({ limit: '12' })).toEqual({ limit: 12 });
    expect(recommendationsQuerySchema.safeParse({ limit: '21' }).error?.issues[0]?.message).toBe(
      'must be at most 20',
    );
    expect(recommendationsQuerySchema.safeParse({ sort: 'x' }).error?.issues[0]?.message).toBe(
      'Unknown query parameter: sort',
    );
  });
});

describe('recommendationsSchema', () => {
  it('refuses a skills reason that matched nothing', () => {
    const job = {
      id: '6650f1a2c3d4e5f6a7b8c9d0',
      job_title: 'React Developer',
      company: 'Sahyadri Softech',
      location: 'Pune',
      skills: ['React'],
      is_active: true,
      created_at: '2026-11-20T10:00:00.000Z',
    };
    expect(
      recommendationsSchema.safeParse({
        jobs: [{ ...job, reasons: { skills: { matched: 1, total: 3 } } }],
        personalised: true,
      }).success,
    ).toBe(true);
    expect(
      recommendationsSchema.safeParse({
        jobs: [{ ...job, reasons: { skills: { matched: 0, total: 3 } } }],
        personalised: true,
      }).success,
    ).toBe(false);
  });
});
