import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Notification } from '../app/models/notification.server';
import { JobAlertDelivery } from '../app/models/job-alert-delivery.server';
import { startTestApp, type TestApp } from './support/harness';
import { createdAlert, until } from './support/job-alert-fixtures';
import { postedJob } from './support/job-fixtures';
import { loggedIn, type Account } from './support/profile-fixtures';

/*
 * Instant job alerts through the background queue (docs/decisions/028-background-jobs.md) over
 * HTTP, on one BFF with its real embedded database and mail catcher: a post that matches an
 * alert gives its seeker one notification and one mail within seconds; a job that does not
 * match, a paused alert and a closed job give nothing; reopening a job alerts only the alerts
 * that had not been told. Two instances and a killed one: job-alerts-instances.test.ts.
 */

let app: TestApp;
let recruiter: Account;

beforeAll(async () => {
  app = await startTestApp({ env: { JOB_QUEUE_POLL_MS: '200' } });
  recruiter = await loggedIn(app, 'Recruiter', 'Rohan Iyer');
});

afterAll(async () => {
  await app?.close();
});

async function seekerWithAlert(search: Record<string, unknown>) {
  const seeker = await loggedIn(app, 'Job Seeker', 'Ishita Rao');
  return { seeker, alertId: await createdAlert(seeker.client, search) };
}

const notificationsOf = (seeker: Account) =>
  Notification.find({ user_id: seeker.id, type: 'job_match' }).lean();
const mailsTo = (seeker: Account) => app.mailbox.messagesTo(seeker.email);

/** Every delivery of the queue has ended (sent, empty or dropped): nothing more will come. */
const settled = () =>
  until(
    () => JobAlertDelivery.countDocuments({ status: 'pending' }),
    (pending) => pending === 0,
  );

describe('instant job alerts', () => {
  it('tell the matching seeker once, in the bell and by mail, within seconds of the post', async () => {
    const { seeker } = await seekerWithAlert({ q: 'React', locations: 'Pune' });
    const started = Date.now();
    const job = await postedJob(recruiter, {
      job_title: 'React Developer',
      skills: 'React, TypeScript',
      location: 'Pune',
    });
    const [notification] = await until(
      () => notificationsOf(seeker),
      (list) => list.length > 0,
    );
    expect(notification).toMatchObject({
      title: expect.stringContaining('React Developer'),
      link: `/job-details/${job.id}`,
      key: expect.stringContaining(job.id),
    });
    const [mail] = await until(
      () => mailsTo(seeker),
      (list) => list.length > 0,
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(mail!.text).toContain('React Developer');
    await settled();
    expect(await notificationsOf(seeker)).toHaveLength(1);
    expect(await mailsTo(seeker)).toHaveLength(1);
  });

  it('tell nobody about a job their alerts do not match, or through a paused alert', async () => {
    const { seeker: elsewhere } = await seekerWithAlert({ q: 'Golang', locations: 'Mumbai' });
    const { seeker: paused, alertId } = await seekerWithAlert({ q: 'Golang' });
    const pause = await paused.client.request(`/api/job-alerts/${alertId}`, {
      method: 'PATCH',
      json: { paused: true },
    });
    expect(pause.status).toBe(200);
    const { seeker: told } = await seekerWithAlert({ q: 'Golang', locations: 'Pune' });
    await postedJob(recruiter, { job_title: 'Golang Engineer', skills: 'Go', location: 'Pune' });
    await until(
      () => mailsTo(told),
      (list) => list.length === 1,
    );
    await settled();
    expect(await notificationsOf(elsewhere)).toHaveLength(0);
    expect(await notificationsOf(paused)).toHaveLength(0);
    expect(await mailsTo(elsewhere)).toHaveLength(0);
    expect(await mailsTo(paused)).toHaveLength(0);
  });

  it('never alert about a closed job; reopening it tells only the alerts not told before', async () => {
    const { seeker: first } = await seekerWithAlert({ q: 'Kotlin' });
    const job = await postedJob(recruiter, { job_title: 'Kotlin Developer', skills: 'Kotlin' });
    await until(
      () => mailsTo(first),
      (list) => list.length === 1,
    );
    const close = await recruiter.client.request(`/api/jobs/${job.id}`, {
      method: 'PATCH',
      json: { status: 'closed' },
    });
    expect(close.status).toBe(200);
    const { seeker: later } = await seekerWithAlert({ q: 'Kotlin' });
    // a closed job is matched by nothing, even when the queue runs for it
    const { deliverJobMatches } = await import('../app/services/job-alert-queue.server');
    await deliverJobMatches(
      { jobId: job.id },
      {
        leaseMs: 5_000,
        sweepEvery: '1 minute',
        mails: {
          instant: () => Promise.reject(new Error('a closed job was mailed')),
          digest: () => Promise.reject(new Error('not a digest')),
        },
      },
    );
    expect(await notificationsOf(later)).toHaveLength(0);

    const reopen = await recruiter.client.request(`/api/jobs/${job.id}`, {
      method: 'PATCH',
      json: { status: 'active' },
    });
    expect(reopen.status).toBe(200);
    await until(
      () => mailsTo(later),
      (list) => list.length === 1,
    );
    await settled();
    expect(await mailsTo(first)).toHaveLength(1);
    expect(await notificationsOf(first)).toHaveLength(1);
    expect(await notificationsOf(later)).toHaveLength(1);
  });
});
