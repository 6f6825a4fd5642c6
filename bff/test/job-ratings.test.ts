import { jobSchema, jobsPageSchema, savedJobsSchema } from '@rozgar/contracts/payloads/jobs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Job } from '../app/models/job.server';
import { User } from '../app/models/user.server';
import { hashPassword } from '../app/services/auth.server';
import { saveJob } from '../app/services/saved-jobs.server';
import { startTestApp, type TestApp } from './support/harness';
import { payload } from './support/payload';
import { insertReviews, reviewOf, reviewedCompany } from './support/review-fixtures';

// A job shows its company's rating only when reviews are behind it: the mean of their overall
// ratings and how many there are, never a number stored on the job.

let app: TestApp;
let reviewedJob: string;
let unreviewedJob: string;
const PASSWORD = 'Demo@12345';
const EMAIL = 'rated.jobs@example.com';

const job = (title: string, company: string) => ({
  job_title: title,
  company,
  location: 'Pune',
  work_mode: 'Hybrid',
  min_experience: 1,
  max_experience: 4,
  min_salary: 6,
  max_salary: 10,
  skills: ['React'],
  is_active: true,
  created_at: new Date(),
});

beforeAll(async () => {
  app = await startTestApp();
  const [reviewed, unreviewed] = await Job.insertMany([
    job('React Developer', 'Sahyadri Softech'),
    job('Credit Analyst', 'Kaveri Finserv'),
  ]);
  reviewedJob = String(reviewed!._id);
  unreviewedJob = String(unreviewed!._id);
  // An older database stored invented figures on the job itself: they must never be shown.
  await Job.collection.updateOne(
    { _id: unreviewed!._id },
    { $set: { rating: 4.4, reviews: 1234 } },
  );
  // the job names its company in its own spelling; a hidden review counts nowhere
  const sahyadri = await reviewedCompany('sahyadri SOFTECH');
  const another = await reviewedCompany('Another Company');
  await insertReviews([
    reviewOf(sahyadri, 4),
    reviewOf(sahyadri, 5),
    reviewOf(sahyadri, 4),
    reviewOf(sahyadri, 1, { status: 'hidden', reports: 3 }),
    reviewOf(another, 1),
  ]);
  const user = await User.create({
    email: EMAIL,
    password_hash: await hashPassword(PASSWORD),
    role: 'Job Seeker',
    name: 'Ishita Rao',
  });
  await saveJob(String(user._id), reviewedJob);
  await saveJob(String(user._id), unreviewedJob);
});

afterAll(async () => {
  await app?.close();
});

describe("a job's rating", () => {
  it('is the mean of its company reviews, with their count, in the search results', async () => {
    const response = await app.client().get('/api/jobs');
    expect(response.status).toBe(200);
    const { jobs } = payload(jobsPageSchema, await response.json());
    const reviewed = jobs.find((row) => row.id === reviewedJob)!;
    expect([reviewed.rating, reviewed.reviews]).toEqual([4.3, 3]);
    const unreviewed = jobs.find((row) => row.id === unreviewedJob)!;
    expect(unreviewed).not.toHaveProperty('rating');
    expect(unreviewed).not.toHaveProperty('reviews');
  });

  it('is the same on the job details, and absent without reviews', async () => {
    const reviewed = payload(
      jobSchema,
      await (await app.client().get(`/api/jobs/${reviewedJob}`)).json(),
    );
    expect([reviewed.rating, reviewed.reviews]).toEqual([4.3, 3]);
    const unreviewed = payload(
      jobSchema,
      await (await app.client().get(`/api/jobs/${unreviewedJob}`)).json(),
    );
    expect(unreviewed).not.toHaveProperty('rating');
    expect(unreviewed).not.toHaveProperty('reviews');
  });

  it('is the same in the saved jobs', async () => {
    const client = app.client();
    expect((await client.login(EMAIL, PASSWORD)).status).toBe(200);
    const response = await client.get('/api/saved-jobs');
    expect(response.status).toBe(200);
    const { jobs: saved } = payload(savedJobsSchema, await response.json());
    expect(saved.find((row) => row.id === reviewedJob)).toMatchObject({ rating: 4.3, reviews: 3 });
    expect(saved.find((row) => row.id === unreviewedJob)).not.toHaveProperty('rating');
  });
});
