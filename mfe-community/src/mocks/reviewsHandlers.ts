import { delay, http, HttpResponse } from 'msw';
import {
  COMPANY_SIZES,
  REVIEW_LOCATION_CITIES,
  REVIEW_LOCATIONS,
  type ReviewVoteAction,
} from '@rozgar/contracts/vocabularies';
import type {
  CompanyReviewsSummary,
  MyReviewVote,
  Review,
  ReviewedCompany,
  ReviewPage,
  WriteReviewInput,
} from '../reviews/reviewsApi';
import { infosysSummary, reviewedCompanies, reviews as sampleReviews } from './reviewFixtures';

/*
 * The reviews endpoints of the BFF as MSW handlers (docs/product/community-and-reviews.md, ADR
 * 018), answering with the contracts' payload shapes. `reviewsApi(...)` is one running backend
 * (list, suggestions, write, vote, report share its state, so a written review or a vote shows in
 * the next list); the others answer one endpoint in one way (loading, failing, a fixed answer).
 */

const down = (error = 'Database unavailable, please try again shortly', status = 503) =>
  HttpResponse.json({ error }, { status });

const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

const lower = (text: string) => text.trim().toLowerCase();

/** The location of the browse list that a company's city belongs to. */
const locationOf = (company: ReviewedCompany | undefined) =>
  REVIEW_LOCATIONS.find((location) =>
    REVIEW_LOCATION_CITIES[location].some((city) => lower(city) === lower(company?.location ?? '')),
  );

type Filters = Record<'company_id' | 'company' | 'location' | 'industry' | 'size', string | null>;

/** GET /api/reviews as the BFF answers it: filtered, newest first, paged, with the facets. */
export function reviewPage(
  all: Review[],
  companies: ReviewedCompany[],
  search: URLSearchParams,
): ReviewPage {
  const companyOf = (review: Review) => companies.find((c) => c.id === review.company_id);
  const filters: Filters = {
    company_id: search.get('company_id') || null,
    company: search.get('company') || null,
    location: search.get('location') || null,
    industry: search.get('industry') || null,
    size: search.get('size') || null,
  };
  const matches = (review: Review, skip?: keyof Filters) => {
    const company = companyOf(review);
    const checks: Record<keyof Filters, (value: string) => boolean> = {
      company_id: (value) => review.company_id === value,
      company: (value) => lower(review.company).includes(lower(value)),
      location: (value) => locationOf(company) === value,
      industry: (value) => lower(company?.industry ?? '') === lower(value),
      size: (value) => company?.size === value,
    };
    return (Object.keys(filters) as Array<keyof Filters>).every(
      (key) => key === skip || filters[key] === null || checks[key](filters[key]!),
    );
  };
  const shown = all
    .filter((review) => matches(review))
    .sort((a, b) => b.created_at.localeCompare(a.created_at));
  const page = Number(search.get('page') ?? 1) || 1;
  const pageSize = Number(search.get('page_size') ?? search.get('limit') ?? 10) || 10;
  const counted = <Value extends string>(
    skip: keyof Filters,
    valueOf: (review: Review) => Value | undefined,
  ) => {
    const counts = new Map<Value, number>();
    for (const review of all.filter((one) => matches(one, skip))) {
      const value = valueOf(review);
      if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
    }
    return counts;
  };
  const locations = counted('location', (review) => locationOf(companyOf(review)));
  const industries = counted('industry', (review) => companyOf(review)?.industry);
  const sizes = counted('size', (review) => companyOf(review)?.size);
  return {
    reviews: shown.slice((page - 1) * pageSize, page * pageSize),
    total: shown.length,
    page,
    page_size: pageSize,
    facets: {
      locations: REVIEW_LOCATIONS.map((value) => ({ value, count: locations.get(value) ?? 0 })),
      industries: [...industries]
        .map(([value, count]) => ({ value, count }))
        .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
      sizes: COMPANY_SIZES.map((value) => ({ value, count: sizes.get(value) ?? 0 })),
    },
  };
}

/** GET /api/reviews/search?company=: names starting with the text first, then containing it. */
export function suggestCompanies(companies: ReviewedCompany[], text: string, limit = 8) {
  const wanted = lower(text);
  const byReviews = [...companies].sort((a, b) => b.reviews - a.reviews);
  if (!wanted) return byReviews.slice(0, limit);
  const starts = byReviews.filter((c) => lower(c.name).startsWith(wanted));
  const holds = byReviews.filter(
    (c) =>
      !starts.includes(c) &&
      [c.name, c.industry ?? '', c.location ?? ''].some((field) => lower(field).includes(wanted)),
  );
  return [...starts, ...holds].slice(0, limit);
}

