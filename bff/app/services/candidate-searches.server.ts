import {
  MAX_SEARCH_TITLE_LENGTH,
  type CandidateSearches,
  type RecentSearch,
  type SavedSearch,
  type SavedSearchRenameBody,
} from '@rozgar/contracts';
import type { Success } from '@rozgar/contracts/payloads/common';
import { Types } from 'mongoose';
import { z } from 'zod';
import { jsonError } from '../lib/http.server';
import { RecentCandidateSearch, SavedCandidateSearch } from '../models/candidate-search.server';
import {
  compactCriteria,
  countCandidatesSince,
  criteriaSchema,
  expandCriteria,
  RECENT_SEARCHES_KEPT,
  searchLabel,
} from './candidate-search.server';
import { bodyError, objectIdSchema, requiredText } from '../lib/validation.server';

export const MAX_SAVED_SEARCHES = 50;
export const SAVED_SEARCHES_FULL = `You can keep at most ${MAX_SAVED_SEARCHES} saved searches`;
export const SEARCH_NOT_FOUND = 'Search not found';

/** `POST /api/candidate-searches` body (ADR 012): a title of 1–100 characters and the criteria. */
export const savedSearchBodySchema = z.strictObject(
  {
    title: requiredText('Title', MAX_SEARCH_TITLE_LENGTH),
    criteria: criteriaSchema,
  },
  { error: bodyError },
);

interface StoredSearch {
  _id: Types.ObjectId;
  criteria: unknown;
}

/**
 * A stored search's label, criteria, live count of matching candidates and, of those, how many
 * signed up after it last ran (issue 16).
 */
async function describe(search: StoredSearch, now: Date, lastRunAt: Date) {
  const criteria = expandCriteria(search.criteria);
  const { profiles, fresh } = await countCandidatesSince(criteria, lastRunAt, now);
  return {
    id: String(search._id),
    query: searchLabel(criteria),
    criteria: compactCriteria(criteria),
    profiles,
    new_since_last_run: fresh,
  };
}

type StoredSavedSearch = StoredSearch & {
  title: string;
  saved_at: Date;
  last_run_at?: Date | null;
};

async function toSavedSearch(search: StoredSavedSearch, now: Date): Promise<SavedSearch> {
  const lastRunAt = search.last_run_at ?? search.saved_at;
  const { id, ...rest } = await describe(search, now, lastRunAt);
  return {
    id,
    title: search.title,
    ...rest,
    saved_at: search.saved_at.toISOString(),
    last_run_at: lastRunAt.toISOString(),
  };
}

/**
 * GET /api/candidate-searches: the recruiter's recent (at most 5) and saved searches, newest
 * first, each with the number of candidates matching it now (counted here, never stored).
 */
export async function listCandidateSearches(
  recruiterId: string,
  now = new Date(),
): Promise<CandidateSearches> {
  const recruiter = new Types.ObjectId(recruiterId);
  const [recent, saved] = await Promise.all([
    RecentCandidateSearch.find({ recruiter_id: recruiter })
      .sort({ searched_at: -1, _id: -1 })
      .limit(RECENT_SEARCHES_KEPT)
      .lean<Array<StoredSearch & { searched_at: Date }>>(),
    SavedCandidateSearch.find({ recruiter_id: recruiter })
      .sort({ saved_at: -1, _id: -1 })
      .limit(MAX_SAVED_SEARCHES)
      .lean<StoredSavedSearch[]>(),
  ]);
  return {
    recent: await Promise.all(
      recent.map(async (search): Promise<RecentSearch> => ({
        ...(await describe(search, now, search.searched_at)),
        searched_at: search.searched_at.toISOString(),
      })),
    ),
    saved: await Promise.all(saved.map((search) => toSavedSearch(search, now))),
  };
}

/**
 * POST /api/candidate-searches: saves the criteria under the title; at most 50 per recruiter,
 * also under concurrent saves: after inserting, the search is kept only when it is among the 50
 * oldest, so of two racing saves for the last place the later one is removed and refused.
 */
export async function saveCandidateSearch(
  recruiterId: string,
  { title, criteria }: z.output<typeof savedSearchBodySchema>,
  now = new Date(),
): Promise<SavedSearch> {
  const recruiter = new Types.ObjectId(recruiterId);
  if (
    (await SavedCandidateSearch.countDocuments({ recruiter_id: recruiter })) >= MAX_SAVED_SEARCHES
  )
    throw jsonError(409, SAVED_SEARCHES_FULL);
  const search = await SavedCandidateSearch.create({
    recruiter_id: recruiter,
    title,
    criteria: compactCriteria(criteria),
    saved_at: now,
    last_run_at: now,
  });
  const kept = await SavedCandidateSearch.find({ recruiter_id: recruiter }, { _id: 1 })
    .sort({ saved_at: 1, _id: 1 })
    .limit(MAX_SAVED_SEARCHES)
    .lean<Array<{ _id: Types.ObjectId }>>();
  if (!kept.some(({ _id }) => _id.equals(search._id))) {
    await SavedCandidateSearch.deleteOne({ _id: search._id });
    throw jsonError(409, SAVED_SEARCHES_FULL);
  }
  return toSavedSearch(
    {
      _id: search._id,
      title: search.title,
      criteria: search.criteria,
      saved_at: search.saved_at,
      last_run_at: now,
    },
    now,
  );
}

/** PATCH /api/candidate-searches/{id} { title }: renames one of the recruiter's saved searches. */
export async function renameCandidateSearch(
  recruiterId: string,
  searchId: string,
  { title }: SavedSearchRenameBody,
  now = new Date(),
): Promise<SavedSearch> {
  if (!objectIdSchema.safeParse(searchId).success) throw jsonError(404, SEARCH_NOT_FOUND);
  const search = await SavedCandidateSearch.findOneAndUpdate(
    { _id: new Types.ObjectId(searchId), recruiter_id: new Types.ObjectId(recruiterId) },
    { $set: { title } },
    { new: true },
  ).lean<StoredSavedSearch>();
  if (!search) throw jsonError(404, SEARCH_NOT_FOUND);
  return toSavedSearch(search, now);
}

/** DELETE /api/candidate-searches/{id}: deletes one of the recruiter's saved searches, else 404. */
export async function deleteCandidateSearch(
  recruiterId: string,
  searchId: string,
): Promise<Success> {
  if (!objectIdSchema.safeParse(searchId).success) throw jsonError(404, SEARCH_NOT_FOUND);
  const { deletedCount } = await SavedCandidateSearch.deleteOne({
    _id: new Types.ObjectId(searchId),
    recruiter_id: new Types.ObjectId(recruiterId),
  });
  if (deletedCount === 0) throw jsonError(404, SEARCH_NOT_FOUND);
  return { success: true as const };
}
