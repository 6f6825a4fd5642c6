import {
  companyHighlightsSchema,
  type CompanyCategory,
  type CompanyHighlights,
  type FeaturedCompany,
} from '@rozgar/contracts/payloads/companies';
import { apiFetch } from '@rozgar/design-system';

/** `GET /api/companies/highlights`'s payload: the contracts'. */
export type { CompanyCategory, CompanyHighlights, FeaturedCompany };

/** `GET /api/companies/highlights`: company counts per category and the companies hiring most. */
export async function fetchCompanyHighlights(signal?: AbortSignal): Promise<CompanyHighlights> {
  return companyHighlightsSchema.parse(await apiFetch('/api/companies/highlights', { signal }));
}
