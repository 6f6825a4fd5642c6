import { z } from 'zod/mini';
import {
  ACTIVE_PERIODS,
  CANDIDATE_JOB_TYPES,
  GRADUATION_YEARS,
  MAX_CRITERION_LENGTH,
  MAX_EXPERIENCE_YEARS,
  MAX_SEARCH_SKILLS,
  MAX_SEARCH_TITLE_LENGTH,
  KEYWORD_LIMITS,
  MAX_KEYWORD_LIST_LENGTH,
} from '../vocabularies/candidates';
import { GENDERS, MAX_EXPECTED_SALARY_LPA, NOTICE_PERIODS } from '../vocabularies/profile';
import { count, isoDateTime, objectId } from './common';

/*
 * Resume search as the API sends it (ADR 012, docs/product/resume-search-resdex.md): candidate
 * cards, a page of them, and the recruiter's recent and saved searches.
 */

const criterion = z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_CRITERION_LENGTH)));
const years = z.number().check(z.minimum(0), z.maximum(MAX_EXPERIENCE_YEARS));
const lakhs = z.number().check(z.minimum(0), z.maximum(MAX_EXPECTED_SALARY_LPA));

/**
 * ADR 012's `criteria` as a search is sent back: only the fields in use (no empty texts or lists,
 * no false flags, no open experience end), `activePeriod` always.
 */
export const sentCriteriaSchema = z.object({
  fullName: criterion,
  email: criterion,
  phone: criterion,
  skills: z.optional(
    z.array(z.string().check(z.minLength(1))).check(z.maxLength(MAX_SEARCH_SKILLS)),
  ),
  markAllSkillsAsMandatory: z.optional(z.boolean()),
  experience: z.optional(z.object({ min: z.optional(years), max: z.optional(years) })),
  location: criterion,
  prefLocation: criterion,
  includeRelocateWilling: z.optional(z.boolean()),
  pinCode: criterion,
  company: criterion,
  currRole: criterion,
  education: criterion,
  educationDetailed: criterion,
  fieldOfStudy: criterion,
  institution: criterion,
  graduationYear: z.optional(
    z.number().check(z.int(), z.minimum(GRADUATION_YEARS.min), z.maximum(GRADUATION_YEARS.max)),
  ),
  jobType: z.optional(z.array(z.enum(CANDIDATE_JOB_TYPES))),
  gender: z.optional(z.enum(GENDERS)),
  achievements: criterion,
  keywords: z.optional(z.string().check(z.minLength(1), z.maxLength(KEYWORD_LIMITS.length))),
  anyKeywords: z.optional(z.string().check(z.minLength(1), z.maxLength(MAX_KEYWORD_LIST_LENGTH))),
  excludeKeywords: z.optional(
    z.string().check(z.minLength(1), z.maxLength(MAX_KEYWORD_LIST_LENGTH)),
  ),
  noticePeriods: z.optional(z.array(z.enum(NOTICE_PERIODS))),
  expectedSalary: z.optional(z.object({ min: z.optional(lakhs), max: z.optional(lakhs) })),
  activePeriod: z.literal(ACTIVE_PERIODS),
});
/** Criteria as a search sends them back. */
export type SentCriteria = z.infer<typeof sentCriteriaSchema>;
/** Criteria as a search or a saved search takes them: every field optional, empty ones left out. */
export type CandidateCriteria = Partial<SentCriteria>;

/** ADR 012's `CandidateCard`: no phone or e-mail; what the profile lacks is null. */
export const candidateCardSchema = z.object({
  id: objectId,
  full_name: z.nullable(z.string()),
  curr_role: z.nullable(z.string()),
  address: z.nullable(z.string()),
  experience: z.nullable(z.number()),
  skills: z.array(z.string()),
  education: z.nullable(z.string()),
  /** Lakhs per annum (issue 14). */
  expected_salary: z.nullable(z.number()),
  notice_period: z.nullable(z.enum(NOTICE_PERIODS)),
  saved: z.boolean(),
  resume_link: z.nullable(z.string()),
});
export type CandidateCard = z.infer<typeof candidateCardSchema>;

/** POST /api/candidates/search: one page of the matching candidates. */
export const candidateSearchResultSchema = z.object({
  candidates: z.array(candidateCardSchema),
  total: count,
  page: z.number().check(z.int(), z.positive()),
  pageSize: z.number().check(z.int(), z.positive()),
});
export type CandidateSearchResult = z.infer<typeof candidateSearchResultSchema>;

/** GET /api/saved-candidates: the recruiter's saved candidates, most recently saved first. */
export const savedCandidatesSchema = z.object({ candidates: z.array(candidateCardSchema) });
export type SavedCandidates = z.infer<typeof savedCandidatesSchema>;

/** PUT and DELETE /api/saved-candidates/{userId}: whether the candidate is saved now. */
export const candidateSavedSchema = z.object({ saved: z.boolean() });
export type CandidateSaved = z.infer<typeof candidateSavedSchema>;

/**
 * A search with its label, the number of candidates matching it now and, of those, how many
 * signed up after it was last run (issue 16: accounts created since, not profiles changed since).
 */
const searchFields = {
  id: objectId,
  query: z.string(),
  criteria: sentCriteriaSchema,
  profiles: count,
  new_since_last_run: count,
};

/** One of the recruiter's recent searches. */
export const recentSearchSchema = z.object({ ...searchFields, searched_at: isoDateTime });
export type RecentSearch = z.infer<typeof recentSearchSchema>;

/** A search the recruiter saved under a title. */
export const savedSearchSchema = z.object({
  ...searchFields,
  title: z.string().check(z.minLength(1), z.maxLength(MAX_SEARCH_TITLE_LENGTH)),
  saved_at: isoDateTime,
  /** When a search with these criteria last ran (its saving when it has not run since). */
  last_run_at: isoDateTime,
});
export type SavedSearch = z.infer<typeof savedSearchSchema>;

/** GET /api/candidate-searches: recent (at most 5) and saved searches, newest first. */
export const candidateSearchesSchema = z.object({
  recent: z.array(recentSearchSchema),
  saved: z.array(savedSearchSchema),
});
export type CandidateSearches = z.infer<typeof candidateSearchesSchema>;

/** POST /api/candidate-searches: the search as saved. */
export const savedSearchResponseSchema = z.object({ search: savedSearchSchema });
export type SavedSearchResponse = z.infer<typeof savedSearchResponseSchema>;
