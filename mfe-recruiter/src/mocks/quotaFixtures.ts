import {
  PLAN_DEFAULTS,
  QUOTA_HISTORY_DAYS,
  QUOTA_TITLES,
  quotaPercent,
  quotaStatus,
  type QuotaCategory,
} from '@rozgar/contracts/vocabularies';
import type { QuotaDay, QuotaUsage, QuotaUsagePayload } from '../plan/quotaApi';

/*
 * The account's plan and quotas as GET /api/recruiter/quota-usage answers them (ADR 022), with the
 * figures of the original quota cards: 7 of 10 job postings, 164 of 1,000 resume views, 9,984 of
 * 10,000 invites. Days end on 25 Nov 2026; monthly quotas reset on 1 Dec 2026.
 */

export const FIXTURE_TODAY = '2026-11-25';

/** The 30 days up to `today`, oldest first, each used `usedOn(index)` times. */
export function quotaHistory(usedOn: (index: number) => number, today = FIXTURE_TODAY): QuotaDay[] {
  return Array.from({ length: QUOTA_HISTORY_DAYS }, (_, index) => {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + index - QUOTA_HISTORY_DAYS + 1);
    return { date: date.toISOString().slice(0, 10), used: usedOn(index) };
  });
}

/** One quota as the BFF computes it from its figures. */
export function quotaFixture(
  category: QuotaCategory,
  used: number,
  limit: number,
  history: QuotaDay[] = quotaHistory(() => 0),
): QuotaUsage {
  return {
    category,
    title: QUOTA_TITLES[category],
    status: quotaStatus(used, limit),
    used,
    left: Math.max(0, limit - used),
    percent: quotaPercent(used, limit),
    limit,
    resets_on: category === 'job_postings' ? null : '2026-12-01',
    history,
  };
}

/** The three quotas, each with a history that adds up to no more than its use. */
export function quotaUsageFixture({
  jobPostings = 7,
  resumeViews = 164,
  invites = 9_984,
}: { jobPostings?: number; resumeViews?: number; invites?: number } = {}): QuotaUsagePayload {
  return {
    plan: { ...PLAN_DEFAULTS },
    quotas: [
      quotaFixture(
        'job_postings',
        jobPostings,
        PLAN_DEFAULTS.job_limit,
        quotaHistory((i) => (i % 9 === 4 ? 1 : 0)),
      ),
      quotaFixture(
        'resume_views',
        resumeViews,
        PLAN_DEFAULTS.resume_views_per_month,
        quotaHistory((i) => (i >= 6 ? (i * 7) % 11 : 0)),
      ),
      quotaFixture(
        'candidate_invites',
        invites,
        PLAN_DEFAULTS.candidate_invites_per_month,
        quotaHistory((i) => (i >= 6 ? 300 + ((i * 37) % 120) : 0)),
      ),
    ],
  };
}
