import type { Types } from 'mongoose';
import { companyKey, Review } from '../models/review.server';
import { onModelWrites } from '../models/write-signal.server';

/**
 * A company's rating as job cards, job details and the review pages show it: the mean of the
 * overall ratings of its published reviews (one decimal) and how many there are, computed from the
 * reviews through an index (ADR 018); by name (job cards, job details) kept in this process for up
 * to a minute, forgotten at once when this process writes a review. A company without reviews has none — a rating
 * is never shown without reviews behind it (docs/product/jobs-search-and-details.md, "Rating").
 */
export interface CompanyRating {
  rating: number;
  reviews: number;
}

/** A mean of star ratings as it is shown: one decimal. */
export const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * How long this process keeps a company's rating (by name) once read: a review written through
 * this process forgets them at once (its write signal); one written through another BFF process
 * shows here within this time (ADR 018, "Kept per process").
 */
export const RATING_MAX_AGE_MS = 60_000;
const MAX_KEPT_RATINGS = 10_000;
/** Company key → its rating (null: no published review) and until when it is kept (ms). */
const keptRatings = new Map<string, { rating: CompanyRating | null; until: number }>();
/** Counts review writes heard, so a read that raced a write is not kept. */
let reviewWrites = 0;
onModelWrites(({ collection }) => {
  if (collection !== 'reviews') return;
  reviewWrites += 1;
  keptRatings.clear();
});

/** The rating of each of `companies` that has reviews, keyed by lower-cased company name. */
export async function companyRatings(
  companies: Iterable<string>,
): Promise<Map<string, CompanyRating>> {
  const names = [...new Set([...companies].map(companyKey))].filter(Boolean);
  const found = new Map<string, CompanyRating>();
  const now = Date.now();
  const unread: string[] = [];
  for (const name of names) {
    const kept = keptRatings.get(name);
    if (kept && kept.until > now) {
      if (kept.rating) found.set(name, kept.rating);
    } else unread.push(name);
  }
  if (unread.length === 0) return found;
  const writesBefore = reviewWrites;
  const rows = await Review.aggregate<{ _id: string; rating: number; reviews: number }>([
    { $match: { company_key: { $in: unread }, status: 'published' } },
    { $group: { _id: '$company_key', rating: { $avg: '$rating' }, reviews: { $sum: 1 } } },
  ]);
  for (const row of rows)
    found.set(row._id, { rating: oneDecimal(row.rating), reviews: row.reviews });
  if (reviewWrites === writesBefore) {
    if (keptRatings.size + unread.length > MAX_KEPT_RATINGS) keptRatings.clear();
    for (const name of unread)
      keptRatings.set(name, { rating: found.get(name) ?? null, until: now + RATING_MAX_AGE_MS });
  }
  return found;
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
