import { AVAILABILITIES, GENDERS, NOTICE_PERIODS, PROFICIENCIES } from '@rozgar/contracts';
import mongoose, { Schema, type HydratedDocument, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

// List items keep mongoose's own `_id`, sent to clients as `id` (ADR 009), so an item can be
// edited or deleted by id.
const itemOptions = { toJSON: jsonOutput() } as const;

const languageSchema = new Schema(
  {
    language: { type: String, required: true, trim: true },
    proficiency: { type: String, required: true, enum: PROFICIENCIES, default: 'Beginner' },
  },
  itemOptions,
);
const internshipSchema = new Schema(
  { company: String, position: String, duration: String, description: String },
  itemOptions,
);
const projectSchema = new Schema(
  { title: String, duration: String, technologies: String, description: String },
  itemOptions,
);
const employmentSchema = new Schema(
  { company: String, jobTitle: String, duration: String, description: String },
  itemOptions,
);
const academicAchievementSchema = new Schema(
  { title: String, institution: String, year: String, description: String },
  itemOptions,
);

/** A seeker's profile (docs/product/data-model.md#user_details); lists are structured arrays. */
const userDetailsSchema = new Schema(
  {
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    full_name: { type: String, required: true, trim: true },
    email: { type: String, lowercase: true, trim: true },
    phone: String,
    gender: { type: String, enum: GENDERS },
    /** The date of birth, kept as midnight UTC of that day. */
    dob: Date,
    address: String,
    pin_code: String,
    education: String,
    education_detailed: String,
    institution: String,
    field_of_study: String,
    graduation_year: Number,
    skills: { type: [String], default: [] },
    curr_role: String,
    job_type: String,
    availability: { type: String, enum: AVAILABILITIES },
    resume_link: String,
    profile_picture: String,
    pref_location: String,
    company: String,
    experience: Number,
    /** Lakhs per annum (docs/product/data-model.md#user_details). */
    expected_salary: Number,
    notice_period: { type: String, enum: NOTICE_PERIODS },
    achievements: String,
    profile_summary: String,
    languages: { type: [languageSchema], default: [] },
    internships: { type: [internshipSchema], default: [] },
    projects: { type: [projectSchema], default: [] },
    employment: { type: [employmentSchema], default: [] },
    academic_achievements: { type: [academicAchievementSchema], default: [] },
    is_verified: { type: Boolean, default: false },
    /**
     * Off: Resdex never shows the profile, and only recruiters whose jobs the seeker applied to
     * see it in their saved candidates or open its resume (ADR 022).
     */
    visible_to_recruiters: { type: Boolean, default: true },
    /** When the profile last changed (ADR 012 `activePeriod`); unset on rows older than that record. */
    updated_at: Date,
  },
  { collection: 'user_details', toJSON: jsonOutput() },
);
userDetailsSchema.index({ user_id: 1 }, { unique: true });
// Every change of a profile through an update records when it happened (a candidate's activity,
// ADR 012); a write that sets `updated_at` itself keeps its own value.
userDetailsSchema.pre(['findOneAndUpdate', 'updateOne', 'updateMany'], function () {
  const update = this.getUpdate() as { $set?: Record<string, unknown> } | null;
  if (update && !('updated_at' in update) && !update.$set?.updated_at)
    this.set('updated_at', new Date());
});
userDetailsSchema.index({ skills: 1 });
userDetailsSchema.index({ address: 1, experience: 1 });

export type UserDetailsFields = InferSchemaType<typeof userDetailsSchema>;
export type UserDetailsDocument = HydratedDocument<UserDetailsFields>;

const compileUserDetails = () => mongoose.model('UserDetails', userDetailsSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const UserDetails =
  (mongoose.models.UserDetails as ReturnType<typeof compileUserDetails> | undefined) ??
  compileUserDetails();
