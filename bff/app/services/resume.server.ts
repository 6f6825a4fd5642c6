import type { Readable } from 'node:stream';
import {
  RESUME_MAX_BYTES,
  RESUME_TOO_LARGE,
  RESUME_TYPES,
  RESUME_WRONG_TYPE,
} from '@rozgar/contracts';
import { fileTypeFromBuffer } from 'file-type';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import type { SessionUser } from '../lib/load-context.server';
import type { UploadedFile } from '../lib/multipart.server';
import { deleteFile, openFile, storeFile } from '../models/file-buckets.server';
import { Resume } from '../models/resume.server';
import { completenessOf, recordCompletenessChange } from './profile-completeness.server';
import { ensureProfile } from './profile.server';
import { MAX_UNPACKED_MB, readResumeText, type ResumeFormat } from './resume-text.server';

/** A resume's size limit, formats and their error texts are the contracts' (uploads). */
export { RESUME_MAX_BYTES, RESUME_TOO_LARGE, RESUME_WRONG_TYPE };
export const RESUME_UNPACKS_TOO_LARGE = `The resume is too large once unpacked (over ${MAX_UNPACKED_MB} MB)`;
export const NO_RESUME = 'No resume uploaded';

const CONTENT_TYPES: Record<ResumeFormat, string> = RESUME_TYPES;

/**
 * The resume's format by its content, never its name: PDF and DOCX by their signatures; a DOC is
 * an OLE compound file (file-type reports `application/x-cfb`, which other Office formats share),
 * so it is accepted only under a .doc name.
 */
async function resumeFormatOf(file: UploadedFile): Promise<ResumeFormat | null> {
  const detected = await fileTypeFromBuffer(file.content);
  if (detected?.mime === CONTENT_TYPES.pdf) return 'pdf';
  if (detected?.mime === CONTENT_TYPES.docx) return 'docx';
  if (detected?.mime === 'application/x-cfb' && /\.doc$/i.test(file.filename)) return 'doc';
  return null;
}

/**
 * POST /api/resume: checks the file by content, extracts its text, stores it in GridFS and makes
 * it the user's resume; the previous resume's file is deleted. A resume whose text cannot be read
 * is kept without it; a DOCX that unpacks past the limit (a decompression bomb) is refused with
 * 413. Nothing is stored on a refusal.
 */
export async function uploadResume(user: SessionUser, file: UploadedFile) {
  const format = await resumeFormatOf(file);
  if (!format) throw jsonError(415, RESUME_WRONG_TYPE);
  const extracted = await readResumeText(format, file.content);
  if (extracted.status === 'too-large') throw jsonError(413, RESUME_UNPACKS_TOO_LARGE);
  const text = extracted.status === 'text' ? extracted.text : null;

  const userId = new Types.ObjectId(user.id);
  const profile = await ensureProfile(user);
  const contentType = CONTENT_TYPES[format];
  const fileId = await storeFile('resumes', file.filename, file.content, {
    user_id: userId,
    content_type: contentType,
  });
  let previous;
  try {
    previous = await Resume.findOneAndUpdate(
      { user_id: userId },
      {
        $set: {
          file_id: fileId,
          filename: file.filename,
          content_type: contentType,
          size: file.content.length,
          uploaded_at: new Date(),
          ...(text !== null ? { text } : {}),
        },
        ...(text === null ? { $unset: { text: 1 } } : {}),
      },
      { upsert: true, returnDocument: 'before', runValidators: true, setDefaultsOnInsert: true },
    );
  } catch (error) {
    await deleteFile('resumes', fileId);
    throw error;
  }
  if (previous) await deleteFile('resumes', previous.file_id);
  else
    await recordCompletenessChange(
      user.id,
      completenessOf(profile, false).percent,
      completenessOf(profile, true).percent,
    );
  const resume = await Resume.findOne({ user_id: userId });
  return { resume: resume!.toJSON() };
}

/** GET /api/resume: `{ resume }`, null when none was uploaded. */
export async function getResume(userId: string) {
  const resume = await Resume.findOne({ user_id: new Types.ObjectId(userId) });
  return { resume: resume ? resume.toJSON() : null };
}

/** GET /api/resume/text: the text extracted at upload ("" when none could be read); 404 without a resume. */
export async function getResumeText(userId: string): Promise<{ text: string }> {
  const resume = await Resume.findOne({ user_id: new Types.ObjectId(userId) }, { text: 1 });
  if (!resume) throw jsonError(404, NO_RESUME);
  return { text: resume.text ?? '' };
}

export interface ResumeDownload {
  filename: string;
  contentType: string;
  size: number;
  stream: Readable;
}

/** GET /api/resume/file: the stored file; 404 without a resume. */
export async function openResumeFile(userId: string): Promise<ResumeDownload> {
  const resume = await Resume.findOne({ user_id: new Types.ObjectId(userId) });
  if (!resume) throw jsonError(404, NO_RESUME);
  return {
    filename: resume.filename,
    contentType: resume.content_type,
    size: resume.size,
    stream: openFile('resumes', resume.file_id),
  };
}

/** DELETE /api/resume: removes the file and its record (deleting when there is none is harmless). */
export async function deleteResume(user: SessionUser): Promise<{ success: true }> {
  const removed = await Resume.findOneAndDelete({ user_id: new Types.ObjectId(user.id) });
  if (!removed) return { success: true };
  await deleteFile('resumes', removed.file_id);
  const profile = await ensureProfile(user);
  await recordCompletenessChange(
    user.id,
    completenessOf(profile, true).percent,
    completenessOf(profile, false).percent,
  );
  return { success: true };
}
