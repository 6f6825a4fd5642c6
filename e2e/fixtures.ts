import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test';

export const DEMO_PASSWORD = 'Demo@12345';
export const DEMO = {
  seeker: { email: 'seeker@example.com', role: 'Job Seeker' },
  recruiter: { email: 'recruiter@example.com', role: 'Recruiter' },
} as const;

/** A job seeker who did not exist before the test, with a browser page of their own. */
export interface NewSeeker {
  page: Page;
  email: string;
  password: string;
}

type Fixtures = {
  /** Logs the page's browser context in through the real API (cookie set by the BFF). */
  loginAs: (who: keyof typeof DEMO) => Promise<void>;
  /**
   * Signs a new job seeker up through the real API (the code read from the e-mail the BFF sent)
   * in a browser context of their own, logged in unless `login: false`; closed after the test.
   */
  newSeeker: (fullName: string, options?: { login?: boolean }) => Promise<NewSeeker>;
  /**
   * Signs a new recruiter up and in through the real API in a browser context of their own (their
   * own plan and posting quota, so jobs and quota do not leak between tests); closed after the test.
   */
  newRecruiter: (fullName: string) => Promise<NewSeeker>;
};

let seekers = 0;
let recruiters = 0;

/**
 * The journeys apply as a seeker who was already asked this browser session whether to add a
 * resume first (docs/product/notifications-and-alerts.md#apply-readiness; the question itself has
 * its component tests): the key the seeker remote keeps in sessionStorage once it asked.
 */
export async function readinessAlreadyAsked(context: BrowserContext) {
  await context.addInitScript(() =>
    window.sessionStorage.setItem('rozgar.apply-readiness-asked', '1'),
  );
}

export const test = base.extend<Fixtures>({
  context: async ({ context }, use) => {
    await readinessAlreadyAsked(context);
    await use(context);
  },
  loginAs: async ({ page, baseURL }, use) => {
    await use(async (who) => {
      const response = await page.request.post('/api/login', {
        data: { email: DEMO[who].email, password: DEMO_PASSWORD },
        headers: { Origin: baseURL! },
      });
      expect(response.status(), await response.text()).toBe(200);
    });
  },
  newSeeker: async ({ browser, baseURL }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async (fullName, { login = true } = {}) => {
      const context = await browser.newContext({ baseURL });
      contexts.push(context);
      await readinessAlreadyAsked(context);
      const page = await context.newPage();
      seekers += 1;
      const email = `seeker-${testInfo.workerIndex}-${Date.now()}-${seekers}@example.com`;
      const password = 'Seeker2026';
      const post = async (path: string, data: object, status = 200) => {
        const response = await page.request.post(path, { data, headers: { Origin: baseURL! } });
        expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
      };
      await post('/api/send-otp', { email, fullName, role: 'Job Seeker' });
      const otp = await emailedCode(page.request, email, /verification code/i);
      await post('/api/verify-otp', { email, otp });
      await post('/api/create-account', { fullName, email, password }, 201);
      if (login) await post('/api/login', { email, password });
      return { page, email, password };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
  newRecruiter: async ({ browser, baseURL }, use, testInfo) => {
    const contexts: BrowserContext[] = [];
    await use(async (fullName) => {
      const context = await browser.newContext({ baseURL });
      contexts.push(context);
      const page = await context.newPage();
      recruiters += 1;
      const email = `recruiter-${testInfo.workerIndex}-${Date.now()}-${recruiters}@example.com`;
      const password = 'Recruiter2026';
      const post = async (path: string, data: object, status = 200) => {
        const response = await page.request.post(path, { data, headers: { Origin: baseURL! } });
        expect(response.status(), `${path}: ${await response.text()}`).toBe(status);
      };
      await post('/api/send-otp', { email, fullName, role: 'Recruiter' });
      const otp = await emailedCode(page.request, email, /verification code/i);
      await post('/api/verify-otp', { email, otp });
      await post('/api/create-account', { fullName, email, password, role: 'Recruiter' }, 201);
      await post('/api/login', { email, password });
      return { page, email, password };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

export { expect };

/** Gives a seeker's profile these skills through the real API (PATCH /api/profile). */
export async function giveSkills(seeker: NewSeeker, baseURL: string, skills: string[]) {
  const response = await seeker.page.request.patch('/api/profile', {
    data: { skills },
    headers: { Origin: baseURL },
  });
  expect(response.status(), await response.text()).toBe(200);
}

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
