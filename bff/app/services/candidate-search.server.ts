import { createHash } from 'node:crypto';
import {
  ACTIVE_PERIODS,
  CANDIDATE_JOB_TYPES,
  CANDIDATE_SORTS,
  criteriaLabel,
  DEFAULT_ACTIVE_PERIOD,
  DEFAULT_CANDIDATE_SORT,
  MAX_CRITERION_LENGTH,
  MAX_SEARCH_SKILLS,
  criteriaSchema,
  type CandidateCard,
  type CandidateSearchResult,
  type Criteria,
  type NoticePeriod,
} from '@rozgar/contracts';
import { subMonths } from 'date-fns';
import mongoose, { Types, type PipelineStage } from 'mongoose';
import { z } from 'zod';
import { jsonError } from '../lib/http.server';
import { Candidates } from '../models/saved-candidate.server';
import { RecentCandidateSearch, SavedCandidateSearch } from '../models/candidate-search.server';
import { Resume } from '../models/resume.server';
import { User } from '../models/user.server';
import { UserDetails } from '../models/user-details.server';
import { containsText } from './job-search.server';
import { bodyError, objectIdSchema } from '../lib/validation.server';
import {
  HAYSTACK_FIELDS,
  haystackOf,
  keywordPlan,
  relevanceOf,
  type HaystackFields,
  type KeywordPlan,
} from './candidate-keywords.server';

/** The search criteria, their vocabularies and limits are the contracts' (candidates). */
export {
  ACTIVE_PERIODS,
  CANDIDATE_JOB_TYPES,
  DEFAULT_ACTIVE_PERIOD,
  MAX_CRITERION_LENGTH,
  MAX_SEARCH_SKILLS,
  criteriaSchema,
  type CandidateCard,
  type Criteria,
};
/** Recent searches kept per recruiter (docs/product/resume-search-resdex.md). */
export const RECENT_SEARCHES_KEPT = 5;
export const DEFAULT_PAGE_SIZE = 24;
export const MAX_PAGE_SIZE = 50;

export const CANDIDATE_NOT_FOUND = 'Candidate not found';
export const RESUME_NOT_FOUND = 'Resume not found';

