import { z } from 'zod/mini';
import { count, isoDateTime, objectId, someText } from './common';

/*
 * Office photos as the API sends them (docs/product/community-and-reviews.md, "Add office
 * photos"): never their uploader.
 */

/** A published office photo; width and height in pixels, null when the image did not say. */
export const officePhotoSchema = z.strictObject({
  id: objectId,
  company_id: objectId,
  url: someText,
  caption: z.nullable(someText),
  width: z.nullable(count),
  height: z.nullable(count),
  created_at: isoDateTime,
});
export type OfficePhoto = z.infer<typeof officePhotoSchema>;

/** GET /api/companies/{companyId}/photos: the company's published photos, newest first. */
export const officePhotoListSchema = z.strictObject({ photos: z.array(officePhotoSchema) });
export type OfficePhotoList = z.infer<typeof officePhotoListSchema>;

/** POST /api/companies/{companyId}/photos → 201 { photo }. */
export const savedOfficePhotoSchema = z.strictObject({ photo: officePhotoSchema });
export type SavedOfficePhoto = z.infer<typeof savedOfficePhotoSchema>;
