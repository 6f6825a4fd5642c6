import { z } from 'zod';
import { APPLICATION_STATUS_VALUES } from './vocabularies/applications';
import { PIPELINE_LIMITS as LIMITS } from './vocabularies/pipeline';
import { pageParameter, queryError, withoutBlankValues } from './text';

export * from './payloads/application-tracking';

/*
 * A recruiter's application tracking (docs/product/applications-and-tracking.md#recruiters): every
 * application to the recruiter's jobs in one list, filtered by job and status, newest first, paged.
 */

/**
 * `GET /api/recruiter/applications` query: `job` one of the recruiter's jobs (else all of them; an
 * unknown id is 404, another recruiter's 403, as on every per-job route), `status` one of the
 * statuses (else all), `page` from 1.
 */
export const recruiterApplicationsQuerySchema = z.preprocess(
  withoutBlankValues,
  z.strictObject(
    {
      job: z.string('Job must be a job id').trim().max(100, 'Job must be a job id').optional(),
      status: z
        .enum(
          APPLICATION_STATUS_VALUES,
          `Status must be one of: ${APPLICATION_STATUS_VALUES.join(', ')}`,
        )
        .optional(),
      page: pageParameter(LIMITS.maxPage),
    },
    { error: queryError },
  ),
);
export type RecruiterApplicationsQueryInput = z.input<typeof recruiterApplicationsQuerySchema>;
export type RecruiterApplicationsQuery = z.output<typeof recruiterApplicationsQuerySchema>;
