import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/** One point of a seeker's profile-completeness history, written whenever a write changes it. */
const profileCompletenessSchema = new Schema(
  {
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    at: { type: Date, required: true, default: () => new Date() },
    percent: { type: Number, required: true, min: 0, max: 100 },
  },
  { collection: 'profile_completeness', toJSON: jsonOutput() },
);
profileCompletenessSchema.index({ user_id: 1, at: 1 });

export type ProfileCompletenessFields = InferSchemaType<typeof profileCompletenessSchema>;

const compileProfileCompleteness = () =>
  mongoose.model('ProfileCompleteness', profileCompletenessSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const ProfileCompleteness =
  (mongoose.models.ProfileCompleteness as
    ReturnType<typeof compileProfileCompleteness> | undefined) ?? compileProfileCompleteness();
