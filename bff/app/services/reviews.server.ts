import {
  COMPANY_SIZES,
  MIN_GENDER_ANSWERS,
  REVIEW_CRITERION_KEYS,
  REVIEW_DEPARTMENTS,
  REVIEW_GENDERS,
  REVIEW_LIMITS,
  REVIEW_LOCATION_CITIES,
  REVIEW_LOCATIONS,
  reviewListQuerySchema,
  reviewSearchQuerySchema,
  type CompanySize,
  type ReviewListQuery,
  type ReviewLocation,
} from '@rozgar/contracts';
import type {
  CompanyReviewsSummary,
  MyReviews,
  ReviewedCompany,
  ReviewPage,
} from '@rozgar/contracts/payloads/reviews';
import { Types, type QueryFilter, type SortOrder } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { Company } from '../models/company.server';
import { Review } from '../models/review.server';
import { companyRatingsById, oneDecimal } from './company-ratings.server';
import { reviewPayload, votesOf, type StoredReview } from './review-payload.server';

/*
 * Reading company reviews (docs/product/community-and-reviews.md, ADR 018): the list with its
 * filters and facets, company suggestions as you type, and one company's summary. Only published
 * reviews are ever read; a hidden one (reported by 3 users) counts nowhere.
 */

export { reviewListQuerySchema, reviewSearchQuerySchema };

export const COMPANY_NOT_FOUND = 'Company not found';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const same = (a: string | undefined | null, b: string) =>
  typeof a === 'string' && a.trim().toLowerCase() === b.trim().toLowerCase();

interface CompanyFacts {
  _id: Types.ObjectId;
  company_name: string;
  city?: string | null;
  industry?: string | null;
  size?: string | null;
  pfp?: string | null;
}
const FACTS = { company_name: 1, city: 1, industry: 1, size: 1, pfp: 1 } as const;

/** Whether a company is in a location: one of the page's six (with the cities each covers) or a city. */
function inLocation(company: CompanyFacts, location: string): boolean {
  const known = REVIEW_LOCATIONS.find((name) => same(name, location));
  const cities = known ? REVIEW_LOCATION_CITIES[known] : [location];
  return cities.some((city) => same(company.city, city));
}

const SORTS: Record<ReviewListQuery['sort'], Record<string, SortOrder>> = {
  newest: { created_at: -1, _id: -1 },
  highest: { rating: -1, created_at: -1, _id: -1 },
  lowest: { rating: 1, created_at: -1, _id: -1 },
  most_helpful: { helpful_count: -1, created_at: -1, _id: -1 },
};

/**
 * GET /api/reviews: a page of published reviews with the filters applied, the total, and the
 * counts per location, industry and size — each counted with the other filters applied, so a
 * count is what choosing that value would show.
 */
