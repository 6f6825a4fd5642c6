import { collectionVersion } from '../models/collection-version.server';
import { Job } from '../models/job.server';
import { VersionedCache } from './versioned-cache.server';

/*
 * The instant the job listing's "open" filter is evaluated at (docs/decisions/016-bff-runs-built-javascript.md,
 * "Later: the listing's CPU"). Which jobs are open depends on the time only through their expiry
 * dates, so between two writes to the jobs and before the next open job's expiry, any instant of
 * that period selects exactly the same jobs. Filtering every request at the period's first
 * instant, instead of at its own millisecond, sends the database the same filter for the same
 * search, which the database can answer from what it just matched (the embedded database keeps
 * recent matches by filter) — a filter new at every millisecond never could.
 */

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

const periods = new VersionedCache<number>({
  readVersion: () => collectionVersion('jobs'),
  nextChange: nextOpenJobExpiry,
  maxAgeMs: 30_000,
  maxEntries: 1,
});

/**
 * An instant that selects the same open jobs as `now`: the start of the current period (one read
 * of the jobs' version per call), or `now` itself when it starts a period or lies before the
 * kept one.
 */
export async function openJobsInstant(now: Date): Promise<Date> {
  return new Date(await periods.get('open', now, async () => now.getTime()));
}

/** Forgets the kept period (tests that move the clock or write behind the model's back). */
export function forgetOpenJobsInstant(): void {
  periods.clear();
}
