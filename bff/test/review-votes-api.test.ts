import { reviewPageSchema, reviewVoteResultSchema } from '@rozgar/contracts/payloads/reviews';
import type { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Review } from '../app/models/review.server';
import { ReviewReport } from '../app/models/review-report.server';
import { ReviewVote } from '../app/models/review-vote.server';
import { startTestApp, type TestApp } from './support/harness';
import { loggedIn, type Account } from './support/profile-fixtures';
import {
  expectAnonymous,
  insertReviews,
  reviewOf,
  reviewedCompany,
} from './support/review-fixtures';

// Votes and reports (docs/product/community-and-reviews.md, "Votes"): one like or dislike per
// user (again takes it back, the other switches), one helpful per user, parallel votes neither
// lost nor double-counted; 3 different reporters hide a review.

let app: TestApp;
let voters: Account[];
let company: { _id: Types.ObjectId; company_name: string };
const authors: Array<{ id: string }> = [];

beforeAll(async () => {
  app = await startTestApp();
  voters = [];
  for (let i = 0; i < 20; i++) voters.push(await loggedIn(app, 'Job Seeker', `Voter ${i}`));
  company = await reviewedCompany('Vote Labs', { city: 'Pune' });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

async function newReview(more: Record<string, unknown> = {}) {
  const [review] = await insertReviews([reviewOf(company, 4, { likes: 5, dislikes: 2, ...more })]);
  authors.push({ id: String(review!.user_id) });
  return String(review!._id);
}

const vote = (account: Account, reviewId: string, action: unknown) =>
  account.client.request(`/api/reviews/${reviewId}/vote`, { method: 'PUT', json: { action } });

async function voted(account: Account, reviewId: string, action: string) {
  const response = await vote(account, reviewId, action);
  expect(response.status).toBe(200);
  const body = await response.json();
  expectAnonymous(body, [...authors, ...voters]);
  return reviewVoteResultSchema.parse(body);
}

const counts = (result: { review: { likes: number; dislikes: number; helpful_count: number } }) => [
  result.review.likes,
  result.review.dislikes,
  result.review.helpful_count,
];

describe('PUT /api/reviews/:id/vote', () => {
  it('needs a login, a known action and a published review', async () => {
    const id = await newReview();
    const anonymous = await app.client().request(`/api/reviews/${id}/vote`, {
      method: 'PUT',
      json: { action: 'like' },
    });
    expect(anonymous.status).toBe(401);
    const bad = await vote(voters[0]!, id, 'love');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ error: 'Action must be one of: like, dislike, helpful' });
    for (const missing of ['65a0000000000000000000ff', 'nope']) {
      const response = await vote(voters[0]!, missing, 'like');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Review not found' });
    }
    expect((await app.client().get(`/api/reviews/${id}/vote`)).status).toBe(405);
    expect(await ReviewVote.countDocuments()).toBe(0);
  });

  it('like, the same again takes it back, dislike switches; helpful on its own', async () => {
    const id = await newReview();
    const voter = voters[1]!;
    let result = await voted(voter, id, 'like');
    expect([counts(result), result.my_vote]).toEqual([
      [6, 2, 0],
      { reaction: 'like', helpful: false },
    ]);
    result = await voted(voter, id, 'like');
    expect([counts(result), result.my_vote]).toEqual([
      [5, 2, 0],
      { reaction: null, helpful: false },
    ]);
    await voted(voter, id, 'like');
    result = await voted(voter, id, 'dislike');
    expect([counts(result), result.my_vote]).toEqual([
      [5, 3, 0],
      { reaction: 'dislike', helpful: false },
    ]);
    result = await voted(voter, id, 'helpful');
    expect([counts(result), result.my_vote]).toEqual([
      [5, 3, 1],
      { reaction: 'dislike', helpful: true },
    ]);
    expect(result.review.my_vote).toEqual(result.my_vote);
    result = await voted(voter, id, 'helpful');
    expect([counts(result), result.my_vote]).toEqual([
      [5, 3, 0],
      { reaction: 'dislike', helpful: false },
    ]);
    // another user's vote is their own
    result = await voted(voters[2]!, id, 'like');
    expect([counts(result), result.my_vote]).toEqual([
      [6, 3, 0],
      { reaction: 'like', helpful: false },
    ]);
  });

  it('counts 20 parallel votes of 20 users exactly', async () => {
    const id = await newReview();
    const likes = await Promise.all(voters.map((voter) => vote(voter, id, 'like')));
    expect(likes.map((response) => response.status)).toEqual(voters.map(() => 200));
    const helpful = await Promise.all(voters.map((voter) => vote(voter, id, 'helpful')));
    expect(helpful.map((response) => response.status)).toEqual(voters.map(() => 200));
    const stored = await Review.findById(id).lean();
    expect([stored?.likes, stored?.dislikes, stored?.helpful_count]).toEqual([25, 2, 20]);
    // half of them switch to dislike at once
    await Promise.all(voters.slice(0, 10).map((voter) => vote(voter, id, 'dislike')));
    const after = await Review.findById(id).lean();
    expect([after?.likes, after?.dislikes]).toEqual([15, 12]);
  });

  it("never loses or doubles one user's 20 parallel clicks: the counts match the vote", async () => {
    const id = await newReview();
    const voter = voters[3]!;
    const responses = await Promise.all(
      Array.from({ length: 21 }, (_, i) => vote(voter, id, i % 3 === 0 ? 'helpful' : 'like')),
    );
    expect(responses.map((response) => response.status)).toEqual(responses.map(() => 200));
    const stored = await Review.findById(id).lean();
    const own = await ReviewVote.findOne({ review_id: id }).lean();
    // 14 likes (even: taken back in the end) and 7 helpful (odd: stays)
    expect(own).toMatchObject({ reaction: null, helpful: true });
    expect([stored?.likes, stored?.helpful_count]).toEqual([5, 1]);
    expect(await ReviewVote.countDocuments({ review_id: id })).toBe(1);
  });
});

