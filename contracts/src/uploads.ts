import { z } from 'zod';

/*
 * Uploads: what a resume and a profile photo may be. The browser checks name, type and size
 * before sending; the BFF checks size while receiving and sniffs the content (ADR 014).
 */

export const MEGABYTE = 1024 * 1024;

export const RESUME_MAX_BYTES = 5 * MEGABYTE;
/** A resume's formats, by extension, with their media types. */
export const RESUME_TYPES = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type ResumeFormat = keyof typeof RESUME_TYPES;
export const RESUME_TOO_LARGE = 'The resume must be 5 MB or smaller';
export const RESUME_WRONG_TYPE = 'The resume must be a PDF, DOC or DOCX file';

export const PHOTO_MAX_BYTES = 2 * MEGABYTE;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type PhotoType = (typeof PHOTO_TYPES)[number];
export const PHOTO_TOO_LARGE = 'The photo must be 2 MB or smaller';
export const PHOTO_WRONG_TYPE = 'The photo must be a PNG, JPEG, WebP or GIF image';

/** A resume as stored (the file itself in GridFS under `file_id`). */
export const storedResumeSchema = z.looseObject({
  user_id: z.unknown(),
  file_id: z.unknown(),
  filename: z.string().min(1),
  content_type: z.enum(Object.values(RESUME_TYPES) as [string, ...string[]]),
  size: z.number().int().min(1).max(RESUME_MAX_BYTES),
  uploaded_at: z.date(),
  text: z.string().optional(),
});
