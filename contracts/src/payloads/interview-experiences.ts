import { z } from 'zod/mini';
import {
  INTERVIEW_DIFFICULTIES,
  INTERVIEW_MONTH_PATTERN,
  INTERVIEW_OUTCOMES,
  INTERVIEW_SOURCES,
} from '../vocabularies/interview-experiences';
import { count, isoDateTime, objectId, someText } from './common';

/*
 * Interview experiences as the API sends them (docs/product/community-and-reviews.md, "Share
 * interview experience"). Strict objects: an experience never carries who shared it.
 */

/** One interview experience, without its author. */
export const interviewExperienceSchema = z.strictObject({
  id: objectId,
  company_id: objectId,
  company: someText,
  role: someText,
  /** The month of the interview, "YYYY-MM". */
  interview_date: z.string().check(z.regex(INTERVIEW_MONTH_PATTERN)),
  difficulty: z.enum(INTERVIEW_DIFFICULTIES),
  outcome: z.enum(INTERVIEW_OUTCOMES),
  source: z.optional(z.enum(INTERVIEW_SOURCES)),
  questions: z.array(someText).check(z.minLength(1)),
  experience: someText,
  tips: z.optional(someText),
  created_at: isoDateTime,
});
export type InterviewExperience = z.infer<typeof interviewExperienceSchema>;

/**
 * GET /api/companies/{companyId}/interview-experiences?page=: one page of the company's published
 * experiences, newest first, the total, and how many of all of them had each difficulty and
 * outcome (every value, 0 included, in the vocabularies' order).
 */
export const interviewExperiencePageSchema = z.strictObject({
  experiences: z.array(interviewExperienceSchema),
  total: count,
  page: z.number().check(z.int(), z.gte(1)),
  page_size: z.number().check(z.int(), z.gte(1)),
  difficulties: z.array(z.strictObject({ value: z.enum(INTERVIEW_DIFFICULTIES), count })),
  outcomes: z.array(z.strictObject({ value: z.enum(INTERVIEW_OUTCOMES), count })),
});
export type InterviewExperiencePage = z.infer<typeof interviewExperiencePageSchema>;

/** POST /api/interview-experiences → 201 { experience }. */
export const savedInterviewExperienceSchema = z.strictObject({
  experience: interviewExperienceSchema,
});
export type SavedInterviewExperience = z.infer<typeof savedInterviewExperienceSchema>;
