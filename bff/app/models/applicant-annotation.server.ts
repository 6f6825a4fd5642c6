import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const noteSchema = new Schema({
  text: { type: String, required: true },
  at: { type: Date, required: true },
  author_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
  author_name: String,
});

/**
 * A recruiter account's notes and tags on one applicant (docs/product/recruiter-jobs-and-responses.md#manage-responses):
 * one row per account and seeker, shown on every one of the account's jobs the seeker applied to.
 * Only the account reads it; nothing the seeker is sent comes from this collection.
 */
const applicantAnnotationSchema = new Schema(
  {
    /** The recruiter account's id (its admin's id, ADR 026): shared by every member. */
    recruiter_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    notes: { type: [noteSchema], default: [] },
    tags: { type: [String], default: [] },
    updated_at: { type: Date, required: true, default: () => new Date() },
    /** The member who changed the notes or tags last. */
    updated_by: { type: Schema.Types.ObjectId, ref: 'User' },
  },
  { collection: 'applicant_annotations' },
);
applicantAnnotationSchema.index({ recruiter_id: 1, user_id: 1 }, { unique: true });

export type ApplicantAnnotationFields = InferSchemaType<typeof applicantAnnotationSchema>;

const compileApplicantAnnotation = () =>
  mongoose.model('ApplicantAnnotation', applicantAnnotationSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const ApplicantAnnotation =
  (mongoose.models.ApplicantAnnotation as
    ReturnType<typeof compileApplicantAnnotation> | undefined) ?? compileApplicantAnnotation();
