import { REVIEW_EMPLOYMENT_TYPES, SALARY_CONTRIBUTION_LIMITS } from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

const { annual_salary_lakhs: salary, experience_years: experience } = SALARY_CONTRIBUTION_LIMITS;

/**
 * A salary a user contributed (docs/product/community-and-reviews.md, "Contribute salary"): the
 * company (by id, with its name as written), designation, annual salary in lakhs, whole years of
 * experience, city and employment type. Stored anonymously: the contributor (`user_id`) is kept,
 * as a review's author is (ADR 018), for moderation, and is never sent.
 */
const salaryContributionSchema = new Schema(
  {
    company_id: { type: Schema.Types.ObjectId, ref: 'Company', required: true },
    company: { type: String, required: true, trim: true },
    designation: { type: String, required: true, trim: true },
    annual_salary_lakhs: { type: Number, required: true, min: salary.min, max: salary.max },
    experience_years: {
      type: Number,
      required: true,
      min: experience.min,
      max: experience.max,
      validate: Number.isInteger,
    },
    city: { type: String, required: true, trim: true },
    employment_type: { type: String, enum: REVIEW_EMPLOYMENT_TYPES, required: true },
    user_id: { type: Schema.Types.ObjectId, ref: 'User', required: true },
    created_at: { type: Date, required: true, default: () => new Date() },
  },
  { collection: 'salary_contributions', toJSON: jsonOutput(['user_id']) },
);
salaryContributionSchema.index({ designation: 1 });
salaryContributionSchema.index({ company: 1 });

export type SalaryContributionFields = InferSchemaType<typeof salaryContributionSchema>;

const compile = () => mongoose.model('SalaryContribution', salaryContributionSchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const SalaryContribution =
  (mongoose.models.SalaryContribution as ReturnType<typeof compile> | undefined) ?? compile();
