import { z } from 'zod';
import { bodyError, optionalText } from './text';
import { OFFICE_PHOTO_CAPTION_MAX } from './vocabularies/office-photos';
import { PHOTO_MAX_BYTES, PHOTO_TYPES } from './vocabularies/uploads';

export * from './vocabularies/office-photos';

/*
 * Office photos (docs/product/community-and-reviews.md, "Add office photos"): the form fields that
 * travel with the image in POST /api/companies/{companyId}/photos (multipart field `photo`). What
 * the API answers is in ./payloads/office-photos (zod/mini).
 */

/** The multipart fields beside the image: an optional caption. */
export const officePhotoFieldsSchema = z.strictObject(
  {
    caption: optionalText('Caption', OFFICE_PHOTO_CAPTION_MAX),
  },
  { error: bodyError },
);
export type OfficePhotoFields = z.output<typeof officePhotoFieldsSchema>;

/**
 * An office photo as stored (`office_photos`, its stored fields; the image in the GridFS bucket
 * `office_photos` under `file_id`): its uploader is kept for moderation and never sent.
 */
export const storedOfficePhotoSchema = z.looseObject({
  company_id: z.unknown(),
  user_id: z.unknown(),
  file_id: z.unknown(),
  content_type: z.enum(PHOTO_TYPES),
  size: z.number().int().min(1).max(PHOTO_MAX_BYTES),
  width: z.number().int().positive().nullable(),
  height: z.number().int().positive().nullable(),
  caption: z.string().min(1).max(OFFICE_PHOTO_CAPTION_MAX).nullable(),
  status: z.enum(['published', 'hidden']),
  reports: z.number().int().nonnegative(),
  created_at: z.date(),
});
