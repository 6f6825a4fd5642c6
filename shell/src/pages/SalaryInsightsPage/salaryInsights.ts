import { apiFetch } from '@rozgar/design-system';

export type SalaryGrouping = 'role' | 'company';

export interface SalaryFigures {
  jobCount: number;
  minLakhs: number;
  medianLakhs: number;
  maxLakhs: number;
}

export interface SalaryGroup extends SalaryFigures {
  name: string;
}

export interface SalaryInsights {
  query: string;
  by: SalaryGrouping;
  overall: SalaryFigures | null;
  groups: SalaryGroup[];
}

/** `GET /api/salary-insights?q=&by=`: salaries of open jobs per role or company, in lakhs. */
export function fetchSalaryInsights(q: string, by: SalaryGrouping, signal?: AbortSignal) {
  const params = new URLSearchParams({ q, by });
  return apiFetch<SalaryInsights>(`/api/salary-insights?${params}`, { signal });
}

/** "12.5 LPA" — lakhs per annum, as Indian job ads write it. */
export const formatLakhs = (value: number) =>
  `₹${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })} LPA`;
