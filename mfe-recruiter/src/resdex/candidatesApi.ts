import {
  candidateSavedSchema,
  candidateSearchesSchema,
  candidateSearchResultSchema,
  savedCandidatesSchema,
  savedSearchResponseSchema,
  type CandidateCard,
  type CandidateCriteria,
  type CandidateSearches,
  type CandidateSearchResult,
  type RecentSearch,
  type SavedSearch,
} from '@rozgar/contracts/payloads/candidates';
import { successSchema } from '@rozgar/contracts/payloads/common';
import {
  ACTIVE_PERIODS,
  CANDIDATE_JOB_TYPES,
  GENDERS,
  type Gender,
} from '@rozgar/contracts/vocabularies';
import { apiFetch } from '@rozgar/design-system';

/** ADR 012's payloads as the BFF sends them and its `criteria`: the contracts' (types only here). */
export type { CandidateCard, CandidateCriteria, CandidateSearches, RecentSearch, SavedSearch };
export type SearchResult = CandidateSearchResult;

/**
 * The contracts' job types (docs/product/resume-search-resdex.md#the-search-form) without "Any",
 * which is the empty list; genders and active periods likewise the contracts'.
 */
export const JOB_TYPES = CANDIDATE_JOB_TYPES;
export type JobType = (typeof JOB_TYPES)[number];
export { ACTIVE_PERIODS, GENDERS, type Gender };
export type ActivePeriod = (typeof ACTIVE_PERIODS)[number];

/** Results per page (ADR 012's default). */
export const PAGE_SIZE = 24;

/** `POST /api/candidates/search`: one page of the seekers matching `criteria`. */
export async function searchCandidates(
  criteria: CandidateCriteria,
  page = 1,
  pageSize = PAGE_SIZE,
  sort?: 'relevance' | 'freshness',
): Promise<SearchResult> {
  const answer = await apiFetch('/api/candidates/search', {
    method: 'POST',
    body: { criteria, page, pageSize, ...(sort && { sort }) },
  });
  return candidateSearchResultSchema.parse(answer);
}

/** `GET /api/saved-candidates`: the recruiter's saved candidates, most recently saved first. */
export async function fetchSavedCandidates(): Promise<CandidateCard[]> {
  return savedCandidatesSchema.parse(await apiFetch('/api/saved-candidates')).candidates;
}

/** `PUT` / `DELETE /api/saved-candidates/{userId}`: saves or unsaves a candidate. */
export async function setCandidateSaved(userId: string, saved: boolean): Promise<boolean> {
  const answer = await apiFetch(`/api/saved-candidates/${encodeURIComponent(userId)}`, {
    method: saved ? 'PUT' : 'DELETE',
  });
  return candidateSavedSchema.parse(answer).saved;
}

/** `GET /api/candidate-searches`: recent and saved searches, newest first, with live counts. */
export async function fetchCandidateSearches(): Promise<CandidateSearches> {
  return candidateSearchesSchema.parse(await apiFetch('/api/candidate-searches'));
}

/** `POST /api/candidate-searches`: saves `criteria` under `title`. */
export async function saveCandidateSearch(
  title: string,
  criteria: CandidateCriteria,
): Promise<SavedSearch> {
  const answer = await apiFetch('/api/candidate-searches', {
    method: 'POST',
    body: { title, criteria },
  });
  return savedSearchResponseSchema.parse(answer).search;
}

/** `PATCH /api/candidate-searches/{id}`: gives a saved search a new title (issue 16). */
export async function renameCandidateSearch(searchId: string, title: string): Promise<SavedSearch> {
  const answer = await apiFetch(`/api/candidate-searches/${encodeURIComponent(searchId)}`, {
    method: 'PATCH',
    body: { title },
  });
  return savedSearchResponseSchema.parse(answer).search;
}

/** `DELETE /api/candidate-searches/{id}`: deletes one of the recruiter's saved searches. */
export async function deleteCandidateSearch(searchId: string): Promise<void> {
  const answer = await apiFetch(`/api/candidate-searches/${encodeURIComponent(searchId)}`, {
    method: 'DELETE',
  });
  successSchema.parse(answer);
}
