import { expect, test } from '../fixtures';

/**
 * The job posting keyword optimiser (docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser,
 * docs/product/recruiter-jobs-and-responses.md#post-a-job): a new recruiter writes a draft, checks
 * its keywords on Post a Job, adds two of the suggestions (they land in the key skills, the rest
 * of the form kept), posts it, and analyses the posted job on /keyword-optimization. The job's
 * title is unique, so a later step can find it.
 */
test("a new recruiter checks a draft's keywords, adds two suggestions and posts it", async ({
  newRecruiter,
}) => {
  const { page } = await newRecruiter('Keyword Check Recruiter');
  const suffix = Date.now().toString(36);
  const title = `Frontend Engineer for React apps ${suffix}`;
  const company = `Nilgiri Web Labs ${suffix}`;

  await page.goto('/job-postings-section');
  await page.getByLabel(/^Job title/).fill(title);
  await page
    .getByLabel(/^Job description/)
    .fill(
      'Build fast, accessible React interfaces for our hiring products. You will write ' +
        'JavaScript and CSS every day, review code, and work with designers and the backend team.',
    );
  await page.getByLabel(/^Key skills/).fill('React, JavaScript');
  await page.getByLabel(/^Minimum experience/).selectOption('2');
  await page.getByLabel(/^Maximum experience/).selectOption('5');
  await page.getByLabel(/^Minimum salary/).selectOption('5');
  await page.getByLabel(/^Maximum salary/).selectOption('10');
  await page.getByLabel(/^Location/).fill('Bengaluru');
  await page.getByLabel(/^Industry/).selectOption('IT/ITES');
  await page.getByLabel(/^Qualification/).selectOption('B.Tech/B.E.');
  await page.getByLabel(/^Company name/).fill(company);

  await page.getByRole('button', { name: 'Check keywords' }).click();
  const check = page.getByRole('dialog', { name: 'Keyword check' });
  const meter = check.getByRole('meter', { name: 'Keyword score' });
  await expect(meter).toBeVisible();
  expect(Number(await meter.getAttribute('aria-valuenow')) % 20).toBe(0);
  await expect(check.getByRole('region', { name: 'Checks' }).getByRole('listitem')).toHaveCount(5);

  // The two most relevant suggestions, whatever the portal's open jobs make them.
  const add = check.getByRole('button', { name: /^Add .+ to key skills$/ });
  await expect(add.nth(1)).toBeVisible();
  const keywordOf = async (index: number) =>
    (await add.nth(index).getAttribute('aria-label'))!.replace(/^Add (.+) to key skills$/, '$1');
  const first = await keywordOf(0);
  const second = await keywordOf(1);
  await add.nth(0).click();
  await expect(check.getByRole('button', { name: `${first} added to key skills` })).toHaveText(
    'Added',
  );
  await check.getByRole('button', { name: `Add ${second} to key skills` }).click();
  await expect(check.getByRole('button', { name: `${second} added to key skills` })).toBeVisible();
  // Checked again, the draft's key skills count: the two added are found, no longer suggested.
  await check.getByRole('button', { name: 'Check again' }).click();
  const found = check.getByRole('region', { name: 'Keywords found' });
  await expect(found.getByRole('cell', { name: first, exact: true })).toBeVisible();
  await expect(found.getByRole('cell', { name: second, exact: true })).toBeVisible();
  await expect(check.getByRole('button', { name: `${first} added to key skills` })).toHaveCount(0);

  // The draft handed to the optimiser's page in a new tab, as it now is; this tab keeps the form.
  const [tab] = await Promise.all([
    page.context().waitForEvent('page'),
    check.getByRole('link', { name: 'Open in the keyword optimiser (new tab)' }).click(),
  ]);
  await expect(tab.getByRole('radio', { name: 'A draft' })).toBeChecked();
  await expect(tab.getByLabel(/^Job title/)).toHaveValue(title);
  await expect(tab.getByLabel(/^Key skills/)).toHaveValue(`React, JavaScript, ${first}, ${second}`);
  await tab.getByRole('button', { name: 'Analyse keywords' }).click();
  await expect(
    tab.getByRole('region', { name: 'Results' }).getByRole('meter', { name: 'Keyword score' }),
  ).toBeVisible();
  await tab.close();

  await check.getByRole('button', { name: 'Back to the form' }).click();
  await expect(check).toBeHidden();

  await expect(page.getByLabel(/^Key skills/)).toHaveValue(
    `React, JavaScript, ${first}, ${second}`,
  );
  await expect(page.getByLabel(/^Job title/)).toHaveValue(title);

  await page.getByRole('button', { name: 'Review and post' }).click();
  await page
    .getByRole('dialog', { name: 'Preview' })
    .getByRole('button', { name: 'Post Job' })
    .click();
  await expect(page.getByText('Job posted successfully!')).toBeVisible();

  const jobs = (await (await page.request.get('/api/recruiter/jobs')).json()) as {
    jobs: { id: string; job_title: string; skills: string[] }[];
  };
  const posted = jobs.jobs.find(({ job_title }) => job_title === title);
  expect(posted?.skills.map((skill) => skill.toLowerCase())).toEqual([
    'react',
    'javascript',
    first.toLowerCase(),
    second.toLowerCase(),
  ]);

  // The posted job, analysed on the optimiser's own page, from the recruiter's menu.
  await page.getByRole('button', { name: /Jobs & Responses/ }).click();
  await page.getByRole('link', { name: 'Keyword optimiser' }).click();
  await expect(page.getByRole('heading', { name: 'Job posting keyword optimiser' })).toBeVisible();
  await page.getByRole('combobox', { name: /^Job/ }).selectOption(posted!.id);
  await page.getByRole('button', { name: 'Analyse keywords' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  await expect(results.getByRole('meter', { name: 'Keyword score' })).toBeVisible();
  await expect(results.getByRole('heading', { name: 'Keywords found' })).toBeVisible();
  await expect(results.getByRole('cell', { name: /^react$/i })).toBeVisible();
  await expect(results.getByRole('cell', { name: first, exact: true })).toBeVisible();
});
