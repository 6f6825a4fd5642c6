import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobAlertDelivery } from '../app/models/job-alert-delivery.server';
import { Notification } from '../app/models/notification.server';
import { User } from '../app/models/user.server';
import { hashPassword } from '../app/services/auth.server';
import { startBackgroundJobs } from '../app/services/background-jobs.server';
import { jobAlertMails } from '../app/services/job-alert-queue.server';
import { stopJobQueue } from '../app/services/job-queue.server';
import { unsubscribeKeyFrom } from '../app/services/job-alert-unsubscribe.server';
import { createMailer } from '../app/services/mail.server';
import type { BffProcess } from './support/bff-process';
import { allowOpenJobs, seekerWithAlert, until } from './support/job-alert-fixtures';
import { jobPosting } from './support/job-fixtures';
import type { Mailbox } from './support/mailbox';
import { PASSWORD } from './support/profile-fixtures';
import { startTwoInstances, type TwoInstances } from './support/two-instances';

type Seeker = Awaited<ReturnType<typeof seekerWithAlert>>;

/*
 * An instance killed mid-run (ADR 028): a BFF in a child process takes the job alerts of 10
 * posts, but its SMTP server never answers, so its deliveries hang half-done (claimed, the
 * notifications perhaps stored, no mail accepted); it is killed with SIGKILL. The surviving
 * instance delivers everything it left — every mail once, every notification once — as soon as
 * the dead instance's leases run out.
 */

const ENV = {
  SESSION_SECRET: 'job-alerts-crash-secret',
  JOB_QUEUE_POLL_MS: '200',
  JOB_ALERT_LEASE_MS: '2000',
  JOB_ALERT_SWEEP_EVERY: '1 second',
};
const POSTS = 10;
const SEEKERS = 4;

let instances: TwoInstances;
let mailbox: Mailbox;
let doomed: BffProcess;
/** An SMTP server that accepts connections and never says a word. */
let silentSmtp: Server;
const sockets = new Set<Socket>();

beforeAll(async () => {
  silentSmtp = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve));
  const silentPort = (silentSmtp.address() as AddressInfo).port;
  // the survivor (first) mails through the catcher; the doomed instance (second) to the silence
  instances = await startTwoInstances({
    env: ENV,
    secondEnv: { SMTP_URL: `smtp://127.0.0.1:${silentPort}` },
    // the survivor takes no jobs until the doomed instance has taken them all
    beforeSecond: () => stopJobQueue(),
  });
  ({ mailbox, second: doomed } = instances);
});

afterAll(async () => {
  await doomed?.kill();
  await instances?.close();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => silentSmtp?.close(resolve));
});

describe('an instance killed while delivering job alerts', () => {
  it(
    'leaves nothing undelivered and nothing twice: the other instance finishes its work',
    { timeout: 90_000 },
    async () => {
      const recruiter = await User.create({
        email: 'crash.recruiter@example.com',
        password_hash: await hashPassword(PASSWORD),
        role: 'Recruiter',
        name: 'Rohan Iyer',
      });
      await allowOpenJobs(String(recruiter._id), POSTS + 5);
      const seekers: Seeker[] = [];
      for (let i = 0; i < SEEKERS; i++) seekers.push(await seekerWithAlert({ q: 'Flutter' }));
      const client = doomed.client();
      expect((await client.login(recruiter.email, PASSWORD)).status).toBe(200);
      for (let i = 0; i < POSTS; i++) {
        const response = await client.post(
          '/api/jobs',
          jobPosting({ job_title: `Flutter Developer ${i}`, skills: 'Flutter, Dart' }),
        );
        expect(response.status).toBe(201);
      }
      // the doomed instance has claimed deliveries and is stuck mailing them
      await until(
        () => JobAlertDelivery.countDocuments({ status: 'pending' }),
        (pending) => pending >= SEEKERS,
      );
      await doomed.kill();
      const leftPending = await JobAlertDelivery.countDocuments({ status: 'pending' });
      expect(leftPending).toBeGreaterThan(0);
      expect(await JobAlertDelivery.countDocuments({ status: 'sent' })).toBe(0);

      // the survivor starts its worker again, as any live instance runs one
      const env = { ...ENV, SMTP_URL: instances.smtpUrl };
      const mailer = createMailer({
        smtpUrl: instances.smtpUrl,
        from: 'Rozgar <no-reply@rozgar.test>',
      });
      try {
        await startBackgroundJobs({
          db: mongoose.connection.db!,
          env,
          mails: jobAlertMails({
            mailer,
            origin: 'http://localhost:3000',
            unsubscribeKey: unsubscribeKeyFrom('test-code-secret'),
          }),
        });
        await until(
          () => JobAlertDelivery.countDocuments({ status: 'sent' }),
          (sent) => sent === POSTS * SEEKERS,
          20_000,
        );
        for (const seeker of seekers) {
          const mails = await mailbox.messagesTo(seeker.email);
          expect(mails).toHaveLength(POSTS);
          expect(new Set(mails.map((mail) => mail.text)).size).toBe(POSTS);
          expect(await Notification.countDocuments({ user_id: seeker.id, type: 'job_match' })).toBe(
            POSTS,
          );
        }
        // some deliveries were finished by taking them over from the dead instance
        expect(await JobAlertDelivery.countDocuments({ attempts: { $gt: 1 } })).toBeGreaterThan(0);
      } finally {
        await stopJobQueue();
        mailer.close();
      }
    },
  );
});
