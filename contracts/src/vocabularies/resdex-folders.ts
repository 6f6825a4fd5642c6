/*
 * Resdex folders (docs/product/recruiter-tools-and-workspace.md, "Resdex folders"): limits and the
 * texts the API and the pages share.
 */

/** A folder's name: 1–60 characters, unique per recruiter (case does not count). */
export const RESDEX_FOLDER_NAME_MAX = 60;
/** A candidate's note in a folder: at most 500 characters. */
export const RESDEX_FOLDER_NOTE_MAX = 500;
/** Folders a recruiter may keep. */
export const MAX_RESDEX_FOLDERS = 50;
/** Candidates a folder may hold. */
export const MAX_RESDEX_FOLDER_CANDIDATES = 500;
/** Candidates on one page of a folder. */
export const RESDEX_FOLDER_PAGE_SIZE = 20;

export const RESDEX_FOLDER_NOT_FOUND = 'Folder not found';
export const RESDEX_FOLDER_FORBIDDEN = 'This folder belongs to another recruiter';
export const RESDEX_FOLDERS_FULL = `You can keep at most ${MAX_RESDEX_FOLDERS} folders`;
export const RESDEX_FOLDER_FULL = `A folder can hold at most ${MAX_RESDEX_FOLDER_CANDIDATES} candidates`;
/** 409 when another of the recruiter's folders has the name. */
export const resdexFolderNameTaken = (name: string) => `You already have a folder named "${name}"`;
