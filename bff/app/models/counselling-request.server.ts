import { COUNSELLING_TOPICS } from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/** A visitor's request for a career-counselling session, booked from /career-counselling. */
const counsellingRequestSchema = new Schema(
  {
    counsellor: { type: String, required: true, trim: true },
    name: { type: String, required: true, trim: true },
    email: { type: String, required: true, trim: true, lowercase: true },
    phone: { type: String, required: true, trim: true },
    /** The day the visitor would like the session, as YYYY-MM-DD (India time). */
    preferred_date: { type: String, required: true },
    topic: { type: String, required: true, enum: COUNSELLING_TOPICS },
    message: { type: String, default: '' },
    user_id: { type: Schema.Types.ObjectId, ref: 'User' },
    status: { type: String, enum: ['new', 'scheduled', 'closed'], default: 'new' },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'counselling_requests', toJSON: jsonOutput() },
);
counsellingRequestSchema.index({ status: 1, created_at: -1 });

export type CounsellingRequestFields = InferSchemaType<typeof counsellingRequestSchema>;

const compileCounsellingRequest = () =>
  mongoose.model('CounsellingRequest', counsellingRequestSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const CounsellingRequest =
  (mongoose.models.CounsellingRequest as
    ReturnType<typeof compileCounsellingRequest> | undefined) ?? compileCounsellingRequest();
