import {
  OFFICE_PHOTOS_PER_VISIT,
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE,
  PHOTO_TYPES,
  PHOTO_WRONG_TYPE,
} from '@rozgar/contracts/vocabularies';

/*
 * The photos picked on the add-office-photos page, before and while they upload: checked here
 * with a profile photo's rules (the BFF checks them again, by content).
 */

export type UploadState = 'ready' | 'uploading' | 'done' | 'failed';

export interface ChosenPhoto {
  key: string;
  file: File;
  /** An object URL of the file, for its preview (none where the browser cannot make one). */
  preview?: string;
  caption: string;
  state: UploadState;
  /** Share of the file sent (0 to 1) while uploading. */
  progress: number;
  error?: string;
}

export const TOO_MANY_PHOTOS = `You can add up to ${OFFICE_PHOTOS_PER_VISIT} photos at a time.`;
export const NO_PHOTOS = 'Choose at least one photo';
export const PHOTOS_ADDED = 'Your photos were added. Thank you for sharing!';

const ACCEPTED: ReadonlySet<string> = new Set(PHOTO_TYPES);

/** Why the browser's file cannot be a photo, or null when it may be one. */
export function photoProblem(file: File): string | null {
  if (!ACCEPTED.has(file.type)) return PHOTO_WRONG_TYPE;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_TOO_LARGE;
  return null;
}

let nextKey = 0;

/**
 * Adds the newly chosen files to the list: those that may be photos, up to
 * OFFICE_PHOTOS_PER_VISIT in all; `problems` names each one left out and why.
 */
export function addChosen(
  list: ChosenPhoto[],
  files: File[],
): { list: ChosenPhoto[]; problems: string[] } {
  const problems: string[] = [];
  const added: ChosenPhoto[] = [];
  for (const file of files) {
    const problem = photoProblem(file);
    if (problem) {
      problems.push(`${file.name}: ${problem}`);
      continue;
    }
    if (list.length + added.length >= OFFICE_PHOTOS_PER_VISIT) {
      if (!problems.includes(TOO_MANY_PHOTOS)) problems.push(TOO_MANY_PHOTOS);
      continue;
    }
    nextKey += 1;
    added.push({
      key: `photo-${nextKey}`,
      file,
      preview: typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined,
      caption: '',
      state: 'ready',
      progress: 0,
    });
  }
  return { list: [...list, ...added], problems };
}

/** Lets go of a photo's preview. */
export function releasePreview(photo: ChosenPhoto): void {
  if (photo.preview && typeof URL.revokeObjectURL === 'function')
    URL.revokeObjectURL(photo.preview);
}
