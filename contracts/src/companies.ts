import { z } from 'zod';
import { companyPhoneSchema, pincodeSchema } from './common';
import { companySchema } from './payloads/companies';
import { INDUSTRY_VALUES } from './jobs';
import { bodyError, dateTimeSchema, oneOf, optionalText, requiredText } from './text';
import { HIRING_FOR, COMPANY_SIZES, COMPANY_LIMITS } from './vocabularies/companies';
import { NATURES_OF_BUSINESS } from './vocabularies/companiesDirectory';

export * from './vocabularies/companies';
export * from './payloads/companies';

/*
 * Companies: the company profile form's body (docs/product/companies.md, ADR 013) and the company
 * as stored; the company as the API sends it is ./payloads/companies.
 */

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
    hiring_for: oneOf('Hiring for', HIRING_FOR)
      .nullish()
      .transform((value) => value ?? HIRING_FOR[0]),
    email: emailField,
    phone: companyPhoneSchema,
    website: requiredUrl('Website'),
    pfp: optionalUrl('Picture URL'),
    address: requiredText('Address', COMPANY_LIMITS.address),
    city: optionalText('City', COMPANY_LIMITS.city),
    state: optionalText('State', COMPANY_LIMITS.state),
    pincode: pincodeSchema,
    industry: requiredText('Industry', COMPANY_LIMITS.industry),
    size: oneOf('Size', COMPANY_SIZES),
    description: requiredText('Description', COMPANY_LIMITS.description, { multiline: true }),
    linkedin: requiredUrl('LinkedIn'),
    twitter: optionalUrl('Twitter'),
    facebook: optionalUrl('Facebook'),
  },
  { error: bodyError },
);

export type CompanyBodyInput = z.input<typeof companyBodySchema>;
export type CompanyBody = z.output<typeof companyBodySchema>;

/**
 * A company as stored: ADR 013's fields, the directory's `founded` year, nature of business and
 * tags (ADR 020), and `updated_at` only once saved through the API. An unclaimed company (seeded
 * for the directory) has no recruiter. Seeded companies take their industry from the posting
 * industries.
 */
export const storedCompanySchema = z.strictObject({
  ...companySchema.shape,
  recruiter_id: z.optional(companySchema.shape.recruiter_id),
  created_at: dateTimeSchema,
  founded: z.number().int().min(1800).optional(),
  nature_of_business: z.array(z.enum(NATURES_OF_BUSINESS)).min(1).optional(),
  tags: z.array(z.string().trim().min(1).max(40)).min(1).optional(),
  updated_at: dateTimeSchema.optional(),
});

/** A seeded company: a stored one whose industry is one of the posting industries. */
export const seededCompanySchema = storedCompanySchema.extend({
  industry: z.enum(INDUSTRY_VALUES),
});
