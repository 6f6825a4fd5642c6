/** What the browser checks before a profile photo is sent (the BFF checks the content again). */
import {
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE,
  PHOTO_TYPES,
  PHOTO_WRONG_TYPE,
} from '@rozgar/contracts/vocabularies';

/** The contracts' limit, types and texts: the very ones the BFF checks. */
export { PHOTO_MAX_BYTES, PHOTO_TYPES };
export const PHOTO_ACCEPT = PHOTO_TYPES.join(',');

export const PHOTO_TYPE_ERROR = PHOTO_WRONG_TYPE;
export const PHOTO_SIZE_ERROR = PHOTO_TOO_LARGE;

/** The error text for a photo the BFF would refuse, or null when it may be sent. */
export function checkPhotoFile(file: Pick<File, 'size' | 'type'>): string | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return PHOTO_TYPE_ERROR;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_SIZE_ERROR;
  return null;
}
