import { expect, test } from '../fixtures';

/*
 * Share interview experience end to end (docs/product/community-and-reviews.md, "Share interview
 * experience"): a visitor opens it from the reviews page's contribute section, fills it in for a
 * seeded company picked from the suggestions, logs in and comes back to the filled form, shares
 * it anonymously and finds it on the company's reviews page, also after a reload.
 */

const COMPANY = 'Infoveda Technologies';

test('a seeker shares an interview experience and finds it on the company’s reviews page', async ({
  newSeeker,
}) => {
  test.setTimeout(90_000);
  const { page, email, password } = await newSeeker('Rohan Kulkarni', { login: false });
  const role = `Platform Engineer ${Date.now()}`;
  const lastYear = String(new Date().getFullYear() - 1);

  await page.goto('/company-reviews');
  await page
    .getByRole('region', { name: 'Contribute' })
    .getByRole('link', { name: 'Share interview experience' })
    .click();
  await expect(page).toHaveURL(/\/share-interview-experience$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Share interview experience' }),
  ).toBeVisible();

  // A visitor fills the form in: the company from the suggestions, two questions.
  const form = page.getByRole('form', { name: 'Interview experience' });
  await form.getByRole('combobox', { name: /Company name/ }).fill('Infoveda');
  await page.getByRole('option', { name: new RegExp(COMPANY) }).click();
  await expect(form.getByRole('combobox', { name: /Company name/ })).toHaveValue(COMPANY);
  await form.getByLabel(/^Role you interviewed for/).fill(role);
  await form.getByLabel(/^Month of interview/).selectOption('03');
  await form.getByLabel(/^Year of interview/).selectOption(lastYear);
  await form.getByLabel(/^Difficulty/).selectOption('hard');
  await form.getByLabel(/^Outcome/).selectOption('selected');
  await form.getByLabel(/^How did you get the interview/).selectOption('referral');
  await form.getByLabel(/^Question 1/).fill('Design a job queue that survives a restart.');
  await form.getByRole('button', { name: 'Add another question' }).click();
  await expect(form.getByLabel(/^Question 2/)).toBeFocused();
  await page.keyboard.type('How would you roll back a bad deployment?');
  await form
    .getByLabel(/^Overall experience/)
    .fill('A coding round, a system design round and a talk with the director.');
  await form.getByRole('button', { name: 'Share anonymously' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fshare-interview-experience$/);

  // Logged in, back to the same filled form.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/share-interview-experience$/);
  await expect(form.getByLabel(/^Role you interviewed for/)).toHaveValue(role);
  await expect(form.getByLabel(/^Question 2/)).toHaveValue(
    'How would you roll back a bad deployment?',
  );
  await form.getByRole('button', { name: 'Share anonymously' }).click();
  await expect(
    page.getByText('Thank you! Your interview experience was shared anonymously.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/employee-reviews\/[0-9a-f]{24}$/);

  // On the company's page, newest first, anonymous; still there after a reload.
  for (const reload of [false, true]) {
    if (reload) await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: COMPANY })).toBeVisible();
    const section = page.getByRole('region', { name: 'Interview experiences' });
    const card = section.getByRole('article').first();
    await expect(card.getByRole('heading', { name: role })).toBeVisible();
    await expect(card).toContainText(`Interviewed in Mar ${lastYear} · Employee referral`);
    await expect(card).toContainText('Difficulty: Hard');
    await expect(card).toContainText('Outcome: Selected');
    await expect(card.getByRole('listitem').filter({ hasText: 'job queue' })).toBeVisible();
    await expect(card).not.toContainText('Rohan');
    await expect(card).not.toContainText(email);
  }
});
