import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

const starRating = { type: Number, min: 1, max: 5 } as const;

/**
 * A company review (docs/product/data-model.md#reviews, ADR 009): an overall rating and three
 * criteria ratings,
 * each 1–5, with like and dislike counts. The author (`user_id`) is kept for moderation but never
 * sent: reviews are anonymous.
 */
const reviewSchema = new Schema(
  {
    company: { type: String, required: true, trim: true },
    company_id: { type: Schema.Types.ObjectId, ref: 'Company' },
    department: { type: String, trim: true },
    designation: { type: String, trim: true },
    rating: { ...starRating, required: true },
    review: { type: String, required: true, trim: true },
    work_life_balance: starRating,
    salary: starRating,
    skill_development: starRating,
    likes: { type: Number, required: true, default: 0, min: 0 },
    dislikes: { type: Number, required: true, default: 0, min: 0 },
    user_id: { type: Schema.Types.ObjectId, ref: 'User' },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'reviews', toJSON: jsonOutput(['user_id']) },
);
reviewSchema.index({ created_at: -1 });
reviewSchema.index({ company_id: 1, created_at: -1 });

export type ReviewFields = InferSchemaType<typeof reviewSchema>;

const compileReview = () => mongoose.model('Review', reviewSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const Review =
  (mongoose.models.Review as ReturnType<typeof compileReview> | undefined) ?? compileReview();
