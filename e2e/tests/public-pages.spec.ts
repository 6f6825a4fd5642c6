import { expect, test } from '../fixtures';

test('the landing search with "2-5" and "Pune" lands on /jobs with those filters', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByLabel('Skills, designations or companies').fill('Engineer');
  await page.getByLabel('Experience (years)').fill('2-5');
  await page.getByLabel('Location').fill('Pune');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\?/);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/jobs');
  expect(url.searchParams.get('q')).toBe('Engineer');
  expect(url.searchParams.get('minExp')).toBe('2');
  expect(url.searchParams.get('maxExp')).toBe('5');
  expect(url.searchParams.get('location')).toBe('Pune');

  // …and the list shows only what those filters allow: Pune, 2 to 5 years.
  const { total } = (await (
    await page.request.get('/api/jobs?q=Engineer&minExp=2&maxExp=5&location=Pune')
  ).json()) as { total: number };
  expect(total).toBeGreaterThan(0);
  await expect(
    page.getByRole('heading', { name: `${total} ${total === 1 ? 'job' : 'jobs'}` }),
  ).toBeVisible();
  const facts = page.getByRole('article').getByRole('listitem');
  await expect(page.getByRole('article').first()).toBeVisible();
  const locations = await facts.filter({ hasText: /^Location: / }).allTextContents();
  expect(locations.length).toBeGreaterThan(0);
  for (const location of locations) expect(location).toMatch(/Pune/i);
  const experiences = await facts.filter({ hasText: /^Experience: / }).allTextContents();
  for (const experience of experiences) {
    const [low, high] = (experience.match(/\d+/g) ?? []).map(Number);
    expect(low, experience).toBeGreaterThanOrEqual(2);
    expect(high, experience).toBeLessThanOrEqual(5);
  }
});

test('the landing page shows company counts and featured companies from the data', async ({
  page,
}) => {
  await page.goto('/');
  const categories = page.getByRole('list', { name: 'Companies by category' });
  await expect(categories.getByRole('link', { name: /MNCs\s*\d+ compan/ })).toBeVisible();
  const carousel = page.getByRole('region', { name: 'Featured companies' });
  await expect(carousel.getByText(/Showing 1–3 of \d+/)).toBeVisible();
  await carousel.getByRole('button', { name: 'Next companies' }).click();
  await expect(carousel.getByText(/Showing 4–/)).toBeVisible();
  const viewJobs = carousel.getByRole('link', { name: /^View jobs at / }).first();
  const company = (await viewJobs.getAttribute('aria-label'))!.replace('View jobs at ', '');
  await viewJobs.click();
  // "View jobs" opens the company's own page with its open jobs (docs/product/companies.md).
  await expect(page).toHaveURL(/\/companies\/[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: company })).toBeVisible();
});

test('salary insights for "Engineer" shows figures from live jobs', async ({ page }) => {
  await page.goto('/salary-insights');
  await page.getByLabel('Role or company').fill('Engineer');
  await page.getByRole('button', { name: 'Search salaries' }).click();
  await expect(page).toHaveURL(/\/salary-insights\?q=Engineer/);
  await expect(page.getByRole('heading', { name: 'Salaries for “Engineer”' })).toBeVisible();
  const firstRow = page.getByRole('row').filter({ hasText: 'Engineer' }).first();
  await expect(firstRow).toContainText(/₹\d+(\.\d)? LPA/);
  await expect(page.getByRole('img', { name: /Salary range and median by role/ })).toBeVisible();
  await expect(page.getByLabel('Across all matching salaries')).toContainText(/Median₹\d/);
});

test('a contact message is stored and confirmed with a toast', async ({ page }) => {
  await page.goto('/contact-us');
  await page.getByLabel(/^Name/).fill('Rahul Verma');
  await page.getByLabel(/^Email/).fill('rahul.e2e@example.com');
  await page.getByLabel(/^Phone/).fill('98450 12345');
  await page.getByLabel(/^Subject/).fill('Question about job alerts');
  await page
    .getByLabel(/^Message/)
    .fill('How often are job alert e-mails sent for saved searches?');
  const stored = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/contact-messages') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  expect((await stored).status()).toBe(201);
  await expect(page.getByRole('status').getByText('Message sent. Thank you!')).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');
});

test('a counselling session request is stored from the Book a Session form', async ({ page }) => {
  await page.goto('/career-counselling');
  await page.getByRole('button', { name: 'Book a Session with Rohit Deshpande' }).click();
  const dialog = page.getByRole('dialog', { name: 'Book a session with Rohit Deshpande' });
  await dialog.getByLabel(/^Name/).fill('Ananya Rao');
  await dialog.getByLabel(/^Email/).fill('ananya.e2e@example.com');
  await dialog.getByLabel(/^Phone/).fill('9845012345');
  const inThreeDays = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + 3 * 24 * 60 * 60 * 1000),
  );
  await dialog.getByLabel(/^Preferred date/).fill(inThreeDays);
  await dialog.getByLabel(/^Topic/).selectOption('Salary negotiation');
  const stored = page.waitForResponse((response) =>
    response.url().endsWith('/api/counselling-requests'),
  );
  await dialog.getByRole('button', { name: 'Request session' }).click();
  expect((await stored).status()).toBe(201);
  await expect(page.getByText('Session requested!')).toBeVisible();
  await expect(dialog).toBeHidden();
});

const SERVICES: Array<[string, string, RegExp | null]> = [
  ['Job search assistance', '/job-search-assistance', /Job search assistance/],
  ['Resume building', '/services/resume-building', /Resume building/],
  ['Interview preparation', '/services/interview-preparation', /Interview preparation/],
  ['Salary insights', '/salary-insights', /Salary insights/],
  // Company reviews belongs to mfe-community: reaching its route is what this journey checks.
  ['Company reviews', '/company-reviews', null],
  ['Career counselling', '/career-counselling', /Career counselling/],
];

test('each services link is reachable from /services and from the landing page', async ({
  page,
}) => {
  for (const [title, path, heading] of SERVICES) {
    await page.goto('/services');
    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(`^${title}`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    if (heading) await expect(page.getByRole('heading', { level: 1 }).first()).toHaveText(heading);
  }
  await page.goto('/');
  const grid = page.getByRole('region', { name: 'Services for job seekers' });
  await expect(grid.getByRole('link')).toHaveCount(6);
  await grid.getByRole('link', { name: /^Interview preparation/ }).click();
  await expect(page.getByRole('link', { name: /opens in a new tab/ })).toHaveCount(6);
});

test('the terms and the footer are reachable and show the one support-hours text', async ({
  page,
}) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText('10:00 AM – 6:00 PM, Mon – Sat');
  await footer.getByRole('link', { name: 'Terms and conditions' }).click();
  await expect(page).toHaveURL(/\/terms-and-conditions$/);
  await expect(page.getByRole('heading', { name: '7. No use for AI training' })).toBeVisible();
});
