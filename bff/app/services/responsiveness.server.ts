import { RESPONSIVENESS_RULE } from '@rozgar/contracts';
import { Types } from 'mongoose';
import { AccountResponsiveness } from '../models/account-responsiveness.server';
import { Application } from '../models/application.server';
import { Job } from '../models/job.server';
import { User } from '../models/user.server';

/*
 * The responsiveness badge (docs/product/notifications-and-alerts.md "Responsiveness"): how fast a
 * recruiter account (ADR 026: the admin and every sub-user) moves an application off "applied".
 * Over the account's applications whose first status change came in the last 90 days: with at
 * least 10 of them and a median time to that change of at most 7 days, its jobs say "Usually
 * responds within N days" (N = the median in days rounded up, at least 1); otherwise nothing.
 *
 * The figure is kept per account in `account_responsiveness` and in this process, and refreshed
 * once it is older than `RESPONSIVENESS_TTL_MS` (the stale figure is served meanwhile), so a list
 * of jobs reads one small row per account instead of aggregating applications per request.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long a computed figure stands before it is computed again. */
export const RESPONSIVENESS_TTL_MS = 60 * 60 * 1000;
/** How long this process trusts the stored figures it read before reading them again. */
const LOCAL_TTL_MS = 5 * 60 * 1000;
const MAX_LOCAL_ENTRIES = 10_000;

interface HistoryEntry {
  status: string;
  at: Date;
  screened_out?: boolean | null;
}

/**
 * The time from applying to the application's first status change by the account, when that
 * change came at or after `since`; null for an application nobody has answered yet, and for one
 * the job's pre-screening criteria rejected on applying (not an answer of a person).
 */
export function firstResponseDelayMs(history: readonly HistoryEntry[], since: Date): number | null {
  const [applied, first] = history;
  if (!applied || !first || history.some((entry) => entry.screened_out)) return null;
  if (first.at.getTime() < since.getTime()) return null;
  return Math.max(0, first.at.getTime() - applied.at.getTime());
}

export interface Responsiveness {
  responses: number;
  median_days?: number;
  /** The badge's N; absent without a badge. */
  within_days?: number;
}

/** The rule over the first-response delays of an account's applications. */
export function responsivenessOf(delaysMs: readonly number[]): Responsiveness {
  const responses = delaysMs.length;
  if (responses === 0) return { responses };
  const sorted = [...delaysMs].sort((a, b) => a - b);
  const middle = Math.floor(responses / 2);
  const medianMs =
    responses % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  // to a millionth of a day, so 3 days read from milliseconds never rounds up to 4
  const median_days = Math.round((medianMs / DAY_MS) * 1e6) / 1e6;
  const earned =
    responses >= RESPONSIVENESS_RULE.minResponses &&
    median_days <= RESPONSIVENESS_RULE.maxMedianDays;
  return earned
    ? { responses, median_days, within_days: Math.max(1, Math.ceil(median_days)) }
    : { responses, median_days };
}

/** Computes an account's figure from its applications (the admin's id names the account). */
export async function computeResponsiveness(
  accountId: Types.ObjectId,
  now = new Date(),
): Promise<Responsiveness> {
  const since = new Date(now.getTime() - RESPONSIVENESS_RULE.windowDays * DAY_MS);
  const members = await User.find({ account_id: accountId }, { _id: 1 }).lean();
  const jobs = await Job.find(
    { recruiter_id: { $in: [accountId, ...members.map((member) => member._id)] } },
    { _id: 1 },
  ).lean();
  if (jobs.length === 0) return { responses: 0 };
  // an application answered in the window changed at or after its start
  const applications = await Application.find(
    { job_id: { $in: jobs.map((job) => job._id) }, updated_at: { $gte: since } },
    { history: 1 },
  ).lean<Array<{ history: HistoryEntry[] }>>();
  const delays = applications
    .map((application) => firstResponseDelayMs(application.history, since))
    .filter((delay): delay is number => delay !== null);
  return responsivenessOf(delays);
}

/** Computes and stores an account's figure. */
async function refresh(accountId: Types.ObjectId, now: Date): Promise<number | undefined> {
  const figure = await computeResponsiveness(accountId, now);
  await AccountResponsiveness.replaceOne(
    { account_id: accountId },
    { account_id: accountId, ...figure, computed_at: now },
    { upsert: true },
  );
  return figure.within_days;
}

