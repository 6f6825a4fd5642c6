import { z } from 'zod/mini';
import { COMPANY_SIZES } from '../vocabularies/companies';
import {
  CURRENTLY_WORKS_HERE,
  REVIEW_CRITERION_KEYS,
  REVIEW_DEPARTMENTS,
  REVIEW_EMPLOYMENT_TYPES,
  REVIEW_GENDERS,
  REVIEW_LOCATIONS,
  WORK_POLICIES,
} from '../vocabularies/reviews';
import { count, isoDateTime, objectId, someText } from './common';

/*
 * Company reviews as the API sends them (docs/product/community-and-reviews.md, ADR 018). Every
 * object is strict: a review never carries its author (no user id, name or e-mail) nor the
 * reviewer's gender, which only ever shows in a company's aggregate.
 */

const stars = z.number().check(z.int(), z.gte(1), z.lte(5));
/** A mean of star ratings, to one decimal. */
const meanStars = z.number().check(z.gte(1), z.lte(5));

/** The caller's own vote on a review: like or dislike (or neither) and whether it found it helpful. */
export const myReviewVoteSchema = z.strictObject({
  reaction: z.nullable(z.enum(['like', 'dislike'])),
  helpful: z.boolean(),
});
export type MyReviewVote = z.infer<typeof myReviewVoteSchema>;

/**
 * One review. The criteria, designation and the reviewer's employment come with a review written
 * on the write-review page; one written on a company's page has the rating and texts only.
 * `my_vote` and `mine` come to a logged-in caller only (`mine`: the caller wrote it).
 */
export const reviewSchema = z.strictObject({
  id: objectId,
  company_id: objectId,
  company: someText,
  company_logo: z.optional(someText),
  rating: stars,
  work_life_balance: z.optional(stars),
  salary: z.optional(stars),
  promotions: z.optional(stars),
  job_security: z.optional(stars),
  skill_development: z.optional(stars),
  work_satisfaction: z.optional(stars),
  company_culture: z.optional(stars),
  title: someText,
  pros: someText,
  cons: someText,
  advice_to_management: z.optional(someText),
  designation: z.optional(someText),
  department: z.optional(z.enum(REVIEW_DEPARTMENTS)),
  employment_type: z.optional(z.enum(REVIEW_EMPLOYMENT_TYPES)),
  work_policy: z.optional(z.enum(WORK_POLICIES)),
  currently_works_here: z.optional(z.enum(CURRENTLY_WORKS_HERE)),
  employment_duration: z.optional(someText),
  likes: count,
  dislikes: count,
  helpful_count: count,
  created_at: isoDateTime,
  updated_at: z.optional(isoDateTime),
  my_vote: z.optional(myReviewVoteSchema),
  mine: z.optional(z.boolean()),
});
export type Review = z.infer<typeof reviewSchema>;

/** A value of a filter with how many reviews it would show. */
export const facetCountSchema = z.strictObject({ value: someText, count });
export type FacetCount = z.infer<typeof facetCountSchema>;

/**
 * GET /api/reviews: one page of reviews, the total, and for browsing the counts per location (the
 * page's six), industry and company size — each counted with the other filters applied.
 */
export const reviewPageSchema = z.strictObject({
  reviews: z.array(reviewSchema),
  total: count,
  page: z.number().check(z.int(), z.gte(1)),
  page_size: z.number().check(z.int(), z.gte(1)),
  facets: z.strictObject({
    locations: z.array(z.strictObject({ value: z.enum(REVIEW_LOCATIONS), count })),
    industries: z.array(facetCountSchema),
    sizes: z.array(z.strictObject({ value: z.enum(COMPANY_SIZES), count })),
  }),
});
export type ReviewPage = z.infer<typeof reviewPageSchema>;

/**
 * GET /api/reviews/mine: the caller's own reviews, newest first (to rewrite one), each with
 * `hidden` when reports have hidden it from everyone else.
 */
export const myReviewsSchema = z.strictObject({
  reviews: z.array(z.strictObject({ ...reviewSchema.shape, hidden: z.boolean() })),
});
export type MyReviews = z.infer<typeof myReviewsSchema>;

/** POST /api/reviews and POST /api/companies/{id}/reviews: the review, and whether it replaced the caller's earlier one. */
export const savedReviewSchema = z.strictObject({ review: reviewSchema, edited: z.boolean() });
export type SavedReview = z.infer<typeof savedReviewSchema>;

/** PUT /api/reviews/{id}/vote: the review's counts after the vote and the caller's vote. */
export const reviewVoteResultSchema = z.strictObject({
  review: reviewSchema,
  my_vote: myReviewVoteSchema,
});
export type ReviewVoteResult = z.infer<typeof reviewVoteResultSchema>;

/** POST /api/reviews/{id}/report. */
export const reviewReportResultSchema = z.strictObject({ reported: z.literal(true) });

/**
 * A company's rating: the mean of its published reviews' overall ratings (one decimal) and their
 * number; `rating` is null without reviews.
 */
export const companyRatingSchema = z.strictObject({
  rating: z.nullable(meanStars),
  reviews: count,
});
export type CompanyRating = z.infer<typeof companyRatingSchema>;

/** A company as the review pages show it. */
export const reviewedCompanySchema = z.strictObject({
  id: objectId,
  name: someText,
  logo: z.optional(someText),
  industry: z.optional(someText),
  location: z.optional(someText),
  size: z.optional(z.enum(COMPANY_SIZES)),
  rating: z.nullable(meanStars),
  reviews: count,
});
export type ReviewedCompany = z.infer<typeof reviewedCompanySchema>;

/** GET /api/reviews/search?company=: suggestions, best first. */
export const companySuggestionsSchema = z.strictObject({
  companies: z.array(reviewedCompanySchema),
});
export type CompanySuggestions = z.infer<typeof companySuggestionsSchema>;

/**
 * GET /api/companies/{id}/reviews-summary: the company's profile, its rating, a histogram of the
 * overall stars (5 down to 1), each criterion's mean (null without answers), the departments
 * reviews name (for the filter), and the gender of the reviewers — only when at least 5 answered,
 * else null.
 */
export const companyReviewsSummarySchema = z.strictObject({
  company: z.strictObject({
    ...reviewedCompanySchema.shape,
    description: z.optional(someText),
    website: z.optional(someText),
    founded: z.optional(z.number().check(z.int())),
  }),
  histogram: z.array(z.strictObject({ stars, count })),
  criteria: z.array(
    z.strictObject({
      criterion: z.enum(REVIEW_CRITERION_KEYS),
      mean: z.nullable(meanStars),
      count,
    }),
  ),
  departments: z.array(z.strictObject({ value: z.enum(REVIEW_DEPARTMENTS), count })),
  gender: z.nullable(z.array(z.strictObject({ value: z.enum(REVIEW_GENDERS), count }))),
});
export type CompanyReviewsSummary = z.infer<typeof companyReviewsSummarySchema>;
