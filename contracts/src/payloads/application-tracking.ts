import { z } from 'zod/mini';
import { APPLICATION_STATUS_VALUES } from '../vocabularies/applications';
import { count, isoDateTime, objectId, someText } from './common';

/*
 * A recruiter's application tracking as the API sends it (docs/product/applications-and-tracking.md#recruiters):
 * one row per application to the recruiter's jobs, newest first.
 */

/**
 * One application: who applied (the profile's name, else the account's; experience in years and
 * location null when the profile lacks them), to which job, when, and its status now.
 */
export const trackedApplicationSchema = z.object({
  id: objectId,
  job: z.object({ id: objectId, title: someText }),
  user_id: objectId,
  applicant: z.object({
    full_name: z.nullable(z.string()),
    experience: z.nullable(z.number()),
    location: z.nullable(z.string()),
  }),
  applied_at: isoDateTime,
  status: z.enum(APPLICATION_STATUS_VALUES),
});
export type TrackedApplication = z.infer<typeof trackedApplicationSchema>;

/**
 * `GET /api/recruiter/applications?job&status&page`: one page of the matching applications, newest
 * first; `total` counts them all (every page).
 */
export const recruiterApplicationsSchema = z.object({
  total: count,
  page: z.number().check(z.int(), z.minimum(1)),
  page_size: z.number().check(z.int(), z.minimum(1)),
  applications: z.array(trackedApplicationSchema),
});
export type RecruiterApplications = z.infer<typeof recruiterApplicationsSchema>;
