import { eng } from 'stopword';
import { Job } from '../models/job.server';
import { openJobsFilter } from './job-search.server';
import { searchCountsSince } from './search-terms.server';

/*
 * The keyword source of the job posting keyword optimiser and the seeker's resume optimiser
 * (ADR 021, docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser): the key
 * skills and title words of the open jobs like the one at hand, each weighted by how many of those
 * jobs use it and by how often seekers searched for it over the last 90 days:
 *
 *   weight(k) = jobs(k) × (1 + ln(1 + searches(k)))      relevance(k) = weight(k) / max weight
 *
 * where jobs(k) counts the jobs listing k as a skill or in their title, and searches(k) sums the
 * counts of the search terms that hold k as a whole word or phrase ("react developer" counts for
 * "react" and for "developer").
 */

/** A step (role, industry, similar jobs) is used when it has at least this many open jobs. */
export const MIN_SOURCE_JOBS = 3;
/** The most open jobs read for one source (the newest). */
const MAX_SOURCE_JOBS = 2_000;
/** The most searched terms read for the weighting. */
const MAX_SEARCH_TERMS = 5_000;
/** The search window of the weighting. */
export const SEARCH_WINDOW_DAYS = 90;
/** The most keywords a source keeps. */
export const MAX_SOURCE_KEYWORDS = 500;
/** A computed source is reused for this long in this process. */
export const SOURCE_CACHE_MS = 5 * 60 * 1000;
const MAX_CACHED_SOURCES = 200;
/** The longest keyword phrase a search term is matched against, in words. */
const MAX_PHRASE_WORDS = 4;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Words that never make a keyword: the English stop words (the `stopword` package) and the filler
 * of job adverts and their titles — kinds of employment, seniority-free fillers, places, and the
 * words the resume optimiser was found to list ("work, every, full, india").
 */
export const KEYWORD_STOP_WORDS: ReadonlySet<string> = new Set([
  ...eng,
  ...[
    'able',
    'about',
    'across',
    'also',
    'based',
    'best',
    'candidate',
    'candidates',
    'company',
    'day',
    'days',
    'every',
    'etc',
    'excellent',
    'experience',
    'experienced',
    'fresher',
    'freshers',
    'full',
    'good',
    'great',
    'have',
    'hiring',
    'immediate',
    'including',
    'job',
    'jobs',
    'joiner',
    'joiners',
    'just',
    'looking',
    'month',
    'months',
    'must',
    'need',
    'needed',
    'new',
    'opening',
    'openings',
    'opportunity',
    'part',
    'per',
    'position',
    'positions',
    'required',
    'requirement',
    'requirements',
    'role',
    'roles',
    'salary',
    'strong',
    'time',
    'urgent',
    'urgently',
    'vacancy',
    'vacancies',
    'wanted',
    'well',
    'will',
    'within',
    'work',
    'working',
    'year',
    'years',
    'your',
    // places: a job's location is not one of its keywords
    'india',
    'ahmedabad',
    'bangalore',
    'bengaluru',
    'chennai',
    'delhi',
    'gurgaon',
    'gurugram',
    'hyderabad',
    'jaipur',
    'kolkata',
    'mumbai',
    'noida',
    'pune',
    'remote',
    'hybrid',
    'onsite',
    'office',
    'home',
    'wfh',
  ],
]);

/** A word: letters or digits, with inner `.`, `+` or `#` ("node.js", "c++", "c#"). */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}+#.]*/gu;

/** The words of a text, lower-cased, a trailing dot dropped. */
export function wordsOf(text: string): string[] {
  return [...text.toLocaleLowerCase('en').matchAll(WORD)].map(([word]) => word.replace(/\.+$/, ''));
}

/** Whether a word of a title can be a keyword: has a letter, 2+ characters, not a stop word. */
export function isKeywordWord(word: string): boolean {
  return word.length >= 2 && /\p{L}/u.test(word) && !KEYWORD_STOP_WORDS.has(word);
}

/** The words of a title that can be keywords, each once. */
export function titleKeywords(title: string): string[] {
  return [...new Set(wordsOf(title).filter(isKeywordWord))];
}

/** A keyword as compared: its words, lower-cased, single-spaced. */
export function keywordKey(keyword: string): string {
  return wordsOf(keyword).join(' ');
}

export interface SourceKeyword {
  /** As most jobs spell it ("React", "Node.js"). */
  keyword: string;
  /** `keywordKey(keyword)`. */
  key: string;
  /** 0–1: its weight over the source's highest. */
  relevance: number;
  /** Open jobs of the source using it. */
  jobs: number;
  /** Searches holding it over the last 90 days. */
  searches: number;
}

export type SourceScope = 'role' | 'industry' | 'title' | 'all';

