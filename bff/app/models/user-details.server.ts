import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

const noId = { _id: false } as const;

const languageSchema = new Schema(
  { language: { type: String, required: true }, proficiency: { type: String, required: true } },
  noId,
);
const internshipSchema = new Schema(
  { company: String, position: String, duration: String, description: String },
  noId,
);
const projectSchema = new Schema(
  { title: String, duration: String, technologies: String, description: String },
  noId,
);
const employmentSchema = new Schema(
  { company: String, jobTitle: String, duration: String, description: String },
  noId,
);
const academicAchievementSchema = new Schema(
  { title: String, institution: String, year: String, description: String },
  noId,
);

/** A seeker's profile (spec 01 §3 user_details); list fields are structured arrays. */
const userDetailsSchema = new Schema(
  {
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    full_name: { type: String, required: true, trim: true },
    email: { type: String, lowercase: true, trim: true },
    phone: String,
    gender: String,
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
    availability: String,
    resume_link: String,
    profile_picture: String,
    pref_location: String,
    company: String,
    experience: Number,
    achievements: String,
    profile_summary: String,
    languages: { type: [languageSchema], default: [] },
    internships: { type: [internshipSchema], default: [] },
    projects: { type: [projectSchema], default: [] },
    employment: { type: [employmentSchema], default: [] },
    academic_achievements: { type: [academicAchievementSchema], default: [] },
    is_verified: { type: Boolean, default: false },
  },
  { collection: 'user_details', toJSON: jsonOutput() },
);
userDetailsSchema.index({ user_id: 1 }, { unique: true });
userDetailsSchema.index({ skills: 1 });
userDetailsSchema.index({ address: 1, experience: 1 });

export type UserDetailsFields = InferSchemaType<typeof userDetailsSchema>;

const compileUserDetails = () => mongoose.model('UserDetails', userDetailsSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const UserDetails =
  (mongoose.models.UserDetails as ReturnType<typeof compileUserDetails> | undefined) ??
  compileUserDetails();
