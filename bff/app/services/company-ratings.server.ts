import type { Types } from 'mongoose';
import { companyKey, Review } from '../models/review.server';

/**
 * A company's rating as job cards, job details and the review pages show it: the mean of the
 * overall ratings of its published reviews (one decimal) and how many there are, computed from the
 * reviews on every read through an index (ADR 018). A company without reviews has none — a rating
 * is never shown without reviews behind it (docs/product/jobs-search-and-details.md, "Rating").
 */
export interface CompanyRating {
  rating: number;
  reviews: number;
}

/** A mean of star ratings as it is shown: one decimal. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/** The rating of each of `companies` that has reviews, keyed by lower-cased company name. */
export async function companyRatings(
  companies: Iterable<string>,
): Promise<Map<string, CompanyRating>> {
  const names = [...new Set([...companies].map(companyKey))].filter(Boolean);
  if (names.length === 0) return new Map();
  const rows = await Review.aggregate<{ _id: string; rating: number; reviews: number }>([
    { $match: { company_key: { $in: names }, status: 'published' } },
    { $group: { _id: '$company_key', rating: { $avg: '$rating' }, reviews: { $sum: 1 } } },
  ]);
  return new Map(
    rows.map((row) => [row._id, { rating: oneDecimal(row.rating), reviews: row.reviews }]),
  );
}

/** The rating of each of the companies (by id) that has reviews, keyed by the id's text. */
export async function companyRatingsById(
  companyIds: ReadonlyArray<Types.ObjectId>,
): Promise<Map<string, CompanyRating>> {
  if (companyIds.length === 0) return new Map();
  const rows = await Review.aggregate<{
    _id: Types.ObjectId;
    rating: number;
    reviews: number;
  }>([
    { $match: { company_id: { $in: companyIds }, status: 'published' } },
    { $group: { _id: '$company_id', rating: { $avg: '$rating' }, reviews: { $sum: 1 } } },
  ]);
  return new Map(
    rows.map((row) => [String(row._id), { rating: oneDecimal(row.rating), reviews: row.reviews }]),
  );
}

type RatedJob = Record<string, unknown> & { company?: unknown };

/**
 * The jobs with `rating` and `reviews` of their company's reviews, or without either when the
 * company has none (whatever an older database stored on the job itself).
 */
export async function withCompanyRatings<Job extends RatedJob>(jobs: Job[]): Promise<Job[]> {
  const ratings = await companyRatings(
    jobs.flatMap((job) => (typeof job.company === 'string' ? [job.company] : [])),
  );
  return jobs.map((job) => {
    const { rating: _rating, reviews: _reviews, ...rest } = job;
    const found =
      typeof job.company === 'string' ? ratings.get(companyKey(job.company)) : undefined;
    return (found ? { ...rest, ...found } : rest) as Job;
  });
}