export interface KeywordSource {
  scope: SourceScope;
  /** The role, the industry, or the similar jobs' title words and skills. */
  value?: string;
  /** Open jobs the keywords come from. */
  jobs: number;
  /** Most relevant first. */
  keywords: SourceKeyword[];
}

/** What a source is asked for: a role, an industry, a title and key skills (each optional). */
export interface SourceRequest {
  role?: string;
  industry?: string;
  title?: string;
  skills?: string[];
  /** The job being analysed, left out of its own source. */
  excludeJobId?: string;
}

interface JobWords {
  job_title: string;
  skills?: string[] | null;
}

/** Each keyword's spellings with their counts, and the number of jobs using it. */
interface Tally {
  jobs: number;
  spellings: Map<string, number>;
}

/**
 * The weighted keywords of a set of jobs (pure: the formula of this module's header). `searches`
 * are the search terms with their counts.
 */
export function weighKeywords(
  jobs: readonly JobWords[],
  searches: ReadonlyArray<{ term: string; count: number }>,
): SourceKeyword[] {
  const tallies = new Map<string, Tally>();
  const add = (key: string, spelling: string, seen: Set<string>) => {
    if (!key || seen.has(key)) return;
    seen.add(key);
    const tally = tallies.get(key) ?? { jobs: 0, spellings: new Map<string, number>() };
    tally.jobs += 1;
    tally.spellings.set(spelling, (tally.spellings.get(spelling) ?? 0) + 1);
    tallies.set(key, tally);
  };
  for (const job of jobs) {
    const seen = new Set<string>();
    for (const raw of job.skills ?? []) {
      const skill = raw.trim();
      const key = keywordKey(skill);
      // a one-word skill that is a stop word ("Remote") is no keyword either
      if (key && (key.includes(' ') || isKeywordWord(key))) add(key, skill, seen);
    }
    const titleWords = (job.job_title.match(WORD) ?? []).map((word) => word.replace(/\.+$/, ''));
    for (const word of titleWords) {
      const key = word.toLocaleLowerCase('en');
      if (isKeywordWord(key)) add(key, word, seen);
    }
  }

  const searched = new Map<string, number>();
  for (const { term, count } of searches) {
    const words = wordsOf(term);
    const phrases = new Set<string>();
    for (let start = 0; start < words.length; start++)
      for (let length = 1; length <= MAX_PHRASE_WORDS && start + length <= words.length; length++)
        phrases.add(words.slice(start, start + length).join(' '));
    for (const phrase of phrases)
      if (tallies.has(phrase)) searched.set(phrase, (searched.get(phrase) ?? 0) + count);
  }

  const weighed = [...tallies].map(([key, tally]) => {
    const searches = searched.get(key) ?? 0;
    return {
      key,
      keyword: mostCommonSpelling(tally.spellings),
      jobs: tally.jobs,
      searches,
      weight: tally.jobs * (1 + Math.log(1 + searches)),
    };
  });
  weighed.sort((a, b) => b.weight - a.weight || a.key.localeCompare(b.key, 'en'));
  const highest = weighed[0]?.weight ?? 1;
  return weighed.slice(0, MAX_SOURCE_KEYWORDS).map(({ weight, ...keyword }) => ({
    ...keyword,
    relevance: Math.round((weight / highest) * 100) / 100,
  }));
}

