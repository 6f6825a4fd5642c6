import { Types } from 'mongoose';
import { Job } from '../models/job.server';
import { JobAlert } from '../models/job-alert.server';
import { JobAlertDelivery } from '../models/job-alert-delivery.server';
import { User } from '../models/user.server';
import {
  MAX_DELIVERY_ATTEMPTS,
  claimDeliveries,
  finishDelivery,
  takeOverStaleDelivery,
  whileLeased,
  type Delivery,
} from './job-alert-deliveries.server';
import {
  MATCHABLE_JOB_FIELDS,
  alertsMatchingJob,
  type MatchableJob,
  type StoredJobAlert,
} from './job-alert-matching.server';
import { enqueueSoon, type QueueJobDefinition } from './job-queue.server';
import {
  sendDigestMail,
  sendInstantAlertMail,
  type AlertMailContext,
} from './job-alert-mail.server';
import { notify } from './notifications.server';

/*
 * Job alerts delivered through the background queue (docs/product/notifications-and-alerts.md,
 * "Job alerts"; docs/decisions/028-background-jobs.md). Posting, reopening or reposting a job
 * enqueues `job-alerts:match` after its write; whichever BFF instance runs it finds the instant
 * alerts the job matches and, for each, claims the delivery (one per alert and job, whatever the
 * number of instances), notifies the seeker (the bell), mails them and marks the delivery sent.
 * `job-alerts:sweep` finishes the deliveries of an instance that died mid-way.
 */

export const MATCH_JOB = 'job-alerts:match';
export const SWEEP_JOB = 'job-alerts:sweep';

export interface JobMatchData {
  jobId: string;
}

/** A seeker as the alert mails address them. */
export interface AlertRecipient {
  _id: Types.ObjectId;
  email: string;
  name: string;
}

export type AlertedJob = MatchableJob & { _id: Types.ObjectId; created_at?: Date | null };

/** The alert mails (their texts, links and sending: job-alert-mail.server.ts). */
export interface JobAlertMails {
  instant: (user: AlertRecipient, alert: StoredJobAlert, job: AlertedJob) => Promise<void>;
  /** A digest of `jobs` (the newest; `total` match in all, when more). */
  digest: (
    user: AlertRecipient,
    alert: StoredJobAlert,
    jobs: AlertedJob[],
    total?: number,
  ) => Promise<void>;
}

export interface JobAlertQueueSettings {
  mails: JobAlertMails;
  /**
   * How long a claimed delivery may go without its instance renewing the claim before another
   * instance takes it over (the instance died). Renewed every third of it while working.
   */
  leaseMs: number;
  /** How often an instance looks for deliveries left by a dead instance. */
  sweepEvery: string | number;
}

/** The alert mails (job-alert-mail.server.ts: texts, links, unsubscribe), sent through `context`. */
export function jobAlertMails(context: AlertMailContext): JobAlertMails {
  const mailJob = (job: AlertedJob) => ({
    ...job,
    job_title: job.job_title ?? '',
    company: job.company ?? '',
    location: job.location ?? '',
  });
  return {
    instant: (user, alert, job) => sendInstantAlertMail(user, alert, mailJob(job), context),
    digest: async (user, alert, jobs, total) => {
      await sendDigestMail(user, alert, jobs.map(mailJob), context, total);
    },
  };
}

/** Deliveries worked on at once by one run of `job-alerts:match`. */
const DELIVERY_CONCURRENCY = 8;

/** Tells the queue that `jobId` was posted or opened again; never waits, never throws. */
export function enqueueJobAlertMatching(jobId: Types.ObjectId | string): void {
  enqueueSoon<JobMatchData>(MATCH_JOB, { jobId: String(jobId) });
}

/** The title and body of a job match's notification. */
export function jobMatchNotification(alert: Pick<StoredJobAlert, 'name'>, job: AlertedJob) {
  const where = job.location ? ` · ${job.location}` : '';
  return {
    title: `New job for your alert "${alert.name}": ${job.job_title ?? 'a job'}`,
    body: `${job.job_title ?? ''} at ${job.company ?? ''}${where}`.trim(),
    link: `/job-details/${String(job._id)}`,
  };
}

async function openJob(jobId: Types.ObjectId): Promise<AlertedJob | null> {
  return Job.findById(jobId, MATCHABLE_JOB_FIELDS).lean<AlertedJob>();
}

/** The seekers (with an e-mail address) among `userIds`, by id. */
async function recipients(userIds: Types.ObjectId[]): Promise<Map<string, AlertRecipient>> {
  const users = await User.find({ _id: { $in: userIds } }, { email: 1, name: 1 }).lean<
    { _id: Types.ObjectId; email?: string; name?: string }[]
  >();
  return new Map(
    users.flatMap((user) =>
      user.email
        ? [[String(user._id), { _id: user._id, email: user.email, name: user.name ?? '' }]]
        : [],
    ),
  );
}

/**
 * One instant delivery this instance owns: the notification (idempotent by its key, so a retry
 * never shows two), then the mail, then `sent`. A failure leaves it pending: the sweep retries it
 * once the lease runs out, at most MAX_DELIVERY_ATTEMPTS times.
 */
