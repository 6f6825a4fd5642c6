import { z } from 'zod';
import { APPLICATION_STATUS_VALUES } from './vocabularies/applications';
import {
  APPLICANT_SORT_VALUES,
  DEFAULT_APPLICANT_SORT,
  PIPELINE_LIMITS as LIMITS,
} from './vocabularies/pipeline';
import {
  bodyError,
  inputText,
  pageParameter,
  queryError,
  requiredText,
  uniqueIgnoringCase,
  withoutBlankValues,
} from './text';

export * from './vocabularies/pipeline';
export * from './payloads/pipeline';

/*
 * The applicant pipeline's queries and bodies (docs/product/recruiter-jobs-and-responses.md#manage-responses,
 * ADR 011): a job's applicants filtered, sorted, searched and paged; one status for many
 * applicants; the account's notes and tags on an applicant. Each problem in words.
 */

const statusChoice = z.enum(
  APPLICATION_STATUS_VALUES,
  `Status must be one of: ${APPLICATION_STATUS_VALUES.join(', ')}`,
);

/**
 * `GET /api/job-applications/{jobId}/applicants` query: `status` one of the statuses (else all),
 * `sort` applied (newest first, the default), experience (most first) or match (best skill match
 * first), `q` a name or a skill (case-insensitive, part of a word is enough), `meets` 1 for the applicants
 * meeting the job's pre-screening criteria only (0 for those who do not), `page` from 1.
 */
export const applicantsQuerySchema = z.preprocess(
  withoutBlankValues,
  z.strictObject(
    {
      status: statusChoice.optional(),
      sort: z
        .enum(APPLICANT_SORT_VALUES, `Sort must be one of: ${APPLICANT_SORT_VALUES.join(', ')}`)
        .default(DEFAULT_APPLICANT_SORT),
      q: inputText('Search text', { max: LIMITS.search }).optional(),
      meets: z
        .enum(['1', '0'], 'meets must be 1 (meeting the criteria) or 0 (not meeting them)')
        .transform((value) => value === '1')
        .optional(),
      page: pageParameter(LIMITS.maxPage),
    },
    { error: queryError },
  ),
);
export type ApplicantsQueryInput = z.input<typeof applicantsQuerySchema>;
export type ApplicantsQuery = z.output<typeof applicantsQuerySchema>;

const userId = z
  .string('Each user id must be text')
  .regex(/^[0-9a-f]{24}$/i, 'Each user id must be 24 hexadecimal digits');

/**
 * `PATCH /api/job-applications/{jobId}/status` body: `{ user_ids, status }`, 1 to 100 applicants
 * (repeats counted once) moved to one status.
 */
export const bulkStatusBodySchema = z.strictObject(
  {
    user_ids: z
      .array(userId, 'user_ids must be a list of user ids')
      .min(1, 'Choose at least one applicant')
      .max(LIMITS.bulk, `Change at most ${LIMITS.bulk} applicants at once`)
      .transform((ids) => [...new Set(ids.map((id) => id.toLowerCase()))]),
    status: statusChoice,
  },
  { error: bodyError },
);
export type BulkStatusBodyInput = z.input<typeof bulkStatusBodySchema>;
export type BulkStatusBody = z.output<typeof bulkStatusBodySchema>;

/** `POST /api/job-applications/{jobId}/{userId}/notes` body: `{ text }`, 1–1000 characters. */
export const applicantNoteBodySchema = z.strictObject(
  { text: requiredText('Note', LIMITS.note, { multiline: true }) },
  { error: bodyError },
);
export type ApplicantNoteBody = z.output<typeof applicantNoteBodySchema>;

/**
 * `PUT /api/job-applications/{jobId}/{userId}/tags` body: `{ tags }`, the applicant's whole set of
 * tags (at most 10, each 1–30 characters, kept once whatever their case); `[]` clears them.
 */
export const applicantTagsBodySchema = z.strictObject(
  {
    tags: z
      .array(requiredText('Each tag', LIMITS.tag), 'Tags must be a list')
      .transform((tags) => uniqueIgnoringCase(tags))
      .pipe(z.array(z.string()).max(LIMITS.tags, `At most ${LIMITS.tags} tags`)),
  },
  { error: bodyError },
);
export type ApplicantTagsBody = z.output<typeof applicantTagsBodySchema>;
