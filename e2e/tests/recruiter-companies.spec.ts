import { expect, test } from '../fixtures';

/**
 * ADR 013 end to end: the demo recruiter registers a company, finds it on /your-companies, opens
 * it, edits its description and still sees the new description after a reload.
 */
test('a recruiter adds a company, opens it from their companies and edits its description', async ({
  page,
  loginAs,
}) => {
  const name = `Journey Labs ${Date.now().toString(36)}`;
  await loginAs('recruiter');
  await page.goto('/company-profile');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Create Company Profile' }),
  ).toBeVisible();

  const continueButton = page.getByRole('button', { name: 'Continue' });
  await expect(continueButton).toHaveAttribute('aria-disabled', 'true');

  await page.getByLabel(/^Company name/).fill(name);
  await page.getByLabel(/^Email/).fill('talent@journeylabs.example');
  await page.getByLabel(/^Phone/).fill('98765 43210');
  await page.getByLabel(/^Website/).fill('https://journeylabs.example');
  await page.getByLabel(/^Address/).fill('4th Floor, Baner Road');
  await page.getByLabel(/^City/).fill('Pune');
  await page.getByLabel(/^State/).fill('Maharashtra');
  await page.getByLabel(/^Pincode/).fill('411045');
  await page.getByLabel(/^Industry/).fill('IT/ITES');
  await page.getByLabel(/^Company size/).selectOption('11-50');
  await page.getByLabel(/^Description/).fill('We build tools for recruiters.');
  await page.getByLabel(/^LinkedIn/).fill('https://www.linkedin.com/company/journeylabs');
  await expect(continueButton).not.toHaveAttribute('aria-disabled', 'true');
  await continueButton.click();

  await expect(page.getByText('Company Profile Created Successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/your-companies$/);
  const card = page.getByRole('article', { name, exact: true });
  await expect(card).toContainText('IT/ITES');
  await expect(card).toContainText('Pune');
  await expect(card).toContainText('11-50 employees');

  await card.getByRole('link', { name: 'View Company' }).click();
  await expect(page).toHaveURL(/\/company-profile\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('We build tools for recruiters.')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(page.getByLabel(/^Company name/)).toBeFocused();
  await page.getByLabel(/^Description/).fill('We build tools for recruiters, now in Mumbai too.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Company Profile Updated Successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(page.getByText('We build tools for recruiters, now in Mumbai too.')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  await expect(page.getByText('We build tools for recruiters, now in Mumbai too.')).toBeVisible();
  // The stored phone comes back in the BFF's normal form.
  await expect(page.getByText('+91 9876543210')).toBeVisible();
});
