import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO = {
  seeker: { email: 'seeker@example.com', role: 'Job Seeker' },
  recruiter: { email: 'recruiter@example.com', role: 'Recruiter' },
} as const;

type Fixtures = {
  /** Logs the page's browser context in through the real API (cookie set by the BFF). */
  loginAs: (who: keyof typeof DEMO) => Promise<void>;
};

export const test = base.extend<Fixtures>({
  loginAs: async ({ page, baseURL }, use) => {
    await use(async (who) => {
      const response = await page.request.post('/api/login', {
        data: { email: DEMO[who].email, password: DEMO_PASSWORD },
        headers: { Origin: baseURL! },
      });
      expect(response.status(), await response.text()).toBe(200);
    });
  },
});

export { expect };

export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
}

/** The BFF's embedded mail catcher (maildev) on the port e2e/playwright.config.ts gives it. */
export const mailInboxURL = `http://127.0.0.1:${process.env.E2E_MAIL_INBOX_PORT ?? 3399}`;

/** One e-mail as the catcher's REST API (`GET /email`) lists it, oldest first. */
export interface CaughtMail {
  subject: string;
  text: string;
  html: string;
  from: { address: string; name?: string }[];
  /** The SMTP recipients: who the message was delivered to. */
  envelope: { to: { address: string }[] };
}

/**
 * The newest e-mail to `email` whose subject matches, read from the mail catcher's REST API as
 * a mail client would, waiting for it to arrive.
 */
export async function latestMail(
  request: APIRequestContext,
  email: string,
  subject: RegExp,
): Promise<CaughtMail> {
  let latest: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`${mailInboxURL}/email`);
        if (!response.ok()) return undefined;
        const mails = (await response.json()) as CaughtMail[];
        latest = mails
          .filter(
            (mail) =>
              subject.test(mail.subject) &&
              mail.envelope.to.some((to) => to.address.toLowerCase() === email.toLowerCase()),
          )
          .at(-1);
        return latest?.subject;
      },
      { message: `an e-mail to ${email} with the subject ${subject}` },
    )
    .toMatch(subject);
  return latest!;
}

/** The one-time code in the newest e-mail to `email` whose subject matches. */
export async function emailedCode(request: APIRequestContext, email: string, subject: RegExp) {
  const mail = await latestMail(request, email, subject);
  const code = /is: (\d{6})/.exec(mail.text)?.[1];
  expect(code, `a 6-digit code in: ${mail.text}`).toMatch(/^\d{6}$/);
  return code!;
}
