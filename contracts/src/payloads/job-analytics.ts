import { z } from 'zod/mini';
import { RECRUITER_JOB_STATUSES } from '../vocabularies/jobs';
import { JOB_ANALYTICS_RANGES } from '../vocabularies/job-analytics';
import { count, isoDateTime, objectId, someText } from './common';

/*
 * Job analytics as the API sends them (docs/product/recruiter-tools-and-workspace.md#job-analytics):
 * a recruiter's views, applies, apply rate and applications by status over the last 30 or 90 days,
 * per job and in total, with a per-day series of views and applies.
 */

/** A day as analytics name it: `YYYY-MM-DD` (UTC). */
export const analyticsDaySchema = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** One day of the series: the views and the applications of that day. */
export const jobAnalyticsDaySchema = z.object({
  date: analyticsDaySchema,
  views: count,
  applies: count,
});
export type JobAnalyticsDay = z.infer<typeof jobAnalyticsDaySchema>;

/** The applications of the period by their status now. */
export const applicationsByStatusSchema = z.object({
  applied: count,
  under_review: count,
  interview: count,
  accepted: count,
  rejected: count,
});
export type ApplicationsByStatus = z.infer<typeof applicationsByStatusSchema>;

/**
 * A period's figures: views (once per viewer per day; a recruiter's views of their own job are not
 * counted), applies (applications made in the period), the apply rate (applies per 100 views, one
 * decimal; null without views) and those applications by their status now.
 */
export const jobAnalyticsFiguresSchema = z.object({
  views: count,
  applies: count,
  apply_rate: z.nullable(z.number().check(z.nonnegative())),
  by_status: applicationsByStatusSchema,
});
export type JobAnalyticsFigures = z.infer<typeof jobAnalyticsFiguresSchema>;

/** One of the recruiter's jobs with its figures for the period. */
export const jobAnalyticsJobSchema = z.extend(jobAnalyticsFiguresSchema, {
  job_id: objectId,
  job_title: someText,
  status: z.enum(RECRUITER_JOB_STATUSES),
  posted_at: isoDateTime,
});
export type JobAnalyticsJob = z.infer<typeof jobAnalyticsJobSchema>;

/**
 * GET /api/recruiter/job-analytics?range=30|90[&job=<id>]: the period (`from`..`to`, both days
 * included, `range` days), `job_id` the chosen job (null: all the recruiter's jobs), `totals` and
 * `days` (every day of the period, oldest first, zero-filled) for the choice, and `jobs` every one
 * of the recruiter's jobs with its own figures, newest first.
 */
export const jobAnalyticsSchema = z.object({
  range: z.union([z.literal(JOB_ANALYTICS_RANGES[0]), z.literal(JOB_ANALYTICS_RANGES[1])]),
  from: analyticsDaySchema,
  to: analyticsDaySchema,
  job_id: z.nullable(objectId),
  totals: jobAnalyticsFiguresSchema,
  days: z.array(jobAnalyticsDaySchema),
  jobs: z.array(jobAnalyticsJobSchema),
});
export type JobAnalytics = z.infer<typeof jobAnalyticsSchema>;
