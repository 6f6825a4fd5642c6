import { REVIEW_REPORT_REASONS } from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/**
 * One user's report of one office photo, with a review report's reasons: a photo reported by
 * REPORTS_TO_HIDE_OFFICE_PHOTO different users is hidden (docs/product/community-and-reviews.md).
 */
const officePhotoReportSchema = new Schema(
  {
    photo_id: { type: Schema.Types.ObjectId, ref: 'OfficePhoto', required: true },
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    reason: { type: String, enum: REVIEW_REPORT_REASONS, required: true },
    details: { type: String, trim: true },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'office_photo_reports', versionKey: false },
);
officePhotoReportSchema.index({ photo_id: 1, user_id: 1 }, { unique: true });

export type OfficePhotoReportFields = InferSchemaType<typeof officePhotoReportSchema>;

const compile = () => mongoose.model('OfficePhotoReport', officePhotoReportSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const OfficePhotoReport =
  (mongoose.models.OfficePhotoReport as ReturnType<typeof compile> | undefined) ?? compile();
