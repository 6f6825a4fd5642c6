import type { Page } from '@playwright/test';
import { emailedCode, expect, latestMail, loginThroughForm, test } from '../fixtures';

/** A text or e-mail input by its accessible name (labels of required fields end in "*"). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/**
 * Sub-users end to end (docs/product/recruiter-tools-and-workspace.md#sub-users): a recruiter
 * invites a colleague from /sub-users; the colleague opens the mailed link in a browser of their
 * own, signs up with the code from their mail and posts a job; the admin's dashboard shows the job
 * "created by" them; the admin deactivates them and their next page load is logged out.
 */
test('a recruiter invites a sub-user who signs up from the mail, posts a job, and is deactivated', async ({
  newRecruiter,
  browser,
  baseURL,
}) => {
  // Two browsers, two signups with their mail and three pages of the admin's.
  test.setTimeout(90_000);
  const admin = await newRecruiter('Anil Admin');
  const page = admin.page;
  const stamp = Date.now().toString(36);
  const email = `sub-user-${stamp}@example.com`;
  const name = 'Sunita Subuser';

  // The admin invites a colleague from the menu's Sub-users page.
  await page.goto('/recruiter-dashboard');
  await expect(
    page.getByRole('region', { name: 'Create Sub-Users' }).getByText('3 seats left'),
  ).toBeVisible();
  await page.getByRole('button', { name: /Analytics/ }).click();
  await page.getByRole('link', { name: 'Sub-users', exact: true }).click();
  await expect(page).toHaveURL(/\/sub-users$/);
  await expect(page.getByText('0 of 3 seats used')).toBeVisible();
  await field(page, 'Name').fill(name);
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${email}`)).toBeVisible();
  await expect(page.getByText('1 of 3 seats used')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Pending invitations' }).getByText(email),
  ).toBeVisible();

  // The mail arrives with the signup link.
  const mail = await latestMail(page.request, email, /invited you to Rozgar/);
  const link = /\/recruiter-signup\?invite=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link, `a signup link in: ${mail.text}`).toBeTruthy();

  // The colleague, in a browser of their own, signs up from it.
  const context = await browser.newContext({ baseURL });
  try {
    const sub = await context.newPage();
    await sub.goto(link!);
    await expect(sub.getByRole('heading', { level: 1 })).toHaveText(
      "Join Anil Admin's team on Rozgar",
    );
    await expect(field(sub, 'Email')).toHaveValue(email);
    await expect(field(sub, 'Email')).not.toBeEditable();
    await expect(field(sub, 'Full name')).toHaveValue(name);
    const password = 'Subuser2026';
    await field(sub, 'Password').fill(password);
    await field(sub, 'Confirm password').fill(password);
    await sub.getByRole('checkbox', { name: /terms and conditions/ }).check();
    await sub.getByRole('button', { name: 'Get Verification Code' }).click();
    const otp = await emailedCode(sub.request, email, /verification code/i);
    await field(sub, 'OTP').fill(otp);
    await sub.getByRole('button', { name: 'Verify & Create Account' }).click();
    await expect(sub).toHaveURL(/\/login$/);
    // Their first login opens the dashboard: they join an account already set up.
    await loginThroughForm(sub, email, password);
    await expect(sub).toHaveURL(/\/recruiter-dashboard$/);

    // A sub-user does not manage seats: no Sub-users link, a read-only note on the page.
    await sub.getByRole('button', { name: /Analytics/ }).click();
    await expect(sub.getByRole('link', { name: 'Quota usage', exact: true })).toBeVisible();
    await expect(sub.getByRole('link', { name: 'Sub-users', exact: true })).toHaveCount(0);
    await expect(sub.getByRole('region', { name: 'Create Sub-Users' })).toHaveCount(0);

    // The sub-user posts a job.
    const title = `Sub-user Engineer ${stamp}`;
    const posted = await sub.request.post('/api/jobs', {
      headers: { Origin: baseURL! },
      data: {
        job_title: title,
        employment_type: 'Full Time, Permanent',
        work_mode: 'Remote',
        job_description: 'Work with the team that shares one recruiter account.',
        skills: 'TypeScript, Node.js',
        min_experience: 1,
        max_experience: 5,
        min_salary: 5,
        max_salary: 10,
        location: 'Pune',
        company: 'Shared Seats Ltd',
        industry: 'IT/ITES',
        qualification: 'Any Graduate',
      },
    });
    expect(posted.status(), await posted.text()).toBe(201);

    // The admin sees it on the dashboard, created by the sub-user; the member is listed.
    await page.goto('/recruiter-dashboard');
    const row = page
      .getByRole('region', { name: 'Job Postings' })
      .getByRole('row')
      .filter({ hasText: title });
    await expect(row.getByRole('cell', { name })).toBeVisible();
    await page.goto('/sub-users');
    const members = page.getByRole('region', { name: 'Your sub-users' });
    await expect(members.getByRole('row').filter({ hasText: email })).toContainText('Active');

    // The admin deactivates the sub-user, after confirming.
    await members.getByRole('button', { name: `Deactivate ${name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText(`${name} is deactivated and signed out`)).toBeVisible();
    await expect(members.getByRole('row').filter({ hasText: email })).toContainText('Deactivated');

    // The sub-user's next page load is logged out.
    await sub.goto('/recruiter-dashboard');
    await expect(sub.getByRole('heading', { name: 'Please login' })).toBeVisible();
  } finally {
    await context.close();
  }
});
