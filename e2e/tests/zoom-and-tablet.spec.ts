import { test, expect, DEMO_PASSWORD } from '../fixtures';
import { expectNoSidewaysScroll, firstArticle, h1, visit } from '../layout';

// 200 % zoom and a tablet (docs/product/navigation-and-layout.md; issue 17).
//
// 200 % zoom on a 1280×800 screen is emulated as browsers lay it out: a 640×400 CSS-pixel
// viewport drawn at deviceScaleFactor 2 (WCAG 1.4.10 Reflow). Every main page must then fit
// without sideways scrolling, and the header's menu must open, work and close.

const ZOOMED = { width: 640, height: 400 };

test.describe('at 200 % zoom (640×400 CSS px, deviceScaleFactor 2)', () => {
  test.use({ viewport: ZOOMED, deviceScaleFactor: 2 });

  test('the public pages fit without sideways scrolling', async ({ page }) => {
    await visit(page, '/', h1);
    await visit(page, '/jobs', firstArticle);
    const list = await page.request.get('/api/jobs?page=1&pageSize=1');
    const [first] = ((await list.json()) as { jobs: { id: string }[] }).jobs;
    await visit(page, `/job-details/${first!.id}`, h1);
    await visit(page, '/companies', firstArticle);
    await visit(page, '/community', h1);
  });

  test("a seeker's pages fit, and the header's menu opens, navigates and closes", async ({
    page,
    baseURL,
  }) => {
    const response = await page.request.post('/api/login', {
      data: { email: 'seeker@example.com', password: DEMO_PASSWORD },
      headers: { Origin: baseURL! },
    });
    expect(response.status()).toBe(200);
    await visit(page, '/jobseeker-home', h1);
    await visit(page, '/job-seeker-dashboard', h1);

    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expectNoSidewaysScroll(page, '/job-seeker-dashboard with the menu open');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    await toggle.click();
    await page.getByRole('navigation').getByRole('link', { name: 'Explore Jobs' }).click();
    await expect(page).toHaveURL(/\/jobs$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test("a recruiter's dashboard fits", async ({ newRecruiter }) => {
    const { page } = await newRecruiter('Zoomed Recruiter');
    await page.setViewportSize(ZOOMED);
    await visit(page, '/recruiter-dashboard', async (p) => {
      await expect(p.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
      await expect(p.getByRole('heading', { name: 'Resdex Folders' })).toBeVisible();
    });
  });
});

test('/jobs on a tablet (800 px): the filters beside the results, the first job in the first screen', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 1000 });
  await page.goto('/jobs');
  const filters = page.getByRole('complementary', { name: 'Filters' });
  const firstJob = page.getByRole('article').first();
  await expect(firstJob).toBeVisible();
  await expect(filters.getByRole('checkbox').first()).toBeVisible();
  const panel = (await filters.boundingBox())!;
  const card = (await firstJob.boundingBox())!;
  // Side by side, not overlapping, and the card not squeezed.
  expect(panel.x + panel.width).toBeLessThanOrEqual(card.x);
  expect(card.width).toBeGreaterThanOrEqual(320);
  expect(card.y).toBeLessThan(1000);
  // Nothing in the panel is cut off at its narrower width.
  const clipped = await filters.evaluate((element) =>
    Array.from(element.querySelectorAll('*'))
      // (clientWidth ≤ 1: inline or visually hidden elements, which have no box to overflow)
      .filter((child) => child.clientWidth > 1 && child.scrollWidth > child.clientWidth + 1)
      .map((child) => `${child.tagName.toLowerCase()} "${child.textContent?.slice(0, 30)}"`),
  );
  expect(clipped).toEqual([]);
  await expectNoSidewaysScroll(page, '/jobs at 800 px');
});
