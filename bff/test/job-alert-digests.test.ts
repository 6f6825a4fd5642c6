import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../app/models/job.server';
import { JobAlert } from '../app/models/job-alert.server';
import { JobAlertDelivery } from '../app/models/job-alert-delivery.server';
import { digestPeriod, runDigests } from '../app/services/job-alert-digests.server';
import { jobAlertMails, type JobAlertQueueSettings } from '../app/services/job-alert-queue.server';
import { unsubscribeKeyFrom } from '../app/services/job-alert-unsubscribe.server';
import { createMailer, type Mailer } from '../app/services/mail.server';
import { startMailCatcher, type MailCatcher } from '../server/mail-catcher';
import { startTestApp, type TestApp } from './support/harness';
import { allowOpenJobs, seekerWithAlert } from './support/job-alert-fixtures';
import { postedJob } from './support/job-fixtures';
import { mailboxAt, type Mailbox } from './support/mailbox';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * Daily and weekly job alerts (docs/decisions/028-background-jobs.md): one digest per alert and
 * period with the matching jobs posted since the alert last mailed, none when there are none,
 * never two for one period (whoever runs it, however often). Jobs are posted over HTTP; the
 * digests run as the queue's `job-alerts:digests` runs them, at chosen moments.
 */

const DAY = 24 * 60 * 60 * 1000;
let catcher: MailCatcher;
let mailbox: Mailbox;
let mailer: Mailer;
let app: TestApp;
let recruiter: Account;
let settings: JobAlertQueueSettings;

beforeAll(async () => {
  catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
  mailbox = mailboxAt(catcher.inboxUrl);
  // the app's own worker runs no digest during the test (it would run one at its start)
  app = await startTestApp({
    env: { SMTP_URL: catcher.smtpUrl, JOB_ALERT_DIGESTS_EVERY: '1 day' },
  });
  recruiter = await loggedIn(app, 'Recruiter', 'Rohan Iyer');
  await allowOpenJobs(recruiter.id, 50);
  mailer = createMailer({ smtpUrl: catcher.smtpUrl, from: 'Rozgar <no-reply@rozgar.test>' });
  settings = {
    mails: jobAlertMails({
      mailer,
      origin: 'http://localhost:3000',
      unsubscribeKey: unsubscribeKeyFrom('test-code-secret'),
    }),
    leaseMs: 5_000,
    sweepEvery: '1 minute',
  };
});

afterAll(async () => {
  mailer?.close();
  await app?.close();
  await catcher?.stop();
});

/** An alert created `daysAgo` days before now (so its first period may have started). */
async function alertCreated(
  search: Record<string, unknown>,
  frequency: 'daily' | 'weekly',
  daysAgo: number,
) {
  const seeker = await seekerWithAlert(search, frequency);
  await JobAlert.updateOne(
    { _id: new mongoose.Types.ObjectId(seeker.alertId) },
    { $set: { created_at: new Date(Date.now() - daysAgo * DAY) } },
  );
  return seeker;
}

const deliveriesOf = (alertId: string) =>
  JobAlertDelivery.find({ alert_id: alertId }).sort({ created_at: 1 }).lean();

describe('digest periods', () => {
  it('start at 08:00 India time (02:30 UTC), daily or on Mondays', () => {
    expect(digestPeriod('daily', new Date('2026-11-25T02:29:59Z'))).toEqual({
      key: 'daily:2026-11-24',
      start: new Date('2026-11-24T02:30:00Z'),
    });
    expect(digestPeriod('daily', new Date('2026-11-25T02:30:00Z')).key).toBe('daily:2026-11-25');
    // Wednesday 25 Nov → the week of Monday 23 Nov; a Monday before 08:00 IST → the week before
    expect(digestPeriod('weekly', new Date('2026-11-25T12:00:00Z'))).toEqual({
      key: 'weekly:2026-11-23',
      start: new Date('2026-11-23T02:30:00Z'),
    });
    expect(digestPeriod('weekly', new Date('2026-11-23T01:00:00Z')).key).toBe('weekly:2026-11-16');
  });
});

describe('daily and weekly digests', () => {
  it('mail the matching jobs since the last mail once per period, and nothing when there are none', async () => {
    const daily = await alertCreated({ q: 'Elixir' }, 'daily', 2);
    const weekly = await alertCreated({ q: 'Elixir', locations: 'Pune' }, 'weekly', 8);
    const fresh = await alertCreated({ q: 'Elixir' }, 'daily', 0);
    const paused = await alertCreated({ q: 'Elixir' }, 'daily', 2);
    await JobAlert.updateOne({ _id: paused.alertId }, { $set: { paused: true } });

    const inPune = await postedJob(recruiter, {
      job_title: 'Elixir Developer',
      skills: 'Elixir',
      location: 'Pune',
    });
    const inDelhi = await postedJob(recruiter, {
      job_title: 'Elixir Engineer',
      skills: 'Elixir',
      location: 'Delhi',
    });
    await postedJob(recruiter, { job_title: 'Ruby Developer', skills: 'Ruby' });

    const now = new Date();
    await runDigests(settings, now);
    const [dailyMail, ...moreDaily] = await mailbox.messagesTo(daily.email);
    expect(moreDaily).toHaveLength(0);
    expect(dailyMail!.text).toContain('Elixir Developer');
    expect(dailyMail!.text).toContain('Elixir Engineer');
    expect(dailyMail!.text).not.toContain('Ruby');
    const [weeklyMail, ...moreWeekly] = await mailbox.messagesTo(weekly.email);
    expect(moreWeekly).toHaveLength(0);
    expect(weeklyMail!.text).toContain('Elixir Developer');
    expect(weeklyMail!.text).not.toContain('Elixir Engineer');
    // created in this period: its first digest is the next period's; paused: none
    expect(await mailbox.messagesTo(fresh.email)).toHaveLength(0);
    expect(await mailbox.messagesTo(paused.email)).toHaveLength(0);

    const [delivery] = await deliveriesOf(daily.alertId);
    expect(delivery).toMatchObject({
      kind: 'digest',
      status: 'sent',
      period: digestPeriod('daily', now).key,
    });
    expect(delivery!.job_ids!.map(String).sort()).toEqual([inPune.id, inDelhi.id].sort());
    const stored = await JobAlert.findById(daily.alertId).lean();
    expect(stored!.last_sent_at).toEqual(now);

    // again in the same period (another instance, a second run): nothing more
    expect(await runDigests(settings, new Date(now.getTime() + 60_000))).toBe(0);
    expect(await mailbox.messagesTo(daily.email)).toHaveLength(1);

    // the next day: no new job for the daily alert → an empty period, no mail; the weekly one
    // is still in its week; the fresh one gets its first digest (the two jobs)
    await runDigests(settings, new Date(now.getTime() + DAY));
    expect(await mailbox.messagesTo(daily.email)).toHaveLength(1);
    expect((await deliveriesOf(daily.alertId)).map((d) => d.status)).toEqual(['sent', 'empty']);
    expect(await mailbox.messagesTo(weekly.email)).toHaveLength(1);
    expect(await mailbox.messagesTo(fresh.email)).toHaveLength(1);
  });
});

