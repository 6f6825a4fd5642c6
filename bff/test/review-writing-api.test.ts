import {
  myReviewsSchema,
  reviewSchema,
  savedReviewSchema,
} from '@rozgar/contracts/payloads/reviews';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../app/models/company.server';
import { Job } from '../app/models/job.server';
import { Review } from '../app/models/review.server';
import { startTestApp, type TestApp } from './support/harness';
import { loggedIn, type Account } from './support/profile-fixtures';
import {
  expectAnonymous,
  insertReviews,
  reviewOf,
  reviewedCompany,
  writeReviewForm,
} from './support/review-fixtures';

// Writing a review (docs/product/community-and-reviews.md): the write-review form and the company
// page's short form, one review per user per company, a profanity filter, and the company's rating
// on its job cards following at once.

let app: TestApp;
let seeker: Account;

beforeAll(async () => {
  app = await startTestApp({ env: { CONTRIBUTION_RATE_LIMIT: '1000' } });
  seeker = await loggedIn(app, 'Job Seeker', 'Ananya Iyer');
});

afterAll(async () => {
  await app?.close();
});

const post = (account: Account, body: unknown) => account.client.post('/api/reviews', body);

describe('POST /api/reviews (the write-review form)', () => {
  it('needs a logged-in job seeker', async () => {
    const anonymous = await app.client().post('/api/reviews', writeReviewForm('Nobody Ltd'));
    expect(anonymous.status).toBe(401);
    const recruiter = await loggedIn(app, 'Recruiter');
    expect((await post(recruiter, writeReviewForm('Nobody Ltd'))).status).toBe(403);
    expect(await Review.countDocuments({ company: 'Nobody Ltd' })).toBe(0);
  });

  it.each([
    ['department', undefined, 'Department is required'],
    ['gender', 'other', 'Gender must be one of: female, male, transgender, prefer_not_to_say'],
    ['rating', 0, 'Overall rating must be a whole number of stars from 1 to 5'],
    ['company_culture', undefined, 'Company culture is required'],
    ['title', '   ', 'Review title is required'],
    ['currently_works_here', true, 'Currently works here must be one of: yes, no'],
    ['author', 'me', 'Unknown field: author'],
  ])('refuses %s = %j with "%s", storing nothing', async (field, value, message) => {
    const response = await post(seeker, writeReviewForm('Refused Pvt Ltd', { [field]: value }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(await Review.countDocuments({ company: 'Refused Pvt Ltd' })).toBe(0);
    expect(await Company.countDocuments({ company_name: 'Refused Pvt Ltd' })).toBe(0);
  });

  it('stores a review of a company not yet known, creating a minimal company', async () => {
    const response = await post(seeker, writeReviewForm('  Brand New Labs  '));
    expect(response.status).toBe(201);
    const body = savedReviewSchema.parse(await response.json());
    expect(body.edited).toBe(false);
    expect(body.review).toMatchObject({
      company: 'Brand New Labs',
      rating: 4,
      promotions: 3,
      designation: 'Frontend Developer',
      department: 'engineering',
      work_policy: 'hybrid',
      currently_works_here: 'yes',
      likes: 0,
      dislikes: 0,
      helpful_count: 0,
      mine: true,
      my_vote: { reaction: null, helpful: false },
    });
    expectAnonymous(body, [seeker]);
    const company = await Company.findById(body.review.company_id).lean();
    expect(company?.company_name).toBe('Brand New Labs');
    const stored = await Review.findById(body.review.id).lean();
    expect(String(stored?.user_id)).toBe(seeker.id);
    expect(stored?.gender).toBe('male');
  });

  it('finds an existing company by its name, whatever the case, or by its id', async () => {
    const existing = await reviewedCompany('Kaveri Finserv', { city: 'Chennai' });
    const other = await loggedIn(app);
    const byName = savedReviewSchema.parse(
      await (await post(other, writeReviewForm('kaveri finserv'))).json(),
    );
    expect(byName.review).toMatchObject({
      company_id: String(existing._id),
      company: 'Kaveri Finserv',
    });
    const third = await loggedIn(app);
    const byId = await post(
      third,
      writeReviewForm('whatever is typed', { company_id: String(existing._id) }),
    );
    expect(byId.status).toBe(201);
    expect(await Company.countDocuments({ company_name: /kaveri finserv/i })).toBe(1);
    const unknown = await post(
      third,
      writeReviewForm('X', { company_id: '65a0000000000000000000ff' }),
    );
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'Company not found' });
  });

  it('a second review of the same company by the same user rewrites the first', async () => {
    const author = await loggedIn(app);
    const first = savedReviewSchema.parse(
      await (
        await post(
          author,
          writeReviewForm('Rewrite Systems', { advice_to_management: 'Hire more.' }),
        )
      ).json(),
    );
    await Review.updateOne({ _id: first.review.id }, { $set: { likes: 7 } });
    const response = await post(
      author,
      writeReviewForm('rewrite systems', { rating: 2, title: 'Changed my mind', salary: 1 }),
    );
    expect(response.status).toBe(200);
    const second = savedReviewSchema.parse(await response.json());
    expect(second.edited).toBe(true);
    expect(second.review).toMatchObject({
      id: first.review.id,
      rating: 2,
      title: 'Changed my mind',
      salary: 1,
      likes: 7,
      created_at: first.review.created_at,
    });
    expect(second.review.updated_at).toBeDefined();
    // left empty the second time: gone
    expect(second.review).not.toHaveProperty('advice_to_management');
    expect(await Review.countDocuments({ company: 'Rewrite Systems' })).toBe(1);
  });

  it('keeps one review when the same user sends five at once', async () => {
    const author = await loggedIn(app);
    await reviewedCompany('Parallel Works');
    const responses = await Promise.all(
      [1, 2, 3, 4, 5].map((rating) => post(author, writeReviewForm('Parallel Works', { rating }))),
    );
    expect(responses.map((response) => response.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(await Review.countDocuments({ company: 'Parallel Works' })).toBe(1);
    expect(await Company.countDocuments({ company_name: 'Parallel Works' })).toBe(1);
  });

  it('creates one company when several users review the same new name at once', async () => {
    const writers = await Promise.all([1, 2, 3, 4, 5].map(() => loggedIn(app)));
    const responses = await Promise.all(
      writers.map((writer, i) =>
        post(writer, writeReviewForm(i % 2 ? 'Twin Startups' : 'twin startups')),
      ),
    );
    expect(responses.map((response) => response.status)).toEqual([201, 201, 201, 201, 201]);
    const companies = await Company.find({ company_name: /^twin startups$/i }).lean();
    expect(companies).toHaveLength(1);
    expect(await Review.countDocuments({ company_id: companies[0]!._id })).toBe(5);
  });

  it('refuses profanity with a clear message, storing nothing', async () => {
    const response = await post(
      seeker,
      writeReviewForm('Clean Words Ltd', { cons: 'The manager is a f*cking idiot' }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'Cons contains language that is not allowed. Please rephrase it.',
    });
    const title = await post(seeker, writeReviewForm('Clean Words Ltd', { title: 'sh1t pay' }));
    expect((await title.json()).error).toBe(
      'Review title contains language that is not allowed. Please rephrase it.',
    );
    expect(await Review.countDocuments({ company: 'Clean Words Ltd' })).toBe(0);
    // words that merely contain such letters pass
    const fine = await post(
      seeker,
      writeReviewForm('Clean Words Ltd', {
        pros: 'Fair assessment process; the Scunthorpe team is kind.',
      }),
    );
    expect(fine.status).toBe(201);
  });
});

describe('GET /api/reviews/mine', () => {
  it("lists the caller's own reviews only, hidden ones marked, and no author", async () => {
    expect((await app.client().get('/api/reviews/mine')).status).toBe(401);
    const author = await loggedIn(app);
    const other = await loggedIn(app);
    await post(author, writeReviewForm('Mine One'));
    await post(author, writeReviewForm('Mine Two'));
    await post(other, writeReviewForm('Mine One'));
    await Review.updateOne(
      { company: 'Mine One', user_id: author.id },
      { $set: { status: 'hidden', reports: 3 } },
    );
    const response = await author.client.get('/api/reviews/mine');
    expect(response.status).toBe(200);
    const body = myReviewsSchema.parse(await response.json());
    expectAnonymous(body, [author, other]);
    expect(body.reviews.map((review) => [review.company, review.hidden, review.mine])).toEqual([
      ['Mine Two', false, true],
      ['Mine One', true, true],
    ]);
  });
});

describe("POST /api/companies/:id/reviews (the company page's short form)", () => {
  it('needs the rating, title, pros and cons, and keeps what the full form gave', async () => {
    const company = await reviewedCompany('Short Form Tech');
    const author = await loggedIn(app);
    const path = `/api/companies/${String(company._id)}/reviews`;
    const missing = await author.client.post(path, { rating: 4, title: 'Nice', pros: 'People' });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toEqual({ error: 'Cons is required' });

    const created = await author.client.post(path, {
      rating: 5,
      title: 'Nice',
      pros: 'People',
      cons: 'Commute',
    });
    expect(created.status).toBe(201);
    const review = reviewSchema.parse((await created.json()).review);
    expect(review).not.toHaveProperty('salary');

    await post(author, writeReviewForm('Short Form Tech'));
    const again = await author.client.post(path, {
      rating: 3,
      title: 'Okay',
      pros: 'People',
      cons: 'Commute',
    });
    expect(again.status).toBe(200);
    const rewritten = reviewSchema.parse((await again.json()).review);
    expect(rewritten).toMatchObject({
      id: review.id,
      rating: 3,
      salary: 3,
      designation: 'Frontend Developer',
    });
    expect(
      (
        await author.client.post('/api/companies/65a0000000000000000000ff/reviews', {
          rating: 3,
          title: 'x',
          pros: 'x',
          cons: 'x',
        })
      ).status,
    ).toBe(404);
  });
});

describe("a company's rating on its job cards", () => {
  it('follows a new review at once: the mean of overall ratings, one decimal, with the count', async () => {
    const company = await reviewedCompany('Sahyadri Softech', { city: 'Pune' });
    await insertReviews([reviewOf(company, 4), reviewOf(company, 5)]);
    const job = await Job.create({
      job_title: 'React Developer',
      company: 'Sahyadri Softech',
      company_id: company._id,
      location: 'Pune',
      work_mode: 'Hybrid',
      min_experience: 1,
      max_experience: 4,
      skills: ['React'],
      is_active: true,
      created_at: new Date(),
    });
    const rated = async () => {
      const details = await (await app.client().get(`/api/jobs/${String(job._id)}`)).json();
      const { jobs } = await (await app.client().get('/api/jobs?q=React%20Developer')).json();
      const card = jobs.find((row: { id: string }) => row.id === String(job._id));
      expect([card.rating, card.reviews]).toEqual([details.rating, details.reviews]);
      return [details.rating, details.reviews];
    };
    expect(await rated()).toEqual([4.5, 2]);
    const author = await loggedIn(app);
    expect((await post(author, writeReviewForm('Sahyadri Softech', { rating: 1 }))).status).toBe(
      201,
    );
    expect(await rated()).toEqual([3.3, 3]);
  });
});
