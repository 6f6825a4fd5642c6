import {
  ACTIVE_PERIODS,
  CANDIDATE_JOB_TYPES,
  GENDERS,
  type Gender,
} from '@rozgar/contracts/vocabularies';
import { apiFetch } from '@rozgar/design-system';
import { z } from 'zod/mini';

const id = z.pipe(z.union([z.string(), z.number()]), z.transform(String));
const text = z.nullish(z.string());
const count = z.number().check(z.int(), z.nonnegative());

/**
 * The contracts' job types (docs/product/resume-search-resdex.md#the-search-form) without "Any",
 * which is the empty list; genders and active periods likewise the contracts'.
 */
export const JOB_TYPES = CANDIDATE_JOB_TYPES;
export type JobType = (typeof JOB_TYPES)[number];
export { ACTIVE_PERIODS, GENDERS, type Gender };
export type ActivePeriod = (typeof ACTIVE_PERIODS)[number];

/** ADR 012's `criteria`: every field optional, empty ones left out. */
export interface CandidateCriteria {
  fullName?: string;
  email?: string;
  phone?: string;
  skills?: string[];
  markAllSkillsAsMandatory?: boolean;
  experience?: { min?: number; max?: number };
  location?: string;
  prefLocation?: string;
  includeRelocateWilling?: boolean;
  pinCode?: string;
  company?: string;
  currRole?: string;
  education?: string;
  educationDetailed?: string;
  fieldOfStudy?: string;
  institution?: string;
  graduationYear?: number;
  jobType?: JobType[];
  gender?: Gender;
  achievements?: string;
  activePeriod?: ActivePeriod;
}

/** Criteria as the BFF sends them back (kept loose: the form reads what it knows). */
const criteriaSchema = z.pipe(
  z.record(z.string(), z.unknown()),
  z.transform((value) => value as CandidateCriteria),
);

/** ADR 012's `CandidateCard` (no phone or e-mail). */
export const candidateCardSchema = z.object({
  id,
  full_name: text,
  curr_role: text,
  address: text,
  experience: z.nullish(z.union([z.string(), z.number()])),
  skills: z.nullish(z.array(z.string())),
  education: text,
  saved: z.boolean(),
  resume_link: text,
});

export type CandidateCard = z.infer<typeof candidateCardSchema>;

export const searchResultSchema = z.object({
  candidates: z.array(candidateCardSchema),
  total: count,
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
});

export type SearchResult = z.infer<typeof searchResultSchema>;

const recentSearchSchema = z.object({
  id,
  query: z.string(),
  criteria: criteriaSchema,
  profiles: count,
  searched_at: text,
});

const savedSearchSchema = z.object({
  id,
  title: z.string(),
  query: z.string(),
  criteria: criteriaSchema,
  profiles: count,
  saved_at: text,
});

export type RecentSearch = z.infer<typeof recentSearchSchema>;
export type SavedSearch = z.infer<typeof savedSearchSchema>;

export const candidateSearchesSchema = z.object({
  recent: z.array(recentSearchSchema),
  saved: z.array(savedSearchSchema),
});

export type CandidateSearches = z.infer<typeof candidateSearchesSchema>;

/** Results per page (ADR 012's default). */
export const PAGE_SIZE = 24;

/** `POST /api/candidates/search`: one page of the seekers matching `criteria`. */
export async function searchCandidates(
  criteria: CandidateCriteria,
  page = 1,
  pageSize = PAGE_SIZE,
): Promise<SearchResult> {
  const answer = await apiFetch('/api/candidates/search', {
    method: 'POST',
    body: { criteria, page, pageSize },
  });
  return searchResultSchema.parse(answer);
}

/** `GET /api/saved-candidates`: the recruiter's saved candidates, most recently saved first. */
export async function fetchSavedCandidates(): Promise<CandidateCard[]> {
  const answer = await apiFetch('/api/saved-candidates');
  return z.object({ candidates: z.array(candidateCardSchema) }).parse(answer).candidates;
}

/** `PUT` / `DELETE /api/saved-candidates/{userId}`: saves or unsaves a candidate. */
export async function setCandidateSaved(userId: string, saved: boolean): Promise<boolean> {
  const answer = await apiFetch(`/api/saved-candidates/${encodeURIComponent(userId)}`, {
    method: saved ? 'PUT' : 'DELETE',
  });
  return z.object({ saved: z.boolean() }).parse(answer).saved;
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
  return z.object({ search: savedSearchSchema }).parse(answer).search;
}

/** `DELETE /api/candidate-searches/{id}`: deletes one of the recruiter's saved searches. */
export async function deleteCandidateSearch(searchId: string): Promise<void> {
  const answer = await apiFetch(`/api/candidate-searches/${encodeURIComponent(searchId)}`, {
    method: 'DELETE',
  });
  z.object({ success: z.literal(true) }).parse(answer);
}
