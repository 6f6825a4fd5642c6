import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/** A job a seeker saved for later (docs/product/data-model.md#saved_jobs): one per user and job. */
const savedJobSchema = new Schema(
  {
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    job_id: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    saved_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'saved_jobs', toJSON: jsonOutput() },
);
savedJobSchema.index({ user_id: 1, job_id: 1 }, { unique: true });

export type SavedJobFields = InferSchemaType<typeof savedJobSchema>;

const compileSavedJob = () => mongoose.model('SavedJob', savedJobSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const SavedJob =
  (mongoose.models.SavedJob as ReturnType<typeof compileSavedJob> | undefined) ?? compileSavedJob();
