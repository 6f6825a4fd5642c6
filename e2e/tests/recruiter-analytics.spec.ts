import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/**
 * Job analytics end to end (docs/product/recruiter-tools-and-workspace.md#job-analytics): a new
 * recruiter's job gains a view when a seeker opens it from /jobs (the modal, then the full page:
 * one viewer, one view a day) and another when a visitor opens its page; the recruiter's own
 * look does not count. The dashboard's Views column and /job-analytics (from the Analytics menu)
 * show the count growing.
 */

/** Waits for the page's report that the job was opened. */
const viewReported = (page: Page, jobId: string) =>
  page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/jobs/${jobId}/views`) && response.request().method() === 'POST',
  );

test('a recruiter sees their job views grow as a seeker and a visitor open it, on the dashboard and in job analytics', async ({
  baseURL,
  newRecruiter,
  newSeeker,
}) => {
  // three sign-ups (each through an e-mailed code) and five page loads of the recruiter's
  test.setTimeout(90_000);
  const recruiter = await newRecruiter('Analytics Recruiter');
  const seeker = await newSeeker('Analytics Seeker');
  const visitor = await newSeeker('Analytics Visitor', { login: false });
  const title = `Analytics Engineer ${Date.now().toString(36)}`;

  const posted = await recruiter.page.request.post('/api/jobs', {
    headers: { Origin: baseURL! },
    data: {
      job_title: title,
      employment_type: 'Full Time, Permanent',
      work_mode: 'Remote',
      job_description: 'Count the views of our jobs and tell recruiters what works.',
      skills: 'TypeScript, SQL',
      min_experience: 1,
      max_experience: 5,
      min_salary: 5,
      max_salary: 10,
      location: 'Pune',
      company: 'Metrics Mills',
      industry: 'IT/ITES',
      qualification: 'Any Graduate',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { job } = (await posted.json()) as { job: { id: string } };

  const { page } = recruiter;
  const dashboardViews = async () => {
    await page.goto('/recruiter-dashboard');
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('link', { name: title, exact: true }) });
    // Created by, Modified on, Views, Applies, CV received
    return row.getByRole('cell').nth(2);
  };

  // The recruiter's own look at their job does not count.
  const own = viewReported(page, job.id);
  await page.goto(`/job-details/${job.id}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect((await own).status()).toBe(204);
  await expect(await dashboardViews()).toHaveText('0');

  // A seeker opens it from /jobs in the modal, then its full page: one viewer today, one view.
  await seeker.page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  const inModal = viewReported(seeker.page, job.id);
  const card = seeker.page
    .getByRole('article')
    .filter({ has: seeker.page.getByRole('heading', { name: title }) });
  const dialog = seeker.page.getByRole('dialog', { name: title });
  // the list may still be settling on its answer: click again until the modal is open
  await expect(async () => {
    if (!(await dialog.isVisible())) await card.getByRole('button', { name: title }).click();
    await expect(dialog).toBeVisible({ timeout: 2_000 });
  }).toPass();
  await inModal;
  const onPage = viewReported(seeker.page, job.id);
  await dialog.getByRole('link', { name: 'View full details' }).click();
  await expect(seeker.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await onPage;
  await expect(await dashboardViews()).toHaveText('1');

  // A visitor who is not logged in opens its page: a second viewer.
  const visited = viewReported(visitor.page, job.id);
  await visitor.page.goto(`/job-details/${job.id}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect((await visited).status()).toBe(204);
  await expect(await dashboardViews()).toHaveText('2');

  // Job analytics, from the Analytics menu: the job's 2 views in total, per job and today.
  await page.getByRole('button', { name: /Analytics/ }).click();
  await page.getByRole('link', { name: 'Job Posting analytics' }).click();
  await expect(page).toHaveURL(/\/job-analytics$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'All jobs: last 30 days' }),
  ).toBeVisible();
  const jobRow = page
    .getByRole('table', { name: 'Your jobs in the last 30 days' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  // Posted on, Views, Applies, Apply rate, Applications by status
  await expect(jobRow.getByRole('cell').nth(1)).toHaveText('2');
  await expect(jobRow.getByRole('cell').nth(3)).toHaveText('0%');

  await page.getByRole('combobox', { name: 'Job' }).selectOption({ label: title });
  await expect(
    page.getByRole('heading', { level: 2, name: `${title}: last 30 days` }),
  ).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`range=30&job=${job.id}`));
  const days = page.getByRole('table', { name: /the figures per day/ });
  await expect(days.getByRole('row')).toHaveCount(31);
  await expect(days.getByRole('row').last().getByRole('cell')).toHaveText(['2', '0']);
  await expect(page.getByRole('img', { name: /2 views and 0 applies/ })).toBeVisible();
});
