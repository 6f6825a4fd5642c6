import { test, expect, DEMO_PASSWORD } from '../fixtures';
import { expectNoSidewaysScroll, firstArticle, h1, visit } from '../layout';

// Every main page fits a 360 px phone without sideways scrolling (docs/product/navigation-and-layout.md,
// narrow screens; issue 17). On failure the message names the widest elements, so the culprit
// is found from the report alone.

const PHONE = { width: 360, height: 740 };

test('public pages fit a 360 px phone', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await visit(page, '/', h1);
  await visit(page, '/jobs', firstArticle);
  const list = await page.request.get('/api/jobs?page=1&pageSize=1');
  const [first] = ((await list.json()) as { jobs: { id: string }[] }).jobs;
  await visit(page, `/job-details/${first!.id}`, h1);
  await visit(page, '/companies', h1);
  await visit(page, '/community', h1);
});

test("a seeker's pages fit a 360 px phone", async ({ page, baseURL }) => {
  const response = await page.request.post('/api/login', {
    data: { email: 'seeker@example.com', password: DEMO_PASSWORD },
    headers: { Origin: baseURL! },
  });
  expect(response.status()).toBe(200);
  await page.setViewportSize(PHONE);
  await visit(page, '/jobseeker-home', async (p) => {
    await h1(p);
    await expect(
      p
        .getByRole('region', { name: 'Recommended for you' })
        .getByRole('link', { name: /./ })
        .nth(1),
    ).toBeVisible();
  });
  await visit(page, '/job-seeker-dashboard', h1);
});

test("a recruiter's pages fit a 360 px phone", async ({ newRecruiter }) => {
  const { page } = await newRecruiter('Narrow Screen Recruiter');
  await page.setViewportSize(PHONE);
  await visit(page, '/recruiter-dashboard', async (p) => {
    await expect(p.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(p.getByRole('heading', { name: 'Resdex Folders' })).toBeVisible();
  });
  await visit(page, '/sub-users', async (p) => {
    await h1(p);
    await expect(p.getByText('Loading...')).toHaveCount(0);
  });
});

test('/jobs on a phone: the first job is in the first screen, the filters in a "Filters (n)" dialog', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/jobs?workModes=Remote');
  const firstJob = page.getByRole('article').first();
  await expect(firstJob).toBeVisible();
  expect((await firstJob.boundingBox())!.y).toBeLessThan(740);
  const button = page.getByRole('button', { name: 'Filters (1)' });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Filters' });
  await dialog.getByRole('checkbox', { name: /^Hybrid/ }).click();
  await expect(page).toHaveURL(/workModes=Remote%2CHybrid|workModes=Remote,Hybrid/);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
  await page.getByRole('button', { name: 'Filters (2)' }).click();
  await dialog.getByRole('button', { name: 'Show results' }).click();
  await expect(dialog).toBeHidden();
  await expectNoSidewaysScroll(page, '/jobs');
});

test('/jobs at 320 px: the search, one row of "Filters (n)" and "Create job alert", and the first job in the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await page.goto('/jobs');
  const firstJob = page.getByRole('article').first();
  await expect(firstJob).toBeVisible();
  // The card's top and its title are above the fold of a 320×640 phone (567 and 587 px down).
  expect((await firstJob.boundingBox())!.y).toBeLessThan(600);
  expect((await firstJob.getByRole('heading').first().boundingBox())!.y).toBeLessThan(640 - 24);
  const filters = (await page.getByRole('button', { name: 'Filters (0)' }).boundingBox())!;
  const alert = (await page.getByRole('button', { name: 'Create job alert' }).boundingBox())!;
  expect(Math.abs(alert.y - filters.y)).toBeLessThan(2);
  await expect(page.getByRole('search', { name: 'Search jobs' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/jobs at 320 px');
});
