import type { Db } from 'mongodb';
import { JobAlertDelivery } from '../models/job-alert-delivery.server';
import { DIGEST_JOB, deliverDigest, digestJobs } from './job-alert-digests.server';
import {
  SWEEP_JOB,
  instantAlertJobs,
  type JobAlertMails,
  type JobAlertQueueSettings,
} from './job-alert-queue.server';
import { startJobQueue } from './job-queue.server';
import { notificationRetentionJobs, RETENTION_JOB } from './notification-retention.server';

/*
 * The BFF's background jobs (docs/decisions/028-background-jobs.md), started with the server and
 * stopped with it: the job alerts' matching, digests and sweep, and the notifications' retention.
 * Settings from the environment:
 * - JOB_QUEUE_PROCESS=0: this process only enqueues (another instance runs the jobs);
 * - JOB_QUEUE_POLL_MS: how often an idle instance looks for due jobs (default 1000);
 * - JOB_ALERT_LEASE_MS: how long a dead instance's deliveries wait before another takes them
 *   over (default 30 000; renewed every third while working);
 * - JOB_ALERT_SWEEP_EVERY, JOB_ALERT_DIGESTS_EVERY: Agenda intervals (defaults "30 seconds",
 *   "10 minutes");
 * - NOTIFICATION_RETENTION_EVERY: how often old notifications are removed (default "1 day").
 */

export interface BackgroundJobsOptions {
  db: Db;
  env: Record<string, string | undefined>;
  mails: JobAlertMails;
}

const positive = (value: string | undefined, fallback: number) => {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : fallback;
};

export function backgroundJobSettings(env: Record<string, string | undefined>) {
  return {
    process: env.JOB_QUEUE_PROCESS !== '0',
    processEveryMs: positive(env.JOB_QUEUE_POLL_MS, 1_000),
    leaseMs: positive(env.JOB_ALERT_LEASE_MS, 30_000),
    sweepEvery: env.JOB_ALERT_SWEEP_EVERY?.trim() || '30 seconds',
    digestsEvery: env.JOB_ALERT_DIGESTS_EVERY?.trim() || '10 minutes',
    retentionEvery: env.NOTIFICATION_RETENTION_EVERY?.trim() || '1 day',
  };
}

/** Starts this process's queue with the BFF's jobs (processing them unless JOB_QUEUE_PROCESS=0). */
export async function startBackgroundJobs({ db, env, mails }: BackgroundJobsOptions) {
  const settings = backgroundJobSettings(env);
  const alerts: JobAlertQueueSettings = {
    mails,
    leaseMs: settings.leaseMs,
    sweepEvery: settings.sweepEvery,
  };
  await JobAlertDelivery.createIndexes();
  return startJobQueue({
    db,
    process: settings.process,
    processEveryMs: settings.processEveryMs,
    definitions: [
      ...instantAlertJobs(alerts, (delivery) => deliverDigest(delivery, alerts)),
      ...digestJobs(alerts),
      ...notificationRetentionJobs(),
    ],
    repeating: [
      { every: settings.sweepEvery, name: SWEEP_JOB },
      { every: settings.digestsEvery, name: DIGEST_JOB },
      { every: settings.retentionEvery, name: RETENTION_JOB },
    ],
  });
}
