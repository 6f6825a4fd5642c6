import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, type GridFSFile, type ObjectId } from 'mongodb';
import mongoose from 'mongoose';

/**
 * GridFS buckets of uploaded files: resumes (`resumes.files`/`.chunks`), profile photos and
 * companies' office photos.
 */
export type BucketName = 'resumes' | 'photos' | 'office_photos';

/** What every stored file carries in its GridFS metadata. */
export interface StoredFileMetadata {
  user_id: ObjectId;
  content_type: string;
}

export type StoredFile = GridFSFile & { metadata: StoredFileMetadata };

/** The bucket on mongoose's own connection (the driver's GridFSBucket). */
function bucket(name: BucketName): GridFSBucket {
  const db = mongoose.connection.db;
  if (!db) throw new mongoose.Error('Client must be connected before running operations');
  return new GridFSBucket(db, { bucketName: name });
}

/** Stores a file and returns its id once every chunk is written. */
export async function storeFile(
  name: BucketName,
  filename: string,
  content: Buffer,
  metadata: StoredFileMetadata,
): Promise<ObjectId> {
  const upload = bucket(name).openUploadStream(filename, { metadata });
  await pipeline(Readable.from([content]), upload);
  return upload.id as ObjectId;
}

/** Stores a file under a given id (the seed's fixed ids) and resolves once every chunk is written. */
export async function storeFileWithId(
  name: BucketName,
  id: ObjectId,
  filename: string,
  content: Buffer,
  metadata: StoredFileMetadata,
): Promise<void> {
  await pipeline(
    Readable.from([content]),
    bucket(name).openUploadStreamWithId(id, filename, { metadata }),
  );
}

/** The file's GridFS record, or null. */
export async function findFile(name: BucketName, id: ObjectId): Promise<StoredFile | null> {
  const [file] = await bucket(name).find({ _id: id }).limit(1).toArray();
  return (file as StoredFile | undefined) ?? null;
}

/** A stream of the file's bytes. */
export function openFile(name: BucketName, id: ObjectId): Readable {
  return bucket(name).openDownloadStream(id);
}

/** Deletes the file and its chunks; a file that is already gone is not an error. */
export async function deleteFile(name: BucketName, id: ObjectId): Promise<void> {
  try {
    await bucket(name).delete(id);
  } catch (error) {
    if (error instanceof Error && /File not found/i.test(error.message)) return;
    throw error;
  }
}
