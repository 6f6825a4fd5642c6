import { describe, expect, it } from 'vitest';
import {
  PLAN_DEFAULTS,
  QUOTA_CATEGORIES,
  quotaPercent,
  quotaStatus,
  quotaUsagePayloadSchema,
} from './plan';

describe('plan and quotas (ADR 022)', () => {
  it('rounds the percentage used down, so 100 means none left, and caps it at 100', () => {
    expect(quotaPercent(164, 1000)).toBe(16);
    expect(quotaPercent(9984, 10000)).toBe(99);
    expect(quotaPercent(10000, 10000)).toBe(100);
    expect(quotaPercent(12, 10)).toBe(100);
    expect(quotaPercent(0, 0)).toBe(100);
  });

  it('tells a quota available, low from 80 % on, and used up when none is left', () => {
    expect(quotaStatus(0, 1000)).toBe('available');
    expect(quotaStatus(799, 1000)).toBe('available');
    expect(quotaStatus(800, 1000)).toBe('low');
    expect(quotaStatus(1000, 1000)).toBe('used_up');
    expect(quotaStatus(0, 0)).toBe('used_up');
  });

  it('describes the quota-usage payload with a card and its history per quota', () => {
    const payload = {
      plan: { ...PLAN_DEFAULTS },
      quotas: QUOTA_CATEGORIES.map((category) => ({
        category,
        title: category,
        status: 'available',
        used: 1,
        left: 9,
        percent: 10,
        limit: 10,
        resets_on: category === 'job_postings' ? null : '2026-12-01',
        history: [{ date: '2026-11-25', used: 1 }],
      })),
    };
    expect(quotaUsagePayloadSchema.safeParse(payload).success).toBe(true);
    expect(
      quotaUsagePayloadSchema.safeParse({
        ...payload,
        quotas: [{ ...payload.quotas[0], percent: 101 }],
      }).success,
    ).toBe(false);
  });
});
