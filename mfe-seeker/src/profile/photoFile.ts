/** What the browser checks before a profile photo is sent (the BFF checks the content again). */

export const PHOTO_MAX_BYTES = 2 * 1024 * 1024;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export const PHOTO_TYPE_ERROR = 'The photo must be a PNG, JPEG, WebP or GIF image';
export const PHOTO_SIZE_ERROR = 'The photo must be 2 MB or smaller';

/** The error text for a photo the BFF would refuse, or null when it may be sent. */
export function checkPhotoFile(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_ERROR;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_SIZE_ERROR;
  return null;
}
