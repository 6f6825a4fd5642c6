import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';

/*
 * The employee reviews pages end to end (docs/product/community-and-reviews.md#employee-reviews,
 * ADR 018): a seeker writes a review on a company's page, a second seeker finds it helpful, and
 * the company's new average shows on a job card of that company on /jobs.
 */

interface Summary {
  company: { id: string; name: string; rating: number | null; reviews: number };
}

/** A seeded company that has open jobs on /jobs, by the name its jobs give. */
async function companyWithJobs(request: APIRequestContext) {
  const jobs = (await (await request.get('/api/jobs?page=1')).json()) as {
    jobs: Array<{ company?: string }>;
  };
  for (const name of new Set(jobs.jobs.map((job) => job.company).filter(Boolean) as string[])) {
    const answer = await request.get(`/api/reviews/search?company=${encodeURIComponent(name)}`);
    const { companies } = (await answer.json()) as {
      companies: Array<{ id: string; name: string }>;
    };
    const company = companies.find((one) => one.name.toLowerCase() === name.toLowerCase());
    if (company) return { id: company.id, name: company.name };
  }
  throw new Error('no seeded company with open jobs has a company record');
}

async function summaryOf(request: APIRequestContext, companyId: string) {
  const response = await request.get(`/api/companies/${companyId}/reviews-summary`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Summary).company;
}

test('a seeker reviews a company, a second finds it helpful, and the new average shows on its jobs', async ({
  newSeeker,
}) => {
  test.setTimeout(90_000);
  const { page: writer } = await newSeeker('Kavya Iyer');
  const company = await companyWithJobs(writer.request);
  const before = await summaryOf(writer.request, company.id);
  const title = `Good mentors, slow appraisals ${Date.now()}`;

  // From the list of companies to the company's page, and the form, by keyboard alone.
  await writer.goto('/employee-reviews');
  const searchbox = writer.getByRole('searchbox', { name: 'Search companies' });
  await searchbox.focus();
  await writer.keyboard.type(company.name);
  await expect(writer).toHaveURL(/\?search=/);
  const card = writer.getByRole('article').filter({
    has: writer.getByRole('heading', { name: company.name, exact: true }),
  });
  const readReviews = card.getByRole('link', { name: 'Read Reviews' });
  await expect(readReviews).toBeVisible();
  for (let presses = 0; presses < 60; presses += 1) {
    if (await readReviews.evaluate((link) => link === document.activeElement)) break;
    await writer.keyboard.press('Tab');
  }
  await expect(readReviews).toBeFocused();
  await writer.keyboard.press('Enter');
  await expect(writer).toHaveURL(new RegExp(`/employee-reviews/${company.id}$`));
  await expect(writer.getByRole('heading', { level: 1, name: company.name })).toBeVisible();
  await expect(
    writer.getByRole('heading', { name: `${before.reviews} Reviews for ${company.name}` }),
  ).toBeVisible();

  await writer.getByRole('button', { name: 'Write a Review' }).focus();
  await writer.keyboard.press('Enter');
  const form = writer.getByRole('form', { name: `Review ${company.name}` });
  await form.getByRole('button', { name: 'Submit Review' }).focus();
  await writer.keyboard.press('Enter');
  await expect(form.getByText('Please fill in all required fields.')).toBeVisible();
  // The first field left out (the stars) has the focus; the arrow keys choose.
  await expect(form.getByRole('radio', { name: '1 star' })).toBeFocused();
  for (let presses = 0; presses < 4; presses += 1) await writer.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '5 stars' })).toBeChecked();
  await writer.keyboard.press('Tab');
  await expect(form.getByLabel(/^Review Title/)).toBeFocused();
  await writer.keyboard.type(title);
  await writer.keyboard.press('Tab');
  await writer.keyboard.type('Seniors review every pull request and explain why.');
  await writer.keyboard.press('Tab');
  await writer.keyboard.type('Appraisals take a whole quarter.');
  await writer.keyboard.press('Tab'); // Advice to Management: optional, left empty.
  await writer.keyboard.press('Tab');
  await expect(form.getByRole('button', { name: 'Submit Review' })).toBeFocused();
  await writer.keyboard.press('Enter');
  await expect(writer.getByText('Your review has been submitted successfully!')).toBeVisible();

  const reviews = writer.getByRole('region', { name: /Reviews for/ }).getByRole('article');
  await expect(reviews.first().getByRole('heading', { level: 3 })).toHaveText(title);
  await writer.reload();
  await expect(reviews.first().getByRole('heading', { level: 3 })).toHaveText(title);
  await expect(
    writer.getByRole('heading', { name: `${before.reviews + 1} Reviews for ${company.name}` }),
  ).toBeVisible();

  // A second seeker finds it helpful: the count is the server's, also after a reload.
  const { page: reader } = await newSeeker('Rohan Mehta');
  await reader.goto(`/employee-reviews/${company.id}`);
  const review = reader
    .getByRole('article')
    .filter({ has: reader.getByRole('heading', { name: title }) });
  await review.getByRole('button', { name: 'Helpful (0)' }).focus();
  await reader.keyboard.press('Space');
  await expect(review.getByRole('button', { name: 'Helpful (1)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await reader.reload();
  await expect(review.getByRole('button', { name: 'Helpful (1)' })).toBeVisible();

  // The company's new average, as its page says it, on a job card of that company.
  const after = await summaryOf(reader.request, company.id);
  expect(after.reviews).toBe(before.reviews + 1);
  const average = after.rating!.toFixed(1);
  await reader.goto(`/jobs?q=${encodeURIComponent(company.name)}`);
  const jobCard = reader.getByRole('article').filter({ hasText: company.name }).first();
  await expect(jobCard).toContainText(`Rating: ★ ${average} out of 5 (${after.reviews} reviews)`);

  await writer.context().close();
  await reader.context().close();
});