/** The vote rules of the BFF: the same like/dislike again takes it back, the other switches. */
export function applyVote(review: Review, vote: MyReviewVote, action: ReviewVoteAction) {
  const next: MyReviewVote = { ...vote };
  const counts = { likes: review.likes, dislikes: review.dislikes, helpful: review.helpful_count };
  if (action === 'helpful') {
    next.helpful = !vote.helpful;
    counts.helpful += next.helpful ? 1 : -1;
  } else {
    if (vote.reaction === 'like') counts.likes -= 1;
    if (vote.reaction === 'dislike') counts.dislikes -= 1;
    next.reaction = vote.reaction === action ? null : action;
    if (next.reaction === 'like') counts.likes += 1;
    if (next.reaction === 'dislike') counts.dislikes += 1;
  }
  return {
    review: {
      ...review,
      likes: counts.likes,
      dislikes: counts.dislikes,
      helpful_count: counts.helpful,
      my_vote: next,
    },
    my_vote: next,
  };
}

const CRITERIA = [
  'work_life_balance',
  'salary',
  'promotions',
  'job_security',
  'skill_development',
  'work_satisfaction',
  'company_culture',
] as const;

/** A review as the BFF stores a write-review body (the caller's own: `mine`). */
export function reviewFromBody(
  body: WriteReviewInput,
  company: ReviewedCompany,
  id: string,
  createdAt = new Date().toISOString(),
): Review {
  const optional = <Key extends keyof WriteReviewInput>(key: Key) =>
    body[key] ? { [key]: body[key] } : {};
  return {
    id,
    company_id: company.id,
    company: company.name,
    rating: body.rating as number,
    ...Object.fromEntries(CRITERIA.map((key) => [key, body[key] as number])),
    title: body.title as string,
    pros: body.pros as string,
    cons: body.cons as string,
    ...optional('advice_to_management'),
    ...optional('employment_duration'),
    designation: body.designation as string,
    department: body.department as Review['department'],
    employment_type: body.employment_type as Review['employment_type'],
    work_policy: body.work_policy as Review['work_policy'],
    currently_works_here: body.currently_works_here as Review['currently_works_here'],
    likes: 0,
    dislikes: 0,
    helpful_count: 0,
    created_at: createdAt,
    mine: true,
  };
}

/** 401 as the BFF answers a visitor's write or vote. */
export const notLoggedIn = () => HttpResponse.json({ error: 'Not logged in' }, { status: 401 });

/**
 * The reviews one running backend keeps: a written review goes first (the caller's second review
 * of a company rewrites the first), and each review remembers the caller's vote.
 */
export function reviewStore(reviews: Review[]) {
  let list = [...reviews];
  const votes = new Map<string, MyReviewVote>();
  return {
    get list() {
      return list;
    },
    /** The caller's earlier review of the company, if any. */
    mineOf: (companyId: string) => list.find((one) => one.mine && one.company_id === companyId),
    /** Stores a written review and answers as the BFF: 201, or 200 `edited` for a rewrite. */
    save: (review: Review, earlier: Review | undefined) => {
      list = earlier
        ? list.map((one) => (one.id === earlier.id ? review : one))
        : [review, ...list];
      return HttpResponse.json(
        { review, edited: Boolean(earlier) },
        { status: earlier ? 200 : 201 },
      );
    },
    /** PUT /api/reviews/:id/vote: the counts after the vote, and the caller's vote. */
    voteHandler: (refuse: () => Response | undefined = () => undefined) =>
      http.put('/api/reviews/:reviewId/vote', async ({ request, params }) => {
        const refused = refuse();
        if (refused) return refused;
        const review = list.find((one) => one.id === params.reviewId);
        if (!review) return HttpResponse.json({ error: 'Review not found' }, { status: 404 });
        const { action } = (await request.json()) as { action: ReviewVoteAction };
        const result = applyVote(
          review,
          votes.get(review.id) ?? review.my_vote ?? { reaction: null, helpful: false },
          action,
        );
        votes.set(review.id, result.my_vote);
        list = list.map((one) => (one.id === review.id ? result.review : one));
        return HttpResponse.json(result);
      }),
  };
}

/** GET /api/reviews/search?company=&limit= over the companies a backend knows at the time. */
export const companySearchHandler = (companies: () => ReviewedCompany[]) =>
  http.get('/api/reviews/search', ({ request }) => {
    const search = new URL(request.url).searchParams;
    return HttpResponse.json({
      companies: suggestCompanies(
        companies(),
        search.get('company') ?? '',
        Number(search.get('limit') ?? 8) || 8,
      ),
    });
  });

export interface ReviewsBackend {
  reviews?: Review[];
  companies?: ReviewedCompany[];
}

