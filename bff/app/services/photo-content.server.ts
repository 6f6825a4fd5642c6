import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, PHOTO_TYPES, PHOTO_WRONG_TYPE } from '@rozgar/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { jsonError } from '../lib/http.server';
import { imageDimensions, type ImageDimensions } from '../lib/image-dimensions.server';
import type { SingleFileOptions, UploadedFile } from '../lib/multipart.server';

/*
 * What makes an uploaded file a photo, for every photo the BFF takes (the profile photo, office
 * photos): at most PHOTO_MAX_BYTES, checked while it arrives, and a PNG, JPEG, WebP or GIF by its
 * content — never by its name or the type the browser claims (ADR 014).
 */

export { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE, PHOTO_WRONG_TYPE };

const ACCEPTED_PHOTO_TYPES: ReadonlySet<string> = new Set(PHOTO_TYPES);

/** readSingleFile's options for a photo in multipart field `field` (413 past the size limit). */
export const photoUpload = (field: string): SingleFileOptions => ({
  field,
  maxBytes: PHOTO_MAX_BYTES,
  tooLargeMessage: PHOTO_TOO_LARGE,
});

export interface CheckedPhoto {
  /** The media type sniffed from the content. */
  mime: string;
  /** Width and height from the image's header, when it says. */
  dimensions: ImageDimensions | null;
}

/** The photo's sniffed type and size; a 415 for anything that is not one of the accepted images. */
export async function checkPhoto(file: UploadedFile): Promise<CheckedPhoto> {
  const detected = await fileTypeFromBuffer(file.content);
  if (!detected || !ACCEPTED_PHOTO_TYPES.has(detected.mime)) throw jsonError(415, PHOTO_WRONG_TYPE);
  return { mime: detected.mime, dimensions: imageDimensions(detected.mime, file.content) };
}
