import {
  MAX_RESDEX_FOLDER_CANDIDATES,
  MAX_RESDEX_FOLDERS,
  RESDEX_FOLDER_FORBIDDEN,
  RESDEX_FOLDER_FULL,
  RESDEX_FOLDER_NOT_FOUND,
  RESDEX_FOLDER_PAGE_SIZE,
  RESDEX_FOLDERS_FULL,
  resdexFolderNameTaken,
  type ResdexFolder as ResdexFolderPayload,
  type ResdexFolderBody,
  type ResdexFolderCandidate as ResdexFolderCandidatePayload,
  type ResdexFolderCandidateBody,
  type ResdexFolderDetail,
  type ResdexFolderEntryResponse,
  type ResdexFolderList,
} from '@rozgar/contracts';
import type { Success } from '@rozgar/contracts/payloads/common';
import { Types } from 'mongoose';
import { jsonError } from '../lib/http.server';
import type { SessionUser } from '../lib/load-context.server';
import { objectIdSchema } from '../lib/validation.server';
import { ResdexFolder, ResdexFolderCandidate } from '../models/resdex-folder.server';
import { User } from '../models/user.server';
import { UserDetails } from '../models/user-details.server';
import { accountOf as planAccountOf } from './quotas.server';
import { applicantsAmong, hiddenAmong } from './resdex-access.server';
import {
  CANDIDATE_NOT_FOUND,
  CARD_FIELDS,
  requireCandidate,
  savedCandidateIds,
  toCandidateCard,
  usersWithResume,
  type CandidateProfile,
} from './candidate-search.server';

/*
 * Resdex folders (docs/product/recruiter-tools-and-workspace.md#resdex-folders): a recruiter's
 * named lists of candidates with notes. A folder belongs to the recruiter's account, shared by its
 * admin and sub-users (ADR 026; `created_by` / `added_by` record the member): an unknown folder is
 * 404, another account's 403.
 */

type Recruiter = Pick<SessionUser, 'id' | 'accountId'>;

interface StoredFolder {
  _id: Types.ObjectId;
  account_id: Types.ObjectId;
  name: string;
  updated_at: Date;
}

interface StoredEntry {
  user_id: Types.ObjectId;
  note?: string | null;
  added_at: Date;
}

/** The account a recruiter's folders belong to (the plan's account: ADR 022). */
const accountOf = (recruiter: Recruiter) => planAccountOf(recruiter);

/**
 * Of these seekers, those the recruiter may not see: they turned "Visible to recruiters" off and
 * never applied to one of the account's jobs (ADR 022).
 */
async function hiddenFrom(recruiter: Recruiter, userIds: Types.ObjectId[]): Promise<Set<string>> {
  const hidden = await hiddenAmong(userIds);
  if (hidden.size === 0) return hidden;
  const applicants = await applicantsAmong(
    recruiter,
    userIds.filter((userId) => hidden.has(String(userId))),
  );
  return new Set([...hidden].filter((userId) => !applicants.has(userId)));
}

const isDuplicateKey = (error: unknown) => (error as { code?: unknown } | null)?.code === 11000;

/** The name's key: case and surrounding space do not make two names different. */
const nameKey = (name: string) => name.trim().toLowerCase();

function toFolder(folder: StoredFolder, count: number): ResdexFolderPayload {
  return {
    id: String(folder._id),
    name: folder.name,
    count,
    updated_at: folder.updated_at.toISOString(),
  };
}

/**
 * Of these seekers in folders, those a folder leaves out of its list (see toEntries): former
 * seekers, and those hidden from this recruiter.
 */
