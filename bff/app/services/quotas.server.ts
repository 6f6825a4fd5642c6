import {
  PLAN_DEFAULTS,
  QUOTA_CATEGORIES,
  QUOTA_HISTORY_DAYS,
  QUOTA_TIME_ZONE,
  QUOTA_TITLES,
  QUOTA_USED_UP_TEXTS,
  quotaPercent,
  quotaStatus,
  type MonthlyQuota,
  type Plan,
  type QuotaCategory,
  type QuotaUsage,
  type QuotaUsagePayload,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import type { SessionUser } from '../lib/load-context.server';
import { Job } from '../models/job.server';
import { QuotaCounter, QuotaUsageDay } from '../models/quota-usage.server';
import { UserPlan } from '../models/user-plan.server';
import { quotaTaken } from './notification-producers.server';
import { jobQuota } from './recruiter-jobs.server';
import { accountObjectId, createdByAccount } from './recruiter-account.server';

/*
 * A recruiter account's plan and its metered quotas (ADR 022,
 * docs/product/recruiter-tools-and-workspace.md#plan-and-quotas).
 */

/**
 * The account a recruiter acts for: the admin whose plan and quotas every member uses (ADR 026):
 * a sub-user's admin, else the recruiter.
 */
export function accountOf(recruiter: Pick<SessionUser, 'accountId'>): Types.ObjectId {
  return accountObjectId(recruiter);
}

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: QUOTA_TIME_ZONE });

/** The day (YYYY-MM-DD) in India at this moment. */
export const quotaDay = (now: Date): string => dayFormat.format(now);
/** The month (YYYY-MM) in India at this moment: what a monthly quota counts. */
export const quotaMonth = (now: Date): string => quotaDay(now).slice(0, 7);

