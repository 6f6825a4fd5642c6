import { expect, test } from '../fixtures';

/**
 * A job's life end to end (docs/product/recruiter-jobs-and-responses.md#a-jobs-life): a new
 * recruiter closes their job from "My jobs" (after a confirm); a seeker no longer finds it on
 * /jobs, its details say applications are closed and the API refuses an application with 409; the
 * recruiter reopens it and it is back on /jobs, open to applications.
 */
test('a recruiter closes a job, seekers can no longer find or apply to it, and reopening brings it back', async ({
  baseURL,
  newRecruiter,
  newSeeker,
}) => {
  const recruiter = await newRecruiter('Life Recruiter');
  const seeker = await newSeeker('Life Seeker');
  const title = `Job Life Engineer ${Date.now().toString(36)}`;
  const origin = { Origin: baseURL! };

  const posted = await recruiter.page.request.post('/api/jobs', {
    headers: origin,
    data: {
      job_title: title,
      employment_type: 'Full Time, Permanent',
      work_mode: 'Remote',
      job_description: 'Keep our jobs alive and closed when they should be.',
      skills: 'TypeScript, Node.js',
      min_experience: 1,
      max_experience: 5,
      min_salary: 5,
      max_salary: 10,
      location: 'Pune',
      company: 'Lifecycle Labs',
      industry: 'IT/ITES',
      qualification: 'Any Graduate',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const { job } = (await posted.json()) as { job: { id: string } };

  const searchAsSeeker = async () => {
    await seeker.page.goto(`/jobs?q=${encodeURIComponent(title)}`);
    return seeker.page
      .getByRole('article')
      .filter({ has: seeker.page.getByRole('heading', { name: title }) });
  };
  await expect(await searchAsSeeker()).toHaveCount(1);

  // The recruiter closes it from My jobs, after a confirm.
  const { page } = recruiter;
  await page.goto('/job-postings-section');
  const myJobs = page.getByRole('region', { name: 'My jobs' });
  await expect(myJobs.getByRole('tab', { name: 'Active (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(myJobs.getByRole('link', { name: title, exact: true })).toHaveAttribute(
    'href',
    `/job-details/${job.id}`,
  );
  await myJobs.getByRole('button', { name: `Close ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Close this job?' });
  await dialog.getByRole('button', { name: 'Close job' }).click();
  await expect(page.getByText(`Closed "${title}"`)).toBeVisible();
  await expect(myJobs.getByRole('tab', { name: 'Closed (1)' })).toBeVisible();
  await expect(myJobs.getByRole('tab', { name: 'Active (0)' })).toBeVisible();

  // The dashboard says Closed beside its title.
  await page.goto('/recruiter-dashboard');
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
  await expect(row.getByText('Closed', { exact: true })).toBeVisible();

  // The seeker no longer finds it, its details say so, and applying is refused.
  await expect(await searchAsSeeker()).toHaveCount(0);
  await seeker.page.goto(`/job-details/${job.id}`);
  await expect(seeker.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(seeker.page.getByRole('button', { name: 'Applications closed' })).toBeDisabled();
  const refused = await seeker.page.request.post('/api/apply-job', {
    headers: origin,
    data: { job_id: job.id },
  });
  expect(refused.status()).toBe(409);

  // The recruiter reopens it from the Closed tab, and it is back for seekers.
  await page.goto('/job-postings-section?jobs=closed');
  await myJobs.getByRole('button', { name: `Reopen ${title}` }).click();
  await expect(page.getByText(`Reopened "${title}"`)).toBeVisible();
  await expect(myJobs.getByRole('tab', { name: 'Active (1)' })).toBeVisible();

  const card = await searchAsSeeker();
  await expect(card).toHaveCount(1);
  await card.getByRole('button', { name: 'Apply Now' }).click();
  await expect(seeker.page.getByText('Application submitted successfully!')).toBeVisible();
});
