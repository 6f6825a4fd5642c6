import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** Every URL the page's main frame showed (history navigations included), in order. */
function recordUrls(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
  });
  return seen;
}

test('logging out from a gated page goes straight to /, never by the login page', async ({
  newSeeker,
}) => {
  const { page } = await newSeeker('Polish Logout');
  await page.goto('/saved-jobs');
  await expect(page.getByRole('heading', { level: 1, name: /Saved jobs/i })).toBeVisible();
  const seen = recordUrls(page);

  await page.getByRole('navigation').first().getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('navigation').first().getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  expect(seen.filter((path) => path !== '/')).toEqual([]);
  await expect(page.getByText('Please login First')).toHaveCount(0);
  expect((await page.request.get('/api/me')).status()).toBe(401);
});

test('a recruiter on a seeker page reads that it is for job seekers and goes to their dashboard', async ({
  newRecruiter,
}) => {
  const { page } = await newRecruiter('Polish Recruiter');
  await page.goto('/saved-jobs');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page is for job seekers' }),
  ).toBeVisible();
  await expect(page.getByText(/Failed to load saved jobs/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/recruiter-dashboard$/);
});

test("a visitor's Apply offers Log in and Register, and logging in returns to the job", async ({
  page,
  newSeeker,
}) => {
  const { email, password } = await newSeeker('Polish Visitor', { login: false });
  await page.goto('/jobs');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const titleId = await card.getByRole('heading').first().getAttribute('id');
  const jobId = /^job-(.+)-title$/.exec(titleId ?? '')![1]!;

  await card.getByRole('button', { name: 'Apply Now' }).click();
  const toast = page.getByRole('alert').filter({ hasText: 'Please login to apply for jobs' });
  await expect(toast).toBeVisible();
  const back = encodeURIComponent(`/job-details/${jobId}`);
  await expect(toast.getByRole('link', { name: 'Register' })).toHaveAttribute(
    'href',
    `/signup?next=${back}`,
  );
  await toast.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(
    (url) => url.pathname === '/login' && url.searchParams.get('next') === `/job-details/${jobId}`,
  );

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(new RegExp(`/job-details/${jobId}$`));
  await expect(page.getByRole('button', { name: 'Apply Now' }).first()).toBeVisible();
});

test('a return path leaving the portal is ignored after logging in', async ({
  page,
  newSeeker,
}) => {
  const { email, password } = await newSeeker('Polish Redirect', { login: false });
  await page.goto(`/login?next=${encodeURIComponent('//evil.example/phish')}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/jobseeker-home$/);
});
