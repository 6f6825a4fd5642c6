import { expect, test } from '../fixtures';

/**
 * ADR 012 end to end: the demo recruiter searches the seeded seekers by a skill, saves a
 * candidate and finds them on /saved-candidates, saves the search and applies it again from the
 * sidebar.
 */
test('a recruiter searches resumes, saves a candidate and a search, and applies it again', async ({
  page,
  loginAs,
}) => {
  await loginAs('recruiter');
  await page.goto('/search-resume');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Resumes' })).toBeVisible();
  // The sidebar has loaded (the demo data may already hold searches).
  await expect(page.getByRole('region', { name: 'Saved Searches' })).not.toContainText(
    'Loading...',
  );

  // Search by a skill many seeded seekers have, active in the last year.
  await page.getByLabel('Skills', { exact: true }).fill('SQL');
  await page.getByRole('button', { name: 'Additional Details' }).click();
  await page.getByLabel('Active in').selectOption('12');
  await page.getByRole('button', { name: 'Search resumes' }).click();
  const heading = page.getByRole('heading', { level: 2, name: /^Search Results \(\d+\)$/ });
  await expect(heading).toBeVisible();
  const total = Number((await heading.textContent())!.match(/\((\d+)\)/)![1]);
  expect(total).toBeGreaterThan(0);
  await expect(page.getByText(`Found ${total} profiles matching your criteria.`)).toBeVisible();
  const cards = page.getByRole('article');
  await expect(cards.first()).toContainText('SQL');

  // The search is now the latest recent one.
  const latest = page.getByRole('list', { name: 'Recent Searches' }).getByRole('listitem').first();
  await expect(latest).toContainText('SQL');
  await expect(latest).toContainText(`${total} profile`);

  // Save the first candidate not saved yet.
  const unsaved = cards.filter({ has: page.getByRole('button', { name: 'Save Candidate' }) });
  const name = (await unsaved.first().getByRole('heading', { level: 3 }).textContent())!;
  const card = page.getByRole('article', { name, exact: true });
  await card.getByRole('button', { name: 'Save Candidate' }).click();
  await expect(card.getByRole('button', { name: 'Unsave' })).toBeVisible();
  await expect(page.getByText(`${name} saved`)).toBeVisible();

  // Save the search under a title.
  const title = `SQL people ${Date.now().toString(36)}`;
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel(/^Search title/).fill(title);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(dialog).toBeHidden();
  const saved = page
    .getByRole('list', { name: 'Saved Searches' })
    .getByRole('listitem')
    .filter({ hasText: title });
  await expect(saved).toContainText(`${total} profile`);

  // The candidate is on /saved-candidates, with a pressed star.
  await page.goto('/saved-candidates');
  const savedCard = page.getByRole('article', { name, exact: true });
  await expect(savedCard).toBeVisible();
  await expect(savedCard.getByRole('button', { name: `Save ${name}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // Back on the search page (a fresh form), applying the saved search fills it and searches.
  await page.goto('/search-resume');
  await expect(page.getByLabel('Skills', { exact: true })).toHaveValue('');
  await page.getByRole('button', { name: `Apply this search: ${title}` }).click();
  await expect(page.getByLabel('Skills', { exact: true })).toHaveValue('SQL');
  await expect(page.getByLabel('Active in', { exact: true })).toHaveValue('12');
  await expect(
    page.getByRole('heading', { level: 2, name: `Search Results (${total})` }),
  ).toBeVisible();
  await expect(
    page.getByRole('article', { name, exact: true }).getByRole('button', { name: 'Unsave' }),
  ).toBeVisible();
});
