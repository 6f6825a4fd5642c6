import {
  COMPANIES_DIRECTORY_LIMITS,
  COMPANY_TYPES,
  EXPERIENCE_BUCKETS,
  INDUSTRIES,
  NATURES_OF_BUSINESS,
  POSTED_WITHIN,
  industriesIn,
  industryGroupOf,
  type CompaniesDirectory,
  type CompaniesDirectoryQuery,
  type CompanySize,
  type CompanyType,
  type DirectoryCompany,
  type DirectoryFacetOption,
  type DirectoryFacets,
} from '@rozgar/contracts';
import { Types } from 'mongoose';
import { Company } from '../models/company.server';
import { Job } from '../models/job.server';
import { onModelWrites } from '../models/write-signal.server';
import { COMPANY_CATEGORIES } from './company-highlights.server';
import { companyRatingsById, type CompanyRating } from './company-ratings.server';
import { containsText, openJobsFilter, rangeInBucket } from './job-search.server';

/*
 * The companies directory (`GET /api/companies`, docs/product/companies.md#companies-directory,
 * ADR 020): every company with a summary of its open jobs, held in this process as an index.
 * Searches, facet counts and pages are computed over it; ratings are read for the page's
 * companies only (ADR 018). A write to companies or jobs refreshes the companies it touched, an
 * open job expiring or INDEX_MAX_AGE_MS passing rebuilds it all, in the background, while reads
 * are answered from the previous index (see `directoryIndex`).
 */

/** How long an index may serve without a write heard: bounds staleness from other processes. */
export const INDEX_MAX_AGE_MS = 30_000;
const DAY_MS = 24 * 60 * 60 * 1000;
/** The most options a group of free values (locations, industries, departments) lists. */
export const MAX_FACET_OPTIONS = 50;

/** One company as the directory knows it. */
export interface DirectoryEntry {
  _id: Types.ObjectId;
  id: string;
  name: string;
  /** Lower-cased name, for the search text. */
  nameKey: string;
  logo: string | null;
  city: string | null;
  /** As stored (free text for a recruiter's company). */
  industry: string | null;
  /** The contracts' industry it is, or the stored text when none: what the filter compares. */
  industryValue: string | null;
  size: CompanySize | null;
  founded: number | null;
  tags: string[];
  nature: string[];
  types: CompanyType[];
  claimed: boolean;
  openJobs: number;
  departments: string[];
  /** The experience buckets (ADR 009) its open jobs are in. */
  experience: string[];
  /** When its newest open job was posted (ms), or null without open jobs. */
  latestPosted: number | null;
}

export interface DirectoryIndex {
  /** Most open jobs first, then by name. */
  entries: DirectoryEntry[];
  byId: Map<string, DirectoryEntry>;
  builtAt: number;
  /** The index is stale from then on (an open job expires, or INDEX_MAX_AGE_MS passed). */
  validUntil: number;
}

interface StoredCompany {
  _id: Types.ObjectId;
  company_name: string;
  pfp?: string | null;
  city?: string | null;
  industry?: string | null;
  size?: CompanySize | null;
  founded?: number | null;
  tags?: string[] | null;
  nature_of_business?: string[] | null;
  recruiter_id?: Types.ObjectId | null;
}

interface StoredJob {
  company_id?: Types.ObjectId | null;
  company?: string;
  department?: string | null;
  min_experience?: number | null;
  max_experience?: number | null;
  created_at: Date;
  expiry_date?: Date | null;
}

/** The contracts' industry a stored industry text stands for (its value or its group), else the text. */
function industryValueOf(industry: string | null | undefined): string | null {
  if (!industry) return null;
  return (
    INDUSTRIES.find((entry) => entry.value === industry || entry.group === industry)?.value ??
    industry
  );
}

const blankless = (text: string | null | undefined) => (text && text.trim() ? text : null);

const COMPANY_FIELDS = {
  company_name: 1,
  pfp: 1,
  city: 1,
  industry: 1,
  size: 1,
  founded: 1,
  tags: 1,
  nature_of_business: 1,
  recruiter_id: 1,
} as const;
const JOB_FIELDS = {
  _id: 0,
  company_id: 1,
  company: 1,
  department: 1,
  min_experience: 1,
  max_experience: 1,
  created_at: 1,
  expiry_date: 1,
} as const;

