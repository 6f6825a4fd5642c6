import type { JobAlertFrequency } from '@rozgar/contracts';
import type { Types } from 'mongoose';
import { JobAlert } from '../models/job-alert.server';
import { JobAlertDelivery } from '../models/job-alert-delivery.server';
import { User } from '../models/user.server';
import {
  claimDelivery,
  finishDelivery,
  whileLeased,
  type Delivery,
} from './job-alert-deliveries.server';
import { jobsMatchingAlertCounted, type StoredJobAlert } from './job-alert-matching.server';
import type { AlertedJob, JobAlertQueueSettings } from './job-alert-queue.server';
import type { QueueJobDefinition } from './job-queue.server';

/*
 * Daily and weekly job alerts (docs/product/notifications-and-alerts.md, "Job alerts"): one
 * digest mail per alert and period with the matching jobs posted — or reopened, reposted — since
 * the alert last mailed, each job once per alert (none: no mail). Periods start at 08:00 India time — every day for daily alerts, on Mondays for
 * weekly ones; an alert gets its first digest in the first period that starts after it was
 * created. `job-alerts:digests` runs every few minutes on whichever instance is free; the
 * deliveries' unique index (alert + period) makes a second run, or a second instance, send nothing.
 */

export const DIGEST_JOB = 'job-alerts:digests';
/** A digest lists at most this many jobs, the newest first. */
export const DIGEST_JOBS_MAX = 20;
/** India is UTC+05:30 all year; periods start at 08:00 there (02:30 UTC). */
const PERIOD_START_UTC_MS = (2 * 60 + 30) * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Alerts read from the database at once. */
const BATCH = 500;

export type DigestFrequency = Exclude<JobAlertFrequency, 'instant'>;

/** The period `now` falls in: its key ("daily:2026-11-25", "weekly:2026-11-23") and start. */
export function digestPeriod(frequency: DigestFrequency, now: Date): { key: string; start: Date } {
  const sinceEpoch = now.getTime() - PERIOD_START_UTC_MS;
  let dayStart = Math.floor(sinceEpoch / DAY_MS) * DAY_MS;
  if (frequency === 'weekly') {
    const weekday = (new Date(dayStart).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
    dayStart -= weekday * DAY_MS;
  }
  const day = new Date(dayStart).toISOString().slice(0, 10);
  return { key: `${frequency}:${day}`, start: new Date(dayStart + PERIOD_START_UTC_MS) };
}

/** The jobs an alert already told about: in its digests sent, or its instant deliveries. */
async function toldJobs(alertId: Types.ObjectId): Promise<Types.ObjectId[]> {
  // each by its kind, as the deliveries' unique (partial) indexes find them
  const [digests, instants] = await Promise.all([
    JobAlertDelivery.find(
      { alert_id: alertId, kind: 'digest', status: 'sent' },
      { job_ids: 1 },
    ).lean<{ job_ids?: Types.ObjectId[] }[]>(),
    JobAlertDelivery.find(
      { alert_id: alertId, kind: 'instant', status: 'sent' },
      { job_id: 1 },
    ).lean<{ job_id?: Types.ObjectId }[]>(),
  ]);
  return [
    ...digests.flatMap((delivery) => delivery.job_ids ?? []),
    ...instants.flatMap((delivery) => (delivery.job_id ? [delivery.job_id] : [])),
  ];
}

/**
 * One digest this instance owns: the matching jobs since the alert last mailed (or was created),
 * mailed and marked sent; none → `empty`, nothing mailed.
 */
export async function deliverDigest(
  delivery: Delivery,
  settings: JobAlertQueueSettings,
  now = new Date(),
): Promise<void> {
  await whileLeased(delivery, settings.leaseMs, async () => {
    const alert = await JobAlert.findById(delivery.alert_id).lean<StoredJobAlert>();
    if (!alert || alert.paused) return void (await finishDelivery(delivery, 'dropped'));
    const since = alert.last_sent_at ?? alert.created_at;
    // a job reopened or reposted since is new again, unless this alert already told about it
    const told = await toldJobs(alert._id);
    const found = await jobsMatchingAlertCounted(alert, since, DIGEST_JOBS_MAX, now, told);
    const jobs = found.jobs as AlertedJob[];
    if (jobs.length === 0) return void (await finishDelivery(delivery, 'empty'));
    const user = await User.findById(alert.user_id, { email: 1, name: 1 }).lean<{
      _id: Types.ObjectId;
      email?: string;
      name?: string;
    }>();
    if (!user?.email) return void (await finishDelivery(delivery, 'dropped'));
    await settings.mails.digest(
      { _id: user._id, email: user.email, name: user.name ?? '' },
      alert,
      jobs,
      found.total,
    );
    const job_ids = jobs.map((job) => job._id);
    // the next digest starts from the moment this one read the jobs
    if (await finishDelivery(delivery, 'sent', { job_ids }))
      await JobAlert.updateOne({ _id: alert._id }, { $max: { last_sent_at: now } });
  });
}

/**
 * `job-alerts:digests`: every unpaused daily and weekly alert created before the current period
 * and without a delivery for it gets one (claimed first, so each is sent once). Returns how many
 * deliveries this run claimed.
 */
export async function runDigests(
  settings: JobAlertQueueSettings,
  now = new Date(),
): Promise<number> {
  let claimed = 0;
  for (const frequency of ['daily', 'weekly'] as const) {
    const period = digestPeriod(frequency, now);
    let after: Types.ObjectId | undefined;
    for (;;) {
      const alerts = await JobAlert.find(
        {
          frequency,
          paused: false,
          created_at: { $lt: period.start },
          ...(after ? { _id: { $gt: after } } : {}),
        },
        { user_id: 1 },
      )
        .sort({ _id: 1 })
        .limit(BATCH)
        .lean<{ _id: Types.ObjectId; user_id: Types.ObjectId }[]>();
      if (alerts.length === 0) break;
      after = alerts.at(-1)!._id;
      const done = new Set(
        (
          await JobAlertDelivery.find(
            { kind: 'digest', period: period.key, alert_id: { $in: alerts.map((a) => a._id) } },
            { alert_id: 1 },
          ).lean<{ alert_id: Types.ObjectId }[]>()
        ).map((delivery) => String(delivery.alert_id)),
      );
      for (const alert of alerts) {
        if (done.has(String(alert._id))) continue;
        const delivery = await claimDelivery(
          { kind: 'digest', alert_id: alert._id, user_id: alert.user_id, period: period.key },
          settings.leaseMs,
        );
        if (!delivery) continue;
        claimed++;
        await deliverDigest(delivery, settings, now).catch((error: unknown) =>
          console.error('[bff] a job alert digest was not sent (retried later)', error),
        );
      }
    }
  }
  return claimed;
}

/** The digests' queue job, for startJobQueue() (repeated `every` few minutes). */
export function digestJobs(settings: JobAlertQueueSettings): QueueJobDefinition<never>[] {
  const digests: QueueJobDefinition<Record<string, never>> = {
    name: DIGEST_JOB,
    handler: async () => {
      await runDigests(settings);
    },
    lockLifetimeMs: settings.leaseMs,
  };
  return [digests] as unknown as QueueJobDefinition<never>[];
}
