import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../app/models/company.server';
import { Review } from '../app/models/review.server';
import { User } from '../app/models/user.server';
import { GENERATED_USERS_PASSWORD, seedDemoData } from '../app/seed/seed.server';
import type { CookieClient } from './support/cookie-client';
import { startTestApp, type TestApp } from './support/harness';
import { expectAnonymous } from './support/review-fixtures';

// Anonymity is a promise (docs/product/community-and-reviews.md): over the whole seeded data set,
// no answer that shows reviews — read by a visitor or by an author themself — holds an author's id
// or e-mail address, or a reviewer's gender.

let app: TestApp;
let authors: Array<{ id: string; email: string }>;

beforeAll(async () => {
  app = await startTestApp();
  await seedDemoData();
  const ids = await Review.distinct('user_id');
  authors = (await User.find({ _id: { $in: ids } }, { email: 1 }).lean()).map((user) => ({
    id: String(user._id),
    email: user.email,
  }));
}, 180_000);

afterAll(async () => {
  await app?.close();
});

async function readEverything(client: CookieClient): Promise<number> {
  let answers = 0;
  const read = async (path: string) => {
    const response = await client.get(path);
    expect(response.status, path).toBe(200);
    expectAnonymous(await response.json(), authors);
    answers++;
  };
  const { total } = await (await client.get('/api/reviews?limit=1')).json();
  for (let page = 1; (page - 1) * 50 < total; page++)
    await read(`/api/reviews?page=${page}&page_size=50`);
  await read('/api/reviews?sort=most_helpful&location=Pune');
  await read('/api/reviews/search?limit=50');
  await read('/api/reviews/search?company=a&limit=50');
  for (const company of await Company.find({}, { _id: 1 }).lean())
    await read(`/api/companies/${String(company._id)}/reviews-summary`);
  await read('/api/jobs?page=1&pageSize=50');
  return answers;
}

describe('no answer names a review author', () => {
  it('as a visitor', async () => {
    expect(authors.length).toBeGreaterThan(50);
    expect(await readEverything(app.client())).toBeGreaterThan(20);
  });

  it('as an author, who only learns which review is theirs', async () => {
    const author = authors[0]!;
    const client = app.client();
    expect((await client.login(author.email, GENERATED_USERS_PASSWORD)).status).toBe(200);
    await readEverything(client);
    const own = await Review.findOne({ user_id: author.id }).lean();
    const { reviews } = await (
      await client.get(`/api/reviews?company_id=${String(own!.company_id)}&limit=50`)
    ).json();
    expect(reviews.filter((review: { mine: boolean }) => review.mine)).toHaveLength(1);
  });
});
