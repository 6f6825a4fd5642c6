import type { SalaryFigures, SalaryGrouping, SalaryInsights } from '@rozgar/contracts';
import type { PipelineStage } from 'mongoose';
import { Job } from '../models/job.server';
import { openJobsFilter } from './jobs.server';

export interface SalaryInsightsRequest {
  /** Part of a job title (by role) or a company name (by company); empty: every open job. */
  q: string;
  by: SalaryGrouping;
  now?: Date;
}

export const SALARY_GROUP_LIMIT = 12;
const GROUP_FIELD: Record<SalaryGrouping, string> = { role: 'job_title', company: 'company' };

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export function median(values: readonly number[]): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? sorted[middle]!
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

interface SalaryPair {
  lo: number;
  hi: number;
}

function figures(pairs: readonly SalaryPair[]): SalaryFigures {
  return {
    jobCount: pairs.length,
    minLakhs: oneDecimal(Math.min(...pairs.map((pair) => pair.lo))),
    medianLakhs: oneDecimal(median(pairs.map((pair) => (pair.lo + pair.hi) / 2))),
    maxLakhs: oneDecimal(Math.max(...pairs.map((pair) => pair.hi))),
  };
}

/**
 * Salaries of open jobs (active, not expired, with both salary bounds) whose title (by role) or
 * company (by company) contains `q`, case-insensitively: per group and overall, the largest
 * groups first. `GET /api/salary-insights?q=&by=`.
 */
export async function salaryInsights({
  q,
  by,
  now = new Date(),
}: SalaryInsightsRequest): Promise<SalaryInsights> {
  const field = GROUP_FIELD[by];
  const match: Record<string, unknown> = {
    ...openJobsFilter(now),
    min_salary: { $gte: 0 },
    max_salary: { $gte: 0 },
  };
  const query = q.trim();
  if (query) match[field] = { $regex: escapeRegExp(query), $options: 'i' };
  const pipeline: PipelineStage[] = [
    { $match: match },
    {
      $group: {
        _id: `$${field}`,
        salaries: { $push: { lo: '$min_salary', hi: '$max_salary' } },
      },
    },
  ];
  const groups = await Job.aggregate<{ _id: string; salaries: SalaryPair[] }>(pipeline);
  const all = groups.flatMap((group) => group.salaries);
  return {
    query,
    by,
    overall: all.length > 0 ? figures(all) : null,
    groups: groups
      .map((group) => ({ name: String(group._id), ...figures(group.salaries) }))
      .sort((a, b) => b.jobCount - a.jobCount || a.name.localeCompare(b.name))
      .slice(0, SALARY_GROUP_LIMIT),
  };
}
