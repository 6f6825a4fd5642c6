import { queryOptions } from '@tanstack/react-query';
import { fetchMyCompanies } from '../companies/companiesApi';

/**
 * The recruiter remote's query keys (ADR 017): keys start with the area, as they share the
 * portal's one QueryClient; a write invalidates the keys it changes.
 */
export const recruiterQueryKeys = {
  recruiter: ['recruiter'] as const,
  myCompanies: ['recruiter', 'companies', 'mine'] as const,
};

/** `GET /api/companies/mine`. */
export const myCompaniesQuery = () =>
  queryOptions({ queryKey: recruiterQueryKeys.myCompanies, queryFn: fetchMyCompanies });
