import { z } from 'zod';
import { APPLICATION_STATUS_VALUES } from './vocabularies/applications';
import { PIPELINE_LIMITS as LIMITS } from './vocabularies/pipeline';

export * from './payloads/application-tracking';

/*
 * A recruiter's application tracking (docs/product/applications-and-tracking.md#recruiters): every
 * application to the recruiter's jobs in one list, filtered by job and status, newest first, paged.
 */

const unknownParameters: z.core.$ZodErrorMap = (issue) =>
  issue.code === 'unrecognized_keys'
    ? `Unknown query parameter${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.join(', ')}`
    : undefined;

/** An empty parameter (`?job=&status=`) means "no filter", as if it were left out. */
function withoutBlankValues(query: unknown) {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return query;
  return Object.fromEntries(
    Object.entries(query).filter(
      ([, value]) => !(typeof value === 'string' && value.trim() === ''),
    ),
  );
}

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
      page: z.coerce
        .number('Page must be a whole number')
        .int('Page must be a whole number')
        .min(1, 'Page must be at least 1')
        .max(LIMITS.maxPage, `Page must be at most ${LIMITS.maxPage}`)
        .default(1),
    },
    { error: unknownParameters },
  ),
);
export type RecruiterApplicationsQueryInput = z.input<typeof recruiterApplicationsQuerySchema>;
export type RecruiterApplicationsQuery = z.output<typeof recruiterApplicationsQuerySchema>;
