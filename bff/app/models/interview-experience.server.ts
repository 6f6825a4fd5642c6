import {
  INTERVIEW_DIFFICULTIES,
  INTERVIEW_OUTCOMES,
  INTERVIEW_SOURCES,
  REVIEW_STATUSES,
} from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/**
 * An interview experience a job seeker shared (docs/product/community-and-reviews.md, "Share
 * interview experience"): the company (by id, with its name as written), the role, the month of
 * the interview (`interview_date`, a date within that month — the first day for a shared one;
 * only its month is ever sent), difficulty, outcome, how the candidate got the interview, the
 * questions asked, the overall experience and tips, and a moderation status as a review has
 * (ADR 018). Its author (`user_id`) is kept for moderation and the rate limit, and never sent.
 */
const interviewExperienceSchema = new Schema(
  {
    company_id: { type: Schema.Types.ObjectId, ref: 'Company', required: true },
    company: { type: String, required: true, trim: true },
    role: { type: String, required: true, trim: true },
    interview_date: { type: Date, required: true },
    difficulty: { type: String, enum: INTERVIEW_DIFFICULTIES, required: true },
    outcome: { type: String, enum: INTERVIEW_OUTCOMES, required: true },
    source: { type: String, enum: INTERVIEW_SOURCES },
    questions: {
      type: [String],
      required: true,
      validate: (questions: string[]) => questions.length > 0,
    },
    experience: { type: String, required: true, trim: true },
    tips: { type: String, trim: true },
    status: { type: String, enum: REVIEW_STATUSES, required: true, default: 'published' },
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'interview_experiences', toJSON: jsonOutput(['user_id']) },
);
interviewExperienceSchema.index({ company_id: 1, status: 1, created_at: -1 });

export type InterviewExperienceFields = InferSchemaType<typeof interviewExperienceSchema>;

const compile = () => mongoose.model('InterviewExperience', interviewExperienceSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const InterviewExperience =
  (mongoose.models.InterviewExperience as ReturnType<typeof compile> | undefined) ?? compile();
