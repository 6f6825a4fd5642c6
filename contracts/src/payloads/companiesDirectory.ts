import { z } from 'zod/mini';
import { COMPANY_SIZES } from '../vocabularies/companies';
import { COMPANY_TYPE_VALUES, NATURES_OF_BUSINESS } from '../vocabularies/companiesDirectory';
import { companySchema } from './companies';
import { count, objectId, someText } from './common';

/*
 * The companies directory and a company's public page as the API sends them
 * (docs/product/companies.md#companies-directory, ADR 020). What a company lacks is null, never
 * invented: no rating without reviews.
 */

const url = z.httpUrl();
const year = z.number().check(z.int(), z.gte(1800));

/** A company's rating: the mean of its published reviews' overall ratings (one decimal) and their number (ADR 018). */
export const companyRatingSummarySchema = z.strictObject({
  average: z.number().check(z.gte(1), z.lte(5)),
  count: z.number().check(z.int(), z.positive()),
});
export type CompanyRatingSummary = z.infer<typeof companyRatingSummarySchema>;

/** A directory card. `types` are the company types it belongs to (COMPANY_TYPES), maybe none. */
export const directoryCompanySchema = z.strictObject({
  id: objectId,
  name: someText,
  logo: z.nullable(url),
  rating: z.nullable(companyRatingSummarySchema),
  tags: z.array(someText),
  founded: z.nullable(year),
  open_jobs: count,
  city: z.nullable(someText),
  industry: z.nullable(someText),
  size: z.nullable(z.enum(COMPANY_SIZES)),
  types: z.array(z.enum(COMPANY_TYPE_VALUES)),
});
export type DirectoryCompany = z.infer<typeof directoryCompanySchema>;

/** One option of a filter group: the value the query takes, the text to show, how many companies. */
export const directoryFacetOptionSchema = z.strictObject({
  value: someText,
  label: someText,
  count,
});
export type DirectoryFacetOption = z.infer<typeof directoryFacetOptionSchema>;

const facetGroup = z.array(directoryFacetOptionSchema);

/**
 * Every filter group's options with the number of companies each would give: counted over the
 * companies matching the current search with every other group's filter, not the group's own
 * (choosing a second location adds to the list, as in any faceted search). `type`, `experience`
 * and `posted` list all their values (0 included), in the vocabulary's order; the others the
 * values that companies have, most companies first (chosen values always listed).
 */
export const directoryFacetsSchema = z.strictObject({
  type: facetGroup,
  location: facetGroup,
  industry: facetGroup,
  department: facetGroup,
  experience: facetGroup,
  nature: facetGroup,
  posted: facetGroup,
});
export type DirectoryFacets = z.infer<typeof directoryFacetsSchema>;

/**
 * `GET /api/companies?…`: one page of the matching companies (most open jobs first, then by name),
 * how many match, the page and the number of pages (0 when none match), the facets.
 */
export const companiesDirectorySchema = z.strictObject({
  companies: z.array(directoryCompanySchema),
  total: count,
  page: z.number().check(z.int(), z.positive()),
  pages: count,
  facets: directoryFacetsSchema,
});
export type CompaniesDirectory = z.infer<typeof companiesDirectorySchema>;

/**
 * A company's public profile. Never its e-mail, phone, street address, pincode or owner: those
 * are the owning recruiter's (ADR 013). `claimed`: a recruiter manages the company on Rozgar.
 */
export const companyProfileSchema = z.strictObject({
  id: objectId,
  name: someText,
  logo: z.nullable(url),
  industry: z.nullable(someText),
  city: z.nullable(someText),
  state: z.nullable(someText),
  size: z.nullable(z.enum(COMPANY_SIZES)),
  founded: z.nullable(year),
  description: z.nullable(someText),
  website: z.nullable(url),
  linkedin: z.nullable(url),
  twitter: z.nullable(url),
  facebook: z.nullable(url),
  types: z.array(z.enum(COMPANY_TYPE_VALUES)),
  nature_of_business: z.array(z.enum(NATURES_OF_BUSINESS)),
  tags: z.array(someText),
  rating: z.nullable(companyRatingSummarySchema),
  open_jobs: count,
  claimed: z.boolean(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

/**
 * `GET /api/companies/{companyId}`: the public profile for everyone; the owning recruiter also
 * gets `company`, ADR 013's own-company fields for the edit form.
 */
export const companyPageSchema = z.strictObject({
  profile: companyProfileSchema,
  company: z.optional(companySchema),
});
export type CompanyPage = z.infer<typeof companyPageSchema>;
