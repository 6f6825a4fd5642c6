import { createRequire } from 'node:module';
import { connect, createServer, type AddressInfo, type Server } from 'node:net';
import { networkInterfaces } from 'node:os';
import nodemailer from 'nodemailer';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailboxAt } from '../test/support/mailbox';
import {
  mailCatcherNeeded,
  mailCatcherOptionsFrom,
  startMailCatcher,
  type MailCatcher,
} from './mail-catcher';

let catcher: MailCatcher | undefined;
const blockers: Server[] = [];

afterEach(async () => {
  await catcher?.stop();
  catcher = undefined;
  await Promise.all(blockers.splice(0).map((server) => new Promise((r) => server.close(r))));
  vi.restoreAllMocks();
});

/** Holds a port on 127.0.0.1, as another program would. */
async function occupiedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  blockers.push(server);
  return (server.address() as AddressInfo).port;
}

/** Whether something accepts TCP connections on host:port. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 2000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

/** maildev's in-memory list of caught messages (module state behind its REST API). */
const maildevStore = () =>
  (createRequire(import.meta.url)('maildev/lib/mailserver') as { store: unknown[] }).store;

async function send(smtpUrl: string, to: string, text: string) {
  const transport = nodemailer.createTransport(smtpUrl);
  try {
    await transport.sendMail({
      from: 'Rozgar <no-reply@rozgar.example>',
      to,
      subject: 'Your Rozgar verification code',
      text,
      html: `<p>${text}</p>`,
    });
  } finally {
    transport.close();
  }
}

describe('mailCatcherNeeded', () => {
  it('is not needed when SMTP_URL names a mail server, in production too', () => {
    expect(mailCatcherNeeded({ SMTP_URL: 'smtp://mail.example.com:587' })).toBe(false);
    expect(
      mailCatcherNeeded({
        SMTP_URL: 'smtp://mail.example.com:587',
        NODE_ENV: 'production',
        MONGODB_URI: 'mongodb://db.example.com/rozgar',
      }),
    ).toBe(false);
  });

  it('catches the mail without SMTP_URL: development, test, and `npm start` on the embedded database', () => {
    expect(mailCatcherNeeded({})).toBe(true);
    expect(mailCatcherNeeded({ NODE_ENV: 'development', SMTP_URL: ' ' })).toBe(true);
    expect(mailCatcherNeeded({ NODE_ENV: 'test', MONGODB_URI: 'mongodb://localhost/x' })).toBe(
      true,
    );
    expect(mailCatcherNeeded({ NODE_ENV: 'production' })).toBe(true);
  });

  it('refuses a real production deployment (its own MONGODB_URI) without SMTP_URL', () => {
    expect(() =>
      mailCatcherNeeded({ NODE_ENV: 'production', MONGODB_URI: 'mongodb://db.example.com/rozgar' }),
    ).toThrow(/^SMTP_URL must be set in production/);
  });
});

describe('mailCatcherOptionsFrom', () => {
  it('defaults to the inbox on 1080 (another port if that is taken) and SMTP on any free port', () => {
    expect(mailCatcherOptionsFrom({})).toEqual({
      webPort: 1080,
      smtpPort: 0,
      webPortFallback: true,
    });
  });

  it('takes MAIL_INBOX_PORT and MAIL_SMTP_PORT as they are, with no fallback', () => {
    expect(mailCatcherOptionsFrom({ MAIL_INBOX_PORT: '3399', MAIL_SMTP_PORT: '2525' })).toEqual({
      webPort: 3399,
      smtpPort: 2525,
      webPortFallback: false,
    });
  });

  it('refuses a port that is not a number', () => {
    expect(() => mailCatcherOptionsFrom({ MAIL_INBOX_PORT: 'eighty' })).toThrow(
      'MAIL_INBOX_PORT must be a port number (0-65535), not "eighty".',
    );
    expect(() => mailCatcherOptionsFrom({ MAIL_SMTP_PORT: '70000' })).toThrow(/MAIL_SMTP_PORT/);
  });
});

