import { z } from 'zod';
import { APPLICATION_STATUS_VALUES } from './vocabularies/applications';

export * from './vocabularies/applications';

/*
 * Applications: the statuses a recruiter sets (docs/product/recruiter-jobs-and-responses.md, ADR 009), with the label each side
 * shows: recruiters see their own words, seekers the tracking page's (docs/product/applications-and-tracking.md).
 */

export const applicationStatusSchema = z.enum(APPLICATION_STATUS_VALUES);

const id = z.string().regex(/^[0-9a-f]{24}$/i);
const when = z.union([z.iso.datetime({ offset: true }), z.date()]);

/** An application as stored: one per seeker and job, its history oldest first from `applied`. */
export const storedApplicationSchema = z.looseObject({
  id,
  user_id: id,
  job_id: id,
  status: applicationStatusSchema,
  history: z
    .array(z.object({ status: applicationStatusSchema, at: when }))
    .refine((history) => history[0]?.status === 'applied', 'history starts with applied'),
  applied_at: when,
  updated_at: when,
});

/** A job a seeker saved for later: one row per seeker and job. */
export const storedSavedJobSchema = z.looseObject({ id, user_id: id, job_id: id, saved_at: when });
