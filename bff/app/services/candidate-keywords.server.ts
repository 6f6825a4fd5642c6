import {
  parseKeywordList,
  parseKeywordQuery,
  positiveTerms,
  type Criteria,
  type KeywordNode,
} from '@rozgar/contracts';
import type { Types } from 'mongoose';
import { Resume } from '../models/resume.server';

/*
 * Resdex's keywords (docs/product/resume-search-resdex.md#keywords, ADR 012): the three keyword
 * boxes as one MongoDB filter over user_details, and the relevance of each profile (how many of
 * the wanted terms it has).
 *
 * A term is found, case-insensitively and as a whole word ("Java" is not found in "JavaScript"),
 * in the skills, the preferred role, the current company, the employment and internship entries'
 * titles and companies, or the resume's extracted text. Resumes live in their own collection, so
 * each term is first looked up there once and its matches enter the filter as user ids.
 */

/** The profile fields a keyword is looked for in (besides the resume's text). */
export const KEYWORD_FIELDS = [
  'skills',
  'curr_role',
  'company',
  'employment.jobTitle',
  'employment.company',
  'internships.position',
  'internships.company',
] as const;

const ALNUM = 'A-Za-z0-9';

/**
 * A term as a case-insensitive pattern: a phrase's words with any spacing between them, a word
 * edge only where the term starts or ends with a letter or digit (so "C++" and ".NET" still match
 * "C++ developer" and "ASP.NET").
 */
export function termPattern(term: string): RegExp {
  const escaped = term
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const before = new RegExp(`^[${ALNUM}]`).test(term) ? `(?<![${ALNUM}])` : '';
  const after = new RegExp(`[${ALNUM}]$`).test(term) ? `(?![${ALNUM}])` : '';
  return new RegExp(`${before}${escaped}${after}`, 'i');
}

/** The parsed keyword boxes: all (Boolean), any (OR), exclude (none). */
export interface KeywordQueries {
  all: KeywordNode | null;
  any: KeywordNode | null;
  exclude: KeywordNode | null;
}

/** The criteria's keyword boxes parsed (the criteria schema has already refused bad ones). */
export function keywordQueries(criteria: Criteria): KeywordQueries {
  const parse = (text: string | undefined, parser: typeof parseKeywordQuery) => {
    if (!text) return null;
    const parsed = parser(text);
    return parsed.ok ? parsed.query : null;
  };
  return {
    all: parse(criteria.keywords, parseKeywordQuery),
    any: parse(criteria.anyKeywords, parseKeywordList),
    exclude: parse(criteria.excludeKeywords, parseKeywordList),
  };
}

/** Every term of the queries, lower-cased, once. */
function allTerms(queries: KeywordQueries): string[] {
  const out = new Set<string>();
  const walk = (node: KeywordNode | null) => {
    if (node === null) return;
    if (node.type === 'term') out.add(node.text.toLowerCase());
    else if (node.type === 'not') walk(node.child);
    else node.children.forEach(walk);
  };
  walk(queries.all);
  walk(queries.any);
  walk(queries.exclude);
  return [...out];
}

/** The keyword part of a search: its filter and what relevance counts. */
export interface KeywordPlan {
  /** One MongoDB condition over user_details, or null when no keyword box is used. */
  filter: Record<string, unknown> | null;
  /**
   * The wanted terms (all and any boxes, not under NOT) with who has each in their resume (user
   * ids as strings).
   */
  scored: Array<{ pattern: RegExp; resumeUsers: ReadonlySet<string> }>;
}

/**
 * The users whose resume text has the term. The resumes' text index (ADR 023) narrows them to
 * those holding one of the term's words in any form, and the whole-word pattern decides among
 * those; a term the index finds nowhere (only stop words like "IT", only symbols, or simply
 * absent) is looked for by the pattern alone, as before.
 */