describe('startMailCatcher', () => {
  it('catches what is sent over SMTP and lists it in its REST API as soon as it is accepted', async () => {
    const sigterm = process.listenerCount('SIGTERM');
    const sigint = process.listenerCount('SIGINT');
    catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
    // maildev's own signal handlers would exit the process before the BFF has shut down.
    expect(process.listenerCount('SIGTERM')).toBe(sigterm);
    expect(process.listenerCount('SIGINT')).toBe(sigint);
    expect(catcher.smtpUrl).toBe(`smtp://127.0.0.1:${catcher.smtpPort}`);
    expect(catcher.inboxUrl).toBe(`http://127.0.0.1:${catcher.webPort}`);

    const page = await fetch(catcher.inboxUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>MailDev');

    const mailbox = mailboxAt(catcher.inboxUrl);
    expect(await mailbox.messagesTo('asha@example.in')).toEqual([]);
    for (const [index, code] of ['111111', '222222', '333333'].entries()) {
      await send(catcher.smtpUrl, 'Asha@Example.in', `Your Rozgar code is: ${code}`);
      // No waiting: the message is in maildev's store by the time its SMTP server accepted it…
      expect(maildevStore()).toHaveLength(index + 1);
      // …so the REST API lists it to whoever asks after the BFF has answered.
      expect(await mailbox.latestCode('asha@example.in')).toBe(code);
    }
    const mails = await mailbox.messagesTo('ASHA@example.in');
    expect(mails.map((mail) => mail.text.trim())).toEqual([
      'Your Rozgar code is: 333333',
      'Your Rozgar code is: 222222',
      'Your Rozgar code is: 111111',
    ]);
    expect(mails[0]).toMatchObject({
      subject: 'Your Rozgar verification code',
      from: [{ address: 'no-reply@rozgar.example', name: 'Rozgar' }],
    });
    expect(await mailbox.messagesTo('someone-else@example.in')).toEqual([]);
  });

  it('loads jsdom only when a message is opened, and still sanitises its HTML then', async () => {
    const jsdomLoaded = () =>
      Object.keys(createRequire(import.meta.url).cache).some((path) =>
        /[/\\]node_modules[/\\]jsdom[/\\]lib[/\\]jsdom[/\\]/.test(path),
      );
    catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
    // The earlier tests started maildev and read the inbox's list, none opened a message.
    expect(jsdomLoaded()).toBe(false);
    const transport = nodemailer.createTransport(catcher.smtpUrl);
    await transport.sendMail({
      from: 'no-reply@rozgar.example',
      to: 'ravi@example.in',
      subject: 'HTML',
      html: '<p id="kept">Hello</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    });
    transport.close();
    const [mail] = await mailboxAt(catcher.inboxUrl).messagesTo('ravi@example.in');
    const opened = (await (await fetch(`${catcher.inboxUrl}/email/${mail!.id}`)).json()) as {
      html: string;
    };
    expect(opened.html).toContain('<p id="kept">Hello</p>');
    expect(opened.html).not.toMatch(/onerror|<script/);
    expect(jsdomLoaded()).toBe(true);
  });

  it('listens on 127.0.0.1 only and frees both ports when stopped', async () => {
    catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
    const { smtpPort, webPort } = catcher;
    expect(await accepts('127.0.0.1', smtpPort)).toBe(true);
    expect(await accepts('127.0.0.1', webPort)).toBe(true);
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && !address.internal && address.family === 'IPv4');
    if (external) {
      expect(await accepts(external.address, smtpPort)).toBe(false);
      expect(await accepts(external.address, webPort)).toBe(false);
    }

    await catcher.stop();
    catcher = undefined;
    expect(await accepts('127.0.0.1', smtpPort)).toBe(false);
    expect(await accepts('127.0.0.1', webPort)).toBe(false);
    // A new catcher starts with an empty inbox.
    catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
    await send(catcher.smtpUrl, 'new@example.in', 'Your Rozgar code is: 123456');
    const all = (await (await fetch(`${catcher.inboxUrl}/email`)).json()) as unknown[];
    expect(all).toHaveLength(1);
  });

  it('fails clearly when a port it was told to use is taken, and can start again afterwards', async () => {
    const webPort = await occupiedPort();
    await expect(startMailCatcher({ webPort, smtpPort: 0 })).rejects.toThrow(
      `The mail inbox (web) cannot listen on 127.0.0.1:${webPort}: the port is in use ` +
        '(another Rozgar running?). Stop it, or set MAIL_INBOX_PORT to a free port.',
    );
    const smtpPort = await occupiedPort();
    await expect(startMailCatcher({ webPort: 0, smtpPort })).rejects.toThrow(
      `The mail catcher (SMTP) cannot listen on 127.0.0.1:${smtpPort}: the port is in use ` +
        '(another Rozgar running?). Stop it, or set MAIL_SMTP_PORT to a free port.',
    );
    catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
    expect(await accepts('127.0.0.1', catcher.webPort)).toBe(true);
  });

  it('moves the default inbox port to a free one when it is taken', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const taken = await occupiedPort();
    catcher = await startMailCatcher({ webPort: taken, smtpPort: 0, webPortFallback: true });
    expect(catcher.webPort).not.toBe(taken);
    expect(await accepts('127.0.0.1', catcher.webPort)).toBe(true);
    expect(warn).toHaveBeenCalledWith(
      `[bff] mail inbox: port ${taken} is in use, using a free port instead`,
    );
  });

  it('runs one catcher a process (maildev keeps its state in module globals)', async () => {
    catcher = await startMailCatcher({ webPort: 0, smtpPort: 0 });
    await expect(startMailCatcher({ webPort: 0, smtpPort: 0 })).rejects.toThrow(
      /already running in this process/,
    );
    expect(await accepts('127.0.0.1', catcher.webPort)).toBe(true);
  });
});
