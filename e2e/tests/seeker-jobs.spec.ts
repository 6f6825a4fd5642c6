import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The job id of a card on /jobs (its title's id is `job-<id>-title`). */
async function cardJobId(card: Locator): Promise<string> {
  const titleId = await card.getByRole('heading').first().getAttribute('id');
  const match = /^job-(.+)-title$/.exec(titleId ?? '');
  expect(match, `card title id ${titleId}`).not.toBeNull();
  return match![1]!;
}

/** The ids the logged-in seeker has already applied to or saved, as the BFF says. */
async function seekerJobIds(page: Page, path: '/api/user-applications' | '/api/user-saved-jobs') {
  const response = await page.request.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return new Set(((await response.json()) as { job_ids: string[] }).job_ids);
}

/** The first card on the page whose job is not in `taken`, with its id and title. */
async function firstCardNotIn(page: Page, taken: Set<string>) {
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const count = await cards.count();
  for (let index = 0; index < count; index += 1) {
    const card = cards.nth(index);
    const id = await cardJobId(card);
    if (!taken.has(id)) {
      const title = (await card.getByRole('heading').first().textContent())!.trim();
      return { card, id, title };
    }
  }
  throw new Error('every job on this page is taken');
}

const filterGroup = (page: Page, name: string) =>
  page.getByRole('complementary', { name: 'Filters' }).getByRole('group', { name, exact: true });

test('search from the landing page, filter, open the details, apply, and track it as Applied', async ({
  page,
  loginAs,
}) => {
  await page.goto('/');
  await page.getByLabel('Skills, designations or companies').fill('Engineer');
  await page.getByLabel('Location').fill('Bengaluru');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\?q=Engineer&location=Bengaluru$/);

  // The landing search shows as editable inputs and as removable chips.
  const search = page.getByRole('search', { name: 'Search jobs' });
  await expect(search.getByLabel('Skills, designations or companies')).toHaveValue('Engineer');
  await expect(search.getByLabel('Location')).toHaveValue('Bengaluru');
  const chips = page.getByRole('list', { name: 'Active filters' });
  await expect(chips.getByRole('button', { name: 'Remove filter Search: Engineer' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^\d+ jobs?$/ })).toBeVisible();

  await loginAs('seeker');
  await page.reload();
  await expect(search.getByLabel('Skills, designations or companies')).toHaveValue('Engineer');

  // A filter from the panel: the URL gains it and every card matches it. The cards are read only
  // once the filtered results have arrived and replaced the previous list (the old cards stay on
  // screen for a moment after the click), as a user waits for the list to change.
  const filtered = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/jobs' &&
      new URL(response.url()).searchParams.getAll('workModes').includes('On-site'),
  );
  await filterGroup(page, 'Work mode')
    .getByRole('checkbox', { name: /^On-site \(\d+\)$/ })
    .click();
  await expect(page).toHaveURL(/\/jobs\?q=Engineer&location=Bengaluru&workModes=On-site$/);
  expect((await filtered).status()).toBe(200);
  await expect
    .poll(async () => {
      if ((await page.getByLabel('Loading jobs').count()) > 0) return 'still loading';
      const modes = await page
        .getByRole('article')
        .getByRole('listitem')
        .filter({ hasText: /^Work mode: / })
        .allTextContents();
      return modes.length > 0 ? [...new Set(modes)] : 'no cards';
    })
    .toEqual(['Work mode: On-site']);

  const applied = await seekerJobIds(page, '/api/user-applications');
  const { card, id, title } = await firstCardNotIn(page, applied);
  const company = (await card.locator('p').first().textContent())!.trim();

  // The card opens the details modal; from there, the full page.
  await card.getByRole('button', { name: title }).click();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('link', { name: 'View full details' }).click();
  await expect(page).toHaveURL(new RegExp(`/job-details/${id}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job highlights' })).toBeVisible();

  await page.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Application submitted successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();

  // A reload asks the server: still applied.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Applied' })).toBeDisabled();

  await page.goto('/application-tracking');
  const newest = page.getByRole('article').first();
  await expect(newest.getByRole('link', { name: title })).toHaveAttribute(
    'href',
    `/job-details/${id}`,
  );
  await expect(newest).toContainText(company);
  const badge = newest.getByText('Applied', { exact: true }).first();
  await expect(badge).toHaveAttribute('data-tone', 'yellow');
  const timeline = newest.getByRole('list', { name: `Status history of ${title}` });
  await expect(timeline.getByRole('listitem')).toHaveCount(1);
});

test('save and unsave a job from /jobs, then remove it from /saved-jobs', async ({
  page,
  loginAs,
}) => {
  await loginAs('seeker');
  await page.goto('/jobs');
  const saved = await seekerJobIds(page, '/api/user-saved-jobs');
  const { card, id, title } = await firstCardNotIn(page, saved);

  await card.getByRole('button', { name: 'Save Job' }).click();
  await expect(page.getByText('Job saved successfully!')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Saved' })).toBeVisible();
  expect((await seekerJobIds(page, '/api/user-saved-jobs')).has(id)).toBe(true);

  await card.getByRole('button', { name: 'Saved' }).click();
  await expect(page.getByText('Job removed from saved list!')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Save Job' })).toBeVisible();
  expect((await seekerJobIds(page, '/api/user-saved-jobs')).has(id)).toBe(false);

  await card.getByRole('button', { name: 'Save Job' }).click();
  await expect(card.getByRole('button', { name: 'Saved' })).toBeVisible();

  await page.goto('/saved-jobs');
  const savedCard = page.getByRole('article').filter({
    has: page.getByRole('link', { name: title }),
  });
  const mine = savedCard.filter({
    has: page.locator(`a[href="/job-details/${id}"]`),
  });
  await expect(mine).toHaveCount(1);
  // The most recently saved job comes first.
  await expect(
    page.getByRole('article').first().locator(`a[href="/job-details/${id}"]`),
  ).toBeVisible();
  await mine.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('Job removed from saved list!').last()).toBeVisible();
  await expect(mine).toHaveCount(0);
  expect((await seekerJobIds(page, '/api/user-saved-jobs')).has(id)).toBe(false);
});

test('applying while logged out asks to log in and sends nothing', async ({ page }) => {
  const actions: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') actions.push(new URL(request.url()).pathname);
  });
  await page.goto('/jobs');
  const card = page.getByRole('article').first();
  await card.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Please login to apply for jobs')).toBeVisible();
  await card.getByRole('button', { name: 'Save Job' }).click();
  await expect(page.getByText('Please login to save jobs')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Apply Now' })).toBeEnabled();
  expect(actions).toEqual([]);
});

test('the filters live in the URL and survive a reload', async ({ page }) => {
  await page.goto('/jobs');
  await filterGroup(page, 'Experience')
    .getByRole('checkbox', { name: /^2-5 years/ })
    .click();
  await expect(page).toHaveURL(/\/jobs\?experience=2-5$/);
  // The counts follow the search: once they are 2-5 years' (docs/product/jobs-search-and-details.md),
  // "10-20 Lakhs (n)" is the number of jobs checking it gives.
  const filters = page.getByRole('complementary', { name: 'Filters' });
  await expect(filters.getByRole('status')).toHaveText('');
  const salaryBox = filterGroup(page, 'Salary').getByRole('checkbox', { name: /^10-20 Lakhs/ });
  const salaryLabel = (await salaryBox.locator('xpath=..').textContent())!;
  const salaryCount = Number(/\((\d+)\)\s*$/.exec(salaryLabel)![1]);
  await salaryBox.click();
  await expect(page).toHaveURL(/\/jobs\?experience=2-5&salary=10-20$/);
  const total = page.getByRole('heading', { name: /^\d+ jobs?$/ });
  await expect(total).toHaveText(`${salaryCount} jobs`);
  const totalText = await total.textContent();
  expect(Number.parseInt(totalText!, 10)).toBeGreaterThan(20);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/jobs\?experience=2-5&salary=10-20&page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();

  // A reload keeps the filters and the page, and asks the API for them.
  const jobsRequest = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/api/jobs',
  );
  await page.reload();
  const query = new URL((await jobsRequest).url()).searchParams;
  expect(query.get('experience')).toBe('2-5');
  expect(query.get('salary')).toBe('10-20');
  expect(query.get('page')).toBe('2');
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(
    filterGroup(page, 'Experience').getByRole('checkbox', { name: /^2-5 years/ }),
  ).toBeChecked();
  await expect(
    filterGroup(page, 'Salary').getByRole('checkbox', { name: /^10-20 Lakhs/ }),
  ).toBeChecked();
  await expect(total).toHaveText(totalText!);

  // Another filter (past "Show all") goes back to page 1, and survives a reload too.
  await filterGroup(page, 'Locations')
    .getByRole('button', { name: /^Show all \(\d+\)$/ })
    .click();
  const fourth = filterGroup(page, 'Locations').getByRole('checkbox').nth(3);
  const city = (await fourth.locator('xpath=..').textContent())!.replace(/\s*\(\d+\)$/, '').trim();
  await fourth.click();
  const withCity = new RegExp(
    `/jobs\\?experience=2-5&salary=10-20&locations=${encodeURIComponent(city)}$`,
  );
  await expect(page).toHaveURL(withCity);
  await page.reload();
  await expect(
    filterGroup(page, 'Locations').getByRole('checkbox', { name: new RegExp(`^${city} \\(`) }),
  ).toBeChecked();
  await expect(
    page.getByRole('button', { name: `Remove filter Locations: ${city}` }),
  ).toBeVisible();

  await filterGroup(page, 'Experience')
    .getByRole('checkbox', { name: /^2-5 years/ })
    .click();
  await expect(page).toHaveURL(
    new RegExp(`/jobs\\?salary=10-20&locations=${encodeURIComponent(city)}$`),
  );
  await page.getByRole('button', { name: 'Clear all filters' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
});

test('the home recommends jobs with their reason, and a job’s page lists similar jobs', async ({
  page,
  loginAs,
}) => {
  await loginAs('seeker');
  await page.goto('/jobseeker-home');
  // the demo seeker's profile has skills: the best job matches some of them, and says so
  const recommended = page.getByRole('region', { name: 'Recommended for you' });
  const first = recommended.getByRole('listitem').first();
  await expect(first).toContainText(/Matches \d+ of your \d+ skills?/);
  const title = (await first.getByRole('link').textContent())!.trim();
  await first.getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const similar = page.getByRole('region', { name: 'Similar jobs' });
  const other = similar.getByRole('link').first();
  await expect(other).toBeVisible();
  const otherTitle = (await other.textContent())!.trim();
  await other.click();
  await expect(page).toHaveURL(/\/job-details\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: otherTitle })).toBeVisible();
});
