import { expect, test } from '../fixtures';

/**
 * The recruiter's application tracking (docs/product/applications-and-tracking.md#recruiters): a
 * new recruiter with two jobs, a new seeker applied to one; the recruiter opens Application
 * tracking from the menu, sees the application among all, filters to the job (in the URL),
 * changes its status with the status select, and the seeker's own tracking page shows the
 * seeker's word for it.
 */
test('a recruiter tracks every application to their jobs, filters by job and changes a status the seeker sees', async ({
  baseURL,
  newRecruiter,
  newSeeker,
}) => {
  // Two sign-ups by e-mailed code, two jobs, one application, two pages.
  test.setTimeout(90_000);
  const recruiter = await newRecruiter('Tracking Recruiter');
  const page = recruiter.page;
  const origin = { Origin: baseURL! };
  const suffix = Date.now().toString(36);
  const post = async (title: string) => {
    const response = await page.request.post('/api/jobs', {
      headers: origin,
      data: {
        job_title: title,
        employment_type: 'Full Time, Permanent',
        work_mode: 'Remote',
        job_description: 'Track every application.',
        skills: 'TypeScript',
        min_experience: 1,
        max_experience: 5,
        min_salary: 5,
        max_salary: 10,
        location: 'Pune',
        industry: 'IT/ITES',
        qualification: 'Any Graduate',
        company: 'Rozgar Tracking',
      },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { job: { id: string } }).job.id;
  };
  const title = `Tracking Engineer ${suffix}`;
  const jobId = await post(title);
  const otherTitle = `Tracking Analyst ${suffix}`;
  await post(otherTitle);

  const seeker = await newSeeker('Ira Tracking');
  const applied = await seeker.page.request.post('/api/apply-job', {
    data: { job_id: jobId },
    headers: origin,
  });
  expect(applied.status(), await applied.text()).toBe(201);

  // From the recruiter's menu to their own page, not the seeker's.
  await page.goto('/recruiter-dashboard');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: /Jobs & Responses/ })
    .click();
  await page.getByRole('link', { name: 'Application tracking' }).click();
  await expect(page).toHaveURL(/\/recruiter\/application-tracking$/);
  await expect(page.getByRole('heading', { name: 'Application Tracking', level: 1 })).toBeVisible();
  const row = page.getByRole('article', { name: 'Ira Tracking' });
  await expect(row.getByRole('link', { name: title })).toBeVisible();
  await expect(page.getByText('1 application', { exact: true })).toBeVisible();

  // Filtered to the other job: nothing; to the job: Ira, the job in the URL.
  const jobSelect = page.getByRole('combobox', { name: 'Job' });
  await jobSelect.selectOption({ label: otherTitle });
  await expect(page.getByText('No application matches these filters.')).toBeVisible();
  await jobSelect.selectOption({ label: title });
  await expect(page).toHaveURL(new RegExp(`[?&]job=${jobId}`));
  await expect(row).toBeVisible();

  // The status select of Manage Responses, by the keyboard: Interview, saved with a toast.
  const status = row.getByRole('combobox', { name: 'Status of Ira Tracking' });
  await status.selectOption('interview');
  await status.focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Status of Ira Tracking set to Interview')).toBeVisible();
  await page
    .getByRole('combobox', { name: 'Status', exact: true })
    .selectOption({ label: 'Interview' });
  await expect(page).toHaveURL(/status=interview/);
  await expect(row).toBeVisible();

  // It fits a 360 px phone: no sideways scroll.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(row.getByRole('button', { name: 'Update status of Ira Tracking' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

  // The seeker reads it in their word on their own tracking page.
  await seeker.page.goto('/application-tracking');
  const tracked = seeker.page
    .getByRole('article')
    .filter({ has: seeker.page.getByRole('link', { name: title }) });
  await expect(tracked.getByText('Interviewing', { exact: true }).first()).toBeVisible();
});