/** The first day of the month after this one (YYYY-MM-01): when a monthly quota starts again. */
export function resetDay(now: Date): string {
  const [year, month] = quotaMonth(now).split('-').map(Number) as [number, number];
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last QUOTA_HISTORY_DAYS days, oldest first, today last. */
export function historyDays(now: Date): string[] {
  const today = quotaDay(now);
  return Array.from({ length: QUOTA_HISTORY_DAYS }, (_, i) =>
    addDays(today, i - QUOTA_HISTORY_DAYS + 1),
  );
}

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

/** The account's plan; a field a row lacks (a plan older than it) is the default. */
export async function planOf(account: Types.ObjectId): Promise<Plan> {
  const row = await UserPlan.findOne({ user_id: account }).lean<Partial<Plan> | null>();
  return {
    job_limit: row?.job_limit ?? PLAN_DEFAULTS.job_limit,
    resume_views_per_month: row?.resume_views_per_month ?? PLAN_DEFAULTS.resume_views_per_month,
    candidate_invites_per_month:
      row?.candidate_invites_per_month ?? PLAN_DEFAULTS.candidate_invites_per_month,
    sub_user_seats: row?.sub_user_seats ?? PLAN_DEFAULTS.sub_user_seats,
  };
}

const MONTHLY_LIMIT: Record<MonthlyQuota, keyof Plan> = {
  resume_views: 'resume_views_per_month',
  candidate_invites: 'candidate_invites_per_month',
};

/**
 * Takes one unit of a monthly quota, atomically: the month's counter is made when missing, then
 * incremented only while `used` is below the limit (a conditional $inc: of many racing takes for
 * the last unit exactly one matches). False when the quota is used up.
 */
export async function takeMonthly(
  account: Types.ObjectId,
  category: MonthlyQuota,
  limit: number,
  now: Date,
): Promise<boolean> {
  if (limit <= 0) return false;
  const month = quotaMonth(now);
  const key = { account_id: account, category, month };
  try {
    await QuotaCounter.updateOne(
      key,
      { $setOnInsert: { ...key, used: 0 } },
      { upsert: true, setDefaultsOnInsert: false },
    );
  } catch (error) {
    // Two first takes of the month at once: the other made the counter.
    if (!isDuplicateKey(error)) throw error;
  }
  const taken = await QuotaCounter.findOneAndUpdate(
    { ...key, used: { $lt: limit } },
    { $inc: { used: 1 } },
    { returnDocument: 'after', projection: { used: 1 } },
  ).lean<{ used: number }>();
  if (!taken) return false;
  await recordUse(account, category, now);
  // Crossing 90 % tells the account's admin, once a month (docs/product/notifications-and-alerts.md).
  quotaTaken(account, category, taken.used, limit, month);
  return true;
}

/**
 * Gives back a unit `takeMonthly` took this month, when the action it paid for could not be done
 * after all (its mail could not go out): the month's counter and the day's history each lose one,
 * never going below 0.
 */
export async function giveBackMonthly(
  account: Types.ObjectId,
  category: MonthlyQuota,
  now: Date,
): Promise<void> {
  await Promise.all([
    QuotaCounter.updateOne(
      { account_id: account, category, month: quotaMonth(now), used: { $gt: 0 } },
      { $inc: { used: -1 } },
    ),
    QuotaUsageDay.updateOne(
      { account_id: account, category, day: quotaDay(now), used: { $gt: 0 } },
      { $inc: { used: -1 } },
    ),
  ]);
}

/** Adds one use to the day's history of the quota. */
async function recordUse(account: Types.ObjectId, category: QuotaCategory, now: Date) {
  const key = { account_id: account, category, day: quotaDay(now) };
  const add = () =>
    QuotaUsageDay.updateOne(
      key,
      { $inc: { used: 1 }, $setOnInsert: key },
      { upsert: true, setDefaultsOnInsert: false },
    );
  try {
    await add();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
    await add();
  }
}

/** The used-up refusal of a monthly quota: 403 with the contracts' text. */
export const quotaUsedUp = (category: MonthlyQuota) =>
  jsonError(403, QUOTA_USED_UP_TEXTS[category]);

/** The limit of a monthly quota in the plan. */
export const monthlyLimit = (plan: Plan, category: MonthlyQuota) => plan[MONTHLY_LIMIT[category]];

function card(
  category: QuotaCategory,
  used: number,
  limit: number,
  resetsOn: string | null,
  history: QuotaUsage['history'],
): QuotaUsage {
  return {
    category,
    title: QUOTA_TITLES[category],
    status: quotaStatus(used, limit),
    used,
    left: Math.max(0, limit - used),
    percent: quotaPercent(used, limit),
    limit,
    resets_on: resetsOn,
    history,
  };
}

/** The jobs the account's members posted on each of the history's days (India time). */
async function postingsByDay(
  recruiter: Pick<SessionUser, 'accountId'>,
  days: string[],
): Promise<Map<string, number>> {
  const since = new Date(`${days[0]}T00:00:00+05:30`);
  const jobs = await Job.find(
    { recruiter_id: await createdByAccount(recruiter), created_at: { $gte: since } },
    {
      created_at: 1,
    },
  ).lean<Array<{ created_at: Date }>>();
  const byDay = new Map<string, number>();
  for (const job of jobs) {
    const day = quotaDay(job.created_at);
    byDay.set(day, (byDay.get(day) ?? 0) + 1);
  }
  return byDay;
}

/**
 * GET /api/recruiter/quota-usage: the plan and each quota as a card with its last 30 days. Job
 * postings are the open jobs against `job_limit` (a closed job frees its slot, so no reset date),
 * their history the jobs posted each day; the monthly quotas are this month's counters, their
 * history the uses recorded each day.
 */
export async function quotaUsage(
  recruiter: SessionUser,
  now = new Date(),
): Promise<QuotaUsagePayload> {
  const account = accountOf(recruiter);
  const days = historyDays(now);
  const [plan, jobs, counters, uses, posted] = await Promise.all([
    planOf(account),
    jobQuota(recruiter, now),
    QuotaCounter.find({ account_id: account, month: quotaMonth(now) }).lean<
      Array<{ category: MonthlyQuota; used: number }>
    >(),
    QuotaUsageDay.find({ account_id: account, day: { $gte: days[0] } }).lean<
      Array<{ category: QuotaCategory; day: string; used: number }>
    >(),
    postingsByDay(recruiter, days),
  ]);
  const usedThisMonth = new Map(counters.map((row) => [row.category, row.used]));
  const history = (category: QuotaCategory) => {
    const byDay =
      category === 'job_postings'
        ? posted
        : new Map(
            uses.filter((row) => row.category === category).map((row) => [row.day, row.used]),
          );
    return days.map((date) => ({ date, used: byDay.get(date) ?? 0 }));
  };
  const quotas = QUOTA_CATEGORIES.map((category) =>
    category === 'job_postings'
      ? card(category, jobs.open_jobs, jobs.job_limit, null, history(category))
      : card(
          category,
          usedThisMonth.get(category) ?? 0,
          monthlyLimit(plan, category),
          resetDay(now),
          history(category),
        ),
  );
  return { plan: { ...plan, job_limit: jobs.job_limit }, quotas };
}
