import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * The companies directory and a company's page (docs/product/companies.md): from the landing page
 * to a filtered, paged directory, into a company, an application to one of its jobs, and Back to
 * the very same filtered page.
 */

const sidebar = (page: Page) => page.getByRole('complementary', { name: 'Company filters' });
const filterGroup = (page: Page, name: string) => sidebar(page).getByRole('group', { name });

/** Checks the option of a sidebar group whose label starts with `label`, expanding the group if needed. */
async function choose(page: Page, group: string, label: string) {
  const option = filterGroup(page, group).getByRole('checkbox', {
    name: new RegExp(`^${label} \\(`),
  });
  if (!(await option.isVisible())) {
    await filterGroup(page, group)
      .getByRole('button', { name: /^Show \d+ more/ })
      .click();
  }
  await option.click();
  await expect(option).toBeChecked();
}

/** The open jobs a directory card says its company has. */
async function openJobsOf(card: Locator): Promise<number> {
  const text = await card.getByText(/^\d+ open jobs?$/).textContent();
  return Number(/^(\d+)/.exec(text ?? '')?.[1] ?? 0);
}

test('from View all companies, filter by Bengaluru and IT, page 2, apply at a company, Back to the same page', async ({
  newSeeker,
  baseURL,
}) => {
  // The landing page is the logged-out visitor's: the seeker logs in once on the directory.
  const { page, email, password } = await newSeeker('Kavya Directory', { login: false });
  await page.goto('/');
  await page.getByRole('link', { name: 'View all companies' }).click();
  await expect(page).toHaveURL(/\/companies$/);
  const showing = page.getByRole('heading', { name: /^Showing \d+ compan(y|ies)$/ });
  await expect(showing).toBeVisible();
  const everything = Number(/\d+/.exec((await showing.textContent()) ?? '')![0]);
  expect(everything).toBeGreaterThanOrEqual(1_500);

  await choose(page, 'Location', 'Bengaluru');
  await expect(page).toHaveURL(/\/companies\?location=Bengaluru$/);
  // The count is read once the Bengaluru + IT answer is on screen, not while the Bengaluru-only
  // count is still shown (the URL changes before the new answer arrives).
  const bengaluruIt = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/api/companies' &&
      url.searchParams.get('location') === 'Bengaluru' &&
      url.searchParams.has('industry') &&
      !url.searchParams.has('page')
    );
  });
  await choose(page, 'Industry', 'IT Services');
  await expect(page).toHaveURL(/\/companies\?location=Bengaluru&industry=[^&]+$/);
  const answer = await bengaluruIt;
  expect(answer.status()).toBe(200);
  const filtered = ((await answer.json()) as { total: number }).total;
  expect(filtered).toBeLessThan(everything);
  expect(filtered).toBeGreaterThan(20);
  await expect(showing).toHaveText(`Showing ${filtered} companies`);

  const pager = page.getByRole('navigation', { name: 'Company pages' });
  await pager.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/companies\?location=Bengaluru&industry=[^&]+&page=2$/);
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  const filteredPage2 = page.url();

  // Logged in (through the API), the reloaded page is the same filtered page 2: it is all in the URL.
  const login = await page.request.post('/api/login', {
    data: { email, password },
    headers: { Origin: baseURL! },
  });
  expect(login.status(), await login.text()).toBe(200);
  await page.reload();
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(showing).toHaveText(`Showing ${filtered} companies`);

  // A company on this page with open jobs (the list puts the companies hiring most first).
  const cards = page.getByRole('region', { name: /^Showing/ }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  let chosen: Locator | null = null;
  for (const card of await cards.all()) {
    if ((await openJobsOf(card)) > 0) {
      chosen = card;
      break;
    }
  }
  // Page 1 holds the 20 companies hiring most: page 2 has one hiring only when more than 20
  // Bengaluru IT companies have open jobs (the demo data's to give).
  expect(
    chosen,
    'a company with open jobs on page 2 (needs more than 20 hiring Bengaluru IT companies)',
  ).not.toBeNull();
  const name = (await chosen!.getByRole('heading').textContent())!;
  await chosen!.getByRole('link', { name }).click();
  await expect(page).toHaveURL(/\/companies\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

  const jobs = page.getByRole('region', { name: `Open jobs at ${name}` });
  const job = jobs.getByRole('article').first();
  await job.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Application submitted successfully!').last()).toBeVisible();
  await expect(job.getByRole('button', { name: 'Applied' })).toBeDisabled();

  await page.goBack();
  await expect(page).toHaveURL(filteredPage2);
  await expect(pager.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(showing).toHaveText(`Showing ${filtered} companies`);
  await expect(
    filterGroup(page, 'Location').getByRole('checkbox', { name: /^Bengaluru \(/ }),
  ).toBeChecked();
  await expect(
    filterGroup(page, 'Industry').getByRole('checkbox', { name: /^IT Services \(/ }),
  ).toBeChecked();
});
