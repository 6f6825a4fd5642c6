import { queryOptions } from '@tanstack/react-query';
import { fetchCompanyHighlights } from '../pages/LandingPage/TopCompanies/companyHighlights';
import {
  fetchSalaryInsights,
  type SalaryGrouping,
} from '../pages/SalaryInsightsPage/salaryInsights';

/**
 * The shell's query keys (ADR 017). They live in the portal's one QueryClient, shared with the
 * remotes, so every key starts with the shell's area.
 */
export const shellQueryKeys = {
  shell: ['shell'] as const,
  companyHighlights: ['shell', 'company-highlights'] as const,
  salaryInsights: (q: string, by: SalaryGrouping) => ['shell', 'salary-insights', q, by] as const,
  /** The signed-in user's notification pages (the bell and /notifications share them). */
  notifications: (userId: string) => ['shell', 'notifications', userId] as const,
};

/** `GET /api/companies/highlights` (the landing page's top companies). */
export const companyHighlightsQuery = () =>
  queryOptions({
    queryKey: shellQueryKeys.companyHighlights,
    queryFn: ({ signal }) => fetchCompanyHighlights(signal),
  });

/** `GET /api/salary-insights?q=&by=`. */
export const salaryInsightsQuery = (q: string, by: SalaryGrouping) =>
  queryOptions({
    queryKey: shellQueryKeys.salaryInsights(q, by),
    queryFn: ({ signal }) => fetchSalaryInsights(q, by, signal),
  });
