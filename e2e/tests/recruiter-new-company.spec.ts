import { expect, test } from '../fixtures';

/**
 * Post a Job's company (docs/product/recruiter-jobs-and-responses.md#post-a-job): a recruiter with
 * no company yet creates one from the form ("New company…"), which picks it; the job posted through
 * the preview carries that company's id, and Your companies lists the company.
 */
test('a new recruiter creates their company from Post a Job and posts a job for it', async ({
  newRecruiter,
}) => {
  const { page } = await newRecruiter('Inline Company Recruiter');
  const suffix = Date.now().toString(36);
  const companyName = `Kaveri Robotics ${suffix}`;
  const title = `Robotics Engineer ${suffix}`;

  await page.goto('/job-postings-section');
  await expect(page.getByText('10 of 10 job postings left')).toBeVisible();
  const choice = page.getByRole('combobox', { name: 'Company', exact: true });
  await expect(choice).toHaveValue('other');

  await page.getByLabel(/^Job title/).fill(title);
  await page.getByRole('button', { name: 'New company…' }).click();
  const dialog = page.getByRole('dialog', { name: 'New company' });
  await dialog.getByLabel(/^Company name/).fill(companyName);
  await dialog.getByLabel(/^Email/).fill('jobs@kaveri.example.in');
  await dialog.getByLabel(/^Phone/).fill('9876543210');
  await dialog.getByLabel(/^Website/).fill('https://kaveri.example.in');
  await dialog.getByLabel(/^Address/).fill('12 Hosur Road, Bengaluru');
  await dialog.getByLabel(/^Pincode/).fill('560068');
  await dialog.getByLabel(/^Industry/).fill('Robotics');
  await dialog.getByLabel(/^Company size/).selectOption('11-50');
  await dialog.getByLabel(/^Description/).fill('We build warehouse robots.');
  await dialog.getByLabel(/^LinkedIn/).fill('https://www.linkedin.com/company/kaveri-robotics');
  await dialog.getByRole('button', { name: 'Create company' }).click();
  await expect(page.getByText('Company Profile Created Successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(choice.locator('option:checked')).toHaveText(companyName);
  // What was typed before is kept.
  await expect(page.getByLabel(/^Job title/)).toHaveValue(title);

  await page.getByLabel(/^Job description/).fill('Design and test our picking robots.');
  await page.getByLabel(/^Key skills/).fill('ROS, C++');
  await page.getByLabel(/^Minimum experience/).selectOption('2');
  await page.getByLabel(/^Maximum experience/).selectOption('5');
  await page.getByLabel(/^Minimum salary/).selectOption('5');
  await page.getByLabel(/^Maximum salary/).selectOption('10');
  await page.getByLabel(/^Location/).fill('Bengaluru');
  await page.getByLabel(/^Industry/).selectOption('Manufacturing/Engineering');
  await page.getByLabel(/^Qualification/).selectOption('B.Tech/B.E.');
  await page.getByRole('button', { name: 'Review and post' }).click();
  const preview = page.getByRole('dialog', { name: 'Preview' });
  await expect(preview.getByText(companyName)).toBeVisible();
  await preview.getByRole('button', { name: 'Post Job' }).click();
  await expect(page.getByText('Job posted successfully!')).toBeVisible();

  const mine = (await (await page.request.get('/api/companies/mine')).json()) as {
    companies: { id: string; company_name: string }[];
  };
  expect(mine.companies.map(({ company_name }) => company_name)).toEqual([companyName]);
  const jobs = (await (await page.request.get('/api/recruiter/jobs')).json()) as {
    jobs: { job_title: string; company: string; company_id?: string }[];
  };
  expect(jobs.jobs.find(({ job_title }) => job_title === title)).toMatchObject({
    company: companyName,
    company_id: mine.companies[0]!.id,
  });
});
