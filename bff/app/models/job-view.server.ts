import mongoose, { Schema, type InferSchemaType } from 'mongoose';

/** How long a view is kept: past the longest analytics range (90 days), then swept by its TTL. */
export const JOB_VIEW_KEPT_DAYS = 100;

/**
 * One viewer's view of a job on one day (docs/product/data-model.md#job_views): the unique
 * (job, day, viewer) index makes a viewer count once per job per day. `viewer` is `user:<id>` for
 * a signed-in user, else `anon:<random id>` from the browser's viewer cookie (never an address).
 */
const jobViewSchema = new Schema(
  {
    job_id: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    /** The UTC day, `YYYY-MM-DD`. */
    day: { type: String, required: true },
    viewer: { type: String, required: true },
    at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'job_views', versionKey: false },
);
jobViewSchema.index({ job_id: 1, day: 1, viewer: 1 }, { unique: true });
jobViewSchema.index({ at: 1 }, { expireAfterSeconds: JOB_VIEW_KEPT_DAYS * 24 * 60 * 60 });

export type JobViewFields = InferSchemaType<typeof jobViewSchema>;

const compileJobView = () => mongoose.model('JobView', jobViewSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const JobView =
  (mongoose.models.JobView as ReturnType<typeof compileJobView> | undefined) ?? compileJobView();

/**
 * A job's distinct views on one day (docs/product/data-model.md#job_view_days): raised by one for
 * every new `job_views` entry, read by the analytics and the recruiter's jobs list.
 */
const jobViewDaySchema = new Schema(
  {
    job_id: { type: Schema.Types.ObjectId, ref: 'Job', required: true },
    day: { type: String, required: true },
    views: { type: Number, required: true, min: 0 },
  },
  { collection: 'job_view_days', versionKey: false },
);
jobViewDaySchema.index({ job_id: 1, day: 1 }, { unique: true });

export type JobViewDayFields = InferSchemaType<typeof jobViewDaySchema>;

const compileJobViewDay = () => mongoose.model('JobViewDay', jobViewDaySchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const JobViewDay =
  (mongoose.models.JobViewDay as ReturnType<typeof compileJobViewDay> | undefined) ??
  compileJobViewDay();
