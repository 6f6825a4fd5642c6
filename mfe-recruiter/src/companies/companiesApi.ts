import {
  COMPANY_SIZES,
  HIRING_FOR as HIRING_FOR_VALUES,
  HIRING_FOR_LABELS,
  type CompanySize,
  type HiringFor,
} from '@rozgar/contracts/vocabularies';
import { apiFetch } from '@rozgar/design-system';
import { z } from 'zod/mini';

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const text = z.nullish(z.string());

/** The contracts' company sizes, in the select's order (docs/product/companies.md#fields-and-rules). */
export { COMPANY_SIZES, type CompanySize, type HiringFor };

/** The contracts' `hiring_for` values, with the labels the form shows (docs/product/companies.md). */
export const HIRING_FOR = HIRING_FOR_VALUES.map((value) => ({
  value,
  label: HIRING_FOR_LABELS[value],
}));

/** ADR 013's `Company` as the BFF returns it (absent fields absent; kept loose on the optional). */
export const companySchema = z.object({
  id,
  company_name: z.string(),
  hiring_for: text,
  email: text,
  phone: text,
  website: text,
  pfp: text,
  address: text,
  city: text,
  state: text,
  pincode: z.nullish(z.union([z.string(), z.number()])),
  industry: text,
  size: text,
  description: text,
  linkedin: text,
  twitter: text,
  facebook: text,
  recruiter_id: z.nullish(id),
  created_at: text,
  updated_at: text,
});

export type Company = z.infer<typeof companySchema>;

/** The body of `POST /api/companies` and `PUT /api/companies/{id}` (ADR 013's body rules). */
export interface CompanyBody {
  company_name: string;
  hiring_for: HiringFor;
  email: string;
  phone: string;
  website: string;
  address: string;
  pincode: string;
  industry: string;
  size: CompanySize;
  description: string;
  linkedin: string;
  city?: string;
  state?: string;
  twitter?: string;
  facebook?: string;
  pfp?: string;
}

const oneCompany = z.object({ company: companySchema });

/** `GET /api/companies/mine`: the recruiter's own companies, newest first. */
export async function fetchMyCompanies(): Promise<Company[]> {
  const answer = await apiFetch('/api/companies/mine');
  return z.object({ companies: z.array(companySchema) }).parse(answer).companies;
}

/** `POST /api/companies`: registers a company for the logged-in recruiter. */
export async function createCompany(body: CompanyBody): Promise<Company> {
  return oneCompany.parse(await apiFetch('/api/companies', { method: 'POST', body })).company;
}

/** `GET /api/companies/{companyId}`: one of the recruiter's companies (404 otherwise). */
export async function fetchCompany(companyId: string): Promise<Company> {
  return oneCompany.parse(await apiFetch(`/api/companies/${encodeURIComponent(companyId)}`))
    .company;
}

/** `PUT /api/companies/{companyId}`: replaces the company's fields with `body`. */
export async function updateCompany(companyId: string, body: CompanyBody): Promise<Company> {
  const answer = await apiFetch(`/api/companies/${encodeURIComponent(companyId)}`, {
    method: 'PUT',
    body,
  });
  return oneCompany.parse(answer).company;
}
