import { z } from 'zod';
import { companyPhoneSchema, pincodeSchema, storedPhoneSchema, PINCODE } from './common';
import { INDUSTRY_VALUES } from './jobs';
import { bodyError, oneOf, optionalText, requiredText } from './text';
import { HIRING_FOR, COMPANY_SIZES, COMPANY_LIMITS } from './vocabularies/companies';

export * from './vocabularies/companies';

/* Companies: the company profile form (docs/product/companies.md) and the company as the API sends it (ADR 013). */

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

const id = z.string().regex(/^[0-9a-f]{24}$/i);
const when = z.union([z.iso.datetime({ offset: true }), z.date()]);
const url = z.httpUrl();

/**
 * ADR 013 `Company`, as GET /api/companies/mine and /api/companies/{id} send it: what a company
 * profile form saved, so it goes back through `companyBodySchema` unchanged. A seeded company's
 * industry is one of the posting industries, which the free-text industry field also takes.
 */
export const companySchema = z.strictObject({
  id,
  company_name: z.string().min(1).max(COMPANY_LIMITS.company_name),
  hiring_for: z.enum(HIRING_FOR),
  email: z.email(),
  phone: storedPhoneSchema,
  website: url,
  pfp: url.optional(),
  address: z.string().min(1).max(COMPANY_LIMITS.address),
  city: z.string().min(1).max(COMPANY_LIMITS.city).optional(),
  state: z.string().min(1).max(COMPANY_LIMITS.state).optional(),
  pincode: z.string().regex(PINCODE),
  industry: z.string().min(1).max(COMPANY_LIMITS.industry),
  size: z.enum(COMPANY_SIZES),
  description: z.string().min(1).max(COMPANY_LIMITS.description),
  linkedin: url,
  twitter: url.optional(),
  facebook: url.optional(),
  recruiter_id: id,
  created_at: when,
  updated_at: when,
});
export type Company = z.infer<typeof companySchema>;

/** GET /api/companies/mine. */
export const companiesResponseSchema = z.object({ companies: z.array(companySchema) });
/** GET, PUT /api/companies/{companyId} and POST /api/companies. */
export const companyResponseSchema = z.object({ company: companySchema });

/**
 * A company as stored: ADR 013's fields, the directory's `founded` year, and `updated_at` only
 * once saved through the API. Seeded companies take their industry from the posting industries.
 */
export const storedCompanySchema = companySchema.omit({ updated_at: true }).extend({
  founded: z.number().int().min(1800).optional(),
  updated_at: when.optional(),
});

/** A seeded company: a stored one whose industry is one of the posting industries. */
export const seededCompanySchema = storedCompanySchema.extend({
  industry: z.enum(INDUSTRY_VALUES),
});
