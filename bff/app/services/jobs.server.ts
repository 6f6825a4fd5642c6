import mongoose from 'mongoose';
import { z } from 'zod';
import type { SessionUser } from '../lib/load-context.server';
import { inputText } from '../lib/validation.server';
import { Job } from '../models/job.server';
import { jobJson } from '../models/job-json.server';
import { withCompanyRatings } from './company-ratings.server';
import { withResponsiveness } from './responsiveness.server';
import { findJobsPage, jobOrderOf } from './job-order.server';
import { openJobsInstant } from './open-jobs-instant.server';
import { UserDetails } from '../models/user-details.server';
import {
  isSingleWord,
  jobSearchFilter,
  openJobsFilter,
  queryMatchOf,
  type QueryMatch,
  type JobSearchQuery,
} from './job-search.server';

export { openJobsFilter };

export const JOB_NOT_FOUND = 'Job not found';

/** `{ job_id }`, the body of the seeker's job actions (apply, save, remove saved). */
export const jobActionSchema = z.object({
  job_id: inputText('job_id', {
    max: 24,
    notText: 'job_id is required',
    tooLong: 'Not a valid job id',
  }).regex(/^[0-9a-fA-F]{24}$/, 'Not a valid job id'),
});

/** `skill_match` of a job for one seeker: the job's skills split by the seeker's (ADR 009). */
export interface SkillMatch {
  matched: string[];
  missing: string[];
}

/**
 * The skills of the caller when they are a seeker whose profile lists some (lower-cased), else
 * null: a recruiter, a visitor and a seeker without skills get no `skill_match`.
 */
export async function viewerSkills(user: SessionUser | null): Promise<Set<string> | null> {
  if (!user || user.role === 'Recruiter' || !mongoose.isValidObjectId(user.id)) return null;
  const details = await UserDetails.findOne({ user_id: user.id }, { skills: 1 }).lean<{
    skills?: string[];
  }>();
  const skills = (details?.skills ?? [])
    .map((skill) => skill.trim().toLowerCase())
    .filter((skill) => skill.length > 0);
  return skills.length > 0 ? new Set(skills) : null;
}

/** The job's skills split by the seeker's, case-insensitively, each in the job's own spelling. */
export function skillMatch(jobSkills: readonly string[], seekerSkills: Set<string>): SkillMatch {
  const matched: string[] = [];
  const missing: string[] = [];
  for (const skill of jobSkills)
    (seekerSkills.has(skill.trim().toLowerCase()) ? matched : missing).push(skill);
  return { matched, missing };
}

type JobJson = Record<string, unknown> & { skills?: string[] };

function withSkillMatch(job: JobJson, seekerSkills: Set<string> | null): JobJson {
  return seekerSkills ? { ...job, skill_match: skillMatch(job.skills ?? [], seekerSkills) } : job;
}

export interface JobListOptions {
  now?: Date;
  /** The seeker's skills (see `viewerSkills`): each job then carries `skill_match`. */
  seekerSkills?: Set<string> | null;
}

/**
 * One page of the open jobs matching the search with their total count, in the order asked
 * (`jobOrderOf`: relevance, newest or salary; ADR 023). A single word
 * the text index does not find (a prefix as one types) is looked for inside titles, companies
 * and skills instead.
 */
export async function listOpenJobs(
  query: JobSearchQuery,
  { now = new Date(), seekerSkills = null }: JobListOptions = {},
) {
  const { page, pageSize } = query;
  // The same open jobs as at `now`, at an instant shared with other requests (one filter per
  // search for the database to match once: open-jobs-instant.server.ts).
  const openAt = await openJobsInstant(now);
  const pageOf = async (match: QueryMatch) => {
    const filter = jobSearchFilter(query, openAt, match);
    const order = jobOrderOf(query, match, seekerSkills);
    return Promise.all([
      findJobsPage(filter, order, { page, pageSize, seekerSkills }),
      Job.countDocuments(filter),
    ]);
  };
  const match = query.q ? queryMatchOf(query.q) : 'contains';
  let [jobs, total] = await pageOf(match);
  if (total === 0 && match === 'text' && query.q && isSingleWord(query.q))
    [jobs, total] = await pageOf('contains');
  return {
    jobs: await withResponsiveness(
      await withCompanyRatings(jobs.map((job) => withSkillMatch(job, seekerSkills))),
      now,
    ),
    total,
    page,
    pageSize,
  };
}

/** One job by id (open or not: a saved or applied job stays readable), or null. */
export async function findJob(id: string, seekerSkills: Set<string> | null = null) {
  if (!mongoose.isValidObjectId(id)) return null;
  const job = await Job.findById(id).lean<Record<string, unknown>>();
  if (!job) return null;
  const [rated] = await withResponsiveness(
    await withCompanyRatings([withSkillMatch(jobJson(job), seekerSkills)]),
  );
  return rated!;
}

/** The counts of `GET /api/jobs/filters`: job-facets.server.ts (ADR 027). */
export { jobFilterFacets, type FacetCount } from './job-facets.server';
