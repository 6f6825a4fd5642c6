import { z } from 'zod';
import { communitySchema } from './payloads/communities';
import { oneOf, optionalText, requiredText, bodyError, idSchema, dateTimeSchema } from './text';
import { COMPANY_SIZES } from './vocabularies/companies';
import {
  CURRENTLY_WORKS_HERE,
  REVIEW_CRITERIA,
  REVIEW_DEPARTMENTS,
  REVIEW_EMPLOYMENT_TYPES,
  REVIEW_GENDERS,
  REVIEW_LIMITS,
  REVIEW_REPORT_REASONS,
  REVIEW_SORTS,
  REVIEW_STATUSES,
  REVIEW_VOTE_ACTIONS,
  STAR_RATING,
  WORK_POLICIES,
  type ReviewCriterion,
} from './vocabularies/reviews';

export * from './vocabularies/reviews';

/*
 * Company reviews (docs/product/community-and-reviews.md): the bodies and queries the API takes.
 * What it sends back is in ./payloads/reviews (zod/mini). Communities' stored shapes follow.
 */

export const starRatingSchema = z.number().int().min(STAR_RATING.min).max(STAR_RATING.max);

/** A rating field of a form: whole stars 1–5, "<label> is required" when left out. */
const stars = (label: string) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null
          ? `${label} is required`
          : `${label} must be a whole number of stars from 1 to 5`,
    })
    .int(`${label} must be a whole number of stars from 1 to 5`)
    .min(STAR_RATING.min, `${label} must be a whole number of stars from 1 to 5`)
    .max(STAR_RATING.max, `${label} must be a whole number of stars from 1 to 5`);

