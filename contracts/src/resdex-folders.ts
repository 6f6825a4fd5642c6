import { z } from 'zod';
import { bodyError, inputText, requiredText } from './text';
import { RESDEX_FOLDER_NAME_MAX, RESDEX_FOLDER_NOTE_MAX } from './vocabularies/resdex-folders';

export * from './vocabularies/resdex-folders';
export * from './payloads/resdex-folders';

/*
 * Resdex folders (docs/product/recruiter-tools-and-workspace.md, "Resdex folders"): the bodies of
 * POST/PATCH /api/resdex-folders[/{id}] and PUT /api/resdex-folders/{id}/candidates/{userId}.
 * What the API answers is in ./payloads/resdex-folders (zod/mini).
 */

/** POST /api/resdex-folders and PATCH /api/resdex-folders/{id}: the folder's name. */
export const resdexFolderBodySchema = z.strictObject(
  { name: requiredText('Folder name', RESDEX_FOLDER_NAME_MAX) },
  { error: bodyError },
);
export type ResdexFolderBody = z.output<typeof resdexFolderBodySchema>;

/**
 * PUT /api/resdex-folders/{id}/candidates/{userId}: the note. Left out: a candidate already in the
 * folder keeps theirs (a new one has none); null or blank: no note; a text: the note.
 */
export const resdexFolderCandidateBodySchema = z.strictObject(
  {
    note: inputText('Note', { max: RESDEX_FOLDER_NOTE_MAX, multiline: true })
      .nullable()
      .optional()
      .transform((note) => (note === undefined ? undefined : note || null)),
  },
  { error: bodyError },
);
export type ResdexFolderCandidateBody = z.output<typeof resdexFolderCandidateBodySchema>;

/** GET /api/resdex-folders/{id}?page=: the page of candidates, 1 when left out. */
export const resdexFolderQuerySchema = z.strictObject(
  {
    page: z.coerce
      .number('page must be a whole number from 1')
      .int('page must be a whole number from 1')
      .min(1, 'page must be a whole number from 1')
      .max(10_000, 'page must be at most 10000')
      .default(1),
  },
  { error: bodyError },
);
