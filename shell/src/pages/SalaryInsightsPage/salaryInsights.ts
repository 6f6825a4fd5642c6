import {
  salaryInsightsSchema,
  type SalaryFigures,
  type SalaryGroup,
  type SalaryInsights,
} from '@rozgar/contracts/payloads/salary';
import type { SalaryGrouping } from '@rozgar/contracts/vocabularies';
import { apiFetch } from '@rozgar/design-system';

/** `GET /api/salary-insights`'s payload and groupings: the contracts'. */
export type { SalaryFigures, SalaryGroup, SalaryGrouping, SalaryInsights };

/** `GET /api/salary-insights?q=&by=`: salaries of open jobs per role or company, in lakhs. */
export async function fetchSalaryInsights(
  q: string,
  by: SalaryGrouping,
  signal?: AbortSignal,
): Promise<SalaryInsights> {
  const params = new URLSearchParams({ q, by });
  return salaryInsightsSchema.parse(await apiFetch(`/api/salary-insights?${params}`, { signal }));
}

/** "12.5 LPA" — lakhs per annum, as Indian job ads write it. */
export const formatLakhs = (value: number) =>
  `₹${value.toLocaleString('en-IN', { maximumFractionDigits: 1 })} LPA`;
