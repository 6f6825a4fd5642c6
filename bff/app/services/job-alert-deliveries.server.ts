import { Types } from 'mongoose';
import {
  JobAlertDelivery,
  type DeliveryStatus,
  type JobAlertDeliveryFields,
} from '../models/job-alert-delivery.server';
import { INSTANCE_NAME } from './job-queue.server';

/*
 * The ledger of job alert deliveries (docs/decisions/028-background-jobs.md): which BFF instance
 * owns a delivery (the unique index decides: the first insert wins), its lease (renewed while the
 * instance works on it; a lease that ran out means the instance died, and another takes the
 * delivery over), and its end (sent, empty or dropped).
 */

export type DeliveryKey =
  | { kind: 'instant'; alert_id: Types.ObjectId; user_id: Types.ObjectId; job_id: Types.ObjectId }
  | { kind: 'digest'; alert_id: Types.ObjectId; user_id: Types.ObjectId; period: string };

export type Delivery = JobAlertDeliveryFields & { _id: Types.ObjectId };

/** Deliveries tried this many times without success end as dropped (logged). */
export const MAX_DELIVERY_ATTEMPTS = 5;

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

function uniqueFilter(key: DeliveryKey) {
  return key.kind === 'instant'
    ? { kind: key.kind, alert_id: key.alert_id, job_id: key.job_id }
    : { kind: key.kind, alert_id: key.alert_id, period: key.period };
}

/**
 * Claims the delivery for this instance: a new one (inserted as pending), or a pending one whose
 * lease ran out `leaseMs` ago (its instance died). Null when another instance owns it or it is done.
 */
export async function claimDelivery(
  key: DeliveryKey,
  leaseMs: number,
  now = new Date(),
): Promise<Delivery | null> {
  try {
    const created = await JobAlertDelivery.create({
      ...key,
      status: 'pending',
      claimed_by: INSTANCE_NAME,
      claimed_at: now,
      attempts: 1,
      created_at: now,
    });
    return created.toObject() as Delivery;
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
  return takeOver({ ...uniqueFilter(key) }, leaseMs, now);
}

/**
 * claimDelivery() for many deliveries at once (one insert for all, `ordered: false`): the ones
 * this instance now owns — new, or taken over from a dead instance — in no particular order.
 */
export async function claimDeliveries(
  keys: DeliveryKey[],
  leaseMs: number,
  now = new Date(),
): Promise<Delivery[]> {
  if (keys.length === 0) return [];
  const documents: Delivery[] = keys.map(
    (key) =>
      ({
        _id: new Types.ObjectId(),
        ...key,
        status: 'pending',
        claimed_by: INSTANCE_NAME,
        claimed_at: now,
        attempts: 1,
        created_at: now,
      }) as Delivery,
  );
  const taken = new Set<number>();
  try {
    await JobAlertDelivery.collection.insertMany(documents, { ordered: false });
  } catch (error) {
    const writeErrors = (error as { writeErrors?: unknown }).writeErrors;
    const failures = (Array.isArray(writeErrors) ? writeErrors : [writeErrors]) as Array<{
      index?: number;
      code?: number;
    }>;
    if (!writeErrors || failures.some((failure) => failure.code !== 11000)) throw error;
    for (const failure of failures) taken.add(failure.index!);
  }
  const claimed = documents.filter((_, index) => !taken.has(index));
  for (const index of taken) {
    const takenOver = await takeOver(uniqueFilter(keys[index]!), leaseMs, now);
    if (takenOver) claimed.push(takenOver);
  }
  return claimed;
}

/** The delivery while still pending under this claim (a take-over counts one more attempt). */
function ownClaim(delivery: Delivery) {
  return {
    _id: delivery._id,
    status: 'pending' as const,
    claimed_by: INSTANCE_NAME,
    attempts: delivery.attempts,
  };
}

/** Takes over one pending delivery matching `filter` whose lease ran out; null when none. */
async function takeOver(
  filter: Record<string, unknown>,
  leaseMs: number,
  now: Date,
): Promise<Delivery | null> {
  return JobAlertDelivery.findOneAndUpdate(
    { ...filter, status: 'pending', claimed_at: { $lt: new Date(now.getTime() - leaseMs) } },
    { $set: { claimed_by: INSTANCE_NAME, claimed_at: now }, $inc: { attempts: 1 } },
    { returnDocument: 'after', sort: { claimed_at: 1 } },
  ).lean<Delivery>();
}

/** The next pending delivery of any kind whose lease ran out, now claimed by this instance. */
export function takeOverStaleDelivery(leaseMs: number, now = new Date()): Promise<Delivery | null> {
  return takeOver({}, leaseMs, now);
}

/**
 * Renews this instance's lease of `delivery` every third of `leaseMs` while `work` runs, so no
 * other instance takes over a delivery that is merely slow (a slow SMTP server).
 */
export async function whileLeased<T>(
  delivery: Delivery,
  leaseMs: number,
  work: () => Promise<T>,
): Promise<T> {
  const renew = setInterval(() => {
    JobAlertDelivery.updateOne(ownClaim(delivery), { $set: { claimed_at: new Date() } }).catch(
      (error: unknown) => console.error('[bff] a delivery lease was not renewed', error),
    );
  }, leaseMs / 3);
  try {
    return await work();
  } finally {
    clearInterval(renew);
  }
}

/**
 * Ends a delivery this instance owns: `sent` (the mail was accepted), `empty` (a digest with no
 * new jobs) or `dropped` (the alert or the job went away, or too many failed attempts). False
 * when it was no longer this instance's (taken over meanwhile).
 */
export async function finishDelivery(
  delivery: Delivery,
  status: Exclude<DeliveryStatus, 'pending'>,
  extra: { job_ids?: Types.ObjectId[] } = {},
  now = new Date(),
): Promise<boolean> {
  const finished = await JobAlertDelivery.updateOne(ownClaim(delivery), {
    $set: { status, ...extra, ...(status === 'sent' ? { sent_at: now } : {}) },
  });
  return finished.modifiedCount === 1;
}
