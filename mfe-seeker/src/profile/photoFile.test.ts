import { describe, expect, it } from 'vitest';
import { checkPhotoFile, PHOTO_MAX_BYTES, PHOTO_SIZE_ERROR, PHOTO_TYPE_ERROR } from './photoFile';

describe('checkPhotoFile', () => {
  it.each(['image/png', 'image/jpeg', 'image/webp', 'image/gif'])('accepts %s', (type) => {
    expect(checkPhotoFile({ type, size: 1000 })).toBeNull();
  });

  it.each(['application/pdf', 'image/svg+xml', 'text/plain', ''])('refuses %s', (type) => {
    expect(checkPhotoFile({ type, size: 1000 })).toBe(PHOTO_TYPE_ERROR);
  });

  it('takes exactly 2 MB and refuses a byte more', () => {
    expect(checkPhotoFile({ type: 'image/png', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(checkPhotoFile({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe(PHOTO_SIZE_ERROR);
  });
});
