import { z } from 'zod/mini';
import {
  PRESCREENING_LIMITS as LIMITS,
  PRESCREENING_QUESTION_TYPE_VALUES,
  YES_NO_VALUES,
} from '../vocabularies/prescreening';
import { isoDateTime, objectId, someText } from './common';

/*
 * Pre-screening as the API sends it (docs/product/recruiter-tools-and-workspace.md#pre-screening):
 * a job's questions and criteria for its recruiter, the questions alone for a seeker applying, and
 * the answers an applicant gave as the recruiter's pipeline shows them.
 */

const type = z.enum(PRESCREENING_QUESTION_TYPE_VALUES);

/** A question as the seeker's apply dialog gets it: without the expected answer. */
export const prescreeningQuestionForSeekerSchema = z.object({
  id: objectId,
  text: someText,
  type,
  required: z.boolean(),
  /** The choices of a multiple-choice question, in order; empty for the other types. */
  options: z.array(someText),
});

/** A question as its recruiter sees it: with the yes/no answer auto-reject expects (else null). */
export const prescreeningQuestionSchema = z.object({
  ...prescreeningQuestionForSeekerSchema.shape,
  expected_answer: z.nullable(z.enum(YES_NO_VALUES)),
});
export type PrescreeningQuestion = z.infer<typeof prescreeningQuestionSchema>;

/** A job's filter criteria. */
export const prescreeningCriteriaSchema = z.object({
  auto_reject: z.boolean(),
  min_experience: z
    .number()
    .check(z.int(), z.minimum(LIMITS.minExperience), z.maximum(LIMITS.maxExperience)),
  required_skills: z.array(someText),
});
export type PrescreeningCriteria = z.infer<typeof prescreeningCriteriaSchema>;

/**
 * `GET` and `PUT /api/jobs/{jobId}/prescreening` (the job's recruiter only): its questions in order
 * and its criteria; a job never set up has no questions, auto-reject off, minimum 0, no skills, and
 * `updated_at` null.
 */
export const jobPrescreeningSchema = z.object({
  job_id: objectId,
  questions: z.array(prescreeningQuestionSchema).check(z.maxLength(LIMITS.questions)),
  criteria: prescreeningCriteriaSchema,
  updated_at: z.nullable(isoDateTime),
});
export type JobPrescreening = z.infer<typeof jobPrescreeningSchema>;

/** `GET /api/jobs/{jobId}/questions` (a logged-in seeker): what the apply dialog asks, in order. */
export const jobQuestionsSchema = z.object({
  job_id: objectId,
  questions: z.array(prescreeningQuestionForSeekerSchema).check(z.maxLength(LIMITS.questions)),
});
export type JobQuestions = z.infer<typeof jobQuestionsSchema>;

/** One answer an applicant gave, with the question's text as it was then. */
export const prescreeningAnswerSchema = z.object({
  question_id: objectId,
  question: someText,
  type,
  answer: z.union([
    z.string(),
    z.number().check(z.int(), z.minimum(LIMITS.minRating), z.maximum(LIMITS.maxRating)),
  ]),
});

/**
 * What an applicant carries in the recruiter's pipeline beside their card: their answers, whether
 * they meet the job's criteria now (the profile's experience and skills and their yes/no answers
 * against the current criteria; true when the job has none), the criteria they miss in words, and
 * — when the criteria rejected them on applying — the reason (recruiter-only; the seeker reads "Not
 * selected").
 */
export const applicantScreeningSchema = z.object({
  answers: z.array(prescreeningAnswerSchema),
  meets_criteria: z.boolean(),
  unmet_criteria: z.array(someText),
  rejection_reason: z.nullable(someText),
});
export type ApplicantScreening = z.infer<typeof applicantScreeningSchema>;
