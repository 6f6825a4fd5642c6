import { expect, test } from '../fixtures';

// Job alerts from /jobs to the seeker dashboard (docs/product/notifications-and-alerts.md#job-alerts):
// create an instant alert for a search, see it on the dashboard, make it daily, delete it.

test('a seeker saves "React" in Pune as an instant alert, makes it daily and deletes it', async ({
  newSeeker,
}) => {
  const { page } = await newSeeker('Kavya Menon');

  await page.goto('/jobs');
  await page.getByRole('textbox', { name: 'Skills, designations or companies' }).fill('React');
  await page.getByRole('textbox', { name: 'Location' }).fill('Pune');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\?q=React&location=Pune$/);

  const create = page.getByRole('button', { name: 'Create job alert' });
  await create.click();
  const dialog = page.getByRole('dialog', { name: 'Create job alert' });
  await expect(dialog.getByRole('textbox', { name: /Alert name/ })).toHaveValue('React in Pune');
  await expect(dialog.getByRole('radio', { name: 'Instant' })).toBeChecked();
  await expect(dialog.getByText('“React” · Location: Pune')).toBeVisible();
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(page.getByText('Job alert "React in Pune" created')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();

  await page.goto('/job-seeker-dashboard#job-alerts');
  const alerts = page.getByRole('region', { name: 'Job alerts' });
  const alert = alerts.getByRole('listitem', { name: 'React in Pune' });
  await expect(alert.getByText('“React” · Location: Pune')).toBeVisible();
  await expect(alert.getByText('Last sent: Not sent yet')).toBeVisible();
  await expect(alert.getByRole('link', { name: 'Open search' })).toHaveAttribute(
    'href',
    '/jobs?q=React&location=Pune',
  );
  const howOften = alert.getByRole('combobox', { name: 'How often' });
  await expect(howOften).toHaveValue('instant');

  await howOften.selectOption('Daily');
  await expect(page.getByText('Job alert "React in Pune" updated')).toBeVisible();
  // What the server keeps: the page shows it again after a reload.
  await page.reload();
  await expect(
    alerts.getByRole('listitem', { name: 'React in Pune' }).getByRole('combobox', {
      name: 'How often',
    }),
  ).toHaveValue('daily');

  await alerts.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this job alert?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByText('Job alert "React in Pune" deleted')).toBeVisible();
  await expect(alerts.getByRole('heading', { name: 'No job alerts yet' })).toBeVisible();
});
