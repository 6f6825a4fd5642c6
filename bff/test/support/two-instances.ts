import { startMailCatcher, type MailCatcher } from '../../server/mail-catcher';
import { startBffProcess, type BffProcess } from './bff-process';
import { startTestApp, type TestApp } from './harness';
import { mailboxAt, type Mailbox } from './mailbox';

/**
 * Two BFF instances of one deployment on one database, as behind a load balancer: `first` runs in
 * the test's process (the test reads and writes the database through its mongoose connection),
 * `second` in a child process of its own (bff-process.ts), so the two share nothing but the
 * database and one mail catcher.
 */
export interface TwoInstances {
  first: TestApp;
  second: BffProcess;
  /** The shared mail catcher's inbox. */
  mailbox: Mailbox;
  /** The shared mail catcher's SMTP URL (what both instances send to, unless told otherwise). */
  smtpUrl: string;
  /** Stops the second instance (SIGTERM), the first and the mail catcher; safe after `second.kill()`. */
  close: () => Promise<void>;
}

export interface TwoInstancesOptions {
  /** Both instances' configuration; SMTP_URL is the shared catcher's. */
  env: Record<string, string>;
  /** What the second instance's configuration has on top of `env` (e.g. another SMTP_URL). */
  secondEnv?: Record<string, string>;
  /** Runs once the first instance listens, before the second starts. */
  beforeSecond?: (first: TestApp) => Promise<void>;
}

export async function startTwoInstances(options: TwoInstancesOptions): Promise<TwoInstances> {
  const catcher: MailCatcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
  const env = { ...options.env, SMTP_URL: catcher.smtpUrl };
  let first: TestApp | undefined;
  try {
    first = await startTestApp({ env });
    await options.beforeSecond?.(first);
    const second = await startBffProcess(first.database.uri, { ...env, ...options.secondEnv });
    const started = first;
    return {
      first: started,
      second,
      mailbox: mailboxAt(catcher.inboxUrl),
      smtpUrl: catcher.smtpUrl,
      close: async () => {
        await second.stop();
        await started.close();
        await catcher.stop();
      },
    };
  } catch (error) {
    await first?.close();
    await catcher.stop();
    throw error;
  }
}
