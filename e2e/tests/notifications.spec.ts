import { DEMO, DEMO_PASSWORD, expect, test } from '../fixtures';

/**
 * The notification centre live (docs/product/notifications-and-alerts.md#notification-centre): a
 * new seeker applies to a job of the demo recruiter and keeps their application tracking open;
 * the recruiter moves the application to Interview; the seeker's bell count rises and the
 * tracking page shows "Interviewing" without a reload; /notifications lists it; "Mark all as
 * read" empties the count.
 */
test('a status change reaches the seeker’s bell and tracking page live, then is read on /notifications', async ({
  baseURL,
  browser,
  newSeeker,
}) => {
  const origin = { Origin: baseURL! };
  const recruiter = await browser.newContext({ baseURL });
  const login = await recruiter.request.post('/api/login', {
    data: { email: DEMO.recruiter.email, password: DEMO_PASSWORD },
    headers: origin,
  });
  expect(login.status(), await login.text()).toBe(200);
  const title = `Live Status Engineer ${Date.now().toString(36)}`;
  const posted = await recruiter.request.post('/api/jobs', {
    headers: origin,
    data: {
      job_title: title,
      employment_type: 'Full Time, Permanent',
      work_mode: 'Remote',
      job_description: 'Hear about your application as it moves.',
      skills: 'TypeScript',
      min_experience: 1,
      max_experience: 5,
      min_salary: 5,
      max_salary: 10,
      location: 'Pune',
      industry: 'IT/ITES',
      qualification: 'Any Graduate',
      company: 'Rozgar Live',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { job: { id: string } }).job.id;

  const seeker = await newSeeker('Noor Live');
  const page = seeker.page;
  const applied = await page.request.post('/api/apply-job', {
    data: { job_id: jobId },
    headers: origin,
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };

  const streams: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/notifications/events')) streams.push(request.url());
  });
  await page.goto('/application-tracking');
  const tracked = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title }) });
  await expect(tracked.getByText('Applied', { exact: true }).first()).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // The recruiter moves the application on; the seeker's open page follows without a reload.
  const moved = await recruiter.request.put(`/api/job-applications/${jobId}/${me.user.id}`, {
    data: { status: 'interview' },
    headers: origin,
  });
  expect(moved.status(), await moved.text()).toBe(200);
  const bell = nav.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveText('1');
  await expect(tracked.getByText('Status:').locator('..')).toContainText('Interviewing');
  const headline = `Your application for ${title} is now Interviewing`;
  // The bell (shell) and the tracking page (mfe-seeker) share the tab's one connection.
  expect(streams).toHaveLength(1);

  // The bell lists it; "See all notifications" opens the page, which lists it too.
  await bell.click();
  await expect(page.getByRole('link', { name: new RegExp(headline) })).toBeVisible();
  await page.getByRole('link', { name: 'See all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page).toHaveTitle('Notifications – Rozgar');
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(1);
  await expect(page.getByRole('main').getByRole('article')).toContainText(headline);

  await page.getByRole('main').getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications marked as read')).toBeVisible();
  const readBell = nav.getByRole('button', { name: 'Notifications', exact: true });
  await expect(readBell).toBeVisible();

  // Phones: the bell stays in the 360 px and 320 px header beside Menu; it opens a full-width sheet.
  for (const width of [360, 320]) {
    await page.setViewportSize({ width, height: 740 });
    await expect(readBell).toBeInViewport();
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(menu).toBeInViewport();
    // On the bar's one line, not wrapped under the logo.
    const [bellBox, menuBox] = [await readBell.boundingBox(), await menu.boundingBox()];
    expect(
      Math.abs(bellBox!.y + bellBox!.height / 2 - (menuBox!.y + menuBox!.height / 2)),
    ).toBeLessThan(2);
    expect(bellBox!.x).toBeGreaterThan(menuBox!.x);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
  }
  await readBell.click();
  const sheet = page.getByRole('region', { name: 'Notifications' });
  await expect(sheet).toContainText(headline);
  expect((await sheet.boundingBox())?.width).toBe(320);
  await page.screenshot({ path: test.info().outputPath('bell-320.png') });
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(readBell).toBeFocused();
  await recruiter.close();
});
