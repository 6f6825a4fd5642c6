import { MongoServerError } from 'mongodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestDatabase, type TestDatabase } from './embedded-server.js';

// The queries the background-job queue sends (docs/decisions/028-background-jobs.md): Agenda's
// MongoDB backend (@agendajs/mongo-backend 4: getNextJobToRun, lockJob, unlockJob, saveJob of a
// repeating "single" job, saveJobState) and the job alert deliveries' ledger (partial unique
// indexes, take-over, $max on a null date), with the results mongod gives (the manual's
// "Query for Null or Missing Fields", comparison type bracketing, "$setOnInsert", "$max" by BSON
// comparison order, "Partial Indexes" with unique).

let t: TestDatabase;
const jobs = () => t.db.collection('agenda_jobs');

beforeAll(async () => {
  t = await startTestDatabase('queue');
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await t.db.dropDatabase();
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe("Agenda's lock query (getNextJobToRun)", () => {
  const lockQuery = (lockDeadline: Date) => ({
    name: 'job-alerts:match',
    disabled: { $ne: true },
    $or: [
      { lockedAt: { $eq: null }, nextRunAt: { $lte: new Date() } },
      { lockedAt: { $lte: lockDeadline } },
    ],
  });

  beforeEach(async () => {
    await jobs().createIndex(
      { name: 1, nextRunAt: 1, priority: -1, lockedAt: 1, disabled: 1 },
      { name: 'findAndLockNextJobIndex' },
    );
    await jobs().insertMany([
      {
        _id: 'missing-lock' as never,
        name: 'job-alerts:match',
        nextRunAt: minutesAgo(3),
        priority: 0,
      },
      {
        _id: 'null-lock' as never,
        name: 'job-alerts:match',
        nextRunAt: minutesAgo(3),
        priority: 10,
        lockedAt: null,
      },
      {
        _id: 'stale-lock' as never,
        name: 'job-alerts:match',
        nextRunAt: null,
        priority: 0,
        lockedAt: minutesAgo(20),
      },
      {
        _id: 'fresh-lock' as never,
        name: 'job-alerts:match',
        nextRunAt: null,
        priority: 0,
        lockedAt: minutesAgo(1),
      },
      {
        _id: 'future' as never,
        name: 'job-alerts:match',
        nextRunAt: new Date(Date.now() + 60_000),
        priority: 0,
      },
      {
        _id: 'disabled' as never,
        name: 'job-alerts:match',
        nextRunAt: minutesAgo(5),
        priority: 0,
        disabled: true,
      },
      {
        _id: 'disabled-null' as never,
        name: 'job-alerts:match',
        nextRunAt: minutesAgo(4),
        priority: 0,
        disabled: null,
      },
      {
        _id: 'other-name' as never,
        name: 'job-alerts:sweep',
        nextRunAt: minutesAgo(9),
        priority: 0,
      },
    ]);
  });

  it('locks due unlocked jobs (lockedAt null or missing) and stale locks, in sort order, each once', async () => {
    const locked: unknown[] = [];
    for (;;) {
      const job = await jobs().findOneAndUpdate(
        lockQuery(minutesAgo(10)),
        { $set: { lockedAt: new Date(), lastModifiedBy: 'me' } },
        { returnDocument: 'after', sort: { nextRunAt: 1, priority: -1 } },
      );
      if (!job) break;
      expect(job.lockedAt).toBeInstanceOf(Date);
      locked.push(job._id);
    }
    // nextRunAt ascending: null (the stale lock) first, then the 4- and 3-minute-old ones with
    // the higher priority first; `disabled: null` is not `true`; a Date bound never matches null
    expect(locked).toEqual(['stale-lock', 'disabled-null', 'null-lock', 'missing-lock']);
  });

  it('lockJob finds a job by lockedAt null and its exact nextRunAt; unlockJob unsets the lock', async () => {
    const nextRunAt = (await jobs().findOne({ _id: 'missing-lock' as never }))!.nextRunAt;
    const criteria = {
      _id: 'missing-lock' as never,
      name: 'job-alerts:match',
      lockedAt: null,
      nextRunAt,
      disabled: { $ne: true },
    };
    const locked = await jobs().findOneAndUpdate(
      criteria,
      { $set: { lockedAt: new Date() } },
      { returnDocument: 'after' },
    );
    expect(locked?._id).toBe('missing-lock');
    expect(await jobs().findOneAndUpdate(criteria, { $set: { lockedAt: new Date() } })).toBeNull();

    // only jobs not running (nextRunAt not null) are unlocked one by one…
    await jobs().updateOne(
      { _id: 'missing-lock' as never, nextRunAt: { $ne: null } },
      { $unset: { lockedAt: true } },
    );
    await jobs().updateOne(
      { _id: 'fresh-lock' as never, nextRunAt: { $ne: null } },
      { $unset: { lockedAt: true } },
    );
    expect(await jobs().findOne({ _id: 'missing-lock' as never })).not.toHaveProperty('lockedAt');
    expect((await jobs().findOne({ _id: 'fresh-lock' as never }))!.lockedAt).toBeInstanceOf(Date);
    // …and by ids on stop, whatever their nextRunAt
    const unlocked = await jobs().updateMany(
      { _id: { $in: ['fresh-lock', 'stale-lock'] as never[] } },
      { $unset: { lockedAt: true } },
    );
    expect(unlocked.modifiedCount).toBe(2);
    expect(await jobs().countDocuments({ lockedAt: { $exists: true } })).toBe(1); // null-lock
  });
});

describe("Agenda's repeating job (saveJob of type 'single')", () => {
  it('is upserted once by name and type; $setOnInsert keeps a due nextRunAt of the first save', async () => {
    const firstRun = minutesAgo(1);
    const save = (nextRunAt: Date, repeatInterval: string) =>
      jobs().findOneAndUpdate(
        { name: 'job-alerts:sweep', type: 'single' },
        {
          $set: { name: 'job-alerts:sweep', type: 'single', repeatInterval, lockedAt: null },
          $setOnInsert: { nextRunAt },
        },
        { upsert: true, returnDocument: 'after' },
      );
    const inserted = await save(firstRun, '30 seconds');
    expect(inserted).toMatchObject({
      name: 'job-alerts:sweep',
      type: 'single',
      nextRunAt: firstRun,
      lockedAt: null,
    });
    const updated = await save(new Date(), '1 minute');
    expect(updated).toMatchObject({
      _id: inserted!._id,
      nextRunAt: firstRun,
      repeatInterval: '1 minute',
    });
    expect(await jobs().countDocuments({})).toBe(1);
  });
});

describe('the deliveries ledger', () => {
  const deliveries = () => t.db.collection('job_alert_deliveries');

  beforeEach(async () => {
    await deliveries().createIndex(
      { alert_id: 1, job_id: 1 },
      { unique: true, partialFilterExpression: { kind: 'instant' }, name: 'one_per_alert_and_job' },
    );
    await deliveries().createIndex(
      { alert_id: 1, period: 1 },
      {
        unique: true,
        partialFilterExpression: { kind: 'digest' },
        name: 'one_per_alert_and_period',
      },
    );
  });

  it('refuses a second delivery of an alert and job, or of an alert and period, with E11000', async () => {
    await deliveries().insertOne({ kind: 'instant', alert_id: 1, job_id: 7, status: 'pending' });
    const duplicate = await deliveries()
      .insertOne({ kind: 'instant', alert_id: 1, job_id: 7, status: 'pending' })
      .catch((error: unknown) => error);
    expect(duplicate).toBeInstanceOf(MongoServerError);
    expect((duplicate as MongoServerError).code).toBe(11000);
    // digests of the alert: no job_id, so outside the instant index; one per period
    await deliveries().insertOne({ kind: 'digest', alert_id: 1, period: 'daily:2026-11-24' });
    await deliveries().insertOne({ kind: 'digest', alert_id: 1, period: 'daily:2026-11-25' });
    const twice = await deliveries()
      .insertOne({ kind: 'digest', alert_id: 1, period: 'daily:2026-11-25' })
      .catch((error: unknown) => (error as MongoServerError).code);
    expect(twice).toBe(11000);
  });

  it('takes over the oldest stale pending claim, counting the attempt', async () => {
    await deliveries().insertMany([
      {
        kind: 'instant',
        alert_id: 1,
        job_id: 1,
        status: 'pending',
        claimed_at: minutesAgo(2),
        attempts: 1,
      },
      {
        kind: 'instant',
        alert_id: 1,
        job_id: 2,
        status: 'pending',
        claimed_at: minutesAgo(5),
        attempts: 1,
      },
      {
        kind: 'instant',
        alert_id: 1,
        job_id: 3,
        status: 'sent',
        claimed_at: minutesAgo(9),
        attempts: 1,
      },
      {
        kind: 'instant',
        alert_id: 1,
        job_id: 4,
        status: 'pending',
        claimed_at: new Date(),
        attempts: 1,
      },
    ]);
    const takeOver = () =>
      deliveries().findOneAndUpdate(
        { status: 'pending', claimed_at: { $lt: minutesAgo(1) } },
        { $set: { claimed_by: 'me', claimed_at: new Date() }, $inc: { attempts: 1 } },
        { returnDocument: 'after', sort: { claimed_at: 1 } },
      );
    expect(await takeOver()).toMatchObject({ job_id: 2, attempts: 2, claimed_by: 'me' });
    expect(await takeOver()).toMatchObject({ job_id: 1, attempts: 2 });
    expect(await takeOver()).toBeNull();
  });

  it('$max sets a date over null (BSON order: null < dates) and keeps the later date', async () => {
    const alerts = t.db.collection('job_alerts');
    await alerts.insertOne({ _id: 1 as never, last_sent_at: null });
    const first = new Date('2026-11-25T08:00:00Z');
    await alerts.updateOne({ _id: 1 as never }, { $max: { last_sent_at: first } });
    expect((await alerts.findOne({ _id: 1 as never }))!.last_sent_at).toEqual(first);
    await alerts.updateOne(
      { _id: 1 as never },
      { $max: { last_sent_at: new Date('2026-11-24T08:00:00Z') } },
    );
    expect((await alerts.findOne({ _id: 1 as never }))!.last_sent_at).toEqual(first);
  });
});
