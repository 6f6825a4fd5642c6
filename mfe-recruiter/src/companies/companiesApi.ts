import type { CompanyBody } from '@rozgar/contracts/companies';
import {
  companiesResponseSchema,
  companyResponseSchema,
  companySchema,
  type Company,
} from '@rozgar/contracts/payloads/companies';
import {
  COMPANY_SIZES,
  HIRING_FOR as HIRING_FOR_VALUES,
  HIRING_FOR_LABELS,
  type CompanySize,
  type HiringFor,
} from '@rozgar/contracts/vocabularies';
import { ApiError, apiFetch } from '@rozgar/design-system';

/**
 * ADR 013's `Company` as the BFF sends it, and the body of `POST /api/companies` and
 * `PUT /api/companies/{id}` as the BFF's check leaves it: the contracts' (types only here).
 */
export type { Company, CompanyBody };

/** The contracts' company sizes, in the select's order (docs/product/companies.md#fields-and-rules). */
export { COMPANY_SIZES, type CompanySize, type HiringFor };

/** The contracts' `hiring_for` values, with the labels the form shows (docs/product/companies.md). */
export const HIRING_FOR = HIRING_FOR_VALUES.map((value) => ({
  value,
  label: HIRING_FOR_LABELS[value],
}));

/** `GET /api/companies/mine`: the recruiter's own companies, newest first. */
export async function fetchMyCompanies(): Promise<Company[]> {
  return companiesResponseSchema.parse(await apiFetch('/api/companies/mine')).companies;
}

/** `POST /api/companies`: registers a company for the logged-in recruiter. */
export async function createCompany(body: CompanyBody): Promise<Company> {
  const answer = await apiFetch('/api/companies', { method: 'POST', body });
  return companyResponseSchema.parse(answer).company;
}

/**
 * `GET /api/companies/{companyId}`: one of the recruiter's companies. The BFF answers everyone the
 * public profile and only the owning recruiter `company` too (ADR 013, ADR 020): a company that is
 * not theirs is "Company not found" here, as an unknown one (404).
 */
export async function fetchCompany(companyId: string): Promise<Company> {
  const answer = await apiFetch(`/api/companies/${encodeURIComponent(companyId)}`);
  const company = (answer as { company?: unknown } | null)?.company;
  if (company === undefined) throw new ApiError(404, 'Company not found');
  return companySchema.parse(company);
}

/** `PUT /api/companies/{companyId}`: replaces the company's fields with `body`. */
export async function updateCompany(companyId: string, body: CompanyBody): Promise<Company> {
  const answer = await apiFetch(`/api/companies/${encodeURIComponent(companyId)}`, {
    method: 'PUT',
    body,
  });
  return companyResponseSchema.parse(answer).company;
}
