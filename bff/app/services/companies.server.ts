import mongoose, { Types } from 'mongoose';
import { z } from 'zod';
import { jsonError } from '../lib/http.server';
import { Company } from '../models/company.server';
import { indianPhoneSchema } from './public-forms.server';
import {
  bodyError,
  inputText,
  objectIdSchema,
  optionalText,
  requiredText,
} from '../lib/validation.server';

export const COMPANY_NOT_FOUND = 'Company not found';

/** The most companies one recruiter may register (ADR 013). */
export const MAX_COMPANIES_PER_RECRUITER = 20;
export const COMPANY_LIMIT_REACHED = `You can register at most ${MAX_COMPANIES_PER_RECRUITER} companies`;

export const HIRING_FOR = ['your company', 'a consultancy'] as const;
/** The company profile form's size options (spec 02 §5). */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;

/** The most characters each text may have. */
export const COMPANY_LIMITS = {
  company_name: 200,
  address: 500,
  industry: 100,
  description: 5000,
  city: 100,
  state: 100,
  email: 254,
  url: 2048,
} as const;

/**
 * A landline with its STD code: 10 digits (STD code without its 0, then the number), optionally
 * written with +91 or the trunk 0, spaces, dashes or brackets; stored as `+91 <10 digits>`.
 */
const landlineSchema = inputText('Phone', { max: 30 })
  .transform((value) => value.replace(/[\s()-]/g, ''))
  .refine((digits) => /^(?:\+91|0)?[1-9]\d{9}$/.test(digits))
  .transform((digits) => `+91 ${digits.slice(-10)}`);

/** An Indian mobile number (the BFF's one mobile check) or a landline with its STD code. */
const phoneField = requiredText('Phone', 30, {
  tooLong: 'Phone must be an Indian mobile number or a landline with its STD code',
}).pipe(
  z.union([indianPhoneSchema, landlineSchema], {
    error: 'Phone must be an Indian mobile number or a landline with its STD code',
  }),
);

const emailField = requiredText('Email', COMPANY_LIMITS.email).pipe(
  z.email('Email must be an e-mail address'),
);

const urlRule = (label: string) => z.httpUrl(`${label} must be an http(s) URL`);

const requiredUrl = (label: string) => requiredText(label, COMPANY_LIMITS.url).pipe(urlRule(label));

/** An optional URL: left out, null or blank is absent. */
const optionalUrl = (label: string) =>
  optionalText(label, COMPANY_LIMITS.url, { notText: `${label} must be an http(s) URL` }).pipe(
    urlRule(label).optional(),
  );

/** POST /api/companies and PUT /api/companies/{companyId} (ADR 013): strict, strings trimmed. */
export const companyBodySchema = z.strictObject(
  {
    company_name: requiredText('Company name', COMPANY_LIMITS.company_name),
    hiring_for: z
      .enum(HIRING_FOR, `Hiring for must be one of: ${HIRING_FOR.join(', ')}`)
      .nullish()
      .transform((value) => value ?? HIRING_FOR[0]),
    email: emailField,
    phone: phoneField,
    website: requiredUrl('Website'),
    pfp: optionalUrl('Picture URL'),
    address: requiredText('Address', COMPANY_LIMITS.address),
    city: optionalText('City', COMPANY_LIMITS.city),
    state: optionalText('State', COMPANY_LIMITS.state),
    pincode: requiredText('Pincode', 6, {
      tooLong: 'Pincode must be 6 digits, not starting with 0',
    }).regex(/^[1-9]\d{5}$/, 'Pincode must be 6 digits, not starting with 0'),
    industry: requiredText('Industry', COMPANY_LIMITS.industry),
    size: z.enum(COMPANY_SIZES, `Size must be one of: ${COMPANY_SIZES.join(', ')}`),
    description: requiredText('Description', COMPANY_LIMITS.description, { multiline: true }),
    linkedin: requiredUrl('LinkedIn'),
    twitter: optionalUrl('Twitter'),
    facebook: optionalUrl('Facebook'),
  },
  { error: bodyError },
);

export type CompanyBody = z.output<typeof companyBodySchema>;

/** The body's fields that may be absent: a PUT without them removes them. */
const OPTIONAL_FIELDS = ['pfp', 'city', 'state', 'twitter', 'facebook'] as const;

/** ADR 013 `Company`, in its order; absent fields absent. */
const COMPANY_FIELDS = [
  'company_name',
  'hiring_for',
  'email',
  'phone',
  'website',
  'pfp',
  'address',
  'city',
  'state',
  'pincode',
  'industry',
  'size',
  'description',
  'linkedin',
  'twitter',
  'facebook',
  'recruiter_id',
  'created_at',
  'updated_at',
] as const;

