import { z } from 'zod';
import { RESUME_MAX_BYTES, RESUME_TYPES } from './vocabularies/uploads';

export * from './vocabularies/uploads';

/*
 * Uploads: what a resume and a profile photo may be. The browser checks name, type and size
 * before sending; the BFF checks size while receiving and sniffs the content (ADR 014).
 */

/** A resume as stored (the file itself in GridFS under `file_id`). */
export const storedResumeSchema = z.looseObject({
  user_id: z.unknown(),
  file_id: z.unknown(),
  filename: z.string().min(1),
  content_type: z.enum(Object.values(RESUME_TYPES) as [string, ...string[]]),
  size: z.number().int().min(1).max(RESUME_MAX_BYTES),
  uploaded_at: z.date(),
  text: z.string().optional(),
});
