import { Job } from '../models/job.server';
import { onModelWrites } from '../models/write-signal.server';

/*
 * The instant the job listing's "open" filter is evaluated at (docs/decisions/016-bff-runs-built-javascript.md,
 * "Later: the listing's CPU"). Which jobs are open depends on the time only through their expiry
 * dates, so until a job is written or the next open job expires, any instant of that period selects
 * exactly the same jobs. Filtering every request at the period's first instant, instead of at its
 * own millisecond, sends the database the same filter for the same search, which the database can
 * answer from what it just matched (the embedded database keeps recent matches by filter) — a
 * filter new at every millisecond never could.
 *
 * A period ends at the next open job's expiry (read once per period), at a write to the jobs
 * through this process's models (their write signal), and after 10 s at the latest: a job written
 * through another process with an expiry already past shows as open at most that long. No read per
 * request.
 */

/** The longest a period lasts: bounds what writes this process does not hear can change. */
export const OPEN_JOBS_PERIOD_MS = 10_000;

/** The first expiry at or after `now` of an open job: which jobs are open changes then. */
export async function nextOpenJobExpiry(now: Date): Promise<Date | null> {
  const next = await Job.findOne(
    { is_active: true, expiry_date: { $gte: now } },
    { expiry_date: 1 },
  )
    .sort({ expiry_date: 1 })
    .lean<{ expiry_date?: Date }>();
  return next?.expiry_date ?? null;
}

interface Period {
  /** Its first instant (ms). */
  from: number;
  /** Its last instant (ms); rejects when it could not be read. */
  until: Promise<number>;
}

let current: Period | undefined;
onModelWrites(({ collection }) => {
  if (collection === 'jobs') current = undefined;
});

/**
 * An instant that selects the same open jobs as `now`: the current period's first instant, or
 * `now` itself when it starts a period (or lies before the current one).
 */
export async function openJobsInstant(now: Date): Promise<Date> {
  const at = now.getTime();
  const period = current;
  if (period && period.from <= at) {
    const until = await period.until.catch(() => -Infinity);
    if (at <= until) return new Date(period.from);
  }
  if (current === period && (!period || period.from <= at)) {
    const started: Period = {
      from: at,
      until: nextOpenJobExpiry(now).then((next) =>
        Math.min(next?.getTime() ?? Infinity, at + OPEN_JOBS_PERIOD_MS),
      ),
    };
    started.until.catch(() => {
      if (current === started) current = undefined;
    });
    current = started;
  }
  return now;
}

/** Forgets the current period (tests that move the clock or write behind the models' back). */
export function forgetOpenJobsInstant(): void {
  current = undefined;
}
