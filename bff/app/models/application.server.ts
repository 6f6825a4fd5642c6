import { APPLICATION_STATUS_VALUES, PRESCREENING_QUESTION_TYPE_VALUES } from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/** An application's status is one of the contracts' statuses, the recruiter's vocabulary (ADR 009). */
const APPLICATION_STATUSES = APPLICATION_STATUS_VALUES;

const historyEntrySchema = new Schema(
  {
    status: { type: String, enum: APPLICATION_STATUSES, required: true },
    at: { type: Date, required: true },
    /** On the `rejected` entry the job's pre-screening criteria made on applying. */
    screened_out: Boolean,
    /** Who of the job's recruiter account made the change (ADR 026); never sent to the seeker. */
    changed_by: { type: Schema.Types.ObjectId, ref: 'User' },
  },
  { _id: false },
);

/** One pre-screening answer, with the question's text as it was when answered. */
const answerSchema = new Schema(
  {
    question_id: { type: Schema.Types.ObjectId, required: true },
    question: { type: String, required: true },
    type: { type: String, enum: PRESCREENING_QUESTION_TYPE_VALUES, required: true },
    /** Text, the chosen option, `yes`/`no`, or a rating 1–5. */
    answer: { type: Schema.Types.Mixed, required: true },
  },
  { _id: false },
);

/**
 * A seeker's application to a job (docs/product/data-model.md#job_applications): one per user and
 * job. `history` starts with `applied` and gains an entry at every status change, oldest first.
 */
const applicationSchema = new Schema(
  {
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    job_id: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    status: { type: String, enum: APPLICATION_STATUSES, required: true, default: 'applied' },
    history: { type: [historyEntrySchema], default: [] },
    applied_at: { type: Date, required: true, default: () => new Date() },
    updated_at: { type: Date, required: true, default: () => new Date() },
    /** The job's pre-screening questions as answered (docs/product/recruiter-tools-and-workspace.md#pre-screening). */
    answers: { type: [answerSchema], default: undefined },
    /** Why the job's criteria rejected it on applying; the recruiter's only, never sent to the seeker. */
    rejection_reason: String,
  },
  { collection: 'job_applications', toJSON: jsonOutput() },
);
applicationSchema.index({ user_id: 1, job_id: 1 }, { unique: true });
applicationSchema.index({ job_id: 1 });

export type ApplicationFields = InferSchemaType<typeof applicationSchema>;

const compileApplication = () => mongoose.model('Application', applicationSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const Application =
  (mongoose.models.Application as ReturnType<typeof compileApplication> | undefined) ??
  compileApplication();
