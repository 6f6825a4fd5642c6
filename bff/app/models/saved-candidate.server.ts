import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/** One saved candidate of a recruiter: the seeker's user id and when it was saved. */
const savedCandidateSchema = new Schema(
  {
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    saved_at: { type: Date, required: true, default: () => new Date() },
  },
  { _id: false },
);

/**
 * A recruiter's saved candidates (docs/product/data-model.md#candidates: one row per recruiter
 * holding the list of saved user ids), each with when it was saved so the list shows newest first
 * (ADR 012).
 */
const candidatesSchema = new Schema(
  {
    recruiter_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    saved_candidates: { type: [savedCandidateSchema], default: [] },
  },
  { collection: 'candidates', toJSON: jsonOutput() },
);
candidatesSchema.index({ recruiter_id: 1 }, { unique: true });

export type CandidatesFields = InferSchemaType<typeof candidatesSchema>;

const compileCandidates = () => mongoose.model('Candidates', candidatesSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const Candidates =
  (mongoose.models.Candidates as ReturnType<typeof compileCandidates> | undefined) ??
  compileCandidates();
