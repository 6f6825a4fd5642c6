import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobAlertDelivery } from '../app/models/job-alert-delivery.server';
import { Notification } from '../app/models/notification.server';
import type { BffProcess } from './support/bff-process';
import { CookieClient } from './support/cookie-client';
import type { TestApp } from './support/harness';
import { allowOpenJobs, seekerWithAlert, until } from './support/job-alert-fixtures';
import { jobPosting } from './support/job-fixtures';
import type { Mailbox } from './support/mailbox';
import { loggedIn, type Account } from './support/profile-fixtures';
import { startTwoInstances, type TwoInstances } from './support/two-instances';

type Seeker = Awaited<ReturnType<typeof seekerWithAlert>>;

/*
 * Two BFF instances on one database, each with its own Agenda worker (ADR 028): 50 posts made
 * through both give exactly one notification and one mail per matching alert and job — none
 * missing, none twice — and both instances take part. (An instance killed mid-run:
 * job-alerts-crash.test.ts.)
 */

const ENV = {
  SESSION_SECRET: 'job-alerts-instances-secret',
  JOB_QUEUE_POLL_MS: '200',
  JOB_ALERT_LEASE_MS: '3000',
  JOB_ALERT_SWEEP_EVERY: '2 seconds',
};
const POSTS = 50;
const RECRUITERS = 5;

let instances: TwoInstances;
let mailbox: Mailbox;
let first: TestApp;
let second: BffProcess;

beforeAll(async () => {
  instances = await startTwoInstances({ env: ENV });
  ({ mailbox, first, second } = instances);
});

afterAll(() => instances?.close());

/** A client of the second server carrying the recruiter's session (kept in the database). */
function onSecond(account: Account): CookieClient {
  const client = second.client();
  for (const [name, value] of account.client.cookies) client.cookies.set(name, value);
  return client;
}

describe('two BFF instances delivering job alerts', () => {
  it(
    'deliver one mail and one notification per alert and matching job, none twice',
    { timeout: 90_000 },
    async () => {
      // five recruiters posting side by side, each through both servers in turn
      const recruiters: CookieClient[][] = [];
      for (let i = 0; i < RECRUITERS; i++) {
        const recruiter = await loggedIn(first, 'Recruiter', `Recruiter ${i}`);
        await allowOpenJobs(recruiter.id, POSTS);
        recruiters.push([recruiter.client, onSecond(recruiter)]);
      }

      const react: Seeker[] = [];
      const python: Seeker[] = [];
      for (let i = 0; i < 3; i++) {
        react.push(await seekerWithAlert({ q: 'React' }));
        python.push(await seekerWithAlert({ q: 'Python', locations: 'Pune' }));
      }
      const nobody = await seekerWithAlert({ q: 'Rust' });

      // 50 posts, alternating servers: even ones React (any city), odd ones Python in Pune
      const posted = (
        await Promise.all(
          recruiters.map(async (clients, r) => {
            const ids: string[] = [];
            for (let n = 0; n < POSTS / RECRUITERS; n++) {
              const i = r * (POSTS / RECRUITERS) + n;
              const posting =
                i % 2 === 0
                  ? jobPosting({
                      job_title: `React Developer ${i}`,
                      skills: 'React',
                      location: 'Delhi',
                    })
                  : jobPosting({
                      job_title: `Python Developer ${i}`,
                      skills: 'Python',
                      location: 'Pune',
                    });
              const response = await clients[n % 2]!.post('/api/jobs', posting);
              expect(response.status).toBe(201);
              ids.push(((await response.json()) as { job: { id: string } }).job.id);
            }
            return ids;
          }),
        )
      ).flat();
      expect(new Set(posted).size).toBe(POSTS);

      const expected = 6 * (POSTS / 2);
      await until(
        () => JobAlertDelivery.countDocuments({ status: 'sent' }),
        (sent) => sent === expected,
        25_000,
      );
      expect(await JobAlertDelivery.countDocuments({ status: { $ne: 'sent' } })).toBe(0);

      for (const seeker of [...react, ...python]) {
        const mails = await mailbox.messagesTo(seeker.email);
        expect(mails, seeker.email).toHaveLength(POSTS / 2);
        const texts = new Set(mails.map((mail) => mail.text));
        expect(texts.size, `${seeker.email}: every mail a different job`).toBe(POSTS / 2);
        expect(await Notification.countDocuments({ user_id: seeker.id, type: 'job_match' })).toBe(
          POSTS / 2,
        );
      }
      expect(await mailbox.messagesTo(nobody.email)).toHaveLength(0);

      // both instances did part of the work
      const owners = await JobAlertDelivery.distinct('claimed_by');
      expect(owners.length).toBe(2);
    },
  );
});
