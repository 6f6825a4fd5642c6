import { z } from 'zod/mini';
import { RESUME_MAX_BYTES, RESUME_TYPES } from '../vocabularies/uploads';
import { isoDateTime, objectId, someText } from './common';

/* The seeker's resume as the API sends it (ADR 009 "Resume", docs/product/seeker-profile-and-resume.md). */

/** The resume's summary: the file's name, type and size, when it came and whether text was read from it. */
export const resumeSchema = z.object({
  id: objectId,
  filename: someText,
  content_type: z.enum(Object.values(RESUME_TYPES)),
  size: z.number().check(z.int(), z.minimum(1), z.maximum(RESUME_MAX_BYTES)),
  uploaded_at: isoDateTime,
  has_text: z.boolean(),
});
export type Resume = z.infer<typeof resumeSchema>;

/** `GET /api/resume`: the resume, or null when none is uploaded. */
export const resumeAnswerSchema = z.object({ resume: z.nullable(resumeSchema) });
export type ResumeAnswer = z.infer<typeof resumeAnswerSchema>;

/** `POST /api/resume` (201): the resume just uploaded. */
export const uploadedResumeSchema = z.object({ resume: resumeSchema });
export type UploadedResume = z.infer<typeof uploadedResumeSchema>;

/** `GET /api/resume/text`: the text read from the resume at upload ("" when none could be). */
export const resumeTextSchema = z.object({ text: z.string() });
export type ResumeText = z.infer<typeof resumeTextSchema>;
