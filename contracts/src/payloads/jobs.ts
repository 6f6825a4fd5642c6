import { z } from 'zod/mini';
import {
  EMPLOYMENT_TYPES,
  INDUSTRY_VALUES,
  JOB_TYPES,
  QUALIFICATIONS,
  WORK_MODES,
} from '../vocabularies/jobs';
import { count, isoDateTime, objectId, someText } from './common';

/*
 * Jobs as the API sends them to seekers (ADR 009, docs/product/jobs-search-and-details.md): the
 * job, a page of jobs, the filter groups, the seeker's saved jobs and job ids.
 */

const lakhs = z.number().check(z.nonnegative());
const years = z.number().check(z.nonnegative());

/** `skill_match` (ADR 009): the job's skills split by the logged-in seeker's. */
export const skillMatchSchema = z.object({
  matched: z.array(z.string()),
  missing: z.array(z.string()),
});
export type SkillMatch = z.infer<typeof skillMatchSchema>;

/**
 * A job as the API sends it (docs/product/data-model.md#jobs; ids as text, dates as ISO text).
 * Every vocabulary field is a member of its vocabulary; fields a job may lack are left out, never
 * null. `rating` and `reviews` are its company's reviews (none without reviews); `skill_match`
 * comes only to a seeker whose profile lists skills.
 */
export const jobSchema = z.object({
  id: objectId,
  job_title: someText,
  company: someText,
  company_id: z.optional(objectId),
  location: someText,
  min_salary: z.optional(lakhs),
  max_salary: z.optional(lakhs),
  job_type: z.optional(z.enum(JOB_TYPES)),
  employment_category: z.optional(z.enum(EMPLOYMENT_TYPES)),
  work_mode: z.optional(z.enum(WORK_MODES)),
  min_experience: z.optional(years),
  max_experience: z.optional(years),
  industry: z.optional(z.enum(INDUSTRY_VALUES)),
  role: z.optional(z.string()),
  department: z.optional(z.string()),
  qualification: z.optional(z.enum(QUALIFICATIONS)),
  vacancies: z.optional(z.number().check(z.int(), z.minimum(1))),
  skills: z.array(someText),
  job_description: z.optional(z.string()),
  candidate_profile: z.optional(z.string()),
  requirements: z.optional(z.string()),
  perks: z.optional(z.string()),
  about_company: z.optional(z.string()),
  company_description: z.optional(z.string()),
  recruiter_id: z.optional(objectId),
  is_active: z.boolean(),
  created_at: isoDateTime,
  expiry_date: z.optional(isoDateTime),
  rating: z.optional(z.number().check(z.minimum(1), z.maximum(5))),
  reviews: z.optional(count),
  skill_match: z.optional(skillMatchSchema),
  /**
   * "Usually responds within N days": the median days (rounded up) its recruiter account took to
   * a first status change, present only when the account earned the badge
   * (docs/product/notifications-and-alerts.md "Responsiveness").
   */
  responds_within_days: z.optional(z.number().check(z.int(), z.minimum(1), z.maximum(7))),
});
export type Job = z.infer<typeof jobSchema>;

/** `GET /api/jobs`: one page of open jobs matching the search, newest first. */
export const jobsPageSchema = z.object({
  jobs: z.array(jobSchema),
  total: count,
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
});
export type JobsPage = z.infer<typeof jobsPageSchema>;

/** One value of a filter group with the number of open jobs that have it. */
export const filterOptionSchema = z.object({ value: someText, count });
export type FilterOption = z.infer<typeof filterOptionSchema>;

const filterGroup = z.array(filterOptionSchema);

/** `GET /api/jobs/filters`: every filter group's values over the open jobs (ADR 009). */
export const jobFiltersSchema = z.object({
  experience: filterGroup,
  salary: filterGroup,
  locations: filterGroup,
  workModes: filterGroup,
  industries: filterGroup,
  roles: filterGroup,
  departments: filterGroup,
});
export type JobFilters = z.infer<typeof jobFiltersSchema>;

/** `GET /api/user-applications` and `GET /api/user-saved-jobs`: the ids of the seeker's jobs. */
export const jobIdsSchema = z.object({ job_ids: z.array(objectId) });
export type JobIds = z.infer<typeof jobIdsSchema>;

/** A saved job: the job, closed or not, with when the seeker saved it. */
export const savedJobSchema = z.extend(jobSchema, { saved_at: isoDateTime });
export type SavedJob = z.infer<typeof savedJobSchema>;

/** `GET /api/saved-jobs`: the seeker's saved jobs, most recently saved first. */
export const savedJobsSchema = z.object({ jobs: z.array(savedJobSchema) });
export type SavedJobs = z.infer<typeof savedJobsSchema>;