/** Companies (all, or those of `ids`), their open jobs and their types, read at once. */
async function readCompanies(now: Date, ids?: Types.ObjectId[]) {
  const only = ids ? { _id: { $in: ids } } : {};
  const companies = await Company.find(only, COMPANY_FIELDS).lean<StoredCompany[]>();
  const open = openJobsFilter(now);
  const [jobs, unlinkedJobs, typeMembers] = await Promise.all([
    Job.find(ids ? { ...open, company_id: { $in: ids } } : open, JOB_FIELDS).lean<StoredJob[]>(),
    // a job without a company id belongs to its company by name (case aside)
    ids
      ? Job.find(
          {
            ...open,
            company_id: null,
            company: {
              $in: companies.map(
                (company) => new RegExp(`^${containsText(company.company_name).source}$`, 'i'),
              ),
            },
          },
          JOB_FIELDS,
        ).lean<StoredJob[]>()
      : [],
    // the landing page's category rules, the very ones its counts come from
    Promise.all(
      COMPANY_CATEGORIES.map((category) =>
        Company.find({ ...category.filter(now), ...only }, { _id: 1 }).lean<
          Array<{ _id: Types.ObjectId }>
        >(),
      ),
    ),
  ]);
  jobs.push(...unlinkedJobs);
  const typesOf = new Map<string, CompanyType[]>();
  COMPANY_CATEGORIES.forEach((category, index) => {
    for (const { _id } of typeMembers[index] ?? []) {
      const id = String(_id);
      typesOf.set(id, [...(typesOf.get(id) ?? []), category.key]);
    }
  });
  return { companies, jobs, typesOf };
}

