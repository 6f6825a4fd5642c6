import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Job } from '../app/models/job.server';
import { Review } from '../app/models/review.server';
import { startTestApp, type TestApp } from './support/harness';
import { insertReviews, reviewedCompany, reviewOf } from './support/review-fixtures';

/*
 * What one GET /api/jobs asks the database (issue 18; docs/decisions/016-bff-runs-built-javascript.md,
 * "Later: the listing's CPU"): a budget of operations, so per-card look-ups or per-request writes
 * cannot creep back, and the open filter's shared instant, which must never show an expired job.
 */

let app: TestApp;
/** Every operation the models send while `recording`: `collection.method`, and its first argument. */
const operations: Array<{ name: string; first: string }> = [];
let recording = false;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  app = await startTestApp();
  const now = Date.now();
  await Job.insertMany(
    Array.from({ length: 30 }, (_, i) => ({
      job_title: `Software Engineer ${i}`,
      company: `Company ${i % 7}`,
      location: i % 2 ? 'Pune' : 'Chennai',
      skills: ['React'],
      is_active: true,
      // creators without a user (imported or generated jobs): looked up once, not per request
      recruiter_id: new mongoose.Types.ObjectId(),
      created_at: new Date(now - i * 60_000),
      expiry_date: new Date(now + 30 * DAY),
    })),
  );
  mongoose.set('debug', (collection: string, method: string, ...args: unknown[]) => {
    if (recording)
      operations.push({ name: `${collection}.${method}`, first: JSON.stringify(args[0]) });
  });
});

afterAll(async () => {
  mongoose.set('debug', false);
  await app?.close();
});

/** The operations one request sends (the search-term log's timed flush left out: ADR 021). */
async function operationsOf(path: string) {
  operations.length = 0;
  recording = true;
  const response = await app.client().get(path);
  recording = false;
  expect(response.status).toBe(200);
  await response.json();
  return operations.filter((operation) => operation.name !== 'search_terms.bulkWrite');
}

describe('GET /api/jobs, what it asks the database', () => {
  it('an anonymous search costs its page and its count once the process has seen its jobs and companies', async () => {
    const path = '/api/jobs?q=engineer&location=Pune';
    await operationsOf(path);
    const names = (await operationsOf(path)).map((operation) => operation.name);
    expect(names.sort()).toEqual(['jobs.countDocuments', 'jobs.find'].sort());
  });

  it('a job opened anonymously costs one read once the process has seen its company', async () => {
    const { _id } = (await Job.findOne({ company: 'Company 4' }).lean())!;
    const path = `/api/jobs/${String(_id)}`;
    await operationsOf(path);
    expect((await operationsOf(path)).map((operation) => operation.name)).toEqual(['jobs.findOne']);
  });

  it("shows a company's new review at once, though its ratings are kept", async () => {
    const ratingOf = async () => {
      const response = await app.client().get('/api/jobs?q=engineer&pageSize=50');
      const { jobs } = (await response.json()) as {
        jobs: Array<{ company: string; rating?: number; reviews?: number }>;
      };
      const job = jobs.find((listed) => listed.company === 'Company 3')!;
      return { rating: job.rating, reviews: job.reviews };
    };
    expect(await ratingOf()).toEqual({ rating: undefined, reviews: undefined });
    const company = await reviewedCompany('Company 3');
    await insertReviews([reviewOf(company, 4), reviewOf(company, 5)]);
    expect(await ratingOf()).toEqual({ rating: 4.5, reviews: 2 });
    await Review.updateMany({ company_id: company._id, rating: 5 }, { status: 'hidden' });
    expect(await ratingOf()).toEqual({ rating: 4, reviews: 1 });
  });

  it('sends the same filter for the same search until the jobs change', async () => {
    const path = '/api/jobs?q=engineer';
    const filterOf = async () =>
      (await operationsOf(path)).find((operation) => operation.name === 'jobs.find')!.first;
    const first = await filterOf();
    expect(await filterOf()).toBe(first);
    await Job.create({
      job_title: 'Platform Engineer',
      company: 'Company 1',
      location: 'Pune',
      is_active: true,
    });
    expect(await filterOf()).not.toBe(first);
  });

  it('never lists a job past its expiry, though the filter instant is kept', async () => {
    const expiry = new Date(Date.now() + 1_500);
    const { _id } = await Job.create({
      job_title: 'Expiring Engineer',
      company: 'Company 2',
      location: 'Pune',
      is_active: true,
      expiry_date: expiry,
    });
    const listed = async () => {
      const response = await app.client().get('/api/jobs?q=expiring&pageSize=50');
      const { jobs } = (await response.json()) as { jobs: Array<{ id: string }> };
      return jobs.some((job) => job.id === String(_id));
    };
    expect(await listed()).toBe(true);
    await vi.waitFor(async () => expect(await listed()).toBe(false), {
      timeout: 5_000,
      interval: 100,
    });
    expect(Date.now()).toBeGreaterThanOrEqual(expiry.getTime());
  });
});
