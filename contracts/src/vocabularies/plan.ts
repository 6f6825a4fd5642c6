/*
 * A recruiter account's plan and its quotas (docs/product/recruiter-tools-and-workspace.md#plan-and-quotas,
 * ADR 022): what the plan holds, the defaults of a new account, each quota's title and the texts of
 * a refusal once a quota is used up. No zod here: the frontends import these at run time.
 */

/** The quotas shown on /quota-usage and the dashboard's quota carousel, in their order. */
export const QUOTA_CATEGORIES = ['job_postings', 'resume_views', 'candidate_invites'] as const;
export type QuotaCategory = (typeof QUOTA_CATEGORIES)[number];

/** The quotas counted per calendar month (India time); job postings count the open jobs instead. */
export const MONTHLY_QUOTAS = [
  'resume_views',
  'candidate_invites',
] as const satisfies readonly QuotaCategory[];
export type MonthlyQuota = (typeof MONTHLY_QUOTAS)[number];

export const QUOTA_TITLES: Record<QuotaCategory, string> = {
  job_postings: 'Job postings',
  resume_views: 'Resume views',
  candidate_invites: 'Candidate invites',
};

/**
 * A quota's state: `available`, `low` once LOW_QUOTA_PERCENT of it is used, `used_up` when none is
 * left.
 */
export const QUOTA_STATUSES = ['available', 'low', 'used_up'] as const;
export type QuotaStatus = (typeof QUOTA_STATUSES)[number];
export const LOW_QUOTA_PERCENT = 80;

/**
 * A new account's plan: 10 open jobs, 1 000 resume views and 10 000 candidate invites a month,
 * 3 sub-user seats (seeded plans vary).
 */
export const PLAN_DEFAULTS = {
  job_limit: 10,
  resume_views_per_month: 1_000,
  candidate_invites_per_month: 10_000,
  sub_user_seats: 3,
} as const;

/** The days of history /api/recruiter/quota-usage sends per quota, today included. */
export const QUOTA_HISTORY_DAYS = 30;

/** The time zone a quota's month and day are counted in. */
export const QUOTA_TIME_ZONE = 'Asia/Kolkata';

/** The 403 texts of a metered action refused once its quota is used up. */
export const QUOTA_TEXTS = {
  resumeViewsUsedUp: "Your plan's resume views are used up for this month",
  candidateInvitesUsedUp: "Your plan's candidate invites are used up for this month",
} as const;

/** The refusal text of each monthly quota. */
export const QUOTA_USED_UP_TEXTS: Record<MonthlyQuota, string> = {
  resume_views: QUOTA_TEXTS.resumeViewsUsedUp,
  candidate_invites: QUOTA_TEXTS.candidateInvitesUsedUp,
};

/** A quota's state from its figures (the contracts' rule, so the carousel and the page agree). */
export function quotaStatus(used: number, limit: number): QuotaStatus {
  if (used >= limit) return 'used_up';
  return limit > 0 && (used / limit) * 100 >= LOW_QUOTA_PERCENT ? 'low' : 'available';
}

/**
 * The whole percentage of a quota used, 0–100, rounded down so that 100 means none left (9 984
 * of 10 000 is 99); a quota of 0 is 100 % used.
 */
export function quotaPercent(used: number, limit: number): number {
  if (limit <= 0) return 100;
  return Math.min(100, Math.floor((used / limit) * 100));
}
