import { apiFetch } from '@rozgar/design-system';
import {
  resumeAnswerSchema,
  resumeTextSchema,
  uploadedResumeSchema,
  type Resume,
} from '@rozgar/contracts/payloads/resume';

/** The resume's answers are the contracts' payloads (ADR 015, "Payloads"). */
export type { Resume };

/** Where the browser opens or downloads the stored file. */
export const RESUME_FILE_URL = '/api/resume/file';
export const RESUME_DOWNLOAD_URL = '/api/resume/file?download=1';

export async function fetchResume(): Promise<Resume | null> {
  return resumeAnswerSchema.parse(await apiFetch('/api/resume')).resume;
}

/** `POST /api/resume` (multipart field `resume`); replaces any previous resume. */
export async function uploadResume(file: File): Promise<Resume> {
  const body = new FormData();
  body.append('resume', file, file.name);
  return uploadedResumeSchema.parse(await apiFetch('/api/resume', { method: 'POST', body })).resume;
}

export async function deleteResume(): Promise<void> {
  await apiFetch('/api/resume', { method: 'DELETE' });
}

/** The text extracted from the uploaded resume at upload time. */
export async function fetchResumeText(): Promise<string> {
  return resumeTextSchema.parse(await apiFetch('/api/resume/text')).text;
}
