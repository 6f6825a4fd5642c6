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
import type { Types } from 'mongoose';
import { Company } from '../models/company.server';
import { Job } from '../models/job.server';
import { onModelWrites } from '../models/write-signal.server';
import { COMPANY_CATEGORIES } from './company-highlights.server';
import { companyRatingsById, type CompanyRating } from './company-ratings.server';
import { openJobsFilter, rangeInBucket } from './job-search.server';

/*
 * The companies directory (`GET /api/companies`, docs/product/companies.md#companies-directory,
 * ADR 020): every company with a summary of its open jobs, held in this process as an index that
 * is rebuilt on the first read after a write to companies or jobs, after an open job expires, and
 * at the latest every INDEX_MAX_AGE_MS (writes by other processes). Searches, facet counts and
 * pages are computed over the index; ratings are read for the page's companies only (ADR 018).
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

/** Reads every company and every open job once and summarises them per company. */
export async function buildDirectoryIndex(now = new Date()): Promise<DirectoryIndex> {
  const [companies, jobs, typeMembers] = await Promise.all([
    Company.find(
      {},
      {
        company_name: 1,
        pfp: 1,
        city: 1,
        industry: 1,
        size: 1,
        founded: 1,
        tags: 1,
        nature_of_business: 1,
        recruiter_id: 1,
      },
    ).lean<StoredCompany[]>(),
    Job.find(openJobsFilter(now), {
      _id: 0,
      company_id: 1,
      company: 1,
      department: 1,
      min_experience: 1,
      max_experience: 1,
      created_at: 1,
      expiry_date: 1,
    }).lean<StoredJob[]>(),
    // the landing page's category rules, the very ones its counts come from
    Promise.all(
      COMPANY_CATEGORIES.map((category) =>
        Company.find(category.filter(now), { _id: 1 }).lean<Array<{ _id: Types.ObjectId }>>(),
      ),
    ),
  ]);
  const typesOf = new Map<string, CompanyType[]>();
  COMPANY_CATEGORIES.forEach((category, index) => {
    for (const { _id } of typeMembers[index] ?? []) {
      const id = String(_id);
      typesOf.set(id, [...(typesOf.get(id) ?? []), category.key]);
    }
  });

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
  entries.sort(
    (a, b) =>
      b.openJobs - a.openJobs || a.nameKey.localeCompare(b.nameKey) || a.id.localeCompare(b.id),
  );
  return { entries, byId, builtAt: now.getTime(), validUntil };
}

/*
 * The index of this process. A write heard bumps `generation`; an index built for an older
 * generation, or past its `validUntil`, is rebuilt by the next read (one build shared by the reads
 * that wait for it).
 */
let generation = 0;
let current: { generation: number; index: Promise<DirectoryIndex> } | null = null;
onModelWrites((collection) => {
  if (collection === 'companies' || collection === 'jobs') generation += 1;
});

/** The directory's index, rebuilt when something it summarises may have changed. */
export async function directoryIndex(now = new Date()): Promise<DirectoryIndex> {
  if (current && current.generation === generation) {
    const index = await current.index.catch(() => null);
    if (index && now.getTime() < index.validUntil && now.getTime() >= index.builtAt) return index;
    if (current.generation !== generation) return directoryIndex(now);
  }
  const build = { generation, index: buildDirectoryIndex(now) };
  current = build;
  try {
    return await build.index;
  } catch (error) {
    if (current === build) current = null;
    throw error;
  }
}

/** Forgets the index (tests that write around mongoose, the benchmark). */
export function dropDirectoryIndex(): void {
  current = null;
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

/** A company's values in each group (lower-cased where the filter ignores case). */
function valuesIn(group: Group, entry: DirectoryEntry, now: number): readonly string[] {
  switch (group) {
    case 'type':
      return entry.types;
    case 'location':
      return entry.city ? [entry.city] : [];
    case 'industry':
      return entry.industryValue ? [entry.industryValue] : [];
    case 'department':
      return entry.departments;
    case 'experience':
      return entry.experience;
    case 'nature':
      return entry.nature;
    case 'posted': {
      const latest = entry.latestPosted;
      if (latest === null) return [];
      return POSTED_WITHIN.filter((window) => latest >= now - window.days * DAY_MS).map(
        (window) => window.value,
      );
    }
  }
}

/** The chosen values of each group, lower-cased, or null when the group is not filtered. */
function chosenValues(query: CompaniesDirectoryQuery): Record<Group, Set<string> | null> {
  const set = (values: readonly string[] | undefined) =>
    values?.length ? new Set(values.map(lower)) : null;
  return {
    type: set(query.type),
    location: set(query.location),
    industry: set(query.industry?.flatMap(industriesIn)),
    department: set(query.department),
    experience: set(query.experience),
    nature: set(query.nature),
    posted: set(query.posted ? [query.posted] : undefined),
  };
}

const FIXED_LABELS: Partial<Record<Group, ReadonlyArray<{ value: string; label: string }>>> = {
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

class FacetCounter {
  private readonly counts = new Map<string, { value: string; count: number }>();
  add(values: readonly string[]) {
    for (const value of values) {
      const key = lower(value);
      const seen = this.counts.get(key);
      if (seen) seen.count += 1;
      else this.counts.set(key, { value, count: 1 });
    }
  }
  options(group: Group, chosen: readonly string[]): DirectoryFacetOption[] {
    const fixed = FIXED_LABELS[group];
    if (fixed)
      return fixed.map(({ value, label }) => ({
        value,
        label,
        count: this.counts.get(lower(value))?.count ?? 0,
      }));
    const ranked = [...this.counts.values()]
      .map(({ value, count }) => ({ value, label: labelOf(group, value), count }))
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    const listed = ranked.slice(0, MAX_FACET_OPTIONS);
    for (const value of chosen) {
      const key = lower(value);
      if (listed.some((option) => lower(option.value) === key)) continue;
      const known = ranked.find((option) => lower(option.value) === key);
      listed.push(known ?? { value, label: labelOf(group, value), count: 0 });
    }
    return listed;
  }
}

/** The chosen values of a group as the facets list them (industries as the contracts' values). */
function chosenForFacets(group: Group, query: CompaniesDirectoryQuery): readonly string[] {
  if (group === 'industry') return (query.industry ?? []).map((value) => industriesIn(value)[0]!);
  if (group === 'posted') return query.posted ? [query.posted] : [];
  return query[group] ?? [];
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
  const at = now.getTime();
  const text = query.q ? lower(query.q) : null;
  const chosen = chosenValues(query);
  const filtered = GROUPS.filter((group) => chosen[group] !== null);
  const counters = Object.fromEntries(GROUPS.map((group) => [group, new FacetCounter()])) as Record<
    Group,
    FacetCounter
  >;
  const matches: DirectoryEntry[] = [];
  for (const entry of index.entries) {
    if (text !== null && !entry.nameKey.includes(text)) continue;
    let failed: Group | null = null;
    let failures = 0;
    for (const group of filtered) {
      const wanted = chosen[group]!;
      if (!valuesIn(group, entry, at).some((value) => wanted.has(lower(value)))) {
        failures += 1;
        failed = group;
        if (failures > 1) break;
      }
    }
    if (failures > 1) continue;
    if (failures === 1) {
      counters[failed!].add(valuesIn(failed!, entry, at));
      continue;
    }
    matches.push(entry);
    for (const group of GROUPS) counters[group].add(valuesIn(group, entry, at));
  }
  const facets = Object.fromEntries(
    GROUPS.map((group) => [group, counters[group].options(group, chosenForFacets(group, query))]),
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