/** A choice of the form: "<label> is required" when left out, else one of the values. */
const choice = <const Values extends readonly [string, ...string[]]>(
  label: string,
  values: Values,
) =>
  z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} must be one of: ${values.join(', ')}`,
  });

const criterionLabel = (key: ReviewCriterion) =>
  REVIEW_CRITERIA.find((criterion) => criterion.value === key)!.label;

/** The texts every review has: title, pros and cons required, advice to management optional. */
const reviewTexts = {
  title: requiredText('Review title', REVIEW_LIMITS.title),
  pros: requiredText('Pros', REVIEW_LIMITS.pros, { multiline: true }),
  cons: requiredText('Cons', REVIEW_LIMITS.cons, { multiline: true }),
  advice_to_management: optionalText('Advice to management', REVIEW_LIMITS.advice_to_management, {
    multiline: true,
  }),
};

/**
 * POST /api/reviews — the write-review page: the company (an existing one by `company_id`, or a
 * name, which finds the company of that name or creates a minimal one), the overall rating and the
 * seven criteria (1–5 stars), the texts, and who the reviewer is at the company. Every field but
 * `company_id`, `advice_to_management` and `employment_duration` is required; the option sets are
 * the form's.
 */
export const writeReviewBodySchema = z.strictObject(
  {
    company_id: idSchema.optional(),
    company_name: requiredText('Company name', REVIEW_LIMITS.company_name),
    rating: stars('Overall rating'),
    work_life_balance: stars(criterionLabel('work_life_balance')),
    salary: stars(criterionLabel('salary')),
    promotions: stars(criterionLabel('promotions')),
    job_security: stars(criterionLabel('job_security')),
    skill_development: stars(criterionLabel('skill_development')),
    work_satisfaction: stars(criterionLabel('work_satisfaction')),
    company_culture: stars(criterionLabel('company_culture')),
    ...reviewTexts,
    gender: choice('Gender', REVIEW_GENDERS),
    work_policy: choice('Work policy', WORK_POLICIES),
    currently_works_here: choice('Currently works here', CURRENTLY_WORKS_HERE),
    employment_duration: optionalText('Employment duration', REVIEW_LIMITS.employment_duration),
    designation: requiredText('Designation', REVIEW_LIMITS.designation),
    employment_type: choice('Employment type', REVIEW_EMPLOYMENT_TYPES),
    department: choice('Department', REVIEW_DEPARTMENTS),
  },
  { error: bodyError },
);
export type WriteReviewInput = z.input<typeof writeReviewBodySchema>;
export type WriteReviewBody = z.output<typeof writeReviewBodySchema>;

/**
 * POST /api/companies/{companyId}/reviews — the company page's short form: "Overall Rating",
 * "Review Title", "Pros" and "Cons" required, "Advice to Management" optional.
 */
export const companyReviewBodySchema = z.strictObject(
  { rating: stars('Overall rating'), ...reviewTexts },
  { error: bodyError },
);
export type CompanyReviewInput = z.input<typeof companyReviewBodySchema>;
export type CompanyReviewBody = z.output<typeof companyReviewBodySchema>;

/** PUT /api/reviews/{id}/vote. */
export const reviewVoteBodySchema = z.strictObject(
  { action: oneOf('Action', REVIEW_VOTE_ACTIONS) },
  { error: bodyError },
);
export type ReviewVoteBody = z.output<typeof reviewVoteBodySchema>;

/** POST /api/reviews/{id}/report. */
export const reviewReportBodySchema = z.strictObject(
  {
    reason: oneOf('Reason', REVIEW_REPORT_REASONS),
    details: optionalText('Details', REVIEW_LIMITS.report_details, { multiline: true }),
  },
  { error: bodyError },
);
export type ReviewReportBody = z.output<typeof reviewReportBodySchema>;

/** A query value: left out or blank is absent. */
const blankless = <Schema extends z.ZodType>(schema: Schema) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const searchText = (label: string) =>
  requiredText(label, REVIEW_LIMITS.search, {
    tooLong: `must be at most ${REVIEW_LIMITS.search} characters`,
  });

/**
 * GET /api/reviews — published reviews, filtered by company (id, or part of its name), the
 * company's location, industry and size, the overall rating and the department; sorted newest
 * first unless `sort` says otherwise; `page` (from 1) of `page_size` (1–50, default 10; `limit`
 * is the same, for the seeker home's `?limit=3`).
 */
export const reviewListQuerySchema = z.object({
  company_id: blankless(idSchema),
  company: blankless(searchText('company')),
  location: blankless(searchText('location')),
  industry: blankless(searchText('industry')),
  size: blankless(z.enum(COMPANY_SIZES)),
  rating: blankless(z.coerce.number().int().min(STAR_RATING.min).max(STAR_RATING.max)),
  department: blankless(z.enum(REVIEW_DEPARTMENTS)),
  sort: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(REVIEW_SORTS).default('newest'),
  ),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: blankless(z.coerce.number().int().min(1).max(REVIEW_LIMITS.page_size)),
  limit: blankless(z.coerce.number().int().min(1).max(REVIEW_LIMITS.page_size)),
});
export type ReviewListQuery = z.output<typeof reviewListQuerySchema>;

/**
 * GET /api/reviews/search?company= — companies whose name (first), industry or city holds the
 * text, as you type; without a text, the most reviewed ones. `limit` 1–50, default 8.
 */
export const reviewSearchQuerySchema = z.object({
  company: z.preprocess(
    (value) => value ?? '',
    z
      .string()
      .trim()
      .max(REVIEW_LIMITS.search)
      .regex(/^\P{Cc}*$/u, 'must not contain control characters'),
  ),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(REVIEW_LIMITS.suggestions)
    .default(REVIEW_LIMITS.default_suggestions),
});
export type ReviewSearchQuery = z.output<typeof reviewSearchQuerySchema>;

const count = z.number().int().nonnegative();

/**
 * A review as stored, read through the model's JSON (which leaves out the author): the overall
 * rating, the criteria (a review written on a company's page has none), the texts, who the
 * reviewer is at the company, the vote counts and the moderation status.
 */
export const storedReviewSchema = z.looseObject({
  id: idSchema,
  company: z.string().min(1),
  company_id: idSchema,
  rating: starRatingSchema,
  ...Object.fromEntries(
    REVIEW_CRITERIA.map((criterion) => [criterion.value, starRatingSchema.optional()]),
  ),
  title: z.string().min(1).max(REVIEW_LIMITS.title),
  pros: z.string().min(1).max(REVIEW_LIMITS.pros),
  cons: z.string().min(1).max(REVIEW_LIMITS.cons),
  advice_to_management: z.string().min(1).optional(),
  designation: z.string().min(1).optional(),
  department: z.enum(REVIEW_DEPARTMENTS).optional(),
  employment_type: z.enum(REVIEW_EMPLOYMENT_TYPES).optional(),
  work_policy: z.enum(WORK_POLICIES).optional(),
  currently_works_here: z.enum(CURRENTLY_WORKS_HERE).optional(),
  employment_duration: z.string().min(1).optional(),
  gender: z.enum(REVIEW_GENDERS).optional(),
  likes: count,
  dislikes: count,
  helpful_count: count,
  reports: count,
  status: z.enum(REVIEW_STATUSES),
  created_at: dateTimeSchema,
});

/**
 * One user's vote on a review as stored (`review_votes`, its stored fields): like, dislike or
 * neither, and helpful. A review's counts are the sums of its votes.
 */
export const storedReviewVoteSchema = z.looseObject({
  review_id: z.unknown(),
  user_id: z.unknown(),
  reaction: z.enum(['like', 'dislike']).nullable(),
  helpful: z.boolean(),
  updated_at: z.date(),
});

const when = dateTimeSchema;
const id = idSchema;

/** A community board as stored: the board as the API lists it, with its members in users_id. */
export const storedCommunitySchema = z.looseObject({
  ...communitySchema.shape,
  users_id: z.array(z.unknown()),
  created_at: when,
});

/** A post on a community board as stored. */
export const storedCommunityPostSchema = z.looseObject({
  id,
  community_id: id,
  user_id: id,
  content: z.string().min(1),
  likes: count,
  dislikes: count,
  /** The number of its comments, as `likes` is of its `post_likes` (./communities). */
  comment_count: count,
  created_at: when,
});
