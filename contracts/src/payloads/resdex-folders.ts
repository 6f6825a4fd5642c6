import { z } from 'zod/mini';
import { RESDEX_FOLDER_NAME_MAX, RESDEX_FOLDER_NOTE_MAX } from '../vocabularies/resdex-folders';
import { candidateCardSchema } from './candidates';
import { count, isoDateTime, objectId } from './common';

/*
 * Resdex folders as the API sends them (docs/product/recruiter-tools-and-workspace.md, "Resdex
 * folders"): a recruiter's named lists of candidates, each candidate with the recruiter's note.
 */

/** A folder: its name, how many candidates it holds and when it (or its list) last changed. */
export const resdexFolderSchema = z.strictObject({
  id: objectId,
  name: z.string().check(z.minLength(1), z.maxLength(RESDEX_FOLDER_NAME_MAX)),
  count,
  updated_at: isoDateTime,
});
export type ResdexFolder = z.infer<typeof resdexFolderSchema>;

/** GET /api/resdex-folders: the recruiter's folders, the most recently updated first. */
export const resdexFolderListSchema = z.strictObject({ folders: z.array(resdexFolderSchema) });
export type ResdexFolderList = z.infer<typeof resdexFolderListSchema>;

/** POST /api/resdex-folders → 201, PATCH /api/resdex-folders/{id} → 200: the folder as it is now. */
export const resdexFolderResponseSchema = z.strictObject({ folder: resdexFolderSchema });
export type ResdexFolderResponse = z.infer<typeof resdexFolderResponseSchema>;

/** One candidate in a folder: the card (as in a search), the note (null when none), when added. */
export const resdexFolderCandidateSchema = z.strictObject({
  candidate: candidateCardSchema,
  note: z.nullable(z.string().check(z.minLength(1), z.maxLength(RESDEX_FOLDER_NOTE_MAX))),
  added_at: isoDateTime,
});
export type ResdexFolderCandidate = z.infer<typeof resdexFolderCandidateSchema>;

/** GET /api/resdex-folders/{id}?page=: the folder and one page of its candidates, newest first. */
export const resdexFolderDetailSchema = z.strictObject({
  folder: resdexFolderSchema,
  candidates: z.array(resdexFolderCandidateSchema),
  total: count,
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
});
export type ResdexFolderDetail = z.infer<typeof resdexFolderDetailSchema>;

/**
 * PUT /api/resdex-folders/{id}/candidates/{userId} → the folder and the candidate's entry;
 * DELETE → the folder (entry null).
 */
export const resdexFolderEntryResponseSchema = z.strictObject({
  folder: resdexFolderSchema,
  entry: z.nullable(resdexFolderCandidateSchema),
});
export type ResdexFolderEntryResponse = z.infer<typeof resdexFolderEntryResponseSchema>;
