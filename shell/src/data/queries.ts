import { queryOptions } from '@tanstack/react-query';
import { fetchCompanyHighlights } from '../pages/LandingPage/TopCompanies/companyHighlights';

/**
 * The shell's query keys (ADR 017). They live in the portal's one QueryClient, shared with the
 * remotes, so every key starts with the shell's area.
 */
export const shellQueryKeys = {
  shell: ['shell'] as const,
  companyHighlights: ['shell', 'company-highlights'] as const,
};

/** `GET /api/companies/highlights` (the landing page's top companies). */
export const companyHighlightsQuery = () =>
  queryOptions({
    queryKey: shellQueryKeys.companyHighlights,
    queryFn: ({ signal }) => fetchCompanyHighlights(signal),
  });
