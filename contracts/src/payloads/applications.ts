import { z } from 'zod/mini';
import { APPLICATION_STATUS_VALUES } from '../vocabularies/applications';
import { isoDateTime, objectId } from './common';

/*
 * Applications as the seeker sees them (ADR 009 `Application`,
 * docs/product/applications-and-tracking.md): each with its job's title, company and location and
 * its history of statuses.
 */

const status = z.enum(APPLICATION_STATUS_VALUES);

/**
 * One step of an application's history: the status it got and when; `screened_out` true on the
 * `rejected` step the job's pre-screening criteria made on applying (shown "Not selected").
 */
export const applicationStepSchema = z.object({
  status,
  at: isoDateTime,
  screened_out: z.optional(z.boolean()),
});
export type ApplicationStep = z.infer<typeof applicationStepSchema>;

/**
 * A seeker's application; `job_title`, `company` and `location` are null when the job no longer
 * exists. The history starts with `applied`, oldest first.
 */
export const seekerApplicationSchema = z.object({
  id: objectId,
  job_id: objectId,
  job_title: z.nullable(z.string()),
  company: z.nullable(z.string()),
  location: z.nullable(z.string()),
  status,
  /**
   * True while the application stays `rejected` by the job's pre-screening criteria (the seeker
   * reads "Not selected", never the reason); false or absent otherwise.
   */
  screened_out: z.optional(z.boolean()),
  applied_at: isoDateTime,
  updated_at: isoDateTime,
  history: z
    .array(applicationStepSchema)
    .check(z.refine((history) => history[0]?.status === 'applied', 'history starts with applied')),
});
export type SeekerApplication = z.infer<typeof seekerApplicationSchema>;

/** `GET /api/applications`: the seeker's applications, newest first. */
export const seekerApplicationsSchema = z.object({
  applications: z.array(seekerApplicationSchema),
});
export type SeekerApplications = z.infer<typeof seekerApplicationsSchema>;

/** `POST /api/apply-job`: 201 with the new application, 200 with the one already there. */
export const appliedSchema = z.object({
  success: z.literal(true),
  application: seekerApplicationSchema,
});
export type Applied = z.infer<typeof appliedSchema>;
