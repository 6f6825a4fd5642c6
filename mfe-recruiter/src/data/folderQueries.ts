import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { fetchResdexFolder, fetchResdexFolders } from '../resdex/foldersApi';

/**
 * Resdex folders' query keys (ADR 017): one folder's pages under the list, so any change to a
 * folder (created, renamed, a candidate added or removed) invalidates `resdexFolders` and both.
 */
export const folderQueryKeys = {
  resdexFolders: ['recruiter', 'resdex-folders'] as const,
  resdexFolder: (folderId: string, page: number) =>
    ['recruiter', 'resdex-folders', folderId, page] as const,
};

/** `GET /api/resdex-folders`. */
export const resdexFoldersQuery = () =>
  queryOptions({ queryKey: folderQueryKeys.resdexFolders, queryFn: fetchResdexFolders });

/** `GET /api/resdex-folders/{id}?page=`: another page keeps the one shown until it arrives. */
export const resdexFolderQuery = (folderId: string, page: number) =>
  queryOptions({
    queryKey: folderQueryKeys.resdexFolder(folderId, page),
    queryFn: () => fetchResdexFolder(folderId, page),
    placeholderData: keepPreviousData,
  });
