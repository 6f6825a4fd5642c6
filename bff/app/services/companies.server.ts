import {
  COMPANY_SIZES,
  MAX_COMPANIES_PER_RECRUITER,
  companyBodySchema,
  type CompanyBody,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import { Company } from '../models/company.server';
import { objectIdSchema } from '../lib/validation.server';
import { createdByAccount, type AccountMember } from './recruiter-account.server';

/** The request body and its vocabularies are the contracts' (`@rozgar/contracts` companies). */
export { COMPANY_SIZES, MAX_COMPANIES_PER_RECRUITER, companyBodySchema, type CompanyBody };

export const COMPANY_NOT_FOUND = 'Company not found';

export const COMPANY_LIMIT_REACHED = `You can register at most ${MAX_COMPANIES_PER_RECRUITER} companies`;

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
export function toCompany(company: StoredCompany): CompanyJson {
  const json = company.toJSON() as unknown as Record<string, unknown> & { id: string };
  const result: CompanyJson = { id: json.id };
  for (const field of COMPANY_FIELDS) {
    const value = field === 'updated_at' ? (json.updated_at ?? json.created_at) : json[field];
    if (value !== undefined && value !== null) result[field] = value;
  }
  return result;
}

/**
 * GET /api/companies/mine: the companies of the recruiter's account (registered by any member,
 * ADR 026), newest first.
 */
export async function listOwnCompanies(
  recruiter: AccountMember,
): Promise<{ companies: CompanyJson[] }> {
  const companies = await Company.find({ recruiter_id: await createdByAccount(recruiter) }).sort({
    created_at: -1,
    _id: -1,
  });
  return { companies: companies.map(toCompany) };
}

/**
 * POST /api/companies: registers the company for the recruiter's account (the member recorded as
 * `recruiter_id`), at most 20 per account. The cap holds under concurrent creates too (as ADR
 * 011's job quota): after inserting, the company is kept only when it is among the account's 20
 * oldest, so of racing creates for the last places the earlier ones stay and the others are
 * removed and refused.
 */
export async function createCompany(recruiter: AccountMember, body: CompanyBody) {
  const members = await createdByAccount(recruiter);
  if ((await Company.countDocuments({ recruiter_id: members })) >= MAX_COMPANIES_PER_RECRUITER)
    throw jsonError(409, COMPANY_LIMIT_REACHED);

  const now = new Date();
  const company = await Company.create({
    ...body,
    recruiter_id: new Types.ObjectId(recruiter.id),
    created_at: now,
    updated_at: now,
  });

  const kept = await Company.find({ recruiter_id: members }, { _id: 1 })
    .sort({ created_at: 1, _id: 1 })
    .limit(MAX_COMPANIES_PER_RECRUITER)
    .lean<Array<{ _id: Types.ObjectId }>>();
  if (!kept.some(({ _id }) => _id.equals(company._id))) {
    await Company.deleteOne({ _id: company._id });
    throw jsonError(409, COMPANY_LIMIT_REACHED);
  }
  return toCompany(company);
}

/** The filter for a company of the recruiter's account, or null (malformed ids match nothing). */
async function ownCompanyFilter(recruiter: AccountMember, companyId: string) {
  if (!objectIdSchema.safeParse(companyId).success) return null;
  return {
    _id: new Types.ObjectId(companyId),
    recruiter_id: await createdByAccount(recruiter),
  };
}

/** GET /api/companies/{companyId}: the account's company, else 404 `Company not found`. */
export async function getOwnCompany(recruiter: AccountMember, companyId: string) {
  const filter = await ownCompanyFilter(recruiter, companyId);
  const company = filter && (await Company.findOne(filter));
  if (!company) throw jsonError(404, COMPANY_NOT_FOUND);
  return toCompany(company);
}

/**
 * PUT /api/companies/{companyId}: replaces the profile with the whole body (optional fields left
 * out are removed) and sets `updated_at`; `recruiter_id` (who registered it) and `created_at`
 * stay. Not the account's → 404 `Company not found` (ADR 013).
 */
export async function updateCompany(
  recruiter: AccountMember,
  companyId: string,
  body: CompanyBody,
  now = new Date(),
) {
  const filter = await ownCompanyFilter(recruiter, companyId);
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
