import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures';

/** The name, role and skills (one text, one line each) and notice period of each card shown. */
async function readCards(cards: Locator) {
  const count = await cards.count();
  const read: Array<{ name: string; text: string; notice: string }> = [];
  for (let i = 0; i < count; i += 1) {
    const card = cards.nth(i);
    // The definition after a term of the card's facts.
    const fact = async (term: string) =>
      (await card.locator(`dt:text-is("${term}") + dd`).textContent())!.trim();
    read.push({
      name: (await card.getByRole('heading', { level: 3 }).textContent())!.trim(),
      text: [await card.locator('p').first().textContent(), await fact('Skills')].join('\n'),
      notice: await fact('Notice period'),
    });
  }
  return read;
}

/**
 * Resdex's full search end to end (docs/product/resume-search-resdex.md#advanced-search): a new
 * recruiter searches the seeded seekers with a Boolean keyword query and a notice-period filter;
 * the results come first with the form folded into "Searched: …"; every card shown has the
 * keyword, not the excluded one, and one of the chosen notice periods; sorting by freshness
 * searches again with the same matches; "Edit search" opens the form with the values kept; the
 * search, applied from /search-resume's recent searches, opens /advanced-search.
 */
test('a recruiter searches with Boolean keywords and a notice period, sorts and edits the search', async ({
  newRecruiter,
}) => {
  const { page } = await newRecruiter('Advait Search');
  await page.goto('/advanced-search');
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Search' })).toBeVisible();

  const query = '"React" AND NOT Angular';
  await page.getByLabel('All of these keywords').fill(query);
  await page.getByRole('button', { name: 'Additional Details' }).click();
  const notice = page.getByRole('group', { name: 'Notice period' });
  await notice.getByRole('button', { name: 'Immediate', exact: true }).click();
  await notice.getByRole('button', { name: '1 month', exact: true }).click();
  await expect(notice.getByRole('button', { name: 'Any', exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await page.getByLabel('Active in', { exact: true }).selectOption('12');
  await page.getByRole('button', { name: 'Search resumes' }).click();

  // Results first: the form is folded into its summary.
  const heading = page.getByRole('heading', { level: 2, name: /^Search Results \(\d+\)$/ });
  await expect(heading).toBeVisible();
  const total = Number((await heading.textContent())!.match(/\((\d+)\)/)![1]);
  expect(total).toBeGreaterThan(0);
  await expect(page.getByText(`Found ${total} profiles matching your criteria.`)).toBeVisible();
  const summary = page.getByRole('region', { name: 'Your search' });
  await expect(summary).toContainText(`Searched: Keywords: ${query}`);
  await expect(summary).toContainText('notice period: Immediate, 1 month');
  await expect(page.getByLabel('All of these keywords')).toBeHidden();

  // Every card shown matches: React as a word, no Angular, one of the chosen notice periods.
  const cards = page.getByRole('list', { name: 'Candidates' }).getByRole('article');
  await expect(cards.first()).toBeVisible();
  const byRelevance = await readCards(cards);
  expect(byRelevance.length).toBe(Math.min(total, 24));
  for (const card of byRelevance) {
    expect(card.text, card.name).toMatch(/\bReact\b/);
    expect(card.text, card.name).not.toMatch(/angular/i);
    expect(['Immediate', '1 month'], card.name).toContain(card.notice);
  }

  // Freshness: the search runs again, the same matches in a valid order.
  const sort = page.getByLabel('Sort by');
  await expect(sort).toHaveValue('relevance');
  await sort.selectOption('freshness');
  await expect(sort).toHaveValue('freshness');
  await expect(
    page.getByRole('heading', { level: 2, name: `Search Results (${total})` }),
  ).toBeVisible();
  await expect(cards).toHaveCount(byRelevance.length);
  const byFreshness = await readCards(cards);
  for (const card of byFreshness) {
    expect(card.text, card.name).toMatch(/\bReact\b/);
    expect(card.text, card.name).not.toMatch(/angular/i);
    expect(['Immediate', '1 month'], card.name).toContain(card.notice);
  }
  if (total <= 24) {
    // One page holds them all: the same candidates, maybe in another order.
    expect(byFreshness.map((card) => card.name).sort()).toEqual(
      byRelevance.map((card) => card.name).sort(),
    );
  }

  // Edit search reopens the form with the values, the focus on its first box.
  await summary.getByRole('button', { name: 'Edit search' }).click();
  const keywords = page.getByLabel('All of these keywords');
  await expect(keywords).toBeVisible();
  await expect(keywords).toHaveValue(query);
  await expect(keywords).toBeFocused();
  await expect(notice.getByRole('button', { name: 'Immediate', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(notice.getByRole('button', { name: '1 month', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByLabel('Active in', { exact: true })).toHaveValue('12');
  await expect(page.getByRole('region', { name: 'Your search' })).toBeHidden();

  // On the quick form, applying that recent search (it uses keywords) opens the full search.
  await page.goto('/search-resume');
  await expect(page.getByRole('heading', { level: 1, name: 'Search Resumes' })).toBeVisible();
  await page
    .getByRole('list', { name: 'Recent Searches' })
    .getByRole('button', { name: `Apply this search: Keywords: ${query}` })
    .click();
  await expect(page).toHaveURL(/\/advanced-search$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Advanced Search' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: `Search Results (${total})` }),
  ).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your search' })).toContainText(
    `Searched: Keywords: ${query}`,
  );
});
