import {
  companyReviewsSummarySchema,
  companySuggestionsSchema,
  reviewPageSchema,
} from '@rozgar/contracts/payloads/reviews';
import type { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Company } from '../app/models/company.server';
import { Review } from '../app/models/review.server';
import { startTestApp, type TestApp } from './support/harness';
import { loggedIn } from './support/profile-fixtures';
import {
  expectAnonymous,
  insertReviews,
  reviewOf,
  reviewedCompany,
} from './support/review-fixtures';

// Reading reviews (docs/product/community-and-reviews.md): the list with its filters, facets,
// sorts and pages, company suggestions, a company's summary — and never an author.

const DAY = 24 * 60 * 60 * 1000;
let app: TestApp;
let infoveda: { _id: Types.ObjectId; company_name: string };
let kaveri: { _id: Types.ObjectId; company_name: string };
let pune: { _id: Types.ObjectId; company_name: string };
const authors: Array<{ id: string }> = [];
let ago = 0;

beforeAll(async () => {
  app = await startTestApp();
  infoveda = await reviewedCompany('Infoveda Technologies', {
    city: 'Bengaluru',
    industry: 'IT/ITES',
    size: '501+',
    pfp: 'https://img.example.in/infoveda.png',
  });
  kaveri = await reviewedCompany('Kaveri Finserv', {
    city: 'Delhi',
    industry: 'Banking/Finance',
    size: '51-200',
  });
  pune = await reviewedCompany('Pune Pharma', {
    city: 'Pune',
    industry: 'IT/ITES',
    size: '201-500',
  });
  const review = (company: typeof infoveda, rating: number, more: Record<string, unknown> = {}) =>
    reviewOf(company, rating, { created_at: new Date(Date.now() - ++ago * DAY), ...more });
  const inserted = await insertReviews([
    review(infoveda, 5, { helpful_count: 9, department: 'engineering', gender: 'female' }),
    review(infoveda, 4, { helpful_count: 1, department: 'sales', gender: 'female' }),
    review(infoveda, 4, { department: 'engineering', gender: 'male', promotions: 2 }),
    review(infoveda, 3, { department: 'finance', gender: 'female', promotions: 3 }),
    review(infoveda, 5, { department: 'engineering', gender: 'male', helpful_count: 30 }),
    review(infoveda, 2, { department: 'marketing', gender: 'prefer_not_to_say' }),
    review(kaveri, 1, { department: 'finance' }),
    review(kaveri, 2, { department: 'finance' }),
    review(kaveri, 3, { department: 'sales', work_life_balance: undefined }),
    review(pune, 4),
    review(pune, 4),
    review(pune, 1, { status: 'hidden', reports: 3, title: 'Hidden after reports' }),
  ]);
  authors.push(...inserted.map((doc) => ({ id: String(doc.user_id) })));
});

afterAll(async () => {
  await app?.close();
});

const list = async (query = '') => {
  const response = await app.client().get(`/api/reviews${query}`);
  expect(response.status).toBe(200);
  const body = await response.json();
  expectAnonymous(body, authors);
  return reviewPageSchema.parse(body);
};

