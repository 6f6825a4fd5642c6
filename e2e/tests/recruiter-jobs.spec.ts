import { expect, test } from '../fixtures';

/**
 * ADR 011's loop end to end: the demo recruiter posts a job, the demo seeker finds it on /jobs and
 * applies, the recruiter moves the application to Interview on /responses (arrow keys on the status
 * select only choose; the Update button saves), and the seeker's tracking page shows it.
 */
test('a recruiter posts a job, a seeker applies, the recruiter sets Interview, the seeker sees it', async ({
  page,
  loginAs,
}) => {
  const title = `Platform Engineer ${Date.now().toString(36)}`;

  // The recruiter posts the job.
  await loginAs('recruiter');
  await page.goto('/job-postings-section');
  await expect(page.getByRole('heading', { level: 1, name: 'Post a Job' })).toBeVisible();
  await expect(page.getByLabel(/^Work mode/)).toHaveValue('In office');
  await page.getByLabel(/^Job title/).fill(title);
  await page.getByLabel(/^Job description/).fill('Run and grow our Kubernetes platform.');
  await expect(page.getByText('37/5000 characters')).toBeVisible();
  await page.getByLabel(/^Key skills/).fill('Kubernetes, Go, Terraform');
  await page.getByLabel(/^Minimum experience/).selectOption('3');
  await page.getByLabel(/^Maximum experience/).selectOption('7');
  await page.getByLabel(/^Minimum salary/).selectOption('10');
  await page.getByLabel(/^Maximum salary/).selectOption('20');
  await page.getByLabel(/^Location/).fill('Pune');
  await page.getByLabel(/^Industry/).selectOption('IT/ITES');
  await page.getByLabel(/^Qualification/).selectOption('B.Tech/B.E.');
  // Not one of the recruiter's own companies: its name is typed.
  await page
    .getByRole('combobox', { name: 'Company', exact: true })
    .selectOption({ label: 'Another company (type its name)' });
  await page.getByLabel(/^Company name/).fill('Rozgar Cloud');
  await page.getByLabel('Perks and benefits').fill('Health cover');
  // The form opens the preview, as seekers will see the job; only the preview posts it.
  await page.getByRole('button', { name: 'Review and post' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: title })).toBeVisible();
  await expect(preview.getByText('Rozgar Cloud')).toBeVisible();
  await preview.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Job posted successfully!')).toBeVisible();
  await expect(page.getByLabel(/^Job title/)).toHaveValue('');

  // The dashboard lists it among the recently posted jobs, with no applies yet.
  await page.goto('/recruiter-dashboard');
  const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: title }) });
  // Created by, Modified on, Views, Applies, CV received: no applies yet
  await expect(row.getByRole('cell').nth(3)).toHaveText('0');

  // The seeker finds it on /jobs and applies.
  await loginAs('seeker');
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title }) });
  await expect(card).toHaveCount(1);
  await expect(card).toContainText('Rozgar Cloud');
  await card.getByRole('button', { name: 'Apply Now' }).click();
  await expect(page.getByText('Application submitted successfully!')).toBeVisible();

  // The recruiter opens the job on /responses and sets Interview.
  await loginAs('recruiter');
  await page.goto('/responses');
  const header = page.getByRole('button', { name: new RegExp(`^${title}`) });
  await expect(header).toContainText('1 application');
  await header.click();
  await expect(header).toHaveAttribute('aria-expanded', 'true');
  const applicant = page
    .getByRole('region', { name: new RegExp(`^${title}`) })
    .getByRole('article');
  await expect(applicant).toHaveCount(1);
  await expect(applicant).toContainText('seeker@example.com');
  const status = applicant.getByRole('combobox', { name: /^Status of / });
  const update = applicant.getByRole('button', { name: /^Update status of / });
  await expect(status).toHaveValue('applied');
  await expect(update).toHaveAttribute('aria-disabled', 'true');
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().includes('/api/job-applications/'))
      saves.push(request.postData() ?? '');
  });

  // An arrow key on the closed select moves the choice in the browser, but saves nothing.
  await status.focus();
  await page.keyboard.press('ArrowDown');
  await expect(status).toHaveValue('under_review');
  await expect(update).not.toHaveAttribute('aria-disabled');
  await expect(applicant.getByText('Not saved yet: press Update to save it.')).toBeVisible();
  await page.reload();
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await expect(status).toHaveValue('applied');
  expect(saves).toEqual([]);

  // Choosing Interview and pressing Update (from the keyboard) saves it, once.
  await status.selectOption({ label: 'Interview' });
  expect(saves).toEqual([]);
  await status.focus();
  await page.keyboard.press('Tab');
  await expect(update).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText(/set to Interview$/)).toBeVisible();
  await expect(update).toHaveAttribute('aria-disabled', 'true');
  await expect(update).toBeFocused();
  expect(saves).toEqual([JSON.stringify({ status: 'interview' })]);

  // Saved on the server: a reload shows it.
  await page.reload();
  await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await expect(
    page
      .getByRole('region', { name: new RegExp(`^${title}`) })
      .getByRole('combobox', { name: /^Status of / }),
  ).toHaveValue('interview');
  expect(saves).toHaveLength(1);

  // The seeker's tracking page shows the new status.
  await loginAs('seeker');
  await page.goto('/application-tracking');
  const tracked = page
    .getByRole('article')
    .filter({ has: page.getByRole('link', { name: title }) });
  await expect(tracked.getByText('Interviewing', { exact: true }).first()).toBeVisible();
});