export async function listReviews(query: ReviewListQuery, viewerId?: string): Promise<ReviewPage> {
  const pageSize = query.page_size ?? query.limit ?? REVIEW_LIMITS.default_page_size;
  const match: QueryFilter<StoredReview> = { status: 'published' };
  if (query.company_id) match.company_id = new Types.ObjectId(query.company_id);
  if (query.company) {
    // the company's name now, or the name the review was written under
    const pattern = { $regex: escapeRegExp(query.company), $options: 'i' };
    const named = await Company.find({ company_name: pattern }, { _id: 1 }).lean();
    match.$or = [
      { company: pattern },
      { company_id: { $in: named.map((company) => company._id) } },
    ];
  }
  if (query.rating) match.rating = query.rating;
  if (query.department) match.department = query.department;

  // How many reviews each company has under the review filters, and what each company is.
  const perCompany = await Review.aggregate<{ _id: Types.ObjectId; count: number }>([
    { $match: match },
    { $group: { _id: '$company_id', count: { $sum: 1 } } },
  ]);
  const companies = new Map(
    (
      await Company.find({ _id: { $in: perCompany.map((row) => row._id) } }, FACTS).lean<
        CompanyFacts[]
      >()
    ).map((company) => [String(company._id), company]),
  );
  const rows = perCompany.flatMap((row) => {
    const company = companies.get(String(row._id));
    return company ? [{ company, count: row.count }] : [];
  });
  const passes = {
    location: (c: CompanyFacts) => !query.location || inLocation(c, query.location),
    industry: (c: CompanyFacts) => !query.industry || same(c.industry, query.industry),
    size: (c: CompanyFacts) => !query.size || c.size === query.size,
  };
  const sum = (keep: (company: CompanyFacts) => boolean) =>
    rows.reduce((total, row) => total + (keep(row.company) ? row.count : 0), 0);

  const industries = new Map<string, number>();
  for (const row of rows)
    if (row.company.industry && passes.location(row.company) && passes.size(row.company))
      industries.set(row.company.industry, (industries.get(row.company.industry) ?? 0) + row.count);
  const facets: ReviewPage['facets'] = {
    locations: REVIEW_LOCATIONS.map((value: ReviewLocation) => ({
      value,
      count: sum((c) => inLocation(c, value) && passes.industry(c) && passes.size(c)),
    })),
    industries: [...industries]
      .map(([value, count]) => ({ value, count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
    sizes: COMPANY_SIZES.map((value: CompanySize) => ({
      value,
      count: sum((c) => c.size === value && passes.location(c) && passes.industry(c)),
    })),
  };

  const kept = rows.filter(
    (row) =>
      passes.location(row.company) && passes.industry(row.company) && passes.size(row.company),
  );
  const byCompany = Boolean(query.location || query.industry || query.size);
  // without a company filter, a review whose company record is gone still counts (and shows)
  const total = byCompany
    ? kept.reduce((all, row) => all + row.count, 0)
    : perCompany.reduce((all, row) => all + row.count, 0);
  if (byCompany) match.company_id = { $in: kept.map((row) => row.company._id) };
  const reviews = await Review.find(match)
    .sort(SORTS[query.sort])
    .skip((query.page - 1) * pageSize)
    .limit(pageSize)
    .lean<StoredReview[]>();
  const votes = viewerId
    ? await votesOf(
        viewerId,
        reviews.map((review) => review._id),
      )
    : undefined;
  return {
    reviews: reviews.map((review) => reviewPayload(review, companies, { userId: viewerId, votes })),
    total,
    page: query.page,
    page_size: pageSize,
    facets,
  };
}

function reviewedCompany(
  company: CompanyFacts,
  rating: { rating: number; reviews: number } | undefined,
): ReviewedCompany {
  const payload: ReviewedCompany = {
    id: String(company._id),
    name: company.company_name,
    rating: rating?.rating ?? null,
    reviews: rating?.reviews ?? 0,
  };
  if (company.pfp) payload.logo = company.pfp;
  if (company.industry) payload.industry = company.industry;
  if (company.city) payload.location = company.city;
  if (company.size && (COMPANY_SIZES as readonly string[]).includes(company.size))
    payload.size = company.size as CompanySize;
  return payload;
}

/** The most companies a search looks at before ranking them. */
const SEARCH_SCAN = 2000;

/**
 * GET /api/reviews/search?company=: companies whose name holds the text (those starting with it
 * first), then those whose industry or city does, each with its rating and review count; more
 * reviewed first among equals. Without a text: the most reviewed companies.
 */
export async function searchCompanies(text: string, limit: number): Promise<ReviewedCompany[]> {
  const pattern = { $regex: escapeRegExp(text), $options: 'i' };
  const filter = text
    ? { $or: [{ company_name: pattern }, { industry: pattern }, { city: pattern }] }
    : {};
  const companies = await Company.find(filter, FACTS).limit(SEARCH_SCAN).lean<CompanyFacts[]>();
  const ratings = await companyRatingsById(companies.map((company) => company._id));
  const lower = text.toLowerCase();
  const rank = (company: CompanyFacts) => {
    const name = company.company_name.toLowerCase();
    if (!lower) return 0;
    if (name.startsWith(lower)) return 0;
    return name.includes(lower) ? 1 : 2;
  };
  return companies
    .map((company) => ({ company, rank: rank(company), rating: ratings.get(String(company._id)) }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        (b.rating?.reviews ?? 0) - (a.rating?.reviews ?? 0) ||
        a.company.company_name.localeCompare(b.company.company_name),
    )
    .slice(0, limit)
    .map(({ company, rating }) => reviewedCompany(company, rating));
}

/**
 * GET /api/companies/{id}/reviews-summary: the company's profile and rating, the histogram of
 * overall stars, each criterion's mean, the departments reviews name, and the reviewers' genders
 * only when at least MIN_GENDER_ANSWERS reviews answered (never per review).
 */
export async function companyReviewsSummary(companyId: string): Promise<CompanyReviewsSummary> {
  const company = Types.ObjectId.isValid(companyId)
    ? await Company.findById(companyId, {
        ...FACTS,
        description: 1,
        website: 1,
        founded: 1,
      }).lean<CompanyFacts & { description?: string; website?: string; founded?: number }>()
    : null;
  if (!company) throw jsonError(404, COMPANY_NOT_FOUND);
  const reviews = await Review.find(
    { company_id: company._id, status: 'published' },
    {
      rating: 1,
      department: 1,
      gender: 1,
      ...Object.fromEntries(REVIEW_CRITERION_KEYS.map((k) => [k, 1])),
    },
  ).lean<StoredReview[]>();

  const mean = (values: number[]) =>
    values.length ? oneDecimal(values.reduce((a, b) => a + b, 0) / values.length) : null;
  const countOf = <Value extends string>(
    values: readonly Value[],
    of: (r: StoredReview) => unknown,
  ) => values.map((value) => ({ value, count: reviews.filter((r) => of(r) === value).length }));
  const genders = reviews.filter((review) => review.gender).length;

  const summary: CompanyReviewsSummary = {
    company: {
      ...reviewedCompany(company, {
        rating: mean(reviews.map((review) => review.rating)) ?? 0,
        reviews: reviews.length,
      }),
      rating: mean(reviews.map((review) => review.rating)),
    },
    histogram: [5, 4, 3, 2, 1].map((stars) => ({
      stars,
      count: reviews.filter((review) => review.rating === stars).length,
    })),
    criteria: REVIEW_CRITERION_KEYS.map((criterion) => {
      const values = reviews.flatMap((review) =>
        typeof review[criterion] === 'number' ? [review[criterion]] : [],
      );
      return { criterion, mean: mean(values), count: values.length };
    }),
    departments: countOf(REVIEW_DEPARTMENTS, (review) => review.department).filter(
      (row) => row.count > 0,
    ),
    gender:
      genders >= MIN_GENDER_ANSWERS ? countOf(REVIEW_GENDERS, (review) => review.gender) : null,
  };
  if (company.description) summary.company.description = company.description;
  if (company.website) summary.company.website = company.website;
  if (company.founded) summary.company.founded = company.founded;
  return summary;
}

/**
 * GET /api/reviews/mine: the caller's own reviews, newest first, hidden ones included (marked), so
 * the write-review page can show and rewrite the one of a company.
 */
export async function myReviews(userId: string): Promise<MyReviews> {
  const reviews = await Review.find({ user_id: new Types.ObjectId(userId) })
    .sort({ created_at: -1, _id: -1 })
    .lean<StoredReview[]>();
  const companies = new Map(
    (
      await Company.find({ _id: { $in: reviews.map((review) => review.company_id) } }, FACTS).lean<
        CompanyFacts[]
      >()
    ).map((company) => [String(company._id), company]),
  );
  const votes = await votesOf(
    userId,
    reviews.map((review) => review._id),
  );
  return {
    reviews: reviews.map((review) => ({
      ...reviewPayload(review, companies, { userId, votes }),
      hidden: review.status === 'hidden',
    })),
  };
}