/** `POST /api/candidates/search` body (ADR 012). */
export const candidateSearchBodySchema = z.strictObject(
  {
    criteria: criteriaSchema,
    page: z
      .number('page must be a whole number from 1')
      .int('page must be a whole number from 1')
      .min(1, 'page must be a whole number from 1')
      .max(10_000, 'page must be at most 10000')
      .default(1),
    pageSize: z
      .number(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
      .int(`pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
      .min(1, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
      .max(MAX_PAGE_SIZE, `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`)
      .default(DEFAULT_PAGE_SIZE),
    /** relevance: most matched keywords first; freshness: most recently active first. */
    sort: z
      .enum(CANDIDATE_SORTS, `sort must be one of: ${CANDIDATE_SORTS.join(', ')}`)
      .default(DEFAULT_CANDIDATE_SORT),
  },
  { error: bodyError },
);

/** The criteria as stored and sent back: only the fields in use (activePeriod always). */
export type StoredCriteria = Partial<Omit<Criteria, 'experience' | 'expectedSalary'>> & {
  experience?: { min?: number; max?: number };
  expectedSalary?: { min?: number; max?: number };
  activePeriod: Criteria['activePeriod'];
};

/** Criteria without their unused fields: empty texts and lists, false flags, open ranges. */
export function compactCriteria(criteria: Criteria): StoredCriteria {
  const out: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(criteria)) {
    if (value === undefined || value === false) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if (field === 'experience' || field === 'expectedSalary') {
      const { min, max } = value as Criteria['experience'];
      if (min === undefined && max === undefined) continue;
      out[field] = { ...(min !== undefined && { min }), ...(max !== undefined && { max }) };
      continue;
    }
    out[field] = value;
  }
  return out as StoredCriteria;
}

/** Stored criteria read back as full criteria (they were validated when stored). */
export function expandCriteria(stored: unknown): Criteria {
  const parsed = criteriaSchema.safeParse(stored ?? {});
  return parsed.success ? parsed.data : criteriaSchema.parse({});
}

const MODIFIERS = new Set(['activePeriod', 'markAllSkillsAsMandatory', 'includeRelocateWilling']);

/**
 * True when the criteria narrow the search: a text, skills, experience, graduation year, job
 * types or gender, or an active period other than the default. The flags alone do not (they only
 * change how skills and location match).
 */
export function hasCriterion(criteria: Criteria): boolean {
  if (criteria.activePeriod !== DEFAULT_ACTIVE_PERIOD) return true;
  return Object.keys(compactCriteria(criteria)).some((field) => !MODIFIERS.has(field));
}

/**
 * The key of a search: its criteria with texts lower-cased, skills and job types sorted, so the
 * same search typed again (another case, another order) is the same recent search.
 */
export function criteriaKey(criteria: Criteria): string {
  const compact = compactCriteria(criteria) as Record<string, unknown>;
  const normalised = Object.keys(compact)
    .sort()
    .map((field) => {
      const value = compact[field];
      if (typeof value === 'string') return [field, value.toLowerCase()];
      if (Array.isArray(value))
        return [field, value.map((item) => String(item).toLowerCase()).sort()];
      return [field, value];
    });
  return createHash('sha256').update(JSON.stringify(normalised)).digest('hex');
}

/**
 * The label of a search: every criterion it uses, e.g. "Name: Aarav · mandatory skills: React,
 * Node" (the contracts' criteriaLabel, docs/product/resume-search-resdex.md#recent-and-saved-searches);
 * empty when it uses none.
 */
export function searchLabel(criteria: Criteria): string {
  return criteriaLabel(compactCriteria(criteria));
}

const NOT_DIGIT = '[^0-9]*';

/**
 * A phone criterion as a pattern comparing digits only: "98765 43210", "+91-98765-43210" and
 * "098765 43210" all find a profile's "+91 9876543210" (the country code or trunk 0 is optional on
 * both sides for a 10-digit Indian number).
 */
function phonePattern(phone: string): RegExp {
  let digits = phone.replace(/\D/g, '');
  if (/^91\d{10}$/.test(digits)) digits = digits.slice(2);
  else if (/^0\d{10}$/.test(digits)) digits = digits.slice(1);
  const national = digits.split('').join(NOT_DIGIT);
  const prefix = digits.length === 10 ? `(?:(?:9${NOT_DIGIT}1|0)${NOT_DIGIT})?` : '';
  return new RegExp(`^${NOT_DIGIT}${prefix}${national}${NOT_DIGIT}$`);
}

/** A job type as stored by seekers ("Full Time", "full-time") matched to ADR 012's ("Full-time"). */
function jobTypePattern(type: string): RegExp {
  const words = type.split('-').map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^\\s*${words.join('[\\s_-]*')}\\s*$`, 'i');
}

const CONTAINS_FIELDS = [
  ['fullName', 'full_name'],
  ['email', 'email'],
  ['prefLocation', 'pref_location'],
  ['company', 'company'],
  ['currRole', 'curr_role'],
  ['education', 'education'],
  ['educationDetailed', 'education_detailed'],
  ['fieldOfStudy', 'field_of_study'],
  ['institution', 'institution'],
  ['achievements', 'achievements'],
] as const satisfies ReadonlyArray<readonly [keyof Criteria, string]>;

/**
 * The criteria as one MongoDB filter over user_details (ADR 012 "Matching"); the keywords' part
 * comes from their plan (it needs the resumes looked up first).
 */
export function profileFilter(
  criteria: Criteria,
  keywords: KeywordPlan | null = null,
): Record<string, unknown> {
  const conditions: Array<Record<string, unknown>> = [];
  if (keywords?.filter) conditions.push(keywords.filter);
  if (criteria.noticePeriods.length > 0)
    conditions.push({ notice_period: { $in: criteria.noticePeriods } });
  const salary = criteria.expectedSalary;
  if (salary.min !== undefined || salary.max !== undefined)
    conditions.push({
      expected_salary: {
        ...(salary.min !== undefined && { $gte: salary.min }),
        ...(salary.max !== undefined && { $lte: salary.max }),
      },
    });
  for (const [criterion, field] of CONTAINS_FIELDS) {
    const text = criteria[criterion];
    if (text) conditions.push({ [field]: containsText(text) });
  }
  if (criteria.location) {
    const pattern = containsText(criteria.location);
    conditions.push(
      criteria.includeRelocateWilling
        ? { $or: [{ address: pattern }, { pref_location: pattern }] }
        : { address: pattern },
    );
  }
  if (criteria.skills.length > 0) {
    const wanted = criteria.skills.map((skill) => ({ skills: containsText(skill) }));
    conditions.push(criteria.markAllSkillsAsMandatory ? { $and: wanted } : { $or: wanted });
  }
  if (criteria.phone) conditions.push({ phone: phonePattern(criteria.phone) });
  if (criteria.pinCode) conditions.push({ pin_code: criteria.pinCode });
  if (criteria.graduationYear !== undefined)
    conditions.push({ graduation_year: criteria.graduationYear });
  if (criteria.gender) conditions.push({ gender: criteria.gender });
  const { min, max } = criteria.experience;
  if (min !== undefined || max !== undefined)
    conditions.push({
      experience: {
        ...(min !== undefined && { $gte: min }),
        ...(max !== undefined && { $lte: max }),
      },
    });
  if (criteria.jobType.length > 0)
    conditions.push({ job_type: { $in: criteria.jobType.map(jobTypePattern) } });
  return conditions.length > 0 ? { $and: conditions } : {};
}

/**
 * The pipeline of the profiles matching the criteria: the filter, then the join to users keeping
 * seekers only (a recruiter has a user_details row too), then the active period — the later of
 * the profile's last change and the last login, or the account's creation when neither is
 * recorded — as `active_at`.
 */
function matchingProfiles(criteria: Criteria, keywords: KeywordPlan, now: Date): PipelineStage[] {
  return [
    { $match: profileFilter(criteria, keywords) },
    // A seeker who turned "Visible to recruiters" off never appears in Resdex (ADR 022).
    { $match: { visible_to_recruiters: { $ne: false } } },
    {
      $lookup: {
        from: User.collection.collectionName,
        localField: 'user_id',
        foreignField: '_id',
        as: 'account',
      },
    },
    { $unwind: '$account' },
    { $match: { 'account.role': { $ne: 'Recruiter' } } },
    {
      $addFields: {
        // The later of the two records, else the account's creation (activity is never earlier
        // than the creation; $max skips missing values).
        active_at: { $max: ['$updated_at', '$account.last_login_at', '$account.created_at'] },
      },
    },
    { $match: { active_at: { $gte: subMonths(now, criteria.activePeriod) } } },
  ];
}

/**
 * How many candidates match the criteria now and, of those, how many have an account created
 * after `since` (a search's "new since last run", issue 16): one pass over the profiles.
 */
export async function countCandidatesSince(
  criteria: Criteria,
  since: Date,
  now = new Date(),
): Promise<{ profiles: number; fresh: number }> {
  const [row] = await UserDetails.aggregate<{
    profiles: Array<{ n: number }>;
    fresh: Array<{ n: number }>;
  }>([
    ...matchingProfiles(criteria, await keywordPlan(criteria), now),
    {
      $facet: {
        profiles: [{ $count: 'n' }],
        fresh: [{ $match: { 'account.created_at': { $gt: since } } }, { $count: 'n' }],
      },
    },
  ]);
  return { profiles: row?.profiles[0]?.n ?? 0, fresh: row?.fresh[0]?.n ?? 0 };
}

export interface CandidateProfile {
  user_id: Types.ObjectId;
  full_name?: string | null;
  curr_role?: string | null;
  address?: string | null;
  experience?: number | null;
  skills?: string[] | null;
  education?: string | null;
  expected_salary?: number | null;
  notice_period?: NoticePeriod | null;
  account_name?: string | null;
}

export const CARD_FIELDS = {
  user_id: 1,
  full_name: 1,
  curr_role: 1,
  address: 1,
  experience: 1,
  skills: 1,
  education: 1,
  expected_salary: 1,
  notice_period: 1,
} as const;

export const candidateResumeLink = (userId: string) => `/api/candidates/${userId}/resume`;

/** The users among these who have a resume on file. */
export async function usersWithResume(userIds: Types.ObjectId[]): Promise<Set<string>> {
  const rows = await Resume.find({ user_id: { $in: userIds } }, { user_id: 1 }).lean<
    Array<{ user_id: Types.ObjectId }>
  >();
  return new Set(rows.map((row) => String(row.user_id)));
}

/** The recruiter's saved candidates' user ids. */
export async function savedCandidateIds(recruiterId: string): Promise<Set<string>> {
  const row = await Candidates.findOne(
    { recruiter_id: new Types.ObjectId(recruiterId) },
    { 'saved_candidates.user_id': 1 },
  ).lean<{ saved_candidates?: Array<{ user_id: Types.ObjectId }> }>();
  return new Set((row?.saved_candidates ?? []).map((entry) => String(entry.user_id)));
}

/** A profile as ADR 012's `CandidateCard` (the contracts'); the name falls back to the account's. */
export function toCandidateCard(
  profile: CandidateProfile,
  saved: boolean,
  hasResume: boolean,
): CandidateCard {
  const id = String(profile.user_id);
  return {
    id,
    full_name: profile.full_name || profile.account_name || null,
    curr_role: profile.curr_role || null,
    address: profile.address || null,
    experience: profile.experience ?? null,
    skills: profile.skills ?? [],
    education: profile.education || null,
    expected_salary: profile.expected_salary ?? null,
    notice_period: profile.notice_period ?? null,
    saved,
    resume_link: hasResume ? candidateResumeLink(id) : null,
  };
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/**
 * Keeps the search as the recruiter's most recent one: one row per criteria key (a repeat only
 * moves it to the top), then every row older than the 5th newest is removed. The removal is
 * bounded by that row's time, so a search repeated meanwhile (moved to now) is never removed, and
 * whichever of two quick searches trims last sees both, leaving 5.
 */
export async function recordRecentSearch(
  recruiterId: string,
  criteria: Criteria,
  now = new Date(),
): Promise<void> {
  const recruiter = new Types.ObjectId(recruiterId);
  const key = criteriaKey(criteria);
  const upsert = () =>
    RecentCandidateSearch.updateOne(
      { recruiter_id: recruiter, key },
      {
        $set: { criteria: compactCriteria(criteria), searched_at: now },
        $setOnInsert: { recruiter_id: recruiter, key },
      },
      { upsert: true },
    );
  try {
    await upsert();
  } catch (error) {
    // The same search twice at once: the other request made the row; move it instead.
    if (!isDuplicateKey(error)) throw error;
    await upsert();
  }
  const [oldestKept] = await RecentCandidateSearch.find(
    { recruiter_id: recruiter },
    { searched_at: 1 },
  )
    .sort({ searched_at: -1, _id: -1 })
    .skip(RECENT_SEARCHES_KEPT - 1)
    .limit(1)
    .lean<Array<{ _id: Types.ObjectId; searched_at: Date }>>();
  if (!oldestKept) return;
  await RecentCandidateSearch.deleteMany({
    recruiter_id: recruiter,
    $or: [
      { searched_at: { $lt: oldestKept.searched_at } },
      { searched_at: oldestKept.searched_at, _id: { $lt: oldestKept._id } },
    ],
  });
}

/**
 * Running criteria runs every saved search of the recruiter with the same criteria (the same key
 * as a recent search: case and order do not count): their `last_run_at` becomes now, so their
 * "new since last run" starts again from 0 (issue 16).
 */
export async function markSavedSearchesRun(
  recruiterId: string,
  criteria: Criteria,
  now = new Date(),
): Promise<void> {
  const recruiter = new Types.ObjectId(recruiterId);
  const key = criteriaKey(criteria);
  const saved = await SavedCandidateSearch.find({ recruiter_id: recruiter }, { criteria: 1 }).lean<
    Array<{ _id: Types.ObjectId; criteria: unknown }>
  >();
  const ran = saved.filter((search) => criteriaKey(expandCriteria(search.criteria)) === key);
  if (ran.length === 0) return;
  await SavedCandidateSearch.updateMany(
    { _id: { $in: ran.map((search) => search._id) } },
    { $set: { last_run_at: now } },
  );
}

/** Most recently active first, then by name: the freshness order, and relevance's tie-break. */
const FRESHEST_FIRST: Record<string, 1 | -1> = { active_at: -1, full_name: 1, _id: 1 };

const PAGE_PROJECTION = { ...CARD_FIELDS, _id: 0, account_name: '$account.name' } as const;

/**
 * The page of the matching profiles with the most wanted terms first. The database sends every
 * match, freshest first, with only the fields the terms are looked for in; each is counted here
 * (`relevanceOf`) and a stable sort by that count keeps the freshest-first order among equals —
 * the same order as sorting by relevance, activity, name and id in one go. Then the page's cards
 * alone are read.
 */
async function pageByRelevance(
  criteria: Criteria,
  keywords: KeywordPlan,
  page: number,
  pageSize: number,
  now: Date,
): Promise<{ total: number; profiles: CandidateProfile[] }> {
  const rows = await UserDetails.aggregate<{ user_id: Types.ObjectId } & HaystackFields>([
    ...matchingProfiles(criteria, keywords, now),
    { $sort: FRESHEST_FIRST },
    { $project: { _id: 0, user_id: 1, ...HAYSTACK_FIELDS } },
  ]);
  const ranked = rows
    .map((row) => ({
      userId: row.user_id,
      relevance: relevanceOf(keywords, String(row.user_id), haystackOf(row)),
    }))
    .sort((a, b) => b.relevance - a.relevance);
  const start = (page - 1) * pageSize;
  const wanted = ranked.slice(start, start + pageSize).map((entry) => entry.userId);
  // The page's cards, read once its members are known, in the ranked order.
  const cards = await UserDetails.aggregate<CandidateProfile>([
    { $match: { user_id: { $in: wanted } } },
    {
      $lookup: {
        from: User.collection.collectionName,
        localField: 'user_id',
        foreignField: '_id',
        as: 'account',
      },
    },
    { $unwind: '$account' },
    { $project: PAGE_PROJECTION },
  ]);
  const byUser = new Map(cards.map((card) => [String(card.user_id), card]));
  return {
    total: rows.length,
    profiles: wanted.flatMap((id) => byUser.get(String(id)) ?? []),
  };
}

/** The page of the matching profiles, freshest first, and how many match. */
async function pageByFreshness(
  criteria: Criteria,
  keywords: KeywordPlan,
  page: number,
  pageSize: number,
  now: Date,
): Promise<{ total: number; profiles: CandidateProfile[] }> {
  const [result] = await UserDetails.aggregate<{
    total: Array<{ n: number }>;
    page: CandidateProfile[];
  }>([
    ...matchingProfiles(criteria, keywords, now),
    {
      $facet: {
        total: [{ $count: 'n' }],
        page: [
          { $sort: FRESHEST_FIRST },
          { $skip: (page - 1) * pageSize },
          { $limit: pageSize },
          { $project: PAGE_PROJECTION },
        ],
      },
    },
  ]);
  return { total: result?.total[0]?.n ?? 0, profiles: result?.page ?? [] };
}

/**
 * POST /api/candidates/search: one page of the seekers matching the criteria, most recently active
 * first (or, sorted by relevance, the most matched keywords first: docs/product/resume-search-resdex.md#keywords),
 * then by name, each flagged `saved` for this recruiter; a search with a criterion becomes
 * one of the recruiter's recent searches.
 */
export async function searchCandidates(
  recruiterId: string,
  { criteria, page, pageSize, sort }: z.output<typeof candidateSearchBodySchema>,
  now = new Date(),
): Promise<CandidateSearchResult> {
  const keywords = await keywordPlan(criteria);
  const byRelevance = sort === 'relevance' && keywords.scored.length > 0;
  const { total, profiles } = await (byRelevance ? pageByRelevance : pageByFreshness)(
    criteria,
    keywords,
    page,
    pageSize,
    now,
  );
  const [saved, withResume] = await Promise.all([
    savedCandidateIds(recruiterId),
    usersWithResume(profiles.map((profile) => profile.user_id)),
  ]);
  if (hasCriterion(criteria)) await recordRecentSearch(recruiterId, criteria, now);
  await markSavedSearchesRun(recruiterId, criteria, now);
  return {
    candidates: profiles.map((profile) =>
      toCandidateCard(
        profile,
        saved.has(String(profile.user_id)),
        withResume.has(String(profile.user_id)),
      ),
    ),
    total,
    page,
    pageSize,
  };
}

/** The seeker with this user id (not a recruiter, not unknown), or null; malformed ids find none. */
export async function findSeeker(userId: string): Promise<{ _id: Types.ObjectId } | null> {
  if (!objectIdSchema.safeParse(userId).success || !mongoose.isValidObjectId(userId)) return null;
  return User.findOne({ _id: userId, role: { $ne: 'Recruiter' } }, { _id: 1 }).lean<{
    _id: Types.ObjectId;
  }>();
}

/** The seeker as a candidate, or a thrown 404 `Candidate not found`. */
export async function requireCandidate(userId: string): Promise<Types.ObjectId> {
  const seeker = await findSeeker(userId);
  if (!seeker) throw jsonError(404, CANDIDATE_NOT_FOUND);
  return seeker._id;
}
