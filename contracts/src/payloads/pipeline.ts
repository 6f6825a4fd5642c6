import { z } from 'zod/mini';
import { APPLICATION_STATUS_VALUES } from '../vocabularies/applications';
import { PIPELINE_LIMITS } from '../vocabularies/pipeline';
import { RESUME_TYPES } from '../vocabularies/uploads';
import { count, isoDateTime, objectId, someText } from './common';
import { applicantScreeningSchema } from './prescreening';
import { recruiterJobSchema } from './recruiter-jobs';

/*
 * The applicant pipeline as the API sends it (docs/product/recruiter-jobs-and-responses.md#manage-responses,
 * ADR 011): a job's applicants with counts per status, one applicant's card, a bulk status change's
 * outcome, the account's notes and tags, and a resume's text with the job's skills to highlight.
 */

const status = z.enum(APPLICATION_STATUS_VALUES);

/** How many of the job's applications have each status (all of the job's, whatever the filter). */
export const applicantCountsSchema = z.object({
  all: count,
  applied: count,
  under_review: count,
  interview: count,
  accepted: count,
  rejected: count,
});
export type ApplicantCounts = z.infer<typeof applicantCountsSchema>;

/** A note the recruiter's account keeps on an applicant; never sent to the seeker. */
export const applicantNoteSchema = z.object({
  id: objectId,
  text: someText,
  at: isoDateTime,
  /** Who wrote it (the account user's name), null when unknown. */
  author: z.nullable(z.string()),
});
export type ApplicantNote = z.infer<typeof applicantNoteSchema>;

/**
 * The applicant's resume: `link` downloads it (attachment); `inline_link` shows a PDF in the page
 * (null for DOC/DOCX); `text_link` answers the text read from it with the job's skills.
 */
export const applicantResumeSchema = z.object({
  filename: someText,
  content_type: z.enum(Object.values(RESUME_TYPES)),
  link: someText,
  inline_link: z.nullable(someText),
  text_link: someText,
});
export type ApplicantResume = z.infer<typeof applicantResumeSchema>;

/**
 * One applicant card. The profile's fields are null when it lacks them (`full_name` and `email`
 * fall back to the account's); `expected_salary` is in lakhs per annum. `skill_match` splits the
 * job's skills by the applicant's, `score` the share matched in percent (0 when the job lists none).
 */
export const pipelineApplicantSchema = z.object({
  id: objectId,
  job_id: objectId,
  user_id: objectId,
  status,
  applied_at: isoDateTime,
  updated_at: isoDateTime,
  applicant: z.object({
    full_name: z.nullable(z.string()),
    email: z.nullable(z.string()),
    phone: z.nullable(z.string()),
    location: z.nullable(z.string()),
    current_company: z.nullable(z.string()),
    current_role: z.nullable(z.string()),
    education: z.nullable(z.string()),
    experience: z.nullable(z.number()),
    expected_salary: z.nullable(z.number()),
    notice_period: z.nullable(z.string()),
    skills: z.array(z.string()),
  }),
  skill_match: z.object({
    matched: z.array(z.string()),
    missing: z.array(z.string()),
    score: z.number().check(z.int(), z.minimum(0), z.maximum(100)),
  }),
  resume: z.nullable(applicantResumeSchema),
  notes: z.array(applicantNoteSchema),
  tags: z.array(someText),
  /** Pre-screening: answers, meets_criteria, unmet_criteria, rejection_reason (./prescreening). */
  ...applicantScreeningSchema.shape,
});
export type PipelineApplicant = z.infer<typeof pipelineApplicantSchema>;

/**
 * GET /api/job-applications/{jobId}/{userId}: one applicant of the recruiter's own job, with the
 * same card the applicants list shows (pre-screening answers, meets_criteria, unmet criteria and
 * the rejection's reason included).
 */
export const jobApplicantSchema = z.object({ applicant: pipelineApplicantSchema });
export type JobApplicant = z.infer<typeof jobApplicantSchema>;

/**
 * `GET /api/job-applications/{jobId}/applicants?status&sort&q&page`: the recruiter's own job, its
 * counts per status, and one page of the applicants matching the filter and search, sorted.
 * `total` counts the matching applicants (all pages).
 */
export const jobApplicantsSchema = z.object({
  job: recruiterJobSchema,
  counts: applicantCountsSchema,
  total: count,
  page: z.number().check(z.int(), z.minimum(1)),
  page_size: z.number().check(z.int(), z.minimum(1)),
  applicants: z.array(pipelineApplicantSchema),
});
export type JobApplicants = z.infer<typeof jobApplicantsSchema>;

/**
 * `PATCH /api/job-applications/{jobId}/status`: which applicants moved to `status` (each change in
 * the seeker's history once), which had it already, and which ids did not apply to the job.
 */
export const bulkStatusChangedSchema = z.object({
  status,
  changed: z.array(objectId),
  unchanged: z.array(objectId),
  not_found: z.array(objectId),
  counts: applicantCountsSchema,
});
export type BulkStatusChanged = z.infer<typeof bulkStatusChangedSchema>;

/** `POST /api/job-applications/{jobId}/{userId}/notes` (201): the note just kept. */
export const applicantNoteAddedSchema = z.object({ note: applicantNoteSchema });
export type ApplicantNoteAdded = z.infer<typeof applicantNoteAddedSchema>;

/** `PUT /api/job-applications/{jobId}/{userId}/tags`: the applicant's tags now. */
export const applicantTagsSchema = z.object({
  tags: z.array(someText).check(z.maxLength(PIPELINE_LIMITS.tags)),
});
export type ApplicantTags = z.infer<typeof applicantTagsSchema>;

/**
 * `GET /api/job-applications/{jobId}/{userId}/resume/text`: the text read from the resume ("" when
 * none could be), the job's skills, and where each of them occurs in the text (`start` inclusive,
 * `end` exclusive, in UTF-16 units as JavaScript counts them; whole words, case-insensitive, in
 * order, not overlapping).
 */
export const applicantResumeTextSchema = z.object({
  filename: someText,
  content_type: z.enum(Object.values(RESUME_TYPES)),
  text: z.string(),
  skills: z.array(someText),
  highlights: z.array(
    z.object({
      start: count,
      end: count,
      skill: someText,
    }),
  ),
});
export type ApplicantResumeText = z.infer<typeof applicantResumeTextSchema>;
