/* Uploads' limits, types and texts: zod-free, for the frontends' bundles. */

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