/** Each company's entry with the summary of its open jobs; and when the first of them expires. */
function summarise(
  { companies, jobs, typesOf }: Awaited<ReturnType<typeof readCompanies>>,
  now: Date,
): { entries: DirectoryEntry[]; validUntil: number } {
  const byId = new Map<string, DirectoryEntry>();
  const byName = new Map<string, DirectoryEntry>();
  const departments = new Map<DirectoryEntry, Set<string>>();
  const experience = new Map<DirectoryEntry, Set<string>>();
  for (const company of companies) {
    const id = String(company._id);
    const entry: DirectoryEntry = {
      _id: company._id,
      id,
      name: company.company_name,
      nameKey: company.company_name.toLowerCase(),
      logo: blankless(company.pfp),
      city: blankless(company.city),
      industry: blankless(company.industry),
      industryValue: industryValueOf(blankless(company.industry)),
      size: company.size ?? null,
      founded: company.founded ?? null,
      tags: company.tags ?? [],
      nature: company.nature_of_business ?? [],
      types: typesOf.get(id) ?? [],
      claimed: company.recruiter_id != null,
      openJobs: 0,
      departments: [],
      experience: [],
      latestPosted: null,
    };
    byId.set(id, entry);
    // a job without a company id finds its company by name: the claimed one when names repeat
    const existing = byName.get(entry.nameKey);
    if (!existing || (!existing.claimed && entry.claimed)) byName.set(entry.nameKey, entry);
    departments.set(entry, new Set());
    experience.set(entry, new Set());
  }

  let validUntil = now.getTime() + INDEX_MAX_AGE_MS;
  for (const job of jobs) {
    const entry = job.company_id
      ? byId.get(String(job.company_id))
      : job.company
        ? byName.get(job.company.toLowerCase())
        : undefined;
    if (!entry) continue;
    entry.openJobs += 1;
    const posted = job.created_at.getTime();
    if (entry.latestPosted === null || posted > entry.latestPosted) entry.latestPosted = posted;
    if (job.department) departments.get(entry)!.add(job.department);
    for (const bucket of EXPERIENCE_BUCKETS)
      if (rangeInBucket(job.min_experience, job.max_experience, bucket))
        experience.get(entry)!.add(bucket.value);
    if (job.expiry_date) validUntil = Math.min(validUntil, job.expiry_date.getTime() + 1);
  }
  const entries = [...byId.values()];
  for (const entry of entries) {
    entry.departments = [...departments.get(entry)!];
    entry.experience = EXPERIENCE_BUCKETS.map((bucket) => bucket.value).filter((value) =>
      experience.get(entry)!.has(value),
    );
  }
  return { entries, validUntil };
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Most open jobs first, then by name (lower-cased, compared by code units: cheap for 10^4). */
const byOpenJobsThenName = (a: DirectoryEntry, b: DirectoryEntry) =>
  b.openJobs - a.openJobs || compareText(a.nameKey, b.nameKey) || compareText(a.id, b.id);

/** An index over entries already in order. */
function indexOf(entries: DirectoryEntry[], builtAt: number, validUntil: number): DirectoryIndex {
  return { entries, byId: new Map(entries.map((entry) => [entry.id, entry])), builtAt, validUntil };
}

/** The two ordered lists as one ordered list (the second sorted first). */
function merge(sorted: DirectoryEntry[], others: DirectoryEntry[]): DirectoryEntry[] {
  others.sort(byOpenJobsThenName);
  const merged: DirectoryEntry[] = [];
  let i = 0;
  let j = 0;
  while (i < sorted.length || j < others.length) {
    if (
      j >= others.length ||
      (i < sorted.length && byOpenJobsThenName(sorted[i]!, others[j]!) <= 0)
    )
      merged.push(sorted[i++]!);
    else merged.push(others[j++]!);
  }
  return merged;
}

/** Reads every company and every open job once and summarises them per company. */
export async function buildDirectoryIndex(now = new Date()): Promise<DirectoryIndex> {
  const { entries, validUntil } = summarise(await readCompanies(now), now);
  return indexOf(entries.sort(byOpenJobsThenName), now.getTime(), validUntil);
}

/**
 * The index with the companies of `ids` read again (added, changed or gone), the others as they
 * were: what a job posted or a company saved costs, instead of reading everything.
 */
export async function refreshDirectoryIndex(
  index: DirectoryIndex,
  ids: ReadonlySet<string>,
  now = new Date(),
): Promise<DirectoryIndex> {
  const objectIds = [...ids].map((id) => new Types.ObjectId(id));
  const { entries: fresh, validUntil } = summarise(await readCompanies(now, objectIds), now);
  const kept = index.entries.filter((entry) => !ids.has(entry.id));
  return indexOf(merge(kept, fresh), index.builtAt, Math.min(index.validUntil, validUntil));
}

/*
 * The index of this process, refreshed as search engines do (near real time): a write heard
 * re-reads the companies it touched (everything when it cannot tell which), the index passing its
 * `validUntil` re-reads everything, in the background; reads go on being answered from the
 * previous index until the new one is ready (ADR 020). Only the very first read waits for a
 * build. Writes arriving during a refresh make one more after it.
 */
let latest: DirectoryIndex | null = null;
let building: Promise<DirectoryIndex> | null = null;
let generation = 0;
let builtGeneration = -1;
/** What the next refresh must read again: everything, or these companies. */
let pendingFull = false;
const pendingIds = new Set<string>();

onModelWrites(({ collection, companyIds }) => {
  if (collection !== 'companies' && collection !== 'jobs') return;
  generation += 1;
  if (companyIds === null) pendingFull = true;
  else for (const id of companyIds) pendingIds.add(id);
  // eagerly, but only in a process that serves the directory
  if (latest) refreshInBackground();
});

function startBuild(): Promise<DirectoryIndex> {
  if (building) return building;
  const forGeneration = generation;
  const now = new Date();
  const previous = latest;
  const full = !previous || pendingFull || now.getTime() >= previous.validUntil;
  const ids = new Set(pendingIds);
  pendingFull = false;
  pendingIds.clear();
  const build = (full ? buildDirectoryIndex(now) : refreshDirectoryIndex(previous, ids, now))
    .then((index) => {
      codedIndex(index); // coded now, not by the first search that reads it
      latest = index;
      builtGeneration = forGeneration;
      return index;
    })
    .catch((error: unknown) => {
      // read it all again next time
      pendingFull = true;
      throw error;
    })
    .finally(() => {
      building = null;
      if (latest && builtGeneration !== generation) refreshInBackground();
    });
  building = build;
  return build;
}

function refreshInBackground(): void {
  startBuild().catch((error: unknown) => {
    console.error('[bff] companies directory: refreshing the index failed', error);
  });
}

/**
 * The directory's index: the latest built, with a refresh started when it may be stale (a write
 * heard, an open job expired, INDEX_MAX_AGE_MS passed); the first call waits for the first build.
 */
export async function directoryIndex(now = new Date()): Promise<DirectoryIndex> {
  if (!latest) return startBuild();
  if (builtGeneration !== generation || now.getTime() >= latest.validUntil) refreshInBackground();
  return latest;
}

/** Resolves once the index holds every write heard so far (tests, the benchmark). */
export async function directoryIndexSettled(): Promise<DirectoryIndex> {
  let index = await startBuild();
  while (builtGeneration !== generation) index = await startBuild();
  return index;
}

type Group = keyof DirectoryFacets;
const GROUPS: readonly Group[] = [
  'type',
  'location',
  'industry',
  'department',
  'experience',
  'nature',
  'posted',
];

const lower = (value: string) => value.toLowerCase();

const FIXED_OPTIONS: Partial<Record<Group, ReadonlyArray<{ value: string; label: string }>>> = {
  type: COMPANY_TYPES,
  experience: EXPERIENCE_BUCKETS.map((bucket) => ({
    value: bucket.value,
    label: `${bucket.value} years`,
  })),
  nature: NATURES_OF_BUSINESS.map((value) => ({ value, label: value })),
  posted: POSTED_WITHIN,
};

const labelOf = (group: Group, value: string) =>
  group === 'industry' ? industryGroupOf(value) : value;

/**
 * The values of one filter group as small whole numbers: each distinct value (compared without
 * case) once, with the spelling first seen. A vocabulary group's codes follow the vocabulary.
 */
class Dictionary {
  readonly values: string[] = [];
  private readonly codes = new Map<string, number>();
  constructor(fixed: ReadonlyArray<{ value: string }> = []) {
    for (const { value } of fixed) this.code(value);
  }
  code(value: string): number {
    const key = lower(value);
    let code = this.codes.get(key);
    if (code === undefined) {
      code = this.values.length;
      this.codes.set(key, code);
      this.values.push(value);
    }
    return code;
  }
  find(value: string): number | undefined {
    return this.codes.get(lower(value));
  }
}

/** Every group's dictionary and each company's codes in it (posting dates are read per search). */
interface CodedIndex {
  dictionaries: Record<Group, Dictionary>;
  codes: Array<Record<Exclude<Group, 'posted'>, number[]>>;
}

const coded = new WeakMap<DirectoryIndex, CodedIndex>();

function codedIndex(index: DirectoryIndex): CodedIndex {
  const known = coded.get(index);
  if (known) return known;
  const dictionaries = Object.fromEntries(
    GROUPS.map((group) => [group, new Dictionary(FIXED_OPTIONS[group])]),
  ) as Record<Group, Dictionary>;
  const codes = index.entries.map((entry) => ({
    type: entry.types.map((value) => dictionaries.type.code(value)),
    location: entry.city ? [dictionaries.location.code(entry.city)] : [],
    industry: entry.industryValue ? [dictionaries.industry.code(entry.industryValue)] : [],
    department: entry.departments.map((value) => dictionaries.department.code(value)),
    experience: entry.experience.map((value) => dictionaries.experience.code(value)),
    nature: entry.nature.map((value) => dictionaries.nature.code(value)),
  }));
  const built = { dictionaries, codes };
  coded.set(index, built);
  return built;
}

/** The posting windows (nested: 1 day ⊂ 3 days ⊂ …) a company is in, by its newest open job. */
const POSTED_FROM = POSTED_WITHIN.map((_, first) =>
  POSTED_WITHIN.map((__, code) => code).slice(first),
);
const NO_CODES: number[] = [];

/** The chosen values of each group (industries as the contracts' ones), as given. */
function chosenValues(query: CompaniesDirectoryQuery): Record<Group, readonly string[]> {
  return {
    type: query.type ?? [],
    location: query.location ?? [],
    industry: query.industry?.flatMap(industriesIn) ?? [],
    department: query.department ?? [],
    experience: query.experience ?? [],
    nature: query.nature ?? [],
    posted: query.posted ? [query.posted] : [],
  };
}

/** The chosen values of a group as the facets list them (an industry group as its first industry). */
function chosenForFacets(group: Group, query: CompaniesDirectoryQuery): readonly string[] {
  if (group === 'industry') return (query.industry ?? []).map((value) => industriesIn(value)[0]!);
  return chosenValues(query)[group];
}

function facetOptions(
  group: Group,
  dictionary: Dictionary,
  counts: Int32Array,
  chosen: readonly string[],
): DirectoryFacetOption[] {
  const fixed = FIXED_OPTIONS[group];
  if (fixed)
    return fixed.map(({ value, label }) => ({
      value,
      label,
      count: counts[dictionary.find(value)!] ?? 0,
    }));
  const ranked: DirectoryFacetOption[] = [];
  dictionary.values.forEach((value, code) => {
    if (counts[code]! > 0)
      ranked.push({ value, label: labelOf(group, value), count: counts[code]! });
  });
  ranked.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  const listed = ranked.slice(0, MAX_FACET_OPTIONS);
  for (const value of chosen) {
    const key = lower(value);
    if (listed.some((option) => lower(option.value) === key)) continue;
    const code = dictionary.find(value);
    listed.push({
      value: code === undefined ? value : dictionary.values[code]!,
      label: labelOf(group, code === undefined ? value : dictionary.values[code]!),
      count: code === undefined ? 0 : counts[code]!,
    });
  }
  return listed;
}

export interface DirectorySearch {
  matches: DirectoryEntry[];
  facets: DirectoryFacets;
}

/**
 * The companies matching the query, in the index's order, and every group's facet counts: a
 * group's options count the companies that match the search text and every other group's filter
 * (a company failing only that group's own filter still counts towards it).
 */
export function searchDirectory(
  index: DirectoryIndex,
  query: CompaniesDirectoryQuery,
  now = new Date(),
): DirectorySearch {
  const { dictionaries, codes } = codedIndex(index);
  const text = query.q ? lower(query.q) : null;
  const chosen = chosenValues(query);
  // per group: which codes are wanted (null: the group is not filtered)
  const wanted = GROUPS.map((group) => {
    if (chosen[group].length === 0) return null;
    const flags = new Uint8Array(dictionaries[group].values.length);
    for (const value of chosen[group]) {
      const code = dictionaries[group].find(value);
      if (code !== undefined) flags[code] = 1;
    }
    return flags;
  });
  const counts = GROUPS.map((group) => new Int32Array(dictionaries[group].values.length));
  const postedSince = POSTED_WITHIN.map((window) => now.getTime() - window.days * DAY_MS);
  const postedCodes = (latest: number | null) => {
    if (latest === null) return NO_CODES;
    const first = postedSince.findIndex((since) => latest >= since);
    return first < 0 ? NO_CODES : POSTED_FROM[first]!;
  };
  const groupCount = GROUPS.length;
  const valuesOf = new Array<readonly number[]>(groupCount);
  const matches: DirectoryEntry[] = [];
  index.entries.forEach((entry, position) => {
    if (text !== null && !entry.nameKey.includes(text)) return;
    const own = codes[position]!;
    valuesOf[0] = own.type;
    valuesOf[1] = own.location;
    valuesOf[2] = own.industry;
    valuesOf[3] = own.department;
    valuesOf[4] = own.experience;
    valuesOf[5] = own.nature;
    valuesOf[6] = postedCodes(entry.latestPosted);
    let failed = -1;
    for (let group = 0; group < groupCount; group++) {
      const flags = wanted[group];
      if (!flags) continue;
      if (!valuesOf[group]!.some((code) => flags[code] === 1)) {
        if (failed >= 0) return; // fails two groups: counts nowhere
        failed = group;
      }
    }
    if (failed >= 0) {
      for (const code of valuesOf[failed]!) counts[failed]![code]! += 1;
      return;
    }
    matches.push(entry);
    for (let group = 0; group < groupCount; group++)
      for (const code of valuesOf[group]!) counts[group]![code]! += 1;
  });
  const facets = Object.fromEntries(
    GROUPS.map((group, g) => [
      group,
      facetOptions(group, dictionaries[group], counts[g]!, chosenForFacets(group, query)),
    ]),
  ) as unknown as DirectoryFacets;
  return { matches, facets };
}

const ratingSummary = (rating: CompanyRating | undefined) =>
  rating ? { average: rating.rating, count: rating.reviews } : null;

/** A directory card: what the index knows, and the company's rating when it has reviews. */
function toCard(entry: DirectoryEntry, rating: CompanyRating | undefined): DirectoryCompany {
  return {
    id: entry.id,
    name: entry.name,
    logo: entry.logo,
    rating: ratingSummary(rating),
    tags: entry.tags,
    founded: entry.founded,
    open_jobs: entry.openJobs,
    city: entry.city,
    industry: entry.industry,
    size: entry.size,
    types: entry.types,
  };
}

/** `GET /api/companies?…`: one page of the directory with its facets. */
export async function companiesDirectory(
  query: CompaniesDirectoryQuery,
  now = new Date(),
): Promise<CompaniesDirectory> {
  const index = await directoryIndex(now);
  const { matches, facets } = searchDirectory(index, query, now);
  const { pageSize } = COMPANIES_DIRECTORY_LIMITS;
  const onPage = matches.slice((query.page - 1) * pageSize, query.page * pageSize);
  const ratings = await companyRatingsById(onPage.map((entry) => entry._id));
  return {
    companies: onPage.map((entry) => toCard(entry, ratings.get(entry.id))),
    total: matches.length,
    page: query.page,
    pages: Math.ceil(matches.length / pageSize),
    facets,
  };
}

export { ratingSummary };
