import { expect, test } from '../fixtures';

/**
 * Pre-screening end to end (docs/product/recruiter-tools-and-workspace.md#pre-screening): a new
 * recruiter gives their job two required questions and auto-reject from 3 years of experience on
 * /prescreening; a seeker with 1 year applies, answering the questions in the apply dialog; the
 * seeker's tracking page says "Not selected" (never the reason); the recruiter sees the answers,
 * the rejection and its reason on Manage Responses, and finds the questions from there.
 */
test('a recruiter screens with two questions and auto-reject; a seeker with 1 year answers and is not selected', async ({
  baseURL,
  newRecruiter,
  newSeeker,
}) => {
  // Two sign-ups by e-mailed code, four pages.
  test.setTimeout(90_000);
  const origin = { Origin: baseURL! };
  const recruiter = await newRecruiter('Prescreen Recruiter');
  const title = `Screened Engineer ${Date.now().toString(36)}`;
  const posted = await recruiter.page.request.post('/api/jobs', {
    headers: origin,
    data: {
      job_title: title,
      employment_type: 'Full Time, Permanent',
      work_mode: 'Remote',
      job_description: 'Build the pre-screening.',
      skills: 'TypeScript, Playwright',
      min_experience: 3,
      max_experience: 7,
      min_salary: 10,
      max_salary: 20,
      location: 'Pune',
      industry: 'IT/ITES',
      qualification: 'Any Graduate',
      company: 'Rozgar Screening',
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const jobId = ((await posted.json()) as { job: { id: string } }).job.id;

  // The recruiter sets two questions and the criteria on /prescreening, from the menu's page.
  const { page } = recruiter;
  await page.goto(`/prescreening?job=${jobId}`);
  await expect(page.getByRole('heading', { name: 'Pre-screening', level: 1 })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Job' })).toHaveValue(jobId);
  await expect(page.getByRole('heading', { name: 'No questions yet' })).toBeVisible();

  await page.getByRole('button', { name: 'Add question' }).click();
  const first = page.getByRole('group', { name: 'Question 1' });
  await first.getByRole('textbox', { name: 'Question' }).fill('Can you join within 30 days?');
  await first.getByRole('combobox', { name: 'Answer type' }).selectOption('yes_no');
  await first.getByRole('combobox', { name: 'Expected answer' }).selectOption('yes');
  await first.getByRole('checkbox', { name: 'Required' }).check();

  await page.getByRole('button', { name: 'Add question' }).click();
  const second = page.getByRole('group', { name: 'Question 2' });
  await second
    .getByRole('textbox', { name: 'Question' })
    .fill('How would you rate your TypeScript?');
  await second.getByRole('combobox', { name: 'Answer type' }).selectOption('rating');
  await second.getByRole('checkbox', { name: 'Required' }).check();

  await page.getByRole('checkbox', { name: /Auto-reject/ }).check();
  await page.getByRole('spinbutton', { name: 'Minimum years of experience' }).fill('3');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Pre-screening saved for ${title}`)).toBeVisible();
  await expect(page.getByText('2 questions, auto-reject on')).toBeVisible();

  // A seeker with 1 year of experience applies and answers both questions.
  const seeker = await newSeeker('Ira Prescreen');
  const profile = await seeker.page.request.patch('/api/profile', {
    data: { experience: 1 },
    headers: origin,
  });
  expect(profile.status(), await profile.text()).toBe(200);
  await seeker.page.goto(`/job-details/${jobId}`);
  await seeker.page.getByRole('button', { name: 'Apply Now' }).click();
  const dialog = seeker.page.getByRole('dialog', { name: `Apply to ${title}` });
  const joining = dialog.getByRole('radiogroup', { name: 'Can you join within 30 days?' });
  await expect(joining).toHaveAttribute('aria-required', 'true');
  const rating = dialog.getByRole('radiogroup', { name: 'How would you rate your TypeScript?' });
  // The required questions are asked for before anything is sent.
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(
    'Please answer the required question "Can you join within 30 days?"',
  );
  await joining.getByRole('radio', { name: 'Yes' }).check();
  await rating.getByRole('radio', { name: '4' }).check();
  await dialog.getByRole('button', { name: 'Submit application' }).click();
  await expect(seeker.page.getByText('Application submitted successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(seeker.page.getByRole('button', { name: 'Applied' })).toBeDisabled();

  // The seeker's tracking page: "Not selected", never the reason.
  await seeker.page.goto('/application-tracking');
  const tracked = seeker.page
    .getByRole('article')
    .filter({ has: seeker.page.getByRole('link', { name: title }) });
  await expect(tracked.getByText('Not selected').first()).toBeVisible();
  await expect(tracked).not.toContainText('minimum');
  await expect(tracked).not.toContainText('Rejected');

  // The recruiter sees the answers, the rejection and its reason, and the way to the questions.
  await page.goto(`/responses?job=${jobId}`);
  const region = page.getByRole('region', { name: new RegExp(`^${title}`) });
  const card = region.getByRole('article', { name: 'Ira Prescreen' });
  await expect(card.getByRole('combobox', { name: 'Status of Ira Prescreen' })).toHaveValue(
    'rejected',
  );
  const screening = card.getByRole('region', { name: /^Pre-screening/ });
  await expect(screening.getByText('Does not meet criteria')).toBeVisible();
  await expect(screening.getByText(/^Auto-rejected:/).locator('..')).toContainText(
    'below the minimum of 3 years',
  );
  await expect(screening.getByText('Can you join within 30 days?')).toBeVisible();
  await expect(screening.locator('dd')).toHaveText(['Yes', '4 of 5']);

  // Meets criteria leaves nobody; the questions are one link away.
  await region.getByRole('button', { name: 'Meets criteria' }).click();
  await expect(page).toHaveURL(/meets=1/);
  await expect(region.getByRole('heading', { name: 'No applicants match' })).toBeVisible();
  await region.getByRole('link', { name: `Pre-screening questions for ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/prescreening\\?job=${jobId}$`));
  await expect(page.getByRole('group', { name: 'Question 2' })).toBeVisible();

  // On a 360 px phone the questions and criteria fit the width.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('group', { name: 'Question 1' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('prescreening-360.png'), fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
