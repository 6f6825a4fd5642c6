import { z } from 'zod';
import { DEFAULT_JOB_ANALYTICS_RANGE, JOB_ANALYTICS_RANGES } from './vocabularies/job-analytics';
import { queryError } from './text';

export * from './vocabularies/job-analytics';
export * from './payloads/job-analytics';

/*
 * Job analytics' query (docs/product/recruiter-tools-and-workspace.md#job-analytics): the period
 * and, optionally, one of the recruiter's jobs.
 */

const RANGE_MESSAGE = `Range must be one of: ${JOB_ANALYTICS_RANGES.join(', ')} days`;

/**
 * `GET /api/recruiter/job-analytics` query: `range` 30 or 90 (days, 30 when left out or blank),
 * `job` one job's id (all the recruiter's jobs when left out or blank). Other parameters are refused.
 */
export const jobAnalyticsQuerySchema = z.strictObject(
  {
    range: z.preprocess(
      (value) =>
        value === undefined || value === ''
          ? DEFAULT_JOB_ANALYTICS_RANGE
          : typeof value === 'string' && /^\d+$/.test(value)
            ? Number(value)
            : value,
      z.union([z.literal(JOB_ANALYTICS_RANGES[0]), z.literal(JOB_ANALYTICS_RANGES[1])], {
        error: RANGE_MESSAGE,
      }),
    ),
    job: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string('Job must be a job id')
        .regex(/^[0-9a-f]{24}$/i, 'Job must be a job id')
        .transform((id) => id.toLowerCase())
        .optional(),
    ),
  },
  { error: queryError },
);
export type JobAnalyticsQueryInput = z.input<typeof jobAnalyticsQuerySchema>;
export type JobAnalyticsQuery = z.output<typeof jobAnalyticsQuerySchema>;

const DAY_TEXT = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A stored `job_views` row (docs/product/data-model.md#job_views): one viewer of a job on one UTC
 * day, `user:<id>` or `anon:<the viewer cookie's random id>` — never an address.
 */
export const storedJobViewSchema = z.strictObject({
  _id: z.unknown(),
  job_id: z.unknown(),
  day: z.string().regex(DAY_TEXT),
  viewer: z
    .string()
    .regex(
      /^(user:[0-9a-f]{24}|anon:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/,
    ),
  at: z.date(),
});

/** A stored `job_view_days` row (docs/product/data-model.md#job_view_days): a day's distinct viewers. */
export const storedJobViewDaySchema = z.strictObject({
  _id: z.unknown(),
  job_id: z.unknown(),
  day: z.string().regex(DAY_TEXT),
  views: z.number().int().min(0),
});