export const reviewsHandlers = {
  /**
   * One running reviews backend: GET /api/reviews (filters, paging, facets), GET
   * /api/reviews/search, POST /api/reviews (a company of the same name, else a new one; the
   * caller's second review of a company rewrites the first: 200 `edited`), PUT
   * /api/reviews/:id/vote and POST /api/reviews/:id/report. 404 for an unknown review.
   */
  reviewsApi: ({ reviews = sampleReviews, companies = reviewedCompanies }: ReviewsBackend = {}) => {
    const store = reviewStore(reviews);
    let known = [...companies];
    let written = 0;
    return [
      http.get('/api/reviews', ({ request }) =>
        HttpResponse.json(reviewPage(store.list, known, new URL(request.url).searchParams)),
      ),
      companySearchHandler(() => known),
      http.post('/api/reviews', async ({ request }) => {
        const body = (await request.json()) as WriteReviewInput;
        let company =
          known.find((one) => one.id === body.company_id) ??
          known.find((one) => lower(one.name) === lower(body.company_name));
        if (!company) {
          company = {
            id: `6650f1a2c3d4e5f6022${String(known.length + 1).padStart(5, '0')}`,
            name: body.company_name.trim(),
            rating: null,
            reviews: 0,
          };
          known = [...known, company];
        }
        const earlier = store.mineOf(company.id);
        written += 1;
        const review = earlier
          ? {
              ...reviewFromBody(body, company, earlier.id, earlier.created_at),
              likes: earlier.likes,
              dislikes: earlier.dislikes,
              helpful_count: earlier.helpful_count,
            }
          : reviewFromBody(body, company, `6650f1a2c3d4e5f6044${String(written).padStart(5, '0')}`);
        return store.save(review, earlier);
      }),
      store.voteHandler(),
      http.post('/api/reviews/:reviewId/report', ({ params }) =>
        store.list.some((one) => one.id === params.reviewId)
          ? HttpResponse.json({ reported: true })
          : HttpResponse.json({ error: 'Review not found' }, { status: 404 }),
      ),
    ];
  },
  /** GET /api/reviews: a fixed page (any query). */
  reviewPage: (page: ReviewPage) => http.get('/api/reviews', () => HttpResponse.json(page)),
  reviewsLoading: () => http.get('/api/reviews', never),
  reviewsDown: () => http.get('/api/reviews', () => down()),
  /** GET /api/reviews/search: the companies matching the text, as the BFF ranks them. */
  companySuggestions: (companies: ReviewedCompany[] = reviewedCompanies) =>
    http.get('/api/reviews/search', ({ request }) =>
      HttpResponse.json({
        companies: suggestCompanies(
          companies,
          new URL(request.url).searchParams.get('company') ?? '',
        ),
      }),
    ),
  companySuggestionsDown: () => http.get('/api/reviews/search', () => down()),
  /** POST /api/reviews refused: 400 with the first problem (or another status). */
  writeReviewRefuses: (error: string, status = 400) =>
    http.post('/api/reviews', () => HttpResponse.json({ error }, { status })),
  /** PUT /api/reviews/:id/vote refused. */
  voteRefuses: (error = 'The server had a problem. Please try again later.', status = 500) =>
    http.put('/api/reviews/:reviewId/vote', () => HttpResponse.json({ error }, { status })),
  /** POST /api/reviews/:id/report refused. */
  reportRefuses: (error = 'The server had a problem. Please try again later.', status = 500) =>
    http.post('/api/reviews/:reviewId/report', () => HttpResponse.json({ error }, { status })),
  /** GET /api/companies/:id/reviews-summary. */
  companyReviewsSummary: (summary: CompanyReviewsSummary = infosysSummary) =>
    http.get('/api/companies/:companyId/reviews-summary', () => HttpResponse.json(summary)),
  companyReviewsSummaryLoading: () => http.get('/api/companies/:companyId/reviews-summary', never),
  companyReviewsSummaryDown: () =>
    http.get('/api/companies/:companyId/reviews-summary', () => down()),
  companyReviewsSummaryMissing: () =>
    http.get('/api/companies/:companyId/reviews-summary', () =>
      HttpResponse.json({ error: 'Company not found' }, { status: 404 }),
    ),
  /** POST /api/companies/:id/reviews (short form): 201 with the review built from the body. */
  companyReviewWrites: (company: ReviewedCompany = reviewedCompanies[0]!, edited = false) =>
    http.post('/api/companies/:companyId/reviews', async ({ request }) => {
      const body = (await request.json()) as Pick<Review, 'rating' | 'title' | 'pros' | 'cons'> & {
        advice_to_management?: string;
      };
      const review: Review = {
        id: '6650f1a2c3d4e5f604499999',
        company_id: company.id,
        company: company.name,
        rating: body.rating,
        title: body.title,
        pros: body.pros,
        cons: body.cons,
        ...(body.advice_to_management ? { advice_to_management: body.advice_to_management } : {}),
        likes: 0,
        dislikes: 0,
        helpful_count: 0,
        created_at: new Date().toISOString(),
        mine: true,
      };
      return HttpResponse.json({ review, edited }, { status: edited ? 200 : 201 });
    }),
  companyReviewRefuses: (error: string, status = 400) =>
    http.post('/api/companies/:companyId/reviews', () => HttpResponse.json({ error }, { status })),
};
