/* Companies' vocabularies: zod-free, for the frontends' bundles (docs/product/companies.md). */

export const HIRING_FOR = ['your company', 'a consultancy'] as const;
export type HiringFor = (typeof HIRING_FOR)[number];
/** How the company form labels each `hiring_for` value. */
export const HIRING_FOR_LABELS: Record<HiringFor, string> = {
  'your company': 'Your company',
  'a consultancy': 'A consultancy',
};

/** The company profile form's size options (docs/product/companies.md), in people. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '501+'] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];

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

/** The most companies one recruiter may register (ADR 013). */
export const MAX_COMPANIES_PER_RECRUITER = 20;