async function deliverInstant(
  delivery: Delivery,
  alert: StoredJobAlert,
  job: AlertedJob,
  user: AlertRecipient | undefined,
  settings: JobAlertQueueSettings,
): Promise<Date | null> {
  return whileLeased(delivery, settings.leaseMs, async () => {
    if (!user) {
      await finishDelivery(delivery, 'dropped');
      return null;
    }
    await notify({
      userId: alert.user_id,
      type: 'job_match',
      ...jobMatchNotification(alert, job),
      key: `job_match:${String(alert._id)}:${String(job._id)}`,
    });
    await settings.mails.instant(user, alert, job);
    const now = new Date();
    return (await finishDelivery(delivery, 'sent', {}, now)) ? now : null;
  });
}

/** Notes when the alerts last mailed (shown on the dashboard). */
async function markAlertsSent(alertIds: Types.ObjectId[], at: Date): Promise<void> {
  if (alertIds.length > 0)
    await JobAlert.updateMany({ _id: { $in: alertIds } }, { $max: { last_sent_at: at } });
}

/** Runs `work` on every item, at most `concurrency` at once. */
async function eachAtMost<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
}

/** `job-alerts:match`: the instant alerts an open job matches, each delivered once. */
export async function deliverJobMatches(
  { jobId }: JobMatchData,
  settings: JobAlertQueueSettings,
): Promise<void> {
  if (!Types.ObjectId.isValid(jobId)) return;
  const job = await openJob(new Types.ObjectId(jobId));
  if (!job) return;
  const alerts = await alertsMatchingJob(job, 'instant'); // none when the job is closed
  // one insert claims them all; a duplicate is another instance's, or delivered already
  const claimed = await claimDeliveries(
    alerts.map((alert) => ({
      kind: 'instant' as const,
      alert_id: alert._id,
      user_id: alert.user_id,
      job_id: job._id,
    })),
    settings.leaseMs,
  );
  if (claimed.length === 0) return;
  const alertsById = new Map(alerts.map((alert) => [String(alert._id), alert]));
  const users = await recipients(claimed.map((delivery) => delivery.user_id));
  const sent: Types.ObjectId[] = [];
  await eachAtMost(claimed, DELIVERY_CONCURRENCY, async (delivery) => {
    const alert = alertsById.get(String(delivery.alert_id))!;
    try {
      const sentAt = await deliverInstant(
        delivery,
        alert,
        job,
        users.get(String(alert.user_id)),
        settings,
      );
      if (sentAt) sent.push(alert._id);
    } catch (error) {
      console.error('[bff] a job alert was not delivered (retried later)', error);
    }
  });
  await markAlertsSent(sent, new Date());
}

/**
 * `job-alerts:sweep`: deliveries left pending by an instance that died (their lease ran out),
 * taken over and finished here, one at a time until none is left.
 */
export async function sweepStaleDeliveries(
  settings: JobAlertQueueSettings,
  finishDigest: (delivery: Delivery) => Promise<void>,
): Promise<number> {
  let swept = 0;
  for (;;) {
    const delivery = await takeOverStaleDelivery(settings.leaseMs);
    if (!delivery) return swept;
    swept++;
    try {
      if (delivery.attempts > MAX_DELIVERY_ATTEMPTS) {
        console.error('[bff] a job alert delivery failed too often and is dropped', delivery._id);
        await finishDelivery(delivery, 'dropped');
      } else if (delivery.kind === 'digest') await finishDigest(delivery);
      else await finishInstant(delivery, settings);
    } catch (error) {
      console.error('[bff] a job alert was not delivered (retried later)', error);
    }
  }
}

async function finishInstant(delivery: Delivery, settings: JobAlertQueueSettings) {
  const [alert, job] = await Promise.all([
    JobAlert.findById(delivery.alert_id).lean<StoredJobAlert>(),
    delivery.job_id ? openJob(delivery.job_id) : null,
  ]);
  // The alert was deleted or paused, or the job closed, while nobody was delivering: nothing.
  const stillMatches = alert && !alert.paused && job;
  if (!stillMatches) return void (await finishDelivery(delivery, 'dropped'));
  const users = await recipients([alert.user_id]);
  const sentAt = await deliverInstant(
    delivery,
    alert,
    job,
    users.get(String(alert.user_id)),
    settings,
  );
  if (sentAt) await markAlertsSent([alert._id], sentAt);
}

/** Removes everything the queue keeps about `jobId`'s deliveries (tests and benchmarks). */
export async function forgetDeliveries(filter: Record<string, unknown> = {}): Promise<void> {
  await JobAlertDelivery.deleteMany(filter);
}

/** The instant alerts' queue jobs, for startJobQueue(). */
export function instantAlertJobs(
  settings: JobAlertQueueSettings,
  finishDigest: (delivery: Delivery) => Promise<void>,
): QueueJobDefinition<never>[] {
  const match: QueueJobDefinition<JobMatchData> = {
    name: MATCH_JOB,
    handler: (data) => deliverJobMatches(data, settings),
    lockLifetimeMs: settings.leaseMs,
    // a few posts at a time per instance, the rest left to the other instances
    concurrency: 4,
    lockLimit: 4,
  };
  const sweep: QueueJobDefinition<Record<string, never>> = {
    name: SWEEP_JOB,
    handler: async () => {
      await sweepStaleDeliveries(settings, finishDigest);
    },
    lockLifetimeMs: settings.leaseMs,
  };
  return [match, sweep] as unknown as QueueJobDefinition<never>[];
}
