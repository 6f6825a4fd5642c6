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

/**
 * A stored `resdex_folders` row (docs/product/data-model.md#resdex_folders): the account's folder,
 * its name (trimmed, at most RESDEX_FOLDER_NAME_MAX) and that name in lower case, unique per account.
 */
export const storedResdexFolderSchema = z
  .strictObject({
    _id: z.unknown(),
    account_id: z.unknown(),
    name: z.string().trim().min(1).max(RESDEX_FOLDER_NAME_MAX),
    name_key: z.string().min(1),
    created_by: z.unknown(),
    created_at: z.date(),
    updated_at: z.date(),
    __v: z.number().optional(),
  })
  .refine((folder) => folder.name_key === folder.name.trim().toLowerCase(), {
    message: 'name_key is the name in lower case',
  })
  .refine((folder) => folder.updated_at >= folder.created_at, {
    message: 'updated_at is not before created_at',
  });

/** A stored `resdex_folder_candidates` row: a seeker in a folder, with the recruiter's note. */
export const storedResdexFolderCandidateSchema = z.strictObject({
  _id: z.unknown(),
  folder_id: z.unknown(),
  account_id: z.unknown(),
  user_id: z.unknown(),
  note: z.string().trim().min(1).max(RESDEX_FOLDER_NOTE_MAX).nullable(),
  added_by: z.unknown(),
  added_at: z.date(),
  __v: z.number().optional(),
});
