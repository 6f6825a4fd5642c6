import {
  resdexFolderDetailSchema,
  resdexFolderEntryResponseSchema,
  resdexFolderListSchema,
  resdexFolderResponseSchema,
  type ResdexFolder,
  type ResdexFolderCandidate,
  type ResdexFolderDetail,
} from '@rozgar/contracts/payloads/resdex-folders';
import { successSchema } from '@rozgar/contracts/payloads/common';
import { apiFetch } from '@rozgar/design-system';

/*
 * Resdex folders over the BFF (docs/product/recruiter-tools-and-workspace.md#resdex-folders):
 * every answer checked with the contracts' payload schemas.
 */

export type { ResdexFolder, ResdexFolderCandidate, ResdexFolderDetail };

const folderPath = (folderId: string) => `/api/resdex-folders/${encodeURIComponent(folderId)}`;

/** `GET /api/resdex-folders`: the recruiter's folders, last updated first. */
export async function fetchResdexFolders(): Promise<ResdexFolder[]> {
  return resdexFolderListSchema.parse(await apiFetch('/api/resdex-folders')).folders;
}

/** `POST /api/resdex-folders`: a new, empty folder. */
export async function createResdexFolder(name: string): Promise<ResdexFolder> {
  const answer = await apiFetch('/api/resdex-folders', { method: 'POST', body: { name } });
  return resdexFolderResponseSchema.parse(answer).folder;
}

/** `PATCH /api/resdex-folders/{id}`: renames a folder. */
export async function renameResdexFolder(folderId: string, name: string): Promise<ResdexFolder> {
  const answer = await apiFetch(folderPath(folderId), { method: 'PATCH', body: { name } });
  return resdexFolderResponseSchema.parse(answer).folder;
}

/** `DELETE /api/resdex-folders/{id}`: the folder and its list (not the candidates). */
export async function deleteResdexFolder(folderId: string): Promise<void> {
  successSchema.parse(await apiFetch(folderPath(folderId), { method: 'DELETE' }));
}

/** `GET /api/resdex-folders/{id}?page=`: the folder and a page of its candidates. */
export async function fetchResdexFolder(folderId: string, page = 1): Promise<ResdexFolderDetail> {
  return resdexFolderDetailSchema.parse(await apiFetch(`${folderPath(folderId)}?page=${page}`));
}

/**
 * `PUT /api/resdex-folders/{id}/candidates/{userId}`: adds the candidate or changes the note
 * (undefined: kept; null: none).
 */
export async function putFolderCandidate(
  folderId: string,
  userId: string,
  note?: string | null,
): Promise<ResdexFolder> {
  const answer = await apiFetch(
    `${folderPath(folderId)}/candidates/${encodeURIComponent(userId)}`,
    { method: 'PUT', body: note === undefined ? {} : { note } },
  );
  return resdexFolderEntryResponseSchema.parse(answer).folder;
}

/** `DELETE /api/resdex-folders/{id}/candidates/{userId}`: takes the candidate out. */
export async function removeFolderCandidate(
  folderId: string,
  userId: string,
): Promise<ResdexFolder> {
  const answer = await apiFetch(
    `${folderPath(folderId)}/candidates/${encodeURIComponent(userId)}`,
    { method: 'DELETE' },
  );
  return resdexFolderEntryResponseSchema.parse(answer).folder;
}
