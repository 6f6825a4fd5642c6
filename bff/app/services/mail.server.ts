import nodemailer from 'nodemailer';
import { z } from 'zod';
import { OutboxMessage } from '../models/outbox-message.server';

export const DEFAULT_MAIL_FROM = 'Rozgar <no-reply@rozgar.example>';

export interface MailSettings {
  /** SMTP server URL (`smtp://user:pass@host:port`, `smtps://…`); unset → the database outbox. */
  smtpUrl: string | undefined;
  /** From address of every e-mail (MAIL_FROM). */
  from: string;
  /** NODE_ENV=production: an outbox there is a configuration mistake worth a warning. */
  production: boolean;
}

export function mailSettingsFrom(env: Record<string, string | undefined>): MailSettings {
  return {
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM,
    production: env.NODE_ENV === 'production',
  };
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Where messages go: an SMTP server, or the `outbox` collection. */
  readonly kind: 'smtp' | 'outbox';
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

/** What nodemailer's jsonTransport hands back: the message it built, as JSON. */
const builtMessageSchema = z.object({
  from: z.object({ address: z.string(), name: z.string().optional() }),
  to: z.array(z.object({ address: z.string() })).min(1),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  messageId: z.string().optional(),
});

/**
 * nodemailer with an SMTP transport when SMTP_URL is set; otherwise nodemailer's jsonTransport
 * builds the message and it is kept in the `outbox` collection (read at GET /api/dev/outbox).
 * In production without SMTP_URL the outbox still keeps every message (a code is never lost),
 * with a warning at start and on every message.
 */
export function createMailer(
  settings: MailSettings,
  warn: (message: string) => void = console.warn,
): Mailer {
  if (settings.smtpUrl) {
    const transport = nodemailer.createTransport(settings.smtpUrl);
    return {
      kind: 'smtp',
      send: async (mail) => {
        await transport.sendMail({ from: settings.from, ...mail });
      },
      close: () => transport.close(),
    };
  }

  if (settings.production)
    warn(
      '[bff] SMTP_URL is not set: e-mails (one-time codes) are NOT delivered, only kept in the ' +
        'database collection `outbox`. Set SMTP_URL to send them.',
    );
  const transport = nodemailer.createTransport({ jsonTransport: true });
  return {
    kind: 'outbox',
    send: async (mail) => {
      const info = await transport.sendMail({ from: settings.from, ...mail });
      const built = builtMessageSchema.parse(JSON.parse(info.message));
      const from = built.from.name
        ? `${built.from.name} <${built.from.address}>`
        : built.from.address;
      await OutboxMessage.create(
        built.to.map((recipient) => ({
          to: recipient.address,
          from,
          subject: built.subject,
          text: built.text,
          html: built.html,
          message_id: built.messageId,
          createdAt: new Date(),
        })),
      );
      if (settings.production)
        warn(`[bff] SMTP_URL is not set: the e-mail to ${mail.to} was only stored in \`outbox\`.`);
    },
    close: () => transport.close(),
  };
}

export interface OutboxEntry {
  to: string;
  subject: string;
  text: string;
  html: string;
  createdAt: string;
}

/** The outbox messages sent to an address, newest first (at most `limit`). */
export async function readOutbox(to: string, limit = 50): Promise<OutboxEntry[]> {
  const messages = await OutboxMessage.find({ to: to.trim().toLowerCase() })
    .sort({ createdAt: -1, _id: -1 })
    .limit(limit)
    .lean();
  return messages.map((message) => ({
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    createdAt: message.createdAt.toISOString(),
  }));
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

const expiryFormat = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** "21 Nov 2026, 9:15 pm IST": when a code stops working, in Indian time. */
export function formatExpiry(expiresAt: Date): string {
  return `${expiryFormat.format(expiresAt)} IST`;
}

export interface CodeMailContent {
  to: string;
  name?: string;
  code: string;
  expiresAt: Date;
  validMinutes: number;
  /** What the code is for, e.g. "verify your email address". */
  purpose: string;
  subject: string;
}

/** The e-mail carrying a one-time code: plain text and HTML, both with the code and its expiry. */
export function codeMail({
  to,
  name,
  code,
  expiresAt,
  validMinutes,
  purpose,
  subject,
}: CodeMailContent): OutgoingMail {
  const greeting = name ? `Hello ${name},` : 'Hello,';
  const expiry = formatExpiry(expiresAt);
  const text = [
    greeting,
    '',
    `Your Rozgar code to ${purpose} is: ${code}`,
    '',
    `It is valid for ${validMinutes} minutes, until ${expiry}, and works only once.`,
    'If you did not ask for it, you can ignore this e-mail; never share the code with anyone.',
    '',
    '— Rozgar',
  ].join('\n');
  const html = `<!doctype html>
<html lang="en"><body style="font-family: Arial, sans-serif; color: #1f2933;">
<p>${escapeHtml(greeting)}</p>
<p>Your Rozgar code to ${escapeHtml(purpose)} is:</p>
<p style="font-size: 28px; font-weight: bold; letter-spacing: 6px;">${escapeHtml(code)}</p>
<p>It is valid for ${validMinutes} minutes, until <strong>${escapeHtml(expiry)}</strong>, and works only once.</p>
<p>If you did not ask for it, you can ignore this e-mail; never share the code with anyone.</p>
<p>— Rozgar</p>
</body></html>`;
  return { to, subject, text, html };
}
