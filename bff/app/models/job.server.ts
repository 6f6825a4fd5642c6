import {
  EMPLOYMENT_TYPES,
  INDUSTRY_VALUES,
  JOB_TYPES,
  QUALIFICATIONS,
  WORK_MODES,
} from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { versionWrites } from './collection-version.server';
import { jsonOutput } from './to-json.server';
import { signalWrites } from './write-signal.server';

/** A job posting (docs/product/data-model.md#jobs). Salaries are in lakhs per annum. */
const jobSchema = new Schema(
  {
    job_title: { type: String, required: true, trim: true },
    company: { type: String, required: true, trim: true },
    /** The company's id; a job without one is matched to its company by name (ADR 020). */
    company_id: { type: Schema.Types.ObjectId, ref: 'Company' },
    location: { type: String, required: true },
    min_salary: { type: Number, min: 0 },
    max_salary: { type: Number, min: 0 },
    job_type: { type: String, enum: JOB_TYPES },
    employment_category: { type: String, enum: EMPLOYMENT_TYPES },
    work_mode: { type: String, enum: WORK_MODES },
    min_experience: { type: Number, min: 0 },
    max_experience: { type: Number, min: 0 },
    industry: { type: String, enum: INDUSTRY_VALUES },
    role: String,
    department: String,
    qualification: { type: String, enum: QUALIFICATIONS },
    vacancies: Number,
    skills: { type: [String], default: [] },
    job_description: String,
    candidate_profile: String,
    requirements: String,
    perks: String,
    about_company: String,
    company_description: String,
    recruiter_id: { type: Schema.Types.ObjectId, ref: 'User' },
    is_active: { type: Boolean, required: true, default: true },
    created_at: { type: Date, required: true, default: () => new Date() },
    /** When its recruiter last changed it (edited, closed, reopened, extended, reposted). */
    updated_at: Date,
    /**
     * When it was last opened again (a closed job reopened, an expired one reposted): job alert
     * digests take it as new since then (docs/product/notifications-and-alerts.md#job-alerts).
     * The server's own: never in an answer.
     */
    opened_at: Date,
    expiry_date: Date,
  },
  { collection: 'jobs', toJSON: jsonOutput(['opened_at']) },
);
jobSchema.index({ is_active: 1, expiry_date: 1, created_at: -1 });
jobSchema.index({ recruiter_id: 1, created_at: -1 });
jobSchema.index({ location: 1, industry: 1 });
jobSchema.index({ skills: 1 });
// `q` of the job search (docs/decisions/023-text-search.md): the title weighs most, then skills,
// the company, the description. No job field is the index's language: a future `language` field
// must not switch a job's stemming.
jobSchema.index(
  { job_title: 'text', skills: 'text', company: 'text', job_description: 'text' },
  {
    name: 'job_search_text',
    weights: { job_title: 10, skills: 5, company: 3, job_description: 1 },
    default_language: 'english',
    language_override: 'text_search_language',
  },
);
jobSchema.index({ company_id: 1, created_at: -1 });
// the companies directory's index refreshes the companies a write touched (ADR 020)
signalWrites(jobSchema, 'jobs', { ofDocument: (doc) => doc.company_id, filterField: 'company_id' });
// the filters' counts are kept until the jobs' version changes (docs/decisions/027-facet-counts.md)
versionWrites(jobSchema, 'jobs');

export type JobFields = InferSchemaType<typeof jobSchema>;

const compileJob = () => mongoose.model('Job', jobSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const Job =
  (mongoose.models.Job as ReturnType<typeof compileJob> | undefined) ?? compileJob();