describe('GET /api/reviews', () => {
  it('lists published reviews newest first, 10 a page, with the total and the payload fields', async () => {
    const page = await list();
    expect(page.total).toBe(11);
    expect(page.page_size).toBe(10);
    expect(page.reviews).toHaveLength(10);
    const dates = page.reviews.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(page.reviews.some((r) => r.title === 'Hidden after reports')).toBe(false);
    expect(page.reviews[0]).toMatchObject({
      company: 'Infoveda Technologies',
      company_logo: 'https://img.example.in/infoveda.png',
      rating: 5,
      work_life_balance: 5,
      designation: 'Software Engineer',
    });
    expect(page.reviews[0]).not.toHaveProperty('my_vote');
    const second = await list('?page=2');
    expect(second.reviews.map((r) => r.id)).toHaveLength(1);
    expect(second.reviews[0]!.id).not.toBe(page.reviews[9]!.id);
  });

  it.each([
    ['?limit=3', 3],
    ['?page_size=4', 4],
    ['?limit=50', 11],
  ])('honours %s', async (query, length) => {
    expect((await list(query)).reviews).toHaveLength(length);
  });

  it.each([
    'limit=0',
    'limit=51',
    'page=0',
    'rating=6',
    'sort=oldest',
    'size=huge',
    'department=hr',
    'company_id=12',
  ])('answers 400 for %s', async (query) => {
    const response = await app.client().get(`/api/reviews?${query}`);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(['error']);
    expect(body.error).toMatch(new RegExp(`^${query.split('=')[0]}`));
  });

  it.each([
    ['?company_id=INFOVEDA', 6],
    ['?company=finserv', 3],
    ['?location=New%20Delhi', 3],
    ['?location=Bengaluru', 6],
    ['?industry=it%2Fites', 8],
    ['?size=201-500', 2],
    ['?rating=4', 4],
    ['?department=finance', 3],
    ['?industry=IT%2FITES&rating=4', 4],
    ['?location=Mumbai', 0],
  ])('filters %s → %i reviews', async (query, total) => {
    const page = await list(query.replace('INFOVEDA', String(infoveda._id)));
    expect(page.total).toBe(total);
    expect(page.reviews).toHaveLength(total);
  });

  it('counts each location, industry and size with the other filters applied', async () => {
    const all = await list();
    const counts = (rows: Array<{ value: string; count: number }>) =>
      Object.fromEntries(rows.map((row) => [row.value, row.count]));
    expect(counts(all.facets.locations)).toEqual({
      'New Delhi': 3,
      Mumbai: 0,
      Hyderabad: 0,
      Chennai: 0,
      Bengaluru: 6,
      Pune: 2,
    });
    expect(counts(all.facets.industries)).toEqual({ 'IT/ITES': 8, 'Banking/Finance': 3 });
    expect(counts(all.facets.sizes)).toEqual({
      '1-10': 0,
      '11-50': 0,
      '51-200': 3,
      '201-500': 2,
      '501+': 6,
    });
    // within IT/ITES: the locations count only its reviews; the industries ignore the industry filter
    const it = await list('?industry=IT%2FITES&rating=4');
    expect(counts(it.facets.locations)).toMatchObject({ Bengaluru: 2, Pune: 2, 'New Delhi': 0 });
    expect(counts(it.facets.industries)).toEqual({ 'IT/ITES': 4 });
  });

  it.each([
    [
      'highest',
      (r: { rating: number }[]) => r.map((x) => x.rating),
      [5, 5, 4, 4, 4, 4, 3, 3, 2, 2, 1],
    ],
    [
      'lowest',
      (r: { rating: number }[]) => r.map((x) => x.rating),
      [1, 2, 2, 3, 3, 4, 4, 4, 4, 5, 5],
    ],
  ])('sorts %s', async (sort, pick, expected) => {
    expect(pick((await list(`?sort=${sort}&limit=50`)).reviews)).toEqual(expected);
  });

  it('sorts most helpful first', async () => {
    const { reviews } = await list('?sort=most_helpful&limit=3');
    expect(reviews.map((r) => r.helpful_count)).toEqual([30, 9, 1]);
  });

  it("shows a review under its company's current name, and finds it by that name", async () => {
    const renamed = await reviewedCompany('Old Name Pvt Ltd', {
      pfp: 'https://img.example.in/o.png',
    });
    await insertReviews([reviewOf(renamed, 3, { created_at: new Date(0) })]);
    await Company.updateOne({ _id: renamed._id }, { $set: { company_name: 'New Name Pvt Ltd' } });
    for (const query of ['?company=new%20name', '?company=old%20name']) {
      const page = await list(query);
      expect(page.reviews.map((r) => [r.company, r.company_logo])).toEqual([
        ['New Name Pvt Ltd', 'https://img.example.in/o.png'],
      ]);
    }
    // a company record gone: its reviews still show, and the total counts them
    await Company.deleteOne({ _id: renamed._id });
    const all = await list('?limit=50');
    expect(all.total).toBe(all.reviews.length);
    expect(all.reviews.some((r) => r.company === 'Old Name Pvt Ltd')).toBe(true);
    await Review.deleteMany({ company_id: renamed._id });
  });

  it("gives a logged-in caller their own vote on each review, and nobody else's", async () => {
    const voter = await loggedIn(app);
    const { reviews } = await list('?limit=1');
    await voter.client.request(`/api/reviews/${reviews[0]!.id}/vote`, {
      method: 'PUT',
      json: { action: 'dislike' },
    });
    const mine = reviewPageSchema.parse(
      await (await voter.client.get('/api/reviews?limit=2')).json(),
    );
    expect(mine.reviews.map((r) => [r.my_vote, r.mine])).toEqual([
      [{ reaction: 'dislike', helpful: false }, false],
      [{ reaction: null, helpful: false }, false],
    ]);
    const other = await loggedIn(app);
    const theirs = reviewPageSchema.parse(
      await (await other.client.get('/api/reviews?limit=1')).json(),
    );
    expect(theirs.reviews[0]!.my_vote).toEqual({ reaction: null, helpful: false });
  });
});

