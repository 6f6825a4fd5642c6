import { z } from 'zod/mini';
import { PINCODE, STORED_PHONE } from '../vocabularies/common';
import { COMPANY_LIMITS, COMPANY_SIZES, HIRING_FOR } from '../vocabularies/companies';
import { count, isoDateTime, objectId } from './common';

/*
 * Companies as the API sends them (ADR 013, docs/product/companies.md): a recruiter's own company
 * profiles, and the landing page's highlights (company categories, the companies hiring most).
 */

const text = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const url = z.httpUrl();

/**
 * ADR 013 `Company`, as GET /api/companies/mine and /api/companies/{id} send it: what a company
 * profile form saved, so it goes back through the body schema unchanged. Absent fields are left
 * out, never null.
 */
export const companySchema = z.strictObject({
  id: objectId,
  company_name: text(COMPANY_LIMITS.company_name),
  hiring_for: z.enum(HIRING_FOR),
  email: z.email(),
  phone: z.string().check(z.regex(STORED_PHONE)),
  website: url,
  pfp: z.optional(url),
  address: text(COMPANY_LIMITS.address),
  city: z.optional(text(COMPANY_LIMITS.city)),
  state: z.optional(text(COMPANY_LIMITS.state)),
  pincode: z.string().check(z.regex(PINCODE)),
  industry: text(COMPANY_LIMITS.industry),
  size: z.enum(COMPANY_SIZES),
  description: text(COMPANY_LIMITS.description),
  linkedin: url,
  twitter: z.optional(url),
  facebook: z.optional(url),
  recruiter_id: objectId,
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Company = z.infer<typeof companySchema>;

/** GET /api/companies/mine: the recruiter's own companies, newest first. */
export const companiesResponseSchema = z.object({ companies: z.array(companySchema) });
export type CompaniesResponse = z.infer<typeof companiesResponseSchema>;

/** GET, PUT /api/companies/{companyId} and POST /api/companies. */
export const companyResponseSchema = z.object({ company: companySchema });
export type CompanyResponse = z.infer<typeof companyResponseSchema>;

/** A "top companies" category (docs/product/companies.md#company-categories) with its count. */
export const companyCategorySchema = z.object({
  key: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  description: z.string(),
  companyCount: count,
});
export type CompanyCategory = z.infer<typeof companyCategorySchema>;

/** A company among those with the most open jobs; what it lacks is null. */
export const featuredCompanySchema = z.object({
  id: objectId,
  name: z.string().check(z.minLength(1)),
  industry: z.nullable(z.string()),
  city: z.nullable(z.string()),
  size: z.nullable(z.enum(COMPANY_SIZES)),
  logo: z.nullable(url),
  openJobs: count,
});
export type FeaturedCompany = z.infer<typeof featuredCompanySchema>;

/** GET /api/companies/highlights: company counts per category, the companies hiring most first. */
export const companyHighlightsSchema = z.object({
  categories: z.array(companyCategorySchema),
  featured: z.array(featuredCompanySchema),
});
export type CompanyHighlights = z.infer<typeof companyHighlightsSchema>;
