import { expect, test } from '../fixtures';

/*
 * Contribute salary end to end (docs/product/community-and-reviews.md, "Contribute salary"): a
 * seeker contributes a salary for a seeded company picked from the suggestions, then finds it on
 * /salary-insights labelled as contributed, next to the seeded contributions of a job title that
 * employers also post.
 */

const COMPANY = 'Infoveda Technologies';

test('a seeker contributes a salary and finds it labelled as contributed in salary insights', async ({
  newSeeker,
}) => {
  test.setTimeout(90_000);
  const { page, email } = await newSeeker('Ishaan Verma');
  const designation = `Reliability Analyst ${Date.now()}`;

  await page.goto('/company-reviews');
  await page
    .getByRole('region', { name: 'Contribute' })
    .getByRole('link', { name: 'Contribute salary' })
    .click();
  await expect(page).toHaveURL(/\/contribute-salary$/);
  const form = page.getByRole('form', { name: 'Salary' });
  await form.getByRole('combobox', { name: /Company name/ }).fill('Infoveda');
  await page.getByRole('option', { name: new RegExp(COMPANY) }).click();
  await form.getByLabel(/^Designation/).fill(designation);
  await form.getByLabel(/^Annual salary/).fill('14.5');
  await form.getByLabel(/^Experience/).fill('4');
  await form.getByLabel(/^City/).fill('Pune');
  await form.getByLabel(/^Employment type/).selectOption('fullTime');
  await form.getByRole('button', { name: 'Submit anonymously' }).click();
  await expect(page.getByText('Thank you! Your salary was added anonymously.')).toBeVisible();
  await expect(form.getByLabel(/^Designation/)).toHaveValue('');

  // Salary insights by role: the new designation's row says it was contributed, with its figure.
  await page.goto(`/salary-insights?q=${encodeURIComponent(designation)}&by=role`);
  const table = page.getByRole('table');
  const row = table.getByRole('row', { name: new RegExp(`${designation} \\(contributed\\)`) });
  await expect(row).toBeVisible();
  await expect(row.getByRole('cell').first()).toHaveText('Contributed');
  await expect(row).toContainText('₹14.5 LPA');
  await expect(page.getByRole('main')).not.toContainText(email);

  // A seeded designation employers also post: a posted row and a contributed row side by side.
  await page.goto('/salary-insights?q=DevOps%20Engineer&by=role');
  await expect(
    page.getByRole('table').getByRole('row', { name: /^DevOps Engineer \(contributed\)/ }),
  ).toBeVisible();
  await expect(
    page.getByRole('table').getByRole('row', { name: /^DevOps Engineer Posted/ }),
  ).toBeVisible();
});