describe('a digest with more than 20 jobs', () => {
  it('lists the newest 20 and says how many more, linking to the search', async () => {
    const weekly = await alertCreated({ q: 'Clojure' }, 'weekly', 8);
    const posted = await postedJob(recruiter, {
      job_title: 'Clojure Developer 1',
      skills: 'Clojure',
    });
    // 22 more like it, stored directly (the mail is what is tested, not posting)
    const { _id: _, ...job } = (await Job.findById(posted.id).lean())!;
    await Job.insertMany(
      Array.from({ length: 22 }, (_, i) => ({
        ...job,
        job_title: `Clojure Developer ${i + 2}`,
        created_at: new Date(Date.now() + (i + 1) * 1000),
      })),
    );
    await runDigests(settings, new Date(Date.now() + 60_000));
    const [mail, ...more] = await mailbox.messagesTo(weekly.email);
    expect(more).toHaveLength(0);
    expect(mail!.subject).toBe('23 new jobs for "My alert"');
    expect(mail!.text).toContain('Clojure Developer 23');
    expect(mail!.text).not.toContain('Clojure Developer 3\n');
    expect(mail!.text).toContain(
      '…and 3 more jobs — see all: http://localhost:3000/jobs?q=Clojure',
    );
    const [delivery] = await deliveriesOf(weekly.alertId);
    expect(delivery!.job_ids).toHaveLength(20);
  });
});

describe('reopened and reposted jobs in digests', () => {
  const setStatus = (jobId: string, status: 'active' | 'closed') =>
    recruiter.client.request(`/api/jobs/${jobId}`, { method: 'PATCH', json: { status } });

  it('count as new since the last digest, each job once per alert', async () => {
    const daily = await alertCreated({ q: 'Haskell' }, 'daily', 2);
    // posted before the alert existed, then closed; one expired long ago
    const closed = await postedJob(recruiter, {
      job_title: 'Haskell Developer',
      skills: 'Haskell',
    });
    const expired = await postedJob(recruiter, {
      job_title: 'Haskell Engineer',
      skills: 'Haskell',
    });
    await Job.updateOne(
      { _id: closed.id },
      { $set: { created_at: new Date(Date.now() - 5 * DAY), is_active: false } },
    );
    await Job.updateOne(
      { _id: expired.id },
      {
        $set: {
          created_at: new Date(Date.now() - 60 * DAY),
          expiry_date: new Date(Date.now() - 10 * DAY),
        },
      },
    );
    const fresh = await postedJob(recruiter, {
      job_title: 'Haskell Programmer',
      skills: 'Haskell',
    });

    const now = new Date();
    await runDigests(settings, now);
    const [first] = await mailbox.messagesTo(daily.email);
    expect(first!.text).toContain('Haskell Programmer');
    expect(first!.text).not.toContain('Haskell Developer');
    expect(first!.text).not.toContain('Haskell Engineer');

    // the recruiter reopens the closed job, reposts the expired one, closes and reopens the
    // job the alert already mailed
    expect((await setStatus(closed.id, 'active')).status).toBe(200);
    expect((await recruiter.client.post(`/api/jobs/${expired.id}/repost`)).status).toBe(200);
    expect((await setStatus(fresh.id, 'closed')).status).toBe(200);
    expect((await setStatus(fresh.id, 'active')).status).toBe(200);

    await runDigests(settings, new Date(now.getTime() + DAY));
    // newest first
    const [second, ...earlier] = await mailbox.messagesTo(daily.email);
    expect(earlier).toHaveLength(1);
    expect(second!.text).toContain('Haskell Developer');
    expect(second!.text).toContain('Haskell Engineer');
    expect(second!.text).not.toContain('Haskell Programmer');
    const sent = (await deliveriesOf(daily.alertId)).at(-1)!;
    expect(sent.job_ids!.map(String).sort()).toEqual([closed.id, expired.id].sort());

    // the next day: all three were told; nothing new
    await runDigests(settings, new Date(now.getTime() + 2 * DAY));
    expect(await mailbox.messagesTo(daily.email)).toHaveLength(2);
    expect((await deliveriesOf(daily.alertId)).map((d) => d.status)).toEqual([
      'sent',
      'sent',
      'empty',
    ]);
  });
});
