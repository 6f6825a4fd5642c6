import {
  salaryInsightsSchema,
  type SalaryFigures,
  type SalaryGroup,
  type SalaryInsights,
  type SalarySource,
} from '@rozgar/contracts/payloads/salary';
import type { SalaryGrouping } from '@rozgar/contracts/vocabularies';
import { apiFetch } from '@rozgar/design-system';

/** `GET /api/salary-insights`'s payload and groupings: the contracts'. */
export type { SalaryFigures, SalaryGroup, SalaryGrouping, SalaryInsights, SalarySource };

/** Which salaries a row is: posted by employers on open jobs, or contributed by employees. */
export const SALARY_SOURCE_LABELS: Record<SalarySource, string> = {
  posted: 'Posted',
  contributed: 'Contributed',
};

/** The row's name with its source when contributed: "Data Analyst (contributed)". */
export const groupTitle = (group: SalaryGroup) =>
  group.source === 'contributed' ? `${group.name} (contributed)` : group.name;

/** How many salaries are behind a row: its jobs or its contributions. */
export const salaryCount = (group: SalaryGroup) =>
  group.source === 'contributed' ? group.contributedCount : group.jobCount;

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
