import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import mongoose from 'mongoose';
import { DEFAULT_MAIL_FROM, mailSettingsFrom } from '../app/services/mail.server';
import { startTestApp, type TestApp } from './support/harness';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

let app: TestApp;
let smtp: SMTPServer;
let refuseNext = false;
const received: ReceivedMail[] = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuseNext) {
          refuseNext = false;
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', () => resolve()));
  const { port } = smtp.server.address() as AddressInfo;
  app = await startTestApp({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Rozgar Test <codes@rozgar.test>',
    },
  });
});

afterAll(async () => {
  await app?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('e-mail over SMTP (SMTP_URL set)', () => {
  it('delivers the code e-mail to the SMTP server, multipart, and keeps no copy', async () => {
    const email = 'smtp-user@example.in';
    const response = await app.client().post('/api/send-otp', { email, fullName: 'Kabir Das' });
    expect(response.status).toBe(200);

    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail!.from).toBe('codes@rozgar.test');
    expect(mail!.to).toEqual([email]);
    expect(mail!.raw).toMatch(/^From: Rozgar Test <codes@rozgar\.test>$/m);
    expect(mail!.raw).toMatch(/^Subject: Your Rozgar verification code$/m);
    expect(mail!.raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(mail!.raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(mail!.raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    const collections = await mongoose.connection.db!.listCollections().toArray();
    expect(collections.map((collection) => collection.name)).not.toContain('outbox');

    // The code in the delivered mail is the one the server accepts.
    const otp = /is: (\d{6})/.exec(mail!.raw)?.[1];
    expect(otp).toMatch(/^\d{6}$/);
    const verified = await app.client().post('/api/verify-otp', { email, otp });
    expect(verified.status).toBe(200);
  });

  it('answers 503 when the mail server refuses, and lets the person retry at once', async () => {
    const email = 'refused@example.in';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    refuseNext = true;
    const refused = await app.client().post('/api/send-otp', { email, fullName: 'Kabir' });
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({
      error: 'We could not send the OTP e-mail. Please try again in a moment.',
    });
    const retried = await app.client().post('/api/send-otp', { email, fullName: 'Kabir' });
    expect(retried.status).toBe(200);
    expect(received.at(-1)!.to).toEqual([email]);
    expect(logged).toHaveBeenCalledWith(
      '[bff] could not send a one-time code e-mail',
      expect.any(Error),
    );
    logged.mockRestore();
  });

  it('has no outbox to read: GET /api/dev/outbox is the JSON 404 of unknown API paths', async () => {
    const response = await app.client().get('/api/dev/outbox?to=smtp-user@example.in');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'Not found' });
  });
});

describe('mailSettingsFrom', () => {
  it('takes SMTP_URL and MAIL_FROM, with a default sender', () => {
    expect(mailSettingsFrom({ SMTP_URL: ' smtps://u:p@mail.example.com:465 ' })).toEqual({
      smtpUrl: 'smtps://u:p@mail.example.com:465',
      from: DEFAULT_MAIL_FROM,
    });
    expect(
      mailSettingsFrom({ SMTP_URL: 'smtp://localhost:1025', MAIL_FROM: 'Jobs <jobs@rozgar.in>' }),
    ).toEqual({ smtpUrl: 'smtp://localhost:1025', from: 'Jobs <jobs@rozgar.in>' });
  });

  it('refuses to work without an SMTP server: there is no other way to send e-mail', () => {
    expect(() => mailSettingsFrom({})).toThrow(/^SMTP_URL is not set/);
    expect(() => mailSettingsFrom({ SMTP_URL: '  ' })).toThrow(/^SMTP_URL is not set/);
    expect(() => mailSettingsFrom({ SMTP_URL: 'http://localhost:8025' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://localhost:1025.',
    );
  });
});
