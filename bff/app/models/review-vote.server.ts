import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * One user's vote on one review (ADR 018): like or dislike (or neither) and helpful. The review
 * keeps the counts; this is what makes a vote one per user and lets it be taken back or switched.
 */
const reviewVoteSchema = new Schema(
  {
    review_id: { type: Schema.Types.ObjectId, ref: 'Review', required: true },
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    reaction: { type: String, enum: ['like', 'dislike', null], default: null },
    helpful: { type: Boolean, required: true, default: false },
    updated_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'review_votes', versionKey: false },
);
reviewVoteSchema.index({ review_id: 1, user_id: 1 }, { unique: true });
reviewVoteSchema.index({ user_id: 1, review_id: 1 });

export type ReviewVoteFields = InferSchemaType<typeof reviewVoteSchema>;

const compileReviewVote = () => mongoose.model('ReviewVote', reviewVoteSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const ReviewVote =
  (mongoose.models.ReviewVote as ReturnType<typeof compileReviewVote> | undefined) ??
  compileReviewVote();
