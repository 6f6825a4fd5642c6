import { apiFetch } from '@rozgar/design-system';

export interface CompanyCategory {
  key: string;
  name: string;
  description: string;
  companyCount: number;
}

export interface FeaturedCompany {
  id: string;
  name: string;
  industry: string | null;
  city: string | null;
  size: string | null;
  logo: string | null;
  openJobs: number;
}

export interface CompanyHighlights {
  categories: CompanyCategory[];
  featured: FeaturedCompany[];
}

/** `GET /api/companies/highlights`: company counts per category and the companies hiring most. */
export function fetchCompanyHighlights(signal?: AbortSignal) {
  return apiFetch<CompanyHighlights>('/api/companies/highlights', { signal });
}
