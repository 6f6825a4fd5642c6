import { PRESCREENING_QUESTION_TYPE_VALUES, YES_NO_VALUES } from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';

const questionSchema = new Schema({
  text: { type: String, required: true },
  type: { type: String, enum: PRESCREENING_QUESTION_TYPE_VALUES, required: true },
  required: { type: Boolean, required: true, default: false },
  /** The choices of a multiple-choice question, in order; empty for the other types. */
  options: { type: [String], default: [] },
  /** The answer auto-reject expects to a yes/no question; null when none or another type. */
  expected_answer: { type: String, enum: [...YES_NO_VALUES, null], default: null },
});

/**
 * A job's pre-screening (docs/product/data-model.md#job_prescreening,
 * docs/product/recruiter-tools-and-workspace.md#pre-screening): its questions in order (each keeps
 * its `_id` across edits, as answers refer to it) and its filter criteria. One row per job, kept
 * beside the job rather than in it, so the job's own writes never touch it; who may read or
 * change it is the job's recruiter (`jobs.recruiter_id`).
 */
const jobPrescreeningSchema = new Schema(
  {
    job_id: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    questions: { type: [questionSchema], default: [] },
    criteria: {
      auto_reject: { type: Boolean, required: true, default: false },
      min_experience: { type: Number, required: true, default: 0, min: 0, max: 20 },
      required_skills: { type: [String], default: [] },
    },
    updated_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'job_prescreening' },
);
jobPrescreeningSchema.index({ job_id: 1 }, { unique: true });

export type JobPrescreeningFields = InferSchemaType<typeof jobPrescreeningSchema>;

const compileJobPrescreening = () => mongoose.model('JobPrescreening', jobPrescreeningSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const JobPrescreening =
  (mongoose.models.JobPrescreening as ReturnType<typeof compileJobPrescreening> | undefined) ??
  compileJobPrescreening();
