import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/**
 * One of a recruiter's recent candidate searches (ADR 012): one row per distinct criteria, found
 * by `key` (the normalised criteria), moved to the top by `searched_at`; the latest 5 are kept.
 */
const recentCandidateSearchSchema = new Schema(
  {
    recruiter_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    key: { type: String, required: true },
    criteria: { type: Schema.Types.Mixed, required: true },
    searched_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'recent_candidate_searches', toJSON: jsonOutput(), minimize: false },
);
recentCandidateSearchSchema.index({ recruiter_id: 1, key: 1 }, { unique: true });
recentCandidateSearchSchema.index({ recruiter_id: 1, searched_at: -1 });

/** A search a recruiter saved under a title (ADR 012), at most 50 per recruiter. */
const savedCandidateSearchSchema = new Schema(
  {
    recruiter_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    title: { type: String, required: true, trim: true },
    criteria: { type: Schema.Types.Mixed, required: true },
    saved_at: { type: Date, required: true, default: () => new Date() },
    /** When a search with these criteria last ran (issue 16); rows saved before read `saved_at`. */
    last_run_at: { type: Date },
  },
  { collection: 'saved_candidate_searches', toJSON: jsonOutput(), minimize: false },
);
savedCandidateSearchSchema.index({ recruiter_id: 1, saved_at: -1 });

export type RecentCandidateSearchFields = InferSchemaType<typeof recentCandidateSearchSchema>;
export type SavedCandidateSearchFields = InferSchemaType<typeof savedCandidateSearchSchema>;

const compileRecent = () => mongoose.model('RecentCandidateSearch', recentCandidateSearchSchema);
const compileSaved = () => mongoose.model('SavedCandidateSearch', savedCandidateSearchSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const RecentCandidateSearch =
  (mongoose.models.RecentCandidateSearch as ReturnType<typeof compileRecent> | undefined) ??
  compileRecent();
export const SavedCandidateSearch =
  (mongoose.models.SavedCandidateSearch as ReturnType<typeof compileSaved> | undefined) ??
  compileSaved();
