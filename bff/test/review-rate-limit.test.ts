import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTRIBUTION_RATE_LIMITED } from '../app/lib/rate-limits.server';
import { Review } from '../app/models/review.server';
import { startTestApp, type TestApp } from './support/harness';
import { loggedIn } from './support/profile-fixtures';
import { reviewedCompany, writeReviewForm } from './support/review-fixtures';

// Reviews are rate limited per user (CONTRIBUTION_RATE_LIMIT per hour; ADR 018): a rewrite counts,
// the short form counts, and one user's limit is not another's.

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ env: { CONTRIBUTION_RATE_LIMIT: '3' } });
});

afterAll(async () => {
  await app?.close();
});

describe('the per-user limit of review writes', () => {
  it('refuses the 4th write within the hour with 429, and counts per user', async () => {
    const writer = await loggedIn(app);
    const company = await reviewedCompany('Limited Co');
    expect((await writer.client.post('/api/reviews', writeReviewForm('First Co'))).status).toBe(
      201,
    );
    expect((await writer.client.post('/api/reviews', writeReviewForm('First Co'))).status).toBe(
      200,
    );
    const short = await writer.client.post(`/api/companies/${String(company._id)}/reviews`, {
      rating: 4,
      title: 'Fine',
      pros: 'People',
      cons: 'Commute',
    });
    expect(short.status).toBe(201);
    expect(short.headers.get('ratelimit')).toMatch(/r=0/);

    const refused = await writer.client.post('/api/reviews', writeReviewForm('Fourth Co'));
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ error: CONTRIBUTION_RATE_LIMITED });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await Review.countDocuments({ company: 'Fourth Co' })).toBe(0);

    const other = await loggedIn(app);
    expect((await other.client.post('/api/reviews', writeReviewForm('Fourth Co'))).status).toBe(
      201,
    );
  });

  it('does not count a form refused as invalid', async () => {
    const writer = await loggedIn(app);
    for (let i = 0; i < 5; i++)
      expect((await writer.client.post('/api/reviews', { rating: 4 })).status).toBe(400);
    expect((await writer.client.post('/api/reviews', writeReviewForm('Valid Co'))).status).toBe(
      201,
    );
  });
});
