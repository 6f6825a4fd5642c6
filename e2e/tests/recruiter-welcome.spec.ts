import { expect, test } from '../fixtures';

/**
 * The getting-started checklist end to end (docs/product/recruiter-tools-and-workspace.md#welcome):
 * a new recruiter opens /welcome from the menu and sees nothing done; once they have a company
 * profile its step says "Done" and the count moves to 1 of 6.
 */
test('a new recruiter sees the checklist fill in as they create their company', async ({
  newRecruiter,
  baseURL,
}) => {
  const recruiter = await newRecruiter('Wasim Welcome');
  const page = recruiter.page;
  await page.goto('/recruiter-dashboard');
  await page.getByRole('button', { name: /Jobs & Responses/ }).click();
  await page.getByRole('link', { name: 'Getting started' }).click();
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Welcome to Rozgar, Wasim Welcome',
  );
  await expect(page.getByText('0 of 6 done')).toBeVisible();
  const steps = page.getByRole('list', { name: 'Getting started steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(6);
  // The sixth step links to the account's sub-users (docs/product/recruiter-tools-and-workspace.md#sub-users).
  const subUser = steps.filter({ hasText: 'Invite a sub-user' });
  await expect(subUser.getByText('Not done yet')).toBeVisible();
  await expect(subUser.getByRole('link', { name: 'Invite a sub-user' })).toHaveAttribute(
    'href',
    '/sub-users',
  );
  const company = steps.filter({ hasText: 'Create your company profile' });
  await expect(company.getByText('Not done yet')).toBeVisible();

  // The step links to the company profile page.
  await company.getByRole('link', { name: 'Create your company profile' }).click();
  await expect(page).toHaveURL(/\/company-profile$/);

  const created = await page.request.post('/api/companies', {
    headers: { Origin: baseURL! },
    data: {
      company_name: 'Welcome Works',
      email: 'careers@welcome-works.example.in',
      phone: '+91 98765-43210',
      website: 'https://www.welcome-works.example.in',
      address: '4, MG Road',
      pincode: '560001',
      industry: 'IT Services',
      size: '11-50',
      description: 'We build welcome mats for software.',
      linkedin: 'https://www.linkedin.com/company/welcome-works',
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto('/welcome');
  await expect(page.getByText('1 of 6 done')).toBeVisible();
  await expect(company.getByText('Done', { exact: true })).toBeVisible();
  await expect(
    steps.filter({ hasText: 'Post your first job' }).getByText('Not done yet'),
  ).toBeVisible();
});
