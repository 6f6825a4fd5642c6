import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Review } from '../app/models/review.server';
import { startTestApp, type TestApp } from './support/harness';

const DAY = 24 * 60 * 60 * 1000;
const now = Date.now();
let app: TestApp;
const companyId = new Types.ObjectId();
/** Companies of the reviews, newest review first. */
const newestFirst: string[] = [];

beforeAll(async () => {
  app = await startTestApp();
  const reviews = Array.from({ length: 14 }, (_, i) => ({
    company: `Company ${i}`,
    company_id: companyId,
    department: 'Engineering',
    designation: 'Software Engineer',
    rating: (i % 5) + 1,
    review: `Review number ${i}: good learning, long hours before releases.`,
    work_life_balance: 3,
    salary: 4,
    skill_development: 5,
    likes: i,
    dislikes: 1,
    user_id: new Types.ObjectId(),
    // inserted in a shuffled order: the API sorts them
    created_at: new Date(now - ((i * 5) % 14) * DAY),
  }));
  await Review.insertMany(reviews);
  newestFirst.push(
    ...[...reviews]
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
      .map((review) => review.company),
  );
});

afterAll(async () => {
  await app?.close();
});

describe('GET /api/reviews', () => {
  it('lists the 10 newest reviews by default, newest first, with the ADR’s fields', async () => {
    const response = await app.client().get('/api/reviews');
    expect(response.status).toBe(200);
    const { reviews } = await response.json();
    expect(reviews.map((r: { company: string }) => r.company)).toEqual(newestFirst.slice(0, 10));
    expect(reviews[0]).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      company: newestFirst[0],
      company_id: String(companyId),
      department: 'Engineering',
      designation: 'Software Engineer',
      rating: expect.any(Number),
      review: expect.stringContaining('good learning'),
      work_life_balance: 3,
      salary: 4,
      skill_development: 5,
      likes: expect.any(Number),
      dislikes: 1,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it.each([1, 3, 50])('honours limit=%i', async (limit) => {
    const { reviews } = await (await app.client().get(`/api/reviews?limit=${limit}`)).json();
    expect(reviews.map((r: { company: string }) => r.company)).toEqual(newestFirst.slice(0, limit));
  });

  it.each(['0', '51', '-1', '2.5', 'ten'])('answers 400 for limit=%s', async (limit) => {
    const response = await app.client().get(`/api/reviews?limit=${limit}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(/^limit/);
  });

  it('answers 405 to a POST', async () => {
    const response = await app.client().post('/api/reviews', { rating: 5 });
    expect(response.status).toBe(405);
    expect(await Review.countDocuments()).toBe(14);
  });
});
