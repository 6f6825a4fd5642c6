import type { Locator, Page } from '@playwright/test';
import { emailedCode, expect, latestMail, loginThroughForm, mailInboxURL, test } from '../fixtures';

let sequence = 0;
/** A fresh address per test and run, so reruns never meet an existing account. */
function uniqueEmail(label: string) {
  sequence += 1;
  return `${label}-${Date.now()}-${sequence}@example.com`;
}

const SIGNUP_SUBJECT = /verification code/i;
const RESET_SUBJECT = /password reset/i;

/** A text, e-mail or password input by its accessible name (labels of required fields end in "*"). */
function field(page: Page, name: string) {
  return page.getByRole('textbox', { name, exact: true });
}

/** Fills and sends step 1 of a signup page with the mouse and keyboard, as most users do. */
async function fillSignupDetails(
  page: Page,
  { fullName, email, password }: { fullName: string; email: string; password: string },
) {
  await field(page, 'Full name').fill(fullName);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await field(page, 'Confirm password').fill(password);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
}

/** Presses Tab until `target` has the focus (keyboard-only navigation). */
async function tabTo(page: Page, target: Locator, maxPresses = 60) {
  for (let press = 0; press < maxPresses; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

async function expectFocused(target: Locator) {
  await expect
    .poll(() => target.evaluate((element) => element === document.activeElement))
    .toBe(true);
}

test('a new job seeker signs up with the e-mailed code, logs in and lands on the seeker home', async ({
  page,
  context,
}) => {
  const email = uniqueEmail('seeker');
  const password = 'Seeker2026';
  await page.goto('/signup');
  await fillSignupDetails(page, { fullName: 'Asha Verma', email, password });
  await page.getByRole('button', { name: 'Send OTP' }).click();

  await expect(page.getByRole('heading', { name: 'Verify Email' })).toBeFocused();
  await expect(page.getByText('OTP sent to your email. Please check and verify.')).toBeVisible();

  // The code arrived over SMTP in the mail catcher: read it through its REST API…
  const mail = await latestMail(page.request, email, SIGNUP_SUBJECT);
  expect(mail.from).toEqual([{ address: 'no-reply@rozgar.example', name: 'Rozgar' }]);
  expect(mail.text).toContain('Hello Asha Verma,');
  const code = /is: (\d{6})/.exec(mail.text)?.[1];
  expect(code).toMatch(/^\d{6}$/);
  // …and a person reads it in the inbox web page.
  const inbox = await context.newPage();
  await inbox.goto(mailInboxURL);
  await expect(inbox.getByText('Your Rozgar verification code').first()).toBeVisible();
  await inbox.close();

  await field(page, 'OTP').fill(code!);
  await page.getByRole('button', { name: 'Verify OTP' }).click();

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Signup Successful!')).toBeVisible();

  await loginThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/jobseeker-home$/);
  await expect(page.getByText('Login Successful!')).toBeVisible();
  const me = await page.request.get('/api/me');
  expect(await me.json()).toMatchObject({
    user: { email, role: 'Job Seeker', name: 'Asha Verma' },
  });
});

test('a new recruiter registers with the e-mailed code and lands on the getting-started checklist', async ({
  page,
}) => {
  const email = uniqueEmail('recruiter');
  const password = 'Hiring2026';
  await page.goto('/recruiter-signup');
  await fillSignupDetails(page, { fullName: 'Rohan Mehta', email, password });
  await page.getByRole('button', { name: 'Get Verification Code' }).click();

  await expect(page.getByRole('heading', { name: 'Verify Email' })).toBeFocused();
  await expect(page.getByText('OTP sent to your email. Please verify to continue.')).toBeVisible();

  // A wrong code first: the server's text is shown and the step stays.
  const code = await emailedCode(page.request, email, SIGNUP_SUBJECT);
  const wrongCode = code === '000000' ? '111111' : '000000';
  await field(page, 'OTP').fill(wrongCode);
  await page.getByRole('button', { name: 'Verify & Create Account' }).click();
  await expect(page.getByText('Invalid OTP. Please try again.').first()).toBeVisible();

  await field(page, 'OTP').fill(code);
  await page.getByRole('button', { name: 'Verify & Create Account' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Recruiter account created successfully!')).toBeVisible();

  // the first login after registering opens /welcome (docs/product/recruiter-tools-and-workspace.md#welcome)
  await loginThroughForm(page, email, password);
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByText('0 of 6 done')).toBeVisible();
  const me = await page.request.get('/api/me');
  expect(await me.json()).toMatchObject({ user: { email, role: 'Recruiter' } });
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page).toHaveURL(/\/recruiter-dashboard$/);
});

test('the whole job seeker signup and first login work with the keyboard alone', async ({
  page,
}) => {
  const email = uniqueEmail('keyboard');
  const password = 'Keyboard2026';
  await page.goto('/signup');

  // Step 1: a refused submit puts the focus on the first error.
  const submit = page.getByRole('button', { name: 'Send OTP' });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expectFocused(field(page, 'Full name'));
  await expect(field(page, 'Full name')).toHaveAccessibleDescription('Please enter your full name');

  await page.keyboard.type('Kavya Iyer');
  await page.keyboard.press('Tab');
  await expectFocused(field(page, 'Email'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expectFocused(field(page, 'Password'));
  await page.keyboard.type(password);
  await page.keyboard.press('Tab');
  await expectFocused(field(page, 'Confirm password'));
  await page.keyboard.type(password);
  await page.keyboard.press('Tab');
  const terms = page.getByRole('checkbox', { name: /terms and conditions/ });
  await expectFocused(terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, submit, 3);
  await page.keyboard.press('Enter');

  // Step 2: the focus moves to the heading; the code is typed and sent with Enter.
  await expect(page.getByRole('heading', { name: 'Verify Email' })).toBeFocused();
  const code = await emailedCode(page.request, email, SIGNUP_SUBJECT);
  const codeInput = field(page, 'OTP');
  await tabTo(page, codeInput, 3);
  await page.keyboard.type(code);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/login$/);

  // The first login, still without a mouse.
  const emailInput = field(page, 'Email');
  await tabTo(page, emailInput);
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expectFocused(field(page, 'Password'));
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/jobseeker-home$/);
});

test('forgot password: a code by e-mail sets a new password that logs in; the old one no longer does', async ({
  page,
}) => {
  const email = uniqueEmail('forgetful');
  const oldPassword = 'OldSecret2026';
  const newPassword = 'NewSecret2027';
  await page.goto('/signup');
  await fillSignupDetails(page, { fullName: 'Farhan Ali', email, password: oldPassword });
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await field(page, 'OTP').fill(await emailedCode(page.request, email, SIGNUP_SUBJECT));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await field(page, 'Email').fill(email);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeFocused();

  await field(page, 'OTP').fill(await emailedCode(page.request, email, RESET_SUBJECT));
  await field(page, 'New password').fill(newPassword);
  await field(page, 'Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(
    page.getByText('Password reset successful. Please log in with your new password.'),
  ).toBeVisible();

  await loginThroughForm(page, email, oldPassword);
  await expect(page.getByText(/Login Failed: /).first()).toBeVisible();

  await loginThroughForm(page, email, newPassword);
  await expect(page).toHaveURL(/\/jobseeker-home$/);
});

test('/dashboard asks a logged-out visitor to log in, then routes by role', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { name: 'Please login to view your dashboard' }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/login\?next=(%2F|\/)dashboard$/);

  await field(page, 'Email').fill('recruiter@example.com');
  await field(page, 'Password').fill('Demo@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/recruiter-dashboard$/);
});

test('/saved-jobs sends a logged-out visitor to /login and back there after logging in', async ({
  page,
}) => {
  await page.goto('/saved-jobs');
  await expect(page).toHaveURL(/\/login\?next=(%2F|\/)saved-jobs$/);
  await field(page, 'Email').fill('seeker@example.com');
  await field(page, 'Password').fill('Demo@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/saved-jobs$/);
});

test('/job-postings-section shows "Please login First" with the login form, then the page', async ({
  page,
}) => {
  await page.goto('/job-postings-section');
  await expect(page.getByRole('heading', { name: 'Please login First' })).toBeVisible();
  await field(page, 'Email').fill('recruiter@example.com');
  await field(page, 'Password').fill('Demo@12345');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Please login First' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/job-postings-section$/);
  await expect(page.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
});