async function resumeMatches(term: string): Promise<Types.ObjectId[]> {
  const pattern = termPattern(term);
  // The term's words only: quotes and a leading "-" would be $search's phrases and negations.
  const words = term.replace(/["-]/g, ' ').trim();
  type Row = { user_id: Types.ObjectId };
  let rows: Row[] = [];
  if (words.length > 0)
    rows = await Resume.find({ $text: { $search: words }, text: pattern }, { user_id: 1 }).lean<
      Row[]
    >();
  if (rows.length === 0) rows = await Resume.find({ text: pattern }, { user_id: 1 }).lean<Row[]>();
  return rows.map((row) => row.user_id);
}

/** The keyword boxes as one filter, each term's resume matches looked up once. */
export async function keywordPlan(criteria: Criteria): Promise<KeywordPlan> {
  const queries = keywordQueries(criteria);
  const terms = allTerms(queries);
  if (terms.length === 0) return { filter: null, scored: [] };
  const resumes = new Map(
    await Promise.all(terms.map(async (term) => [term, await resumeMatches(term)] as const)),
  );
  const condition = (node: KeywordNode): Record<string, unknown> => {
    switch (node.type) {
      case 'term': {
        const pattern = termPattern(node.text);
        return {
          $or: [
            ...KEYWORD_FIELDS.map((field) => ({ [field]: pattern })),
            { user_id: { $in: resumes.get(node.text.toLowerCase()) ?? [] } },
          ],
        };
      }
      case 'not':
        return { $nor: [condition(node.child)] };
      case 'and':
        return { $and: node.children.map(condition) };
      case 'or':
        return { $or: node.children.map(condition) };
    }
  };
  const parts = [
    queries.all && condition(queries.all),
    queries.any && condition(queries.any),
    queries.exclude && { $nor: [condition(queries.exclude)] },
  ].filter((part): part is Record<string, unknown> => Boolean(part));
  const wanted = [...new Set([...positiveTerms(queries.all), ...positiveTerms(queries.any)])];
  return {
    filter: parts.length === 1 ? parts[0]! : { $and: parts },
    scored: wanted.map((term) => ({
      pattern: termPattern(term),
      resumeUsers: new Set((resumes.get(term) ?? []).map(String)),
    })),
  };
}

/** The profile fields a profile's relevance reads (`haystackOf`), as a projection. */
export const HAYSTACK_FIELDS = {
  skills: 1,
  curr_role: 1,
  company: 1,
  'employment.jobTitle': 1,
  'employment.company': 1,
  'internships.position': 1,
  'internships.company': 1,
} as const;

/** The profile fields `haystackOf` reads, as stored (any of them may be missing or null). */
export interface HaystackFields {
  skills?: Array<string | null> | null;
  curr_role?: string | null;
  company?: string | null;
  employment?: Array<{ jobTitle?: string | null; company?: string | null }> | null;
  internships?: Array<{ position?: string | null; company?: string | null }> | null;
}

/** Each value on a line of its own, after a newline; a null value is an empty line. */
const lines = (values: ReadonlyArray<string | null | undefined> | null | undefined) =>
  (values ?? []).reduce<string>((out, value) => `${out}\n${value ?? ''}`, '');

/** The values of one field of a list of entries: entries without it are skipped, as MongoDB does. */
const field = <T extends object, K extends keyof T>(entries: T[] | null | undefined, key: K) =>
  (entries ?? []).filter((entry) => entry?.[key] !== undefined).map((entry) => entry[key]);

/**
 * The profile's text a wanted term is looked for in: its skills, preferred role, current company,
 * and employment and internship titles and companies, each after a newline (the resume's text is
 * matched apart, through `resumeUsers`).
 */
export function haystackOf(profile: HaystackFields): string {
  return [
    lines(profile.skills),
    '\n',
    profile.curr_role ?? '',
    '\n',
    profile.company ?? '',
    lines(field(profile.employment, 'jobTitle') as Array<string | null>),
    lines(field(profile.employment, 'company') as Array<string | null>),
    lines(field(profile.internships, 'position') as Array<string | null>),
    lines(field(profile.internships, 'company') as Array<string | null>),
  ].join('');
}

/**
 * A profile's relevance: how many of the wanted terms it has, in its `haystack` (`haystackOf`
 * its profile) or in its resume. Counted here rather than in the
 * database: there, each term's "has it in their resume" was an `$in` over a list of user ids,
 * scanned for every matching profile (seconds at 5 000 seekers); here it is a set lookup.
 */
export function relevanceOf(plan: KeywordPlan, userId: string, haystack: string): number {
  let relevance = 0;
  for (const { pattern, resumeUsers } of plan.scored)
    if (resumeUsers.has(userId) || pattern.test(haystack)) relevance += 1;
  return relevance;
}
