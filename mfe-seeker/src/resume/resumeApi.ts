import { apiFetch } from '@rozgar/design-system';
import { z } from 'zod/mini';

/** The seeker's resume as the BFF describes it (ADR 009 "Resume"). */
export const resumeSchema = z.object({
  id: z.pipe(z.union([z.string(), z.number()]), z.transform(String)),
  filename: z.string(),
  content_type: z.string(),
  size: z.number().check(z.nonnegative()),
  uploaded_at: z.string(),
  has_text: z.boolean(),
});

export type Resume = z.infer<typeof resumeSchema>;

const resumeAnswerSchema = z.object({ resume: z.nullable(resumeSchema) });
const uploadedSchema = z.object({ resume: resumeSchema });
const textSchema = z.object({ text: z.string() });

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
  return uploadedSchema.parse(await apiFetch('/api/resume', { method: 'POST', body })).resume;
}

export async function deleteResume(): Promise<void> {
  await apiFetch('/api/resume', { method: 'DELETE' });
}

/** The text extracted from the uploaded resume at upload time. */
export async function fetchResumeText(): Promise<string> {
  return textSchema.parse(await apiFetch('/api/resume/text')).text;
}