describe('GET /api/reviews/search', () => {
  const search = async (query: string) => {
    const response = await app.client().get(`/api/reviews/search${query}`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expectAnonymous(body, authors);
    return companySuggestionsSchema.parse(body).companies;
  };

  it('suggests companies as you type, with their rating and review count', async () => {
    expect(await search('?company=inf')).toEqual([
      {
        id: String(infoveda._id),
        name: 'Infoveda Technologies',
        logo: 'https://img.example.in/infoveda.png',
        industry: 'IT/ITES',
        location: 'Bengaluru',
        size: '501+',
        rating: 3.8,
        reviews: 6,
      },
    ]);
    // the hidden review counts nowhere
    expect((await search('?company=pune'))[0]).toMatchObject({
      name: 'Pune Pharma',
      rating: 4,
      reviews: 2,
    });
  });

  it('ranks names starting with the text first, then other matches (industry, city)', async () => {
    // "i": Infoveda starts with it, Kaveri Finserv holds it, Pune Pharma's industry (IT/ITES) does
    expect((await search('?company=i')).map((c) => c.name)).toEqual([
      'Infoveda Technologies',
      'Kaveri Finserv',
      'Pune Pharma',
    ]);
    expect((await search('?company=delhi')).map((c) => c.name)).toEqual(['Kaveri Finserv']);
  });

  it('without a text, shows the most reviewed companies; limit bounds them', async () => {
    expect((await search('?limit=2')).map((c) => c.name)).toEqual([
      'Infoveda Technologies',
      'Kaveri Finserv',
    ]);
    expect((await app.client().get('/api/reviews/search?limit=99')).status).toBe(400);
  });

  it('treats the text as text, not a pattern', async () => {
    expect(await search('?company=.*')).toEqual([]);
  });
});

describe('GET /api/companies/:id/reviews-summary', () => {
  const summary = async (id: string) => {
    const response = await app.client().get(`/api/companies/${id}/reviews-summary`);
    expect(response.status).toBe(200);
    const body = await response.json();
    expectAnonymous(body, authors);
    return companyReviewsSummarySchema.parse(body);
  };

  it("has the company's profile, rating, histogram, criteria means and departments", async () => {
    const infovedaSummary = await summary(String(infoveda._id));
    expect(infovedaSummary.company).toMatchObject({
      name: 'Infoveda Technologies',
      location: 'Bengaluru',
      rating: 3.8,
      reviews: 6,
    });
    expect(infovedaSummary.histogram).toEqual([
      { stars: 5, count: 2 },
      { stars: 4, count: 2 },
      { stars: 3, count: 1 },
      { stars: 2, count: 1 },
      { stars: 1, count: 0 },
    ]);
    const criteria = Object.fromEntries(
      infovedaSummary.criteria.map((c) => [c.criterion, [c.mean, c.count]]),
    );
    expect(criteria.work_life_balance).toEqual([3.8, 6]);
    expect(criteria.promotions).toEqual([2.5, 2]);
    expect(criteria.job_security).toEqual([null, 0]);
    expect(infovedaSummary.departments).toEqual([
      { value: 'engineering', count: 3 },
      { value: 'sales', count: 1 },
      { value: 'marketing', count: 1 },
      { value: 'finance', count: 1 },
    ]);
  });

  it('shows the genders only as counts of at least 5 answers', async () => {
    expect((await summary(String(infoveda._id))).gender).toEqual([
      { value: 'female', count: 3 },
      { value: 'male', count: 2 },
      { value: 'transgender', count: 0 },
      { value: 'prefer_not_to_say', count: 1 },
    ]);
    expect((await summary(String(kaveri._id))).gender).toBeNull();
  });

  it('is 404 for a company that does not exist', async () => {
    for (const id of ['65a0000000000000000000ff', 'nope']) {
      const response = await app.client().get(`/api/companies/${id}/reviews-summary`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: 'Company not found' });
    }
  });
});
