import { eng } from 'stopword';

/**
 * The resume optimiser's comparison (ADR 009: a pure function over two texts, run in the browser).
 * A keyword is a word of more than 3 letters, compared case-insensitively, that is not an English
 * stop word; once the portal's keywords are known, a missing one must also be one of their words ("with", "have", "that": a job ad full of them says nothing about skills). A job
 * keyword's importance comes from how often the job text uses it: high above 2 times, medium at
 * 2, low once.
 */

export type Importance = 'high' | 'medium' | 'low';

export interface Keyword {
  keyword: string;
  /** Times the job text uses it. */
  count: number;
  importance: Importance;
}

export interface KeywordComparison {
  /** Job keywords the resume has, most important first. */
  matched: Keyword[];
  /** Job keywords the resume lacks, most important first. */
  missing: Keyword[];
  /** The first `MISSING_SHOWN` of `missing`: what the page lists. */
  topMissing: Keyword[];
  /** Matched job keywords out of all job keywords, 0–100 (0 when the job text has none). */
  score: number;
}

export const MIN_LETTERS = 4;
export const MISSING_SHOWN = 10;

const WORD = /\p{L}+/gu;

/** The `stopword` package's English list, plus the filler words of job adverts it lacks. */
const STOP_WORDS: ReadonlySet<string> = new Set([
  ...eng,
  'will',
  'your',
  'yours',
  'just',
  'able',
  'within',
  'across',
  'etc',
  'including',
]);

/** Each word of more than 3 letters, lower-cased, with the number of times it occurs. */
export function countKeywords(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const [word] of text.toLocaleLowerCase('en').matchAll(WORD)) {
    if (word.length < MIN_LETTERS || STOP_WORDS.has(word)) continue;
    counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  return counts;
}

export function importanceOf(count: number): Importance {
  if (count > 2) return 'high';
  if (count === 2) return 'medium';
  return 'low';
}

const byImportance = (a: Keyword, b: Keyword) =>
  b.count - a.count || a.keyword.localeCompare(b.keyword, 'en');

/**
 * The words of the portal's keywords (GET /api/keyword-optimiser/keywords, ADR 021: the key skills
 * and title words of the open jobs), lower-cased: "Power BI" gives "power" and "bi".
 */
export function keywordVocabulary(keywords: readonly string[]): ReadonlySet<string> {
  const words = new Set<string>();
  for (const keyword of keywords)
    for (const [word] of keyword.toLocaleLowerCase('en').matchAll(WORD)) words.add(word);
  return words;
}

/**
 * Compares a resume with a job description: which of the job's keywords the resume covers. With
 * the portal's `vocabulary`, a job word the resume lacks counts only when it is one of its words,
 * so filler such as "work", "every" or "india" is never listed as missing (a word both texts share
 * is matched either way).
 */
export function compareKeywords(
  resumeText: string,
  jobText: string,
  vocabulary?: ReadonlySet<string>,
): KeywordComparison {
  const resumeWords = countKeywords(resumeText);
  const jobKeywords = [...countKeywords(jobText)]
    .filter(([keyword]) => !vocabulary || vocabulary.has(keyword) || resumeWords.has(keyword))
    .map(([keyword, count]) => ({ keyword, count, importance: importanceOf(count) }))
    .sort(byImportance);
  const matched = jobKeywords.filter(({ keyword }) => resumeWords.has(keyword));
  const missing = jobKeywords.filter(({ keyword }) => !resumeWords.has(keyword));
  return {
    matched,
    missing,
    topMissing: missing.slice(0, MISSING_SHOWN),
    score: jobKeywords.length === 0 ? 0 : Math.round((matched.length / jobKeywords.length) * 100),
  };
}
