import { REVIEW_REPORT_REASONS } from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** One user's report of one review (ADR 018): a review reported by 3 different users is hidden. */
const reviewReportSchema = new Schema(
  {
    review_id: { type: Schema.Types.ObjectId, ref: 'Review', required: true },
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    reason: { type: String, enum: REVIEW_REPORT_REASONS, required: true },
    details: { type: String, trim: true },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'review_reports', versionKey: false },
);
reviewReportSchema.index({ review_id: 1, user_id: 1 }, { unique: true });

export type ReviewReportFields = InferSchemaType<typeof reviewReportSchema>;

const compileReviewReport = () => mongoose.model('ReviewReport', reviewReportSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const ReviewReport =
  (mongoose.models.ReviewReport as ReturnType<typeof compileReviewReport> | undefined) ??
  compileReviewReport();
