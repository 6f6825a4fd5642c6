import mongoose, { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from '../../test/support/database';
import { JobAlertDelivery } from '../models/job-alert-delivery.server';
import {
  claimDeliveries,
  claimDelivery,
  finishDelivery,
  takeOverStaleDelivery,
  whileLeased,
  type DeliveryKey,
} from './job-alert-deliveries.server';

// The deliveries' ledger on the embedded database: the unique index gives a delivery to one
// claimant, a lease that ran out lets another take it over, a renewed lease does not.

let database: TestDatabase;

beforeAll(async () => {
  database = await startTestDatabase();
  await mongoose.connect(database.uri);
  await JobAlertDelivery.createIndexes();
});

afterAll(async () => {
  await mongoose.disconnect();
  await database.stop();
});

const LEASE = 1_000;
const instant = (): Extract<DeliveryKey, { kind: 'instant' }> => ({
  kind: 'instant',
  alert_id: new Types.ObjectId(),
  user_id: new Types.ObjectId(),
  job_id: new Types.ObjectId(),
});

describe('the job alert deliveries ledger', () => {
  it('gives a delivery to one of many simultaneous claims', async () => {
    const key = instant();
    const claims = await Promise.all(Array.from({ length: 8 }, () => claimDelivery(key, LEASE)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await JobAlertDelivery.countDocuments({ alert_id: key.alert_id })).toBe(1);
  });

  it('keeps one digest per alert and period, and instant deliveries apart', async () => {
    const alert = { alert_id: new Types.ObjectId(), user_id: new Types.ObjectId() };
    const daily = { ...alert, kind: 'digest' as const, period: 'daily:2026-11-25' };
    expect(await claimDelivery(daily, LEASE)).not.toBeNull();
    expect(await claimDelivery(daily, LEASE)).toBeNull();
    expect(await claimDelivery({ ...daily, period: 'daily:2026-11-26' }, LEASE)).not.toBeNull();
    const job = { ...alert, kind: 'instant' as const, job_id: new Types.ObjectId() };
    expect(await claimDelivery(job, LEASE)).not.toBeNull();
  });

  it('lets another claim take over a pending delivery whose lease ran out, once', async () => {
    const key = instant();
    const first = await claimDelivery(key, LEASE);
    const later = new Date(first!.claimed_at.getTime() + LEASE + 1);
    const [a, b] = await Promise.all([
      claimDelivery(key, LEASE, later),
      claimDelivery(key, LEASE, later),
    ]);
    expect([a, b].filter(Boolean)).toHaveLength(1);
    expect((a ?? b)!.attempts).toBe(2);
  });

  it('never takes over a finished delivery', async () => {
    const key = instant();
    const first = await claimDelivery(key, LEASE);
    expect(await finishDelivery(first!, 'sent')).toBe(true);
    const later = new Date(Date.now() + 10 * LEASE);
    expect(await claimDelivery(key, LEASE, later)).toBeNull();
    const stored = await JobAlertDelivery.findById(first!._id).lean();
    expect(stored).toMatchObject({ status: 'sent', attempts: 1 });
    expect(stored!.sent_at).toBeInstanceOf(Date);
  });

  it('renews the lease while the work runs, so a slow delivery is not taken over', async () => {
    const key = instant();
    const lease = 300;
    const delivery = await claimDelivery(key, lease);
    await whileLeased(delivery!, lease, async () => {
      await new Promise((resolve) => setTimeout(resolve, 3 * lease));
      expect(await claimDelivery(key, lease)).toBeNull();
    });
    await new Promise((resolve) => setTimeout(resolve, lease + 50));
    expect(await claimDelivery(key, lease)).not.toBeNull();
  });

  it('claims many at once: the new ones and stale ones, not those owned or done', async () => {
    const [owned, done, stale, fresh] = [instant(), instant(), instant(), instant()];
    await claimDelivery(owned, LEASE);
    await finishDelivery((await claimDelivery(done, LEASE))!, 'sent');
    await claimDelivery(stale, LEASE, new Date(Date.now() - 2 * LEASE));
    const claimed = await claimDeliveries([owned, done, stale, fresh], LEASE);
    expect(claimed.map((delivery) => String(delivery.job_id)).sort()).toEqual(
      [String(stale.job_id), String(fresh.job_id)].sort(),
    );
    expect(claimed.find((d) => String(d.job_id) === String(stale.job_id))!.attempts).toBe(2);
    // all claimed by another batch at once: nothing twice
    const again = [instant(), instant(), instant()];
    const [a, b] = await Promise.all([
      claimDeliveries(again, LEASE),
      claimDeliveries(again, LEASE),
    ]);
    expect(a.length + b.length).toBe(3);
  });

  it('finds stale deliveries of any kind for the sweep', async () => {
    await JobAlertDelivery.deleteMany({});
    const key = instant();
    const claimed = await claimDelivery(key, LEASE);
    expect(await takeOverStaleDelivery(LEASE)).toBeNull();
    const later = new Date(claimed!.claimed_at.getTime() + LEASE + 1);
    const stale = await takeOverStaleDelivery(LEASE, later);
    expect(String(stale!._id)).toBe(String(claimed!._id));
    expect(await takeOverStaleDelivery(LEASE, later)).toBeNull();
    // the first claim can no longer finish it; the one that took over can
    expect(await finishDelivery(claimed!, 'sent')).toBe(false);
    expect(await finishDelivery(stale!, 'sent')).toBe(true);
  });
});
