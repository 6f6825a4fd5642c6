import type { SalaryFigures, SalaryGrouping, SalaryInsights } from '@rozgar/contracts';
import { Job } from '../models/job.server';
import { SalaryContribution } from '../models/salary-contribution.server';
import { openJobsFilter } from './jobs.server';

export interface SalaryInsightsRequest {
  /** Part of a job title or designation (by role) or a company name (by company); empty: all. */
  q: string;
  by: SalaryGrouping;
  now?: Date;
}

/** The most roles or companies shown (each with a posted and a contributed row at most). */
export const SALARY_GROUP_LIMIT = 12;
const JOB_FIELD: Record<SalaryGrouping, string> = { role: 'job_title', company: 'company' };
const CONTRIBUTED_FIELD: Record<SalaryGrouping, string> = {
  role: 'designation',
  company: 'company',
};

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

/** A salary: a job's posted range, or a contributed salary (lo = hi). */
interface SalaryPair {
  lo: number;
  hi: number;
}

interface Salaries {
  posted: SalaryPair[];
  contributed: SalaryPair[];
}

function figures({ posted, contributed }: Salaries): SalaryFigures {
  const pairs = [...posted, ...contributed];
  return {
    jobCount: posted.length,
    contributedCount: contributed.length,
    minLakhs: oneDecimal(Math.min(...pairs.map((pair) => pair.lo))),
    medianLakhs: oneDecimal(median(pairs.map((pair) => (pair.lo + pair.hi) / 2))),
    maxLakhs: oneDecimal(Math.max(...pairs.map((pair) => pair.hi))),
  };
}

type Group = { _id: string; salaries: SalaryPair[] };

const containing = (query: string) =>
  query ? { $regex: escapeRegExp(query), $options: 'i' } : undefined;

/**
 * Salaries of open jobs (active, not expired, with both salary bounds) whose title (by role) or
 * company (by company) contains `q`, case-insensitively, and the contributed salaries whose
 * designation or company does (docs/product/community-and-reviews.md, "Contribute salary"):
 * overall, both together, and per role or company, its posted and its contributed salaries in rows
 * of their own, labelled by `source` — the roles or companies with the most salaries first.
 * A role is matched across the two sources ignoring case. `GET /api/salary-insights?q=&by=`.
 */
export async function salaryInsights({
  q,
  by,
  now = new Date(),
}: SalaryInsightsRequest): Promise<SalaryInsights> {
  const query = q.trim();
  const pattern = containing(query);
  const jobMatch: Record<string, unknown> = {
    ...openJobsFilter(now),
    min_salary: { $gte: 0 },
    max_salary: { $gte: 0 },
  };
  if (pattern) jobMatch[JOB_FIELD[by]] = pattern;
  const contributedMatch: Record<string, unknown> = {};
  if (pattern) contributedMatch[CONTRIBUTED_FIELD[by]] = pattern;
  const [postedGroups, contributedGroups] = await Promise.all([
    Job.aggregate<Group>([
      { $match: jobMatch },
      {
        $group: {
          _id: `$${JOB_FIELD[by]}`,
          salaries: { $push: { lo: '$min_salary', hi: '$max_salary' } },
        },
      },
    ]),
    SalaryContribution.aggregate<Group>([
      { $match: contributedMatch },
      {
        $group: {
          _id: `$${CONTRIBUTED_FIELD[by]}`,
          salaries: { $push: { lo: '$annual_salary_lakhs', hi: '$annual_salary_lakhs' } },
        },
      },
    ]),
  ]);

  // One entry per role or company, ignoring case; named as a posting (else a contributor) wrote it.
  const byName = new Map<string, { name: string } & Salaries>();
  const add = (groups: Group[], source: keyof Salaries) => {
    for (const group of groups) {
      const name = String(group._id).trim();
      const key = name.toLowerCase();
      const entry = byName.get(key) ?? { name, posted: [], contributed: [] };
      entry[source].push(...group.salaries);
      byName.set(key, entry);
    }
  };
  add(postedGroups, 'posted');
  add(contributedGroups, 'contributed');
  const entries = [...byName.values()];
  const total = (entry: Salaries) => entry.posted.length + entry.contributed.length;
  const all: Salaries = {
    posted: entries.flatMap((entry) => entry.posted),
    contributed: entries.flatMap((entry) => entry.contributed),
  };
  return {
    query,
    by,
    overall: total(all) > 0 ? figures(all) : null,
    groups: entries
      .sort((a, b) => total(b) - total(a) || a.name.localeCompare(b.name))
      .slice(0, SALARY_GROUP_LIMIT)
      .flatMap((entry) => [
        ...(entry.posted.length
          ? [
              {
                name: entry.name,
                source: 'posted' as const,
                ...figures({ ...entry, contributed: [] }),
              },
            ]
          : []),
        ...(entry.contributed.length
          ? [
              {
                name: entry.name,
                source: 'contributed' as const,
                ...figures({ ...entry, posted: [] }),
              },
            ]
          : []),
      ]),
  };
}
