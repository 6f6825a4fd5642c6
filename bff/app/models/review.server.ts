import {
  CURRENTLY_WORKS_HERE,
  REVIEW_DEPARTMENTS,
  REVIEW_EMPLOYMENT_TYPES,
  REVIEW_GENDERS,
  REVIEW_STATUSES,
  STAR_RATING,
  WORK_POLICIES,
} from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';
import { signalWrites } from './write-signal.server';

const starRating = { type: Number, min: STAR_RATING.min, max: STAR_RATING.max } as const;
const counter = { type: Number, required: true, default: 0, min: 0 } as const;

/** The key a company is matched on by name (jobs name their company): trimmed, lower case. */
export const companyKey = (name: string) => name.trim().toLowerCase();

/**
 * A company review (docs/product/community-and-reviews.md, ADR 018): the company (by id, with its
 * name as written), an overall rating and the seven criteria ratings (1–5; a review written on a
 * company's page has none), title, pros, cons and advice, who the reviewer is at the company, the
 * vote counts and the moderation status. The author (`user_id`) is kept for one review per user
 * per company and for editing it, and is never sent; nor is `gender`, which only counts in a
 * company's aggregate.
 */
const reviewSchema = new Schema(
  {
    company_id: { type: Schema.Types.ObjectId, ref: 'Company', required: true },
    company: { type: String, required: true, trim: true },
    /** `companyKey(company)`: how a job's company name finds its reviews. */
    company_key: { type: String, required: true },
    rating: { ...starRating, required: true },
    // the seven criteria (REVIEW_CRITERIA), spelled out so that their types are known
    work_life_balance: starRating,
    salary: starRating,
    promotions: starRating,
    job_security: starRating,
    skill_development: starRating,
    work_satisfaction: starRating,
    company_culture: starRating,
    title: { type: String, required: true, trim: true },
    pros: { type: String, required: true, trim: true },
    cons: { type: String, required: true, trim: true },
    advice_to_management: { type: String, trim: true },
    designation: { type: String, trim: true },
    department: { type: String, enum: REVIEW_DEPARTMENTS },
    employment_type: { type: String, enum: REVIEW_EMPLOYMENT_TYPES },
    work_policy: { type: String, enum: WORK_POLICIES },
    currently_works_here: { type: String, enum: CURRENTLY_WORKS_HERE },
    employment_duration: { type: String, trim: true },
    gender: { type: String, enum: REVIEW_GENDERS },
    likes: counter,
    dislikes: counter,
    helpful_count: counter,
    /** How many different users reported it; at 3 it is hidden. */
    reports: counter,
    status: { type: String, enum: REVIEW_STATUSES, required: true, default: 'published' },
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
    /** Set when its author rewrites it. */
    updated_at: Date,
  },
  { collection: 'reviews', toJSON: jsonOutput(['user_id']) },
);
reviewSchema.index({ status: 1, created_at: -1 });
reviewSchema.index({ company_id: 1, status: 1, created_at: -1 });
reviewSchema.index({ company_key: 1, status: 1 });
// One review per user per company: a second one rewrites the first.
reviewSchema.index({ company_id: 1, user_id: 1 }, { unique: true });

export type ReviewFields = InferSchemaType<typeof reviewSchema>;

// the job cards' ratings kept per process are forgotten on a review write (ADR 018)
signalWrites(reviewSchema, 'reviews', {
  ofDocument: (doc) => doc.company_id,
  filterField: 'company_id',
});

const compileReview = () => mongoose.model('Review', reviewSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const Review =
  (mongoose.models.Review as ReturnType<typeof compileReview> | undefined) ?? compileReview();

/**
 * Deletes reviews of the shape before ADR 018 (one `review` text, no pros): only the seed ever
 * wrote them (there was no way to write a review), and the seed writes them anew in the current
 * shape. Runs before the indexes are made, as the old reviews may repeat a user for a company.
 */
export async function dropLegacyReviews(): Promise<number> {
  const { deletedCount } = await Review.collection.deleteMany({ pros: { $exists: false } });
  return deletedCount;
}