/** The spelling most jobs use; on a tie the one with capitals ("React" over "react"). */
function mostCommonSpelling(spellings: Map<string, number>): string {
  return [...spellings].sort(
    ([a, countA], [b, countB]) =>
      countB - countA || a.localeCompare(b, 'en', { caseFirst: 'upper' }),
  )[0]![0];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How many of the draft's keywords (title words and skills) a job shares. */
export function sharedKeywords(job: JobWords, draftKeys: ReadonlySet<string>): number {
  const keys = new Set([...titleKeywords(job.job_title), ...(job.skills ?? []).map(keywordKey)]);
  let shared = 0;
  for (const key of keys) if (draftKeys.has(key)) shared += 1;
  return shared;
}

/**
 * The open jobs of the first step with enough of them (at least `MIN_SOURCE_JOBS`): the same role;
 * jobs sharing 2 or more of the draft's title words and skills; the same industry; jobs sharing
 * one; all open jobs. A job being analysed is never its own source.
 */
async function sourceJobs(
  request: SourceRequest,
  now: Date,
): Promise<{ scope: SourceScope; value?: string; jobs: JobWords[] }> {
  const open: Record<string, unknown> = { ...openJobsFilter(now) };
  if (request.excludeJobId) open._id = { $ne: request.excludeJobId };
  const read = (filter: Record<string, unknown>) =>
    Job.find({ ...open, ...filter }, { job_title: 1, skills: 1 })
      .sort({ created_at: -1 })
      .limit(MAX_SOURCE_JOBS)
      .lean<JobWords[]>();

  const role = request.role?.trim();
  if (role) {
    const jobs = await read({ role: new RegExp(`^${escapeRegExp(role)}$`, 'i') });
    if (jobs.length >= MIN_SOURCE_JOBS) return { scope: 'role', value: role, jobs };
  }

  const words = titleKeywords(request.title ?? '');
  const skills = (request.skills ?? []).map((skill) => skill.trim()).filter(Boolean);
  let similar: Array<{ job: JobWords; shared: number }> = [];
  if (words.length > 0 || skills.length > 0) {
    const anyShared: Array<Record<string, unknown>> = [];
    if (words.length > 0)
      anyShared.push({
        job_title: new RegExp(
          `(?:^|[^a-z0-9])(?:${words.map(escapeRegExp).join('|')})(?:[^a-z0-9]|$)`,
          'i',
        ),
      });
    if (skills.length > 0)
      anyShared.push({
        skills: { $in: skills.map((skill) => new RegExp(`^${escapeRegExp(skill)}$`, 'i')) },
      });
    const draftKeys = new Set([...words, ...skills.map(keywordKey)]);
    similar = (await read({ $and: [{ $or: anyShared }] })).map((job) => ({
      job,
      shared: sharedKeywords(job, draftKeys),
    }));
  }
  const similarJobs = (atLeast: number) =>
    similar.filter((entry) => entry.shared >= atLeast).map((entry) => entry.job);
  const similarValue = [...words, ...skills].join(', ');

  const close = similarJobs(2);
  if (close.length >= MIN_SOURCE_JOBS) return { scope: 'title', value: similarValue, jobs: close };
  if (request.industry) {
    const jobs = await read({ industry: request.industry });
    if (jobs.length >= MIN_SOURCE_JOBS) return { scope: 'industry', value: request.industry, jobs };
  }
  const loose = similarJobs(1);
  if (loose.length >= MIN_SOURCE_JOBS) return { scope: 'title', value: similarValue, jobs: loose };
  return { scope: 'all', jobs: await read({}) };
}

type SearchCounts = Array<{ term: string; count: number }>;
/** The search log's counts, shared by every source: read once per `SOURCE_CACHE_MS`. */
let searchCounts: { at: number; counts: Promise<SearchCounts> } | null = null;

const cache = new Map<string, { at: number; source: Promise<KeywordSource> }>();

/** Forgets the cached sources (tests; a process only ever waits out `SOURCE_CACHE_MS`). */
export function clearKeywordSourceCache(): void {
  cache.clear();
  searchCounts = null;
}

function recentSearchCounts(now: Date): Promise<SearchCounts> {
  if (searchCounts && now.getTime() - searchCounts.at < SOURCE_CACHE_MS) return searchCounts.counts;
  const counts = searchCountsSince(
    new Date(now.getTime() - SEARCH_WINDOW_DAYS * DAY_MS),
    MAX_SEARCH_TERMS,
  );
  const entry = { at: now.getTime(), counts };
  searchCounts = entry;
  counts.catch(() => {
    if (searchCounts === entry) searchCounts = null;
  });
  return counts;
}

async function computeSource(request: SourceRequest, now: Date): Promise<KeywordSource> {
  const [{ scope, value, jobs }, searches] = await Promise.all([
    sourceJobs(request, now),
    recentSearchCounts(now),
  ]);
  return { scope, value, jobs: jobs.length, keywords: weighKeywords(jobs, searches) };
}

/**
 * The keyword source of a role, an industry or a draft (title and skills), computed from the
 * open jobs and the search-term log, then reused for 5 minutes by this process.
 */
export function keywordSource(request: SourceRequest, now = new Date()): Promise<KeywordSource> {
  const key = JSON.stringify([
    request.role?.trim().toLocaleLowerCase('en') ?? '',
    request.industry ?? '',
    titleKeywords(request.title ?? '').sort(),
    (request.skills ?? []).map((skill) => skill.trim().toLocaleLowerCase('en')).sort(),
    request.excludeJobId ?? '',
  ]);
  const cached = cache.get(key);
  if (cached && now.getTime() - cached.at < SOURCE_CACHE_MS) return cached.source;
  const source = computeSource(request, now);
  cache.delete(key);
  cache.set(key, { at: now.getTime(), source });
  // a failed computation is not kept; the oldest entry goes when the cache is full
  source.catch(() => {
    if (cache.get(key)?.source === source) cache.delete(key);
  });
  if (cache.size > MAX_CACHED_SOURCES) cache.delete(cache.keys().next().value!);
  return source;
}
