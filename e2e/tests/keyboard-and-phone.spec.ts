import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * The two main journeys with the keyboard alone (docs/product/navigation-and-layout.md, "Keyboard
 * and screen readers"), on a desktop and on a 390 px phone: a seeker searches, skips the filters,
 * opens a job, applies and opens its page; a recruiter posts a job and moves its applicant on.
 * After every route change focus is on the new page's h1 and the page has its own title.
 */

const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/** Presses Tab (or Shift+Tab) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}) {
  for (let press = 0; press < max; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `reached with ${back ? 'Shift+Tab' : 'Tab'}`).toBeFocused({ timeout: 1 });
}

/** After a route change: the page's own title, focus on its h1, the title announced. */
async function expectArrivedAt(page: Page, title: string, heading: string | RegExp) {
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeFocused();
  await expect(page).toHaveTitle(title);
  await expect(page.getByTestId('route-announcer')).toHaveText(title);
}

/** Opens a top-navigation link or menu item by the keyboard (through "Menu" on a phone). */
async function openFromNavigation(page: Page, phone: boolean, item: string, menu?: string) {
  const banner = page.getByRole('banner');
  // From the page, back up to the header; from the top (or the header), forward.
  const back = await page.evaluate(() => Boolean(document.activeElement?.closest('main, footer')));
  if (phone) {
    const toggle = banner.getByRole('button', { name: 'Menu' });
    await tabTo(page, toggle, { back });
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  if (menu) {
    await tabTo(page, banner.getByRole('button', { name: menu }), { back: back && !phone });
    await page.keyboard.press('Enter');
    const entry = banner.getByRole('link', { name: item });
    for (let press = 0; press < 10; press += 1) {
      if (await entry.evaluate((element) => element === document.activeElement)) break;
      await page.keyboard.press('ArrowDown');
    }
  } else {
    await tabTo(page, banner.getByRole('link', { name: item }), { back: back && !phone });
  }
  await page.keyboard.press('Enter');
}

/** WCAG contrast of the focused element's text on its background (both opaque rgb()). */
async function focusedContrast(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    const channels = (color: string) =>
      color
        .match(/\d+(\.\d+)?/g)!
        .slice(0, 3)
        .map(Number);
    const luminance = (color: string) => {
      const [r, g, b] = channels(color).map((value) => {
        const channel = value / 255;
        return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const [light, dark] = [luminance(style.color), luminance(style.backgroundColor)].sort(
      (a, b) => b - a,
    ) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

// Every step goes through Tab: slower than clicks on a busy machine.
test.describe.configure({ timeout: 60_000 });

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  const phone = name === 'phone';

  test(`${name}: a seeker searches, skips the filters, opens a job and applies, by the keyboard alone`, async ({
    newSeeker,
  }) => {
    const { page } = await newSeeker('Keyboard Seeker');
    await page.setViewportSize(viewport);
    await page.goto('/jobseeker-home');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome back/ })).toBeVisible();
    await expect(page).toHaveTitle('Home – Rozgar');
    // The first Tab stop skips the navigation; on the first load focus stays put.
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    await openFromNavigation(page, phone, 'Explore Jobs');
    await expect(page).toHaveURL(/\/jobs$/);
    await expectArrivedAt(page, 'Jobs – Rozgar', 'Jobs');

    // Search: a new query is no route change, so focus stays in the search.
    const what = page.getByLabel('Skills, designations or companies');
    await tabTo(page, what);
    await page.keyboard.type('Engineer');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/jobs\?q=Engineer$/);
    await expect(what).toBeFocused();
    await expect(page.getByRole('heading', { name: /^\d+ jobs?$/ })).toBeVisible();
    await expect(page.getByLabel('Loading jobs')).toHaveCount(0);

    const card = page.getByRole('article').first();
    const title = (await card.getByRole('heading').first().textContent())!.trim();
    const opener = card.getByRole('button', { name: title });
    if (phone) {
      // The phone keeps its filters behind a button: the first job is a few Tab stops on.
      await tabTo(page, opener);
    } else {
      // "Skip to results" before the filters, then (past the results' controls) the first job's title.
      const skipToResults = page.getByRole('link', { name: 'Skip to results' });
      await tabTo(page, skipToResults);
      await expect(skipToResults).toBeInViewport();
      await page.keyboard.press('Enter');
      // The results start with their own controls ("Sort by" first), then the first job.
      await page.keyboard.press('Tab');
      await expect(page.getByRole('combobox', { name: 'Sort by' })).toBeFocused();
      await tabTo(page, opener, { max: 3 });
    }
    await expect(opener).toBeFocused();

    // Tabbing back up, nothing focused hides under the sticky header.
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Shift+Tab');
      // What has focus is what is drawn at its centre: not under the header (or off screen).
      const clear = await page.evaluate(() => {
        const focused = document.activeElement!;
        if (focused === document.body) return true;
        const box = focused.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit !== null && focused.contains(hit);
      });
      expect(clear, `Shift+Tab ${press + 1} leaves focus clear of the header`).toBe(true);
    }
    await tabTo(page, opener);

    // The modal: Apply Now, then focus stays on a legible Applied; the toast keeps off the footer.
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Apply Now' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Application submitted successfully!')).toBeVisible();
    const applied = dialog.getByRole('button', { name: 'Applied' });
    await expect(applied).toBeFocused();
    await expect(applied).toHaveAttribute('aria-disabled', 'true');
    // Polled: the colours fade in over the button's short transition.
    await expect.poll(() => focusedContrast(page)).toBeGreaterThanOrEqual(4.5);
    const details = dialog.getByRole('link', { name: 'View full details' });
    const toast = page.getByText('Application submitted successfully!');
    expect(overlaps((await toast.boundingBox())!, (await details.boundingBox())!)).toBe(false);

    await tabTo(page, details);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/job-details\//);
    // The job's page is titled after the job (usePageTitle), and says so.
    await expectArrivedAt(page, `${title} – Rozgar`, title);
    await expect(page.getByRole('button', { name: 'Applied' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });

  test(`${name}: a recruiter posts a job and moves its applicant on, by the keyboard alone`, async ({
    newRecruiter,
    newSeeker,
    baseURL,
  }) => {
    const { page } = await newRecruiter('Keyboard Recruiter');
    await page.setViewportSize(viewport);
    await page.goto('/recruiter-dashboard');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    await expect(page).toHaveTitle('Recruiter dashboard – Rozgar');

    if (phone) {
      // The phone's menu closes on Escape, focus back on its toggle.
      const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      await tabTo(page, toggle);
      await page.keyboard.press('Enter');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Escape');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(toggle).toBeFocused();
    }
    await openFromNavigation(page, phone, 'Post a Job', 'Jobs & Responses');
    await expect(page).toHaveURL(/\/job-postings-section$/);
    await expectArrivedAt(page, 'Post a Job – Rozgar', 'Post a Job');

    const jobTitle = `Keyboard Engineer ${Date.now().toString(36)}`;
    const type = async (label: RegExp, text: string) => {
      await tabTo(page, page.getByLabel(label));
      await page.keyboard.type(text);
    };
    /** A closed select: ArrowDown picks the next option, as the browser does. */
    const choose = async (label: RegExp, presses: number) => {
      const select = page.getByLabel(label);
      await tabTo(page, select);
      for (let press = 0; press < presses; press += 1) await page.keyboard.press('ArrowDown');
      await expect(select).not.toHaveValue('');
    };
    await type(/^Job title/, jobTitle);
    await type(/^Job description/, 'Build accessible pages for phones.');
    await type(/^Key skills/, 'React, TypeScript');
    await choose(/^Minimum experience/, 1);
    await choose(/^Maximum experience/, 3);
    await choose(/^Minimum salary/, 1);
    await choose(/^Maximum salary/, 3);
    await type(/^Location/, 'Pune');
    await choose(/^Industry/, 1);
    await choose(/^Qualification/, 1);
    const companyName = page.getByLabel(/^Company name/);
    if ((await companyName.count()) > 0) await type(/^Company name/, 'Keyboard Labs');

    await tabTo(page, page.getByRole('button', { name: 'Review and post' }));
    await page.keyboard.press('Enter');
    const preview = page.getByRole('dialog', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: jobTitle })).toBeVisible();
    const posted = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' && new URL(response.url()).pathname === '/api/jobs',
    );
    await tabTo(page, preview.getByRole('button', { name: 'Post Job' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Job posted successfully!')).toBeVisible();
    const body = (await (await posted).json()) as { job: { id?: string; _id?: string } };
    const jobId = body.job.id ?? body.job._id;
    expect(jobId, JSON.stringify(body)).toBeTruthy();

    // A seeker applies (through the API: their side is the other journey).
    const seeker = await newSeeker('Keyboard Applicant');
    const apply = await seeker.page.request.post('/api/apply-job', {
      data: { job_id: jobId },
      headers: { Origin: baseURL! },
    });
    expect(apply.status(), await apply.text()).toBeLessThan(300);

    await openFromNavigation(page, phone, 'Manage Responses', 'Jobs & Responses');
    await expect(page).toHaveURL(/\/responses$/);
    await expectArrivedAt(page, 'Manage Responses – Rozgar', 'Manage Responses');
    const header = page.getByRole('button', { name: new RegExp(`^${jobTitle}`) });
    await expect(header).toContainText('1 application');
    await tabTo(page, header);
    await page.keyboard.press('Enter');
    await expect(header).toHaveAttribute('aria-expanded', 'true');
    const applicant = page
      .getByRole('region', { name: new RegExp(`^${jobTitle}`) })
      .getByRole('article');
    const status = applicant.getByRole('combobox', { name: /^Status of / });
    await tabTo(page, status);
    await page.keyboard.press('ArrowDown');
    await expect(status).toHaveValue('under_review');
    await page.keyboard.press('Tab');
    const update = applicant.getByRole('button', { name: /^Update status of / });
    await expect(update).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText(/set to Reviewing$/)).toBeVisible();
    await expect(update).toBeFocused();
  });
}

test('the recruiter dashboard fits a 320 px screen: no section card cut off or scrolled sideways', async ({
  page,
  loginAs,
}) => {
  await loginAs('recruiter');
  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto('/recruiter-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
  // The tables arrived: the widest content there is.
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Resdex Folders' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
});
