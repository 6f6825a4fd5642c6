import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InterviewExperience } from '../app/models/interview-experience.server';
import { Review } from '../app/models/review.server';
import { User } from '../app/models/user.server';
import { GENERATED_USERS_PASSWORD, seedDemoData } from '../app/seed/seed.server';
import type { CookieClient } from './support/cookie-client';
import { startTestApp, type TestApp } from './support/harness';
import { expectAnonymous } from './support/review-fixtures';

// Anonymity is a promise (docs/product/community-and-reviews.md): over the whole seeded data set,
// no answer that shows reviews — read by a visitor or by an author themself — holds an author's id
// or e-mail address, or a reviewer's gender; nor does a company's list of interview experiences.

let app: TestApp;
let authors: Array<{ id: string; email: string }>;
/** The authors of interview experiences, who are as anonymous. */
let interviewAuthors: Array<{ id: string; email: string }>;

beforeAll(async () => {
  app = await startTestApp();
  await seedDemoData();
  const ids = await Review.distinct('user_id');
  authors = (await User.find({ _id: { $in: ids } }, { email: 1 }).lean()).map((user) => ({
    id: String(user._id),
    email: user.email,
  }));
  const interviewIds = await InterviewExperience.distinct('user_id');
  interviewAuthors = (await User.find({ _id: { $in: interviewIds } }, { email: 1 }).lean()).map(
    (user) => ({ id: String(user._id), email: user.email }),
  );
}, 180_000);

afterAll(async () => {
  await app?.close();
});

/** Each company with interview experiences and how many it has. */
async function experiencesPerCompany(): Promise<Array<[string, number]>> {
  const rows = await InterviewExperience.aggregate<{ _id: unknown; count: number }>([
    { $group: { _id: '$company_id', count: { $sum: 1 } } },
  ]);
  return rows.map((row) => [String(row._id), row.count]);
}

async function readEverything(client: CookieClient): Promise<number> {
  let answers = 0;
  const read = async (path: string) => {
    const response = await client.get(path);
    expect(response.status, path).toBe(200);
    expectAnonymous(await response.json(), [...authors, ...interviewAuthors]);
    answers++;
  };
  const { total } = await (await client.get('/api/reviews?limit=1')).json();
  for (let page = 1; (page - 1) * 50 < total; page++)
    await read(`/api/reviews?page=${page}&page_size=50`);
  await read('/api/reviews?sort=most_helpful&location=Pune');
  await read('/api/reviews/search?limit=50');
  await read('/api/reviews/search?company=a&limit=50');
  // every reviewed company (the directory's many others have no review that could name anyone)
  for (const companyId of await Review.distinct('company_id'))
    await read(`/api/companies/${String(companyId)}/reviews-summary`);
  await read('/api/jobs?page=1&pageSize=50');
  for (const [companyId, count] of await experiencesPerCompany())
    for (let page = 1; (page - 1) * 5 < count; page++)
      await read(`/api/companies/${companyId}/interview-experiences?page=${page}`);
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
