import { COMPANY_SIZES, HIRING_FOR, NATURES_OF_BUSINESS } from '@rozgar/contracts';
import mongoose, { Schema, type InferSchemaType } from 'mongoose';
import { jsonOutput } from './to-json.server';
import { signalWrites } from './write-signal.server';

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
    /** How it does business (B2B, SaaS, …), for the directory's filter; none when unknown. */
    nature_of_business: { type: [{ type: String, enum: NATURES_OF_BUSINESS }], default: undefined },
    /** Short labels its directory card shows ("Product based", "Listed"); none when unknown. */
    tags: { type: [String], default: undefined },
    description: String,
    linkedin: String,
    twitter: String,
    facebook: String,
    /** The recruiter who manages it; none for an unclaimed company (seeded for the directory). */
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
// the companies directory's index refreshes the companies a write touched (ADR 020)
signalWrites(companySchema, 'companies', { ofDocument: (doc) => doc._id, filterField: '_id' });

export type CompanyFields = InferSchemaType<typeof companySchema>;

const compileCompany = () => mongoose.model('Company', companySchema);
/** Compiled once per process, even when Vite's dev loader evaluates this module a second time. */
export const Company =
  (mongoose.models.Company as ReturnType<typeof compileCompany> | undefined) ?? compileCompany();