async function leftOut(recruiter: Recruiter, userIds: Types.ObjectId[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const [seekers, hidden] = await Promise.all([
    User.find({ _id: { $in: userIds }, role: { $ne: 'Recruiter' } }, { _id: 1 }).lean<
      Array<{ _id: Types.ObjectId }>
    >(),
    hiddenFrom(recruiter, userIds),
  ]);
  const present = new Set(seekers.map((seeker) => String(seeker._id)));
  return new Set(
    userIds.map(String).filter((userId) => !present.has(userId) || hidden.has(userId)),
  );
}

/** How many candidates each of these folders lists: those it leaves out are not counted. */
async function countsOf(
  recruiter: Recruiter,
  folderIds: Types.ObjectId[],
): Promise<Map<string, number>> {
  if (folderIds.length === 0) return new Map();
  const entries = await ResdexFolderCandidate.find(
    { folder_id: { $in: folderIds } },
    { _id: 0, folder_id: 1, user_id: 1 },
  ).lean<Array<{ folder_id: Types.ObjectId; user_id: Types.ObjectId }>>();
  const userIds = [...new Set(entries.map((entry) => String(entry.user_id)))];
  const excluded = await leftOut(
    recruiter,
    userIds.map((id) => new Types.ObjectId(id)),
  );
  const counts = new Map<string, number>();
  for (const { folder_id, user_id } of entries)
    if (!excluded.has(String(user_id)))
      counts.set(String(folder_id), (counts.get(String(folder_id)) ?? 0) + 1);
  return counts;
}

async function folderWithCount(
  recruiter: Recruiter,
  folder: StoredFolder,
): Promise<ResdexFolderPayload> {
  return toFolder(folder, (await countsOf(recruiter, [folder._id])).get(String(folder._id)) ?? 0);
}

/** One of the account's folders: a malformed or unknown id is 404, another account's 403. */
async function ownFolder(recruiter: Recruiter, folderId: string): Promise<StoredFolder> {
  if (!objectIdSchema.safeParse(folderId).success) throw jsonError(404, RESDEX_FOLDER_NOT_FOUND);
  const folder = await ResdexFolder.findById(folderId, {
    account_id: 1,
    name: 1,
    updated_at: 1,
  }).lean<StoredFolder>();
  if (!folder) throw jsonError(404, RESDEX_FOLDER_NOT_FOUND);
  if (!folder.account_id.equals(accountOf(recruiter)))
    throw jsonError(403, RESDEX_FOLDER_FORBIDDEN);
  return folder;
}

/** Marks the folder changed now; returns it as it is. */
async function touch(folder: StoredFolder, now: Date): Promise<StoredFolder> {
  await ResdexFolder.updateOne({ _id: folder._id }, { $set: { updated_at: now } });
  return { ...folder, updated_at: now };
}

/** GET /api/resdex-folders: the account's folders with their counts, last updated first. */
export async function listResdexFolders(recruiter: Recruiter): Promise<ResdexFolderList> {
  const folders = await ResdexFolder.find(
    { account_id: accountOf(recruiter) },
    { account_id: 1, name: 1, updated_at: 1 },
  )
    .sort({ updated_at: -1, _id: -1 })
    .limit(MAX_RESDEX_FOLDERS)
    .lean<StoredFolder[]>();
  const counts = await countsOf(
    recruiter,
    folders.map((folder) => folder._id),
  );
  return {
    folders: folders.map((folder) => toFolder(folder, counts.get(String(folder._id)) ?? 0)),
  };
}

/**
 * POST /api/resdex-folders { name }: a new, empty folder. A name the account already uses (in
 * any case) is 409; at most 50 folders, also under concurrent creations: after inserting, the
 * folder is kept only when it is among the 50 oldest.
 */
export async function createResdexFolder(
  recruiter: Recruiter,
  { name }: ResdexFolderBody,
  now = new Date(),
): Promise<ResdexFolderPayload> {
  const account = accountOf(recruiter);
  if ((await ResdexFolder.countDocuments({ account_id: account })) >= MAX_RESDEX_FOLDERS)
    throw jsonError(409, RESDEX_FOLDERS_FULL);
  let folder;
  try {
    folder = await ResdexFolder.create({
      account_id: account,
      name,
      name_key: nameKey(name),
      created_by: new Types.ObjectId(recruiter.id),
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    if (isDuplicateKey(error)) throw jsonError(409, resdexFolderNameTaken(name));
    throw error;
  }
  const kept = await ResdexFolder.find({ account_id: account }, { _id: 1 })
    .sort({ created_at: 1, _id: 1 })
    .limit(MAX_RESDEX_FOLDERS)
    .lean<Array<{ _id: Types.ObjectId }>>();
  if (!kept.some(({ _id }) => _id.equals(folder._id))) {
    await ResdexFolder.deleteOne({ _id: folder._id });
    throw jsonError(409, RESDEX_FOLDERS_FULL);
  }
  return toFolder({ _id: folder._id, account_id: account, name, updated_at: now }, 0);
}

/** PATCH /api/resdex-folders/{id} { name }: renames the folder (409 when the name is taken). */
export async function renameResdexFolder(
  recruiter: Recruiter,
  folderId: string,
  { name }: ResdexFolderBody,
  now = new Date(),
): Promise<ResdexFolderPayload> {
  const folder = await ownFolder(recruiter, folderId);
  try {
    await ResdexFolder.updateOne(
      { _id: folder._id },
      { $set: { name, name_key: nameKey(name), updated_at: now } },
    );
  } catch (error) {
    if (isDuplicateKey(error)) throw jsonError(409, resdexFolderNameTaken(name));
    throw error;
  }
  return folderWithCount(recruiter, { ...folder, name, updated_at: now });
}

/** DELETE /api/resdex-folders/{id}: the folder and its candidates' entries (not the candidates). */
export async function deleteResdexFolder(recruiter: Recruiter, folderId: string): Promise<Success> {
  const folder = await ownFolder(recruiter, folderId);
  await ResdexFolder.deleteOne({ _id: folder._id });
  await ResdexFolderCandidate.deleteMany({ folder_id: folder._id });
  return { success: true as const };
}

/**
 * Folder entries as the API sends them: each candidate's card; a former seeker is left out, and
 * so is one hidden from recruiters who never applied to the account's jobs (ADR 022).
 */
async function toEntries(
  recruiter: Recruiter,
  entries: StoredEntry[],
): Promise<ResdexFolderCandidatePayload[]> {
  const userIds = entries.map((entry) => entry.user_id);
  const [accounts, profiles, withResume, saved, hidden] = await Promise.all([
    User.find({ _id: { $in: userIds }, role: { $ne: 'Recruiter' } }, { name: 1 }).lean<
      Array<{ _id: Types.ObjectId; name: string }>
    >(),
    UserDetails.find({ user_id: { $in: userIds } }, CARD_FIELDS).lean<CandidateProfile[]>(),
    usersWithResume(userIds),
    savedCandidateIds(recruiter.id),
    hiddenFrom(recruiter, userIds),
  ]);
  const names = new Map(accounts.map((account) => [String(account._id), account.name]));
  const byUser = new Map(profiles.map((profile) => [String(profile.user_id), profile]));
  return entries
    .filter((entry) => names.has(String(entry.user_id)) && !hidden.has(String(entry.user_id)))
    .map((entry) => {
      const id = String(entry.user_id);
      const profile = byUser.get(id) ?? { user_id: entry.user_id };
      return {
        candidate: toCandidateCard(
          { ...profile, account_name: names.get(id) },
          saved.has(id),
          withResume.has(id),
        ),
        note: entry.note || null,
        added_at: entry.added_at.toISOString(),
      };
    });
}

/** GET /api/resdex-folders/{id}?page=: the folder and a page of its candidates, newest first. */
export async function getResdexFolder(
  recruiter: Recruiter,
  folderId: string,
  page: number,
): Promise<ResdexFolderDetail> {
  const folder = await ownFolder(recruiter, folderId);
  const pageSize = RESDEX_FOLDER_PAGE_SIZE;
  // the count and the pages go past the candidates the list leaves out, as the folders' list does
  const members = await ResdexFolderCandidate.find(
    { folder_id: folder._id },
    { _id: 0, user_id: 1 },
  ).lean<Array<{ user_id: Types.ObjectId }>>();
  const excluded = await leftOut(
    recruiter,
    members.map((member) => member.user_id),
  );
  const total = members.length - members.filter((m) => excluded.has(String(m.user_id))).length;
  const entries = await ResdexFolderCandidate.find(
    {
      folder_id: folder._id,
      user_id: { $nin: [...excluded].map((id) => new Types.ObjectId(id)) },
    },
    { user_id: 1, note: 1, added_at: 1 },
  )
    .sort({ added_at: -1, _id: -1 })
    .skip((page - 1) * pageSize)
    .limit(pageSize)
    .lean<StoredEntry[]>();
  return {
    folder: toFolder(folder, total),
    candidates: await toEntries(recruiter, entries),
    total,
    page,
    pageSize,
  };
}

/**
 * PUT /api/resdex-folders/{id}/candidates/{userId} { note? }: adds the seeker to the folder, or
 * changes their note (left out: kept). Not a seeker, or one hidden from this recruiter → 404
 * Candidate not found; a full folder (500) refuses new candidates with 409.
 */
export async function putResdexFolderCandidate(
  recruiter: Recruiter,
  folderId: string,
  userId: string,
  { note }: ResdexFolderCandidateBody,
  now = new Date(),
): Promise<ResdexFolderEntryResponse> {
  const folder = await ownFolder(recruiter, folderId);
  const candidate = await requireCandidate(userId);
  // A seeker hidden from this recruiter is not found, as in Resdex (ADR 022).
  if ((await hiddenFrom(recruiter, [candidate])).size > 0)
    throw jsonError(404, CANDIDATE_NOT_FOUND);
  const key = { folder_id: folder._id, user_id: candidate };
  const present = await ResdexFolderCandidate.exists(key);
  if (
    !present &&
    (await ResdexFolderCandidate.countDocuments({ folder_id: folder._id })) >=
      MAX_RESDEX_FOLDER_CANDIDATES
  )
    throw jsonError(409, RESDEX_FOLDER_FULL);
  const upsert = () =>
    ResdexFolderCandidate.updateOne(
      key,
      {
        ...(note !== undefined && { $set: { note } }),
        $setOnInsert: {
          ...key,
          account_id: folder.account_id,
          added_by: new Types.ObjectId(recruiter.id),
          added_at: now,
          ...(note === undefined && { note: null }),
        },
      },
      { upsert: true },
    );
  try {
    await upsert();
  } catch (error) {
    // The same candidate added twice at once: the other request made the row; update it.
    if (!isDuplicateKey(error)) throw error;
    await upsert();
  }
  const entry = await ResdexFolderCandidate.findOne(key, {
    user_id: 1,
    note: 1,
    added_at: 1,
  }).lean<StoredEntry>();
  const [shown] = entry ? await toEntries(recruiter, [entry]) : [];
  return {
    folder: await folderWithCount(recruiter, await touch(folder, now)),
    entry: shown ?? null,
  };
}

/**
 * DELETE /api/resdex-folders/{id}/candidates/{userId}: takes the candidate out of the folder
 * (harmless when not in it).
 */
export async function removeResdexFolderCandidate(
  recruiter: Recruiter,
  folderId: string,
  userId: string,
  now = new Date(),
): Promise<ResdexFolderEntryResponse> {
  let folder = await ownFolder(recruiter, folderId);
  if (objectIdSchema.safeParse(userId).success) {
    const { deletedCount } = await ResdexFolderCandidate.deleteOne({
      folder_id: folder._id,
      user_id: new Types.ObjectId(userId),
    });
    if (deletedCount > 0) folder = await touch(folder, now);
  }
  return { folder: await folderWithCount(recruiter, folder), entry: null };
}
