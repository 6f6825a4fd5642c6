import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * The reviews page and the write-review form end to end (docs/product/community-and-reviews.md,
 * ADR 018): a visitor fills in /write-review, logs in and comes back to the filled form, submits
 * it anonymously, finds the review on /company-reviews by searching the company, and likes
 * another review, whose count stays after a reload.
 */

/** Chooses `stars` in a star rating with the keyboard: focus the first star, arrows to move. */
async function rate(page: Page, group: Locator, stars: number) {
  await group.getByRole('radio', { name: '1 star' }).focus();
  await page.keyboard.press('Space');
  for (let star = 1; star < stars; star += 1) await page.keyboard.press('ArrowRight');
  await expect(
    group.getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }),
  ).toBeChecked();
}

test('a seeker writes a review, finds it by search on the reviews page and likes another', async ({
  newSeeker,
}) => {
  test.setTimeout(90_000);
  const { page, email, password } = await newSeeker('Meera Pillai', { login: false });
  const stamp = Date.now();
  const companyName = `Nilgiri Robotics ${stamp}`;
  const title = `Hands-on robotics work ${stamp}`;

  // A visitor fills the form in; submitting asks to log in first.
  await page.goto('/write-review');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Rate your company, anonymously!' }),
  ).toBeVisible();
  await expect(page.getByText('Your name will remain 100% confidential')).toBeVisible();
  const form = page.getByRole('form', { name: 'Company review' });
  await form.getByRole('combobox', { name: /Company name/ }).fill(companyName);
  await rate(page, form.getByRole('radiogroup', { name: 'Overall rating' }), 4);
  for (const [criterion, stars] of [
    ['Work-life balance', 5],
    ['Salary', 3],
    ['Promotions', 3],
    ['Job security', 4],
    ['Skill development', 5],
    ['Work satisfaction', 4],
    ['Company culture', 4],
  ] as const) {
    await rate(page, form.getByRole('radiogroup', { name: criterion }), stars);
  }
  await form.getByLabel(/^Review title/).fill(title);
  await form.getByLabel(/^Pros/).fill('Real robots on day one and a mentor for every newcomer.');
  await form.getByLabel(/^Cons/).fill('The office is far from the metro.');
  await form.getByLabel(/^Gender/).selectOption('female');
  await form.getByLabel(/^Work policy/).selectOption('hybrid');
  await form.getByLabel(/^Currently works here/).selectOption('yes');
  await form.getByLabel(/^Designation/).fill('Robotics Engineer');
  await form.getByLabel(/^Employment type/).selectOption('fullTime');
  await form.getByLabel(/^Department/).selectOption('engineering');
  await form.getByRole('button', { name: 'Submit Anonymously' }).click();
  await expect(page).toHaveURL(/\/login\?next=%2Fwrite-review$/);

  // Logged in, back to the same filled form.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^log ?in$/i }).click();
  await expect(page).toHaveURL(/\/write-review$/);
  await expect(form.getByRole('combobox', { name: /Company name/ })).toHaveValue(companyName);
  await expect(
    form.getByRole('radiogroup', { name: 'Salary' }).getByRole('radio', { name: '3 stars' }),
  ).toBeChecked();
  await expect(form.getByLabel(/^Review title/)).toHaveValue(title);
  await form.getByRole('button', { name: 'Submit Anonymously' }).click();
  await expect(page.getByText('Your review has been submitted successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/employee-reviews\/[0-9a-f]{24}$/);

  // On the reviews page, found by searching the new company with the suggestions.
  await page.goto('/company-reviews');
  const search = page.getByRole('combobox', { name: 'Search by company name' });
  await search.fill(`Nilgiri Robotics ${stamp}`.slice(0, 20));
  await page.getByRole('option', { name: new RegExp(companyName) }).click();
  await expect(page).toHaveURL(/company=Nilgiri/);
  const mine = page.getByRole('article', { name: new RegExp(title) });
  await expect(mine).toBeVisible();
  await expect(mine).toContainText('Robotics Engineer');
  await expect(mine).toContainText('Work-life balance: 5/5');
  await expect(page.getByRole('article')).toHaveCount(1);

  // Another review liked: the count is the server's, also after a reload.
  await page.getByRole('button', { name: 'Clear search' }).click();
  const other = page
    .getByRole('article')
    .filter({ hasNot: page.getByRole('heading', { name: title }) })
    .first();
  const otherTitle = (await other.getByRole('heading', { level: 3 }).first().textContent())!;
  const liked = page.getByRole('article', { name: new RegExp(escapeRegExp(otherTitle)) }).first();
  const likeButton = liked.getByRole('button', { name: /^Like \(\d+\)$/ });
  const before = Number((await likeButton.textContent())!.match(/\((\d+)\)/)![1]);
  await likeButton.click();
  await expect(liked.getByRole('button', { name: `Like (${before + 1})` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(liked.getByRole('button', { name: `Like (${before + 1})` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.context().close();
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

for (const width of [360, 640]) {
  // 640 px: a 1280 px window at 200% zoom.
  test(`the reviews page and the form fit ${width} px without sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/company-reviews', '/write-review']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path === '/company-reviews')
        await expect(page.getByRole('article').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${path} at ${width} px`).toBeLessThanOrEqual(0);
      await test.info().attach(`${path.slice(1)}-${width}`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    }
  });
}
