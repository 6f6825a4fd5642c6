import { z } from 'zod';
import { bodyError, optionalText } from './text';
import { OFFICE_PHOTO_CAPTION_MAX } from './vocabularies/office-photos';

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
