import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** An office photo's moderation state: published, or hidden after reports until someone looks. */
export const OFFICE_PHOTO_STATUSES = ['published', 'hidden'] as const;

/**
 * A photo of a company's office (docs/product/community-and-reviews.md, "Add office photos"): the
 * image in the GridFS bucket `office_photos` (`file_id`), its sniffed type, size in pixels when
 * its header says, and an optional caption. The uploader (`user_id`) is kept for the daily limit
 * and moderation, as a review's author is (ADR 018), and never sent.
 */
const officePhotoSchema = new Schema(
  {
    company_id: { type: Schema.Types.ObjectId, ref: 'Company', required: true },
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    file_id: { type: Schema.Types.ObjectId, required: true },
    content_type: { type: String, required: true },
    size: { type: Number, required: true, min: 1 },
    width: { type: Number, default: null },
    height: { type: Number, default: null },
    caption: { type: String, trim: true, default: null },
    status: { type: String, enum: OFFICE_PHOTO_STATUSES, required: true, default: 'published' },
    reports: { type: Number, required: true, default: 0 },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'office_photos', versionKey: false },
);
officePhotoSchema.index({ company_id: 1, status: 1, created_at: -1 });

export type OfficePhotoFields = InferSchemaType<typeof officePhotoSchema>;

const compile = () => mongoose.model('OfficePhoto', officePhotoSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const OfficePhotoModel =
  (mongoose.models.OfficePhoto as ReturnType<typeof compile> | undefined) ?? compile();
