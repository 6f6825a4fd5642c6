import { COMPANY_SIZES, HIRING_FOR } from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';

/** A company a recruiter hires for (docs/product/data-model.md#companies). */
const companySchema = new Schema(
  {
    company_name: { type: String, required: true, trim: true },
    hiring_for: { type: String, enum: HIRING_FOR, default: HIRING_FOR[0] },
    email: String,
    phone: String,
    website: String,
    pfp: String,
    address: String,
    city: String,
    state: String,
    pincode: String,
    industry: String,
    size: { type: String, enum: COMPANY_SIZES },
    founded: Number,
    description: String,
    linkedin: String,
    twitter: String,
    facebook: String,
    recruiter_id: { type: Schema.Types.ObjectId, ref: 'User' },
    created_at: { type: Date, default: () => new Date() },
    /** Set on every save through the API; seeded companies have none (never edited). */
    updated_at: Date,
  },
  { collection: 'companies', toJSON: jsonOutput() },
);
companySchema.index({ company_name: 1 });
companySchema.index({ recruiter_id: 1 });
companySchema.index({ industry: 1, city: 1 });

export type CompanyFields = InferSchemaType<typeof companySchema>;

const compileCompany = () => mongoose.model('Company', companySchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const Company =
  (mongoose.models.Company as ReturnType<typeof compileCompany> | undefined) ?? compileCompany();
