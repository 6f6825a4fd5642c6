import { Review } from '../models/review.server';

/**
 * A company's rating as job cards and job details show it: the mean of the overall ratings of its
 * reviews (one decimal) and how many there are. A company without reviews has none — a rating is
 * never shown without reviews behind it (docs/product/jobs-search-and-details.md, "Rating").
 */
export interface CompanyRating {
  rating: number;
  reviews: number;
}

const key = (company: string) => company.trim().toLowerCase();

/** The rating of each of `companies` that has reviews, keyed by lower-cased company name. */
export async function companyRatings(
  companies: Iterable<string>,
): Promise<Map<string, CompanyRating>> {
  const names = [...new Set([...companies].map(key))].filter(Boolean);
  if (names.length === 0) return new Map();
  const rows = await Review.aggregate<{ _id: string; rating: number; reviews: number }>([
    { $project: { name: { $toLower: { $trim: { input: '$company' } } }, rating: 1 } },
    { $match: { name: { $in: names } } },
    { $group: { _id: '$name', rating: { $avg: '$rating' }, reviews: { $sum: 1 } } },
  ]);
  return new Map(
    rows.map((row) => [
      row._id,
      { rating: Math.round(row.rating * 10) / 10, reviews: row.reviews },
    ]),
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
    const found = typeof job.company === 'string' ? ratings.get(key(job.company)) : undefined;
    return (found ? { ...rest, ...found } : rest) as Job;
  });
}