describe('POST /api/reviews/:id/report', () => {
  const report = (account: Account, id: string, body: unknown = { reason: 'offensive' }) =>
    account.client.post(`/api/reviews/${id}/report`, body);

  it('stores the optional details with the report, trimmed; too long ones are refused', async () => {
    const id = await newReview({ title: 'Reported with details' });
    const [long, detailed, plain] = voters;
    const refused = await report(long!, id, { reason: 'fake', details: 'x'.repeat(501) });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({ error: 'Details must be at most 500 characters' });
    expect(await ReviewReport.countDocuments({ review_id: id })).toBe(0);

    const details = 'Not an employee:\nthe office they describe closed in 2019. ';
    expect((await report(detailed!, id, { reason: 'fake', details })).status).toBe(200);
    expect((await report(plain!, id, { reason: 'spam', details: '  ' })).status).toBe(200);
    const stored = await ReviewReport.find({ review_id: id }).lean();
    expect(
      Object.fromEntries(stored.map((one) => [String(one.user_id), [one.reason, one.details]])),
    ).toEqual({
      [detailed!.id]: ['fake', 'Not an employee:\nthe office they describe closed in 2019.'],
      [plain!.id]: ['spam', undefined],
    });
  });

  it('hides a review reported by 3 different users, not by one user 3 times', async () => {
    const id = await newReview({ title: 'Reported one' });
    const listed = async () => {
      const page = reviewPageSchema.parse(
        await (
          await app.client().get(`/api/reviews?company_id=${String(company._id)}&limit=50`)
        ).json(),
      );
      return page.reviews.some((review) => review.id === id);
    };
    expect((await app.client().post(`/api/reviews/${id}/report`, { reason: 'spam' })).status).toBe(
      401,
    );
    const bad = await report(voters[0]!, id, { reason: 'boring' });
    expect(bad.status).toBe(400);

    for (let i = 0; i < 3; i++) {
      const response = await report(voters[0]!, id);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ reported: true });
    }
    expect(
      await report(voters[1]!, id, { reason: 'fake', details: 'Not an employee' }),
    ).toHaveProperty('status', 200);
    expect(await listed()).toBe(true);
    expect((await Review.findById(id).lean())?.status).toBe('published');

    expect((await report(voters[2]!, id)).status).toBe(200);
    expect(await listed()).toBe(false);
    expect(await Review.findById(id).lean()).toMatchObject({ status: 'hidden', reports: 3 });
    // hidden: it cannot be voted on or reported any more
    expect((await vote(voters[4]!, id, 'like')).status).toBe(404);
    expect((await report(voters[4]!, id)).status).toBe(404);
  });
});
