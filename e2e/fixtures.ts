import { test as base, expect, type Page } from '@playwright/test';

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
