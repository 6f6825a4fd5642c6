import nodemailer from 'nodemailer';

export const DEFAULT_MAIL_FROM = 'Rozgar <no-reply@rozgar.example>';

export interface MailSettings {
  /** SMTP server URL (`smtp://user:pass@host:port`, `smtps://…`). */
  smtpUrl: string;
  /** From address of every e-mail (MAIL_FROM). */
  from: string;
}

/**
 * SMTP_URL and MAIL_FROM. Every e-mail leaves over SMTP, so SMTP_URL is required: `main()` sets
 * it to the embedded mail catcher when the environment does not, and refuses to start a real
 * production deployment without it.
 */
export function mailSettingsFrom(env: Record<string, string | undefined>): MailSettings {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl)
    throw new Error(
      'SMTP_URL is not set: the BFF sends every e-mail (one-time codes) over SMTP. ' +
        '`npm start` and `npm run dev` point it at the embedded mail catcher; elsewhere set it ' +
        'to a mail server, e.g. smtp://user:pass@smtp.example.com:587.',
    );
  if (!/^smtps?:\/\/[^/]/i.test(smtpUrl))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtp://localhost:1025.');
  return { smtpUrl, from: env.MAIL_FROM?.trim() || DEFAULT_MAIL_FROM };
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** More header lines (`List-Unsubscribe` of the job alert mails). */
  headers?: Record<string, string>;
}

export interface Mailer {
  /** Resolves once the SMTP server has accepted the message; rejects when it refuses it. */
  send: (mail: OutgoingMail) => Promise<void>;
  close: () => void;
}

/** nodemailer with an SMTP transport to SMTP_URL: a real mail server, or the embedded catcher. */
export function createMailer(settings: MailSettings): Mailer {
  const transport = nodemailer.createTransport(settings.smtpUrl);
  return {
    send: async (mail) => {
      await transport.sendMail({ from: settings.from, ...mail });
    },
    close: () => transport.close(),
  };
}

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
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
