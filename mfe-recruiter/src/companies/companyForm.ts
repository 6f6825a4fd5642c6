import {
  COMPANY_LIMITS,
  PINCODE_MESSAGE,
  isIndianPhone,
  isPincode,
} from '@rozgar/contracts/vocabularies';
import { z } from 'zod/mini';
import {
  COMPANY_SIZES,
  HIRING_FOR,
  type Company,
  type CompanyBody,
  type CompanySize,
  type HiringFor,
} from './companiesApi';

const tooLong = (max: number) => `Use at most ${max} characters`;
const requiredText = (max: number, message: string) =>
  z.string().check(z.trim(), z.minLength(1, message), z.maxLength(max, tooLong(max)));
const optionalText = (max: number) => z.string().check(z.trim(), z.maxLength(max, tooLong(max)));

const emailFormat = z.email();
const httpUrl = z.httpUrl();
const isHttpUrl = (value: string) => httpUrl.safeParse(value).success;

/**
 * ADR 013's phone: an Indian mobile or a landline with its STD code — the contracts' rule, the
 * BFF's, so the form says what the server would.
 */
export { isIndianPhone };

const requiredUrl = (message: string) =>
  z.string().check(
    z.trim(),
    z.minLength(1, message),
    z.refine((value) => !value || isHttpUrl(value), 'Enter a web address starting with http(s)://'),
  );
const optionalUrl = z.string().check(
  z.trim(),
  z.refine((value) => !value || isHttpUrl(value), 'Enter a web address starting with http(s)://'),
);

/** The company profile form's values (all strings, as the inputs give them), checked as ADR 013's body. */
export const companySchema = z.object({
  hiring_for: z.enum(
    HIRING_FOR.map((option) => option.value) as [HiringFor, ...HiringFor[]],
    'Choose who you are hiring for',
  ),
  company_name: requiredText(COMPANY_LIMITS.company_name, 'Company name is required'),
  email: z.string().check(
    z.trim(),
    z.minLength(1, 'Email is required'),
    z.refine(
      (value) => !value || emailFormat.safeParse(value).success,
      'Enter a valid email address',
    ),
  ),
  phone: z.string().check(
    z.trim(),
    z.minLength(1, 'Phone is required'),
    z.refine(
      (value) => !value || isIndianPhone(value),
      'Enter a valid Indian phone number (a 10-digit mobile, or a landline with its STD code)',
    ),
  ),
  website: requiredUrl('Website is required'),
  pfp: optionalUrl,
  address: requiredText(COMPANY_LIMITS.address, 'Address is required'),
  city: optionalText(COMPANY_LIMITS.city),
  state: optionalText(COMPANY_LIMITS.state),
  pincode: z.string().check(
    z.trim(),
    z.minLength(1, 'Pincode is required'),
    z.refine((value) => !value || isPincode(value), PINCODE_MESSAGE),
  ),
  industry: requiredText(COMPANY_LIMITS.industry, 'Industry is required'),
  size: z
    .string()
    .check(
      z.refine(
        (value) => (COMPANY_SIZES as readonly string[]).includes(value),
        'Company size is required',
      ),
    ),
  description: requiredText(COMPANY_LIMITS.description, 'Description is required'),
  linkedin: requiredUrl('LinkedIn is required'),
  twitter: optionalUrl,
  facebook: optionalUrl,
});

export type CompanyValues = z.input<typeof companySchema>;

/**
 * The required fields with the labels the form shows, in the form's order
 * (docs/product/companies.md#fields-and-rules).
 */
export const REQUIRED_FIELDS = [
  { name: 'company_name', label: 'Company name' },
  { name: 'email', label: 'Email' },
  { name: 'phone', label: 'Phone' },
  { name: 'website', label: 'Website' },
  { name: 'address', label: 'Address' },
  { name: 'pincode', label: 'Pincode' },
  { name: 'industry', label: 'Industry' },
  { name: 'size', label: 'Company size' },
  { name: 'description', label: 'Description' },
  { name: 'linkedin', label: 'LinkedIn' },
] as const satisfies ReadonlyArray<{ name: keyof CompanyValues; label: string }>;

/** The labels of the required fields still empty (spaces count as empty). */
export function missingRequired(values: Partial<CompanyValues>): string[] {
  return REQUIRED_FIELDS.filter(({ name }) => !(values[name] ?? '').trim()).map(
    ({ label }) => label,
  );
}

/** A fresh form: hiring for "your company" by default (docs/product/companies.md). */
export const EMPTY_COMPANY: CompanyValues = {
  hiring_for: 'your company',
  company_name: '',
  email: '',
  phone: '',
  website: '',
  pfp: '',
  address: '',
  city: '',
  state: '',
  pincode: '',
  industry: '',
  size: '',
  description: '',
  linkedin: '',
  twitter: '',
  facebook: '',
};

/** A stored company as form values (absent optional fields empty). */
export function companyValues(company: Company): CompanyValues {
  return {
    hiring_for: company.hiring_for,
    company_name: company.company_name,
    email: company.email,
    phone: company.phone,
    website: company.website,
    pfp: company.pfp ?? '',
    address: company.address,
    city: company.city ?? '',
    state: company.state ?? '',
    pincode: company.pincode,
    industry: company.industry,
    size: company.size,
    description: company.description,
    linkedin: company.linkedin,
    twitter: company.twitter ?? '',
    facebook: company.facebook ?? '',
  };
}

/** The validated values as ADR 013's body: trimmed, empty optionals left out. */
export function toCompanyBody(values: CompanyValues): CompanyBody {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  return {
    company_name: values.company_name.trim(),
    hiring_for: values.hiring_for,
    email: values.email.trim(),
    phone: values.phone.trim(),
    website: values.website.trim(),
    address: values.address.trim(),
    pincode: values.pincode.trim(),
    industry: values.industry.trim(),
    size: values.size as CompanySize,
    description: values.description.trim(),
    linkedin: values.linkedin.trim(),
    city: optional(values.city),
    state: optional(values.state),
    twitter: optional(values.twitter),
    facebook: optional(values.facebook),
    pfp: optional(values.pfp),
  };
}
