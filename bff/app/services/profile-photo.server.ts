import type { Readable } from 'node:stream';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import type { SessionUser } from '../lib/load-context.server';
import type { UploadedFile } from '../lib/multipart.server';
import { deleteFile, findFile, openFile, storeFile } from '../models/file-buckets.server';
import { UserDetails } from '../models/user-details.server';
import { checkPhoto } from './photo-content.server';
import { changeProfile } from './profile.server';

export const PHOTO_NOT_FOUND = 'Photo not found';

const PHOTO_URL_PREFIX = '/api/profile/photo/';

/** The URL a stored photo is served at (the profile's `profile_picture`). */
export const photoUrl = (fileId: Types.ObjectId) => `${PHOTO_URL_PREFIX}${String(fileId)}`;

/** The GridFS id of one of our photo URLs, or null for anything else (say, an external URL). */
function photoIdOf(url: string | null | undefined): Types.ObjectId | null {
  if (!url?.startsWith(PHOTO_URL_PREFIX)) return null;
  const id = url.slice(PHOTO_URL_PREFIX.length);
  return /^[0-9a-f]{24}$/i.test(id) ? new Types.ObjectId(id) : null;
}

/**
 * POST /api/profile/photo: checks the image by content, stores it (GridFS bucket `photos`) and
 * makes it the profile picture; the previous photo is deleted. Nothing is stored on a refusal.
 */
export async function uploadProfilePhoto(
  user: SessionUser,
  file: UploadedFile,
): Promise<{ profile_picture: string }> {
  const detected = await checkPhoto(file);

  const userId = new Types.ObjectId(user.id);
  const fileId = await storeFile('photos', file.filename, file.content, {
    user_id: userId,
    content_type: detected.mime,
  });
  const url = photoUrl(fileId);
  let previousUrl: string | null | undefined;
  try {
    await changeProfile(user, async (profile) => {
      // The row as it was at this very write, so that two uploads in a row each remove theirs.
      const before = await UserDetails.findOneAndUpdate(
        { _id: profile._id },
        { $set: { profile_picture: url } },
        { returnDocument: 'before', projection: { profile_picture: 1 } },
      );
      previousUrl = before?.profile_picture;
      return UserDetails.findById(profile._id);
    });
  } catch (error) {
    await deleteFile('photos', fileId);
    throw error;
  }
  const previousId = photoIdOf(previousUrl);
  if (previousId && !previousId.equals(fileId)) {
    const previous = await findFile('photos', previousId);
    if (previous?.metadata.user_id.equals(userId)) await deleteFile('photos', previousId);
  }
  return { profile_picture: url };
}

export interface PhotoDownload {
  contentType: string;
  size: number;
  stream: Readable;
}

/** GET /api/profile/photo/{fileId}: the stored photo; 404 when there is none with that id. */
export async function openProfilePhoto(fileId: string): Promise<PhotoDownload> {
  const id = photoIdOf(`${PHOTO_URL_PREFIX}${fileId}`);
  const file = id ? await findFile('photos', id) : null;
  if (!id || !file) throw jsonError(404, PHOTO_NOT_FOUND);
  return {
    contentType: file.metadata.content_type,
    size: file.length,
    stream: openFile('photos', id),
  };
}