const local = new Map<string, { within?: number; until: number }>();
const refreshing = new Map<string, Promise<number | undefined>>();
/** A job's creator → their account: a member never changes account (ADR 026). */
const accountOfMember = new Map<string, string>();
/**
 * Creators with no user (a deleted account, imported or generated jobs) → until when that is
 * trusted: a page of their jobs would otherwise look them up again on every request.
 */
const noAccountUntil = new Map<string, number>();

function remember<Value>(map: Map<string, Value>, key: string, value: Value) {
  if (map.size >= MAX_LOCAL_ENTRIES) map.clear();
  map.set(key, value);
}

/** One refresh per account at a time in this process. */
function refreshOnce(accountId: string, now: Date): Promise<number | undefined> {
  const running = refreshing.get(accountId);
  if (running) return running;
  const started = refresh(new Types.ObjectId(accountId), now)
    .then((within) => {
      remember(local, accountId, { within, until: Date.now() + LOCAL_TTL_MS });
      return within;
    })
    .finally(() => refreshing.delete(accountId));
  refreshing.set(accountId, started);
  return started;
}

async function accountsOf(creatorIds: readonly string[]): Promise<Map<string, string>> {
  const now = Date.now();
  const unknown = creatorIds.filter(
    (id) => !accountOfMember.has(id) && !((noAccountUntil.get(id) ?? 0) > now),
  );
  if (unknown.length > 0) {
    const users = await User.find(
      { _id: { $in: unknown.map((id) => new Types.ObjectId(id)) } },
      { account_id: 1 },
    ).lean<Array<{ _id: Types.ObjectId; account_id?: Types.ObjectId | null }>>();
    for (const user of users)
      remember(accountOfMember, String(user._id), String(user.account_id ?? user._id));
    for (const id of unknown)
      if (!accountOfMember.has(id)) remember(noAccountUntil, id, now + LOCAL_TTL_MS);
  }
  return new Map(
    creatorIds.flatMap((id) => {
      const account = accountOfMember.get(id);
      return account ? [[id, account] as const] : [];
    }),
  );
}

/**
 * The badge's N of each account: from this process when fresh, else from the stored figures; an
 * account never computed is computed now, a stale one is served and refreshed in the background.
 */
async function withinDaysOf(accountIds: readonly string[], now: Date) {
  const result = new Map<string, number | undefined>();
  const unread: string[] = [];
  for (const id of accountIds) {
    const cached = local.get(id);
    if (cached && cached.until > now.getTime()) result.set(id, cached.within);
    else unread.push(id);
  }
  if (unread.length === 0) return result;
  const stored = await AccountResponsiveness.find(
    { account_id: { $in: unread.map((id) => new Types.ObjectId(id)) } },
    { account_id: 1, within_days: 1, computed_at: 1 },
  ).lean();
  const storedById = new Map(stored.map((row) => [String(row.account_id), row]));
  const missing: string[] = [];
  for (const id of unread) {
    const row = storedById.get(id);
    if (!row) {
      missing.push(id);
      continue;
    }
    const within = row.within_days ?? undefined;
    result.set(id, within);
    if (now.getTime() - row.computed_at.getTime() < RESPONSIVENESS_TTL_MS)
      remember(local, id, {
        within,
        until: Math.min(
          now.getTime() + LOCAL_TTL_MS,
          row.computed_at.getTime() + RESPONSIVENESS_TTL_MS,
        ),
      });
    else void refreshOnce(id, now).catch(() => undefined);
  }
  const computed = await Promise.all(missing.map((id) => refreshOnce(id, now)));
  missing.forEach((id, index) => result.set(id, computed[index]));
  return result;
}

type WithCreator = Record<string, unknown> & { recruiter_id?: unknown };

/**
 * The jobs with `responds_within_days` when their account earned the badge; a job without a
 * recruiter (seeded, imported) never has one.
 */
export async function withResponsiveness<Job extends WithCreator>(
  jobs: Job[],
  now = new Date(),
): Promise<Job[]> {
  const creators = [
    ...new Set(
      jobs.flatMap((job) =>
        job.recruiter_id != null && Types.ObjectId.isValid(String(job.recruiter_id))
          ? [String(job.recruiter_id)]
          : [],
      ),
    ),
  ];
  if (creators.length === 0) return jobs;
  const accounts = await accountsOf(creators);
  const within = await withinDaysOf([...new Set(accounts.values())], now);
  return jobs.map((job) => {
    const { responds_within_days: _stale, ...rest } = job;
    const account = job.recruiter_id != null ? accounts.get(String(job.recruiter_id)) : undefined;
    const days = account ? within.get(account) : undefined;
    return (days === undefined ? rest : { ...rest, responds_within_days: days }) as Job;
  });
}