export type CompanyJson = { id: string } & Partial<
  Record<(typeof COMPANY_FIELDS)[number], unknown>
>;

type StoredCompany = InstanceType<typeof Company>;

/**
 * A stored company as ADR 013's `Company`: only its fields (not the directory's `founded`); a
 * company never saved through the API (seeded) was last modified when it was created.
 */
function toCompany(company: StoredCompany): CompanyJson {
  const json = company.toJSON() as unknown as Record<string, unknown> & { id: string };
  const result: CompanyJson = { id: json.id };
  for (const field of COMPANY_FIELDS) {
    const value = field === 'updated_at' ? (json.updated_at ?? json.created_at) : json[field];
    if (value !== undefined && value !== null) result[field] = value;
  }
  return result;
}

/** GET /api/companies/mine: the recruiter's own companies, newest first. */
export async function listOwnCompanies(recruiterId: string): Promise<{ companies: CompanyJson[] }> {
  const companies = await Company.find({ recruiter_id: new Types.ObjectId(recruiterId) }).sort({
    created_at: -1,
    _id: -1,
  });
  return { companies: companies.map(toCompany) };
}

/**
 * POST /api/companies: registers the company for the recruiter, at most 20 each. The cap holds
 * under concurrent creates too (as ADR 011's job quota): after inserting, the company is kept only
 * when it is among the recruiter's 20 oldest, so of racing creates for the last places the earlier
 * ones stay and the others are removed and refused.
 */
export async function createCompany(recruiterId: string, body: CompanyBody) {
  const recruiter = new Types.ObjectId(recruiterId);
  if ((await Company.countDocuments({ recruiter_id: recruiter })) >= MAX_COMPANIES_PER_RECRUITER)
    throw jsonError(409, COMPANY_LIMIT_REACHED);

  const now = new Date();
  const company = await Company.create({
    ...body,
    recruiter_id: recruiter,
    created_at: now,
    updated_at: now,
  });

  const kept = await Company.find({ recruiter_id: recruiter }, { _id: 1 })
    .sort({ created_at: 1, _id: 1 })
    .limit(MAX_COMPANIES_PER_RECRUITER)
    .lean<Array<{ _id: Types.ObjectId }>>();
  if (!kept.some(({ _id }) => _id.equals(company._id))) {
    await Company.deleteOne({ _id: company._id });
    throw jsonError(409, COMPANY_LIMIT_REACHED);
  }
  return toCompany(company);
}

/** The filter for the recruiter's own company, or null (malformed ids match nothing). */
function ownCompanyFilter(recruiterId: string, companyId: string) {
  if (!objectIdSchema.safeParse(companyId).success || !mongoose.isValidObjectId(recruiterId))
    return null;
  return { _id: new Types.ObjectId(companyId), recruiter_id: new Types.ObjectId(recruiterId) };
}

/** GET /api/companies/{companyId}: the recruiter's own company, else 404 `Company not found`. */
export async function getOwnCompany(recruiterId: string, companyId: string) {
  const filter = ownCompanyFilter(recruiterId, companyId);
  const company = filter && (await Company.findOne(filter));
  if (!company) throw jsonError(404, COMPANY_NOT_FOUND);
  return toCompany(company);
}

/**
 * PUT /api/companies/{companyId}: replaces the profile with the whole body (optional fields left
 * out are removed) and sets `updated_at`; `recruiter_id` and `created_at` stay. Not the
 * recruiter's → 404 `Company not found`.
 */
export async function updateCompany(
  recruiterId: string,
  companyId: string,
  body: CompanyBody,
  now = new Date(),
) {
  const filter = ownCompanyFilter(recruiterId, companyId);
  if (!filter) throw jsonError(404, COMPANY_NOT_FOUND);
  const set: Record<string, unknown> = { updated_at: now };
  const unset: Record<string, 1> = {};
  for (const [field, value] of Object.entries(body)) if (value !== undefined) set[field] = value;
  for (const field of OPTIONAL_FIELDS) if (body[field] === undefined) unset[field] = 1;
  const company = await Company.findOneAndUpdate(
    filter,
    { $set: set, ...(Object.keys(unset).length > 0 ? { $unset: unset } : {}) },
    { returnDocument: 'after', runValidators: true },
  );
  if (!company) throw jsonError(404, COMPANY_NOT_FOUND);
  return toCompany(company);
}
