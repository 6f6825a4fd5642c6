import {
  KEYWORD_ADVICE,
  KEYWORD_OPTIMISER_LIMITS as LIMITS,
  KEYWORD_SCORE_STEP,
  type KeywordAnalysis,
  type KeywordRuleResult,
} from '@rozgar/contracts';
import type { KeywordSource, SourceKeyword } from './keyword-source.server';

/*
 * The job posting keyword optimiser's scoring (docs/product/recruiter-tools-and-workspace.md#job-posting-keyword-optimiser,
 * ADR 021): pure functions over a title, a description and the keyword source. One 20-point step
 * per rule met; the thresholds and advice texts are the contracts'.
 */

/** "High relevance": among the source's this many most relevant keywords. */
export const HIGH_RELEVANCE_TOP = 20;
/** The found keywords listed at most. */
const MAX_FOUND_LISTED = 50;

/** The words of a text: runs of non-space characters holding a letter or a digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

/** Rule 1: the title has 5 to 10 words. */
export function titleLengthRule(words: number): KeywordRuleResult {
  if (words < LIMITS.titleWordsMin)
    return { rule: 'title_length', met: false, advice: KEYWORD_ADVICE.titleTooShort };
  if (words > LIMITS.titleWordsMax)
    return { rule: 'title_length', met: false, advice: KEYWORD_ADVICE.titleTooLong };
  return { rule: 'title_length', met: true, advice: KEYWORD_ADVICE.titleGood };
}

/** Rule 2: the description has at least 300 words. */
export function descriptionLengthRule(words: number): KeywordRuleResult {
  return words >= LIMITS.descriptionWordsMin
    ? { rule: 'description_length', met: true, advice: KEYWORD_ADVICE.descriptionGood }
    : { rule: 'description_length', met: false, advice: KEYWORD_ADVICE.descriptionTooShort };
}

/** Rule 3: the title holds a high-relevance keyword. */
export function titleKeywordRule(hasHighRelevanceKeyword: boolean): KeywordRuleResult {
  return hasHighRelevanceKeyword
    ? { rule: 'title_keyword', met: true, advice: KEYWORD_ADVICE.titleKeywordGood }
    : { rule: 'title_keyword', met: false, advice: KEYWORD_ADVICE.titleKeywordMissing };
}

/** Rule 4: the average keyword density (in percent) is above 0.5 and below 3. */
export function densityRule(density: number): KeywordRuleResult {
  if (density <= LIMITS.densityMinExclusive)
    return { rule: 'keyword_density', met: false, advice: KEYWORD_ADVICE.densityTooLow };
  if (density >= LIMITS.densityMaxExclusive)
    return { rule: 'keyword_density', met: false, advice: KEYWORD_ADVICE.densityTooHigh };
  return { rule: 'keyword_density', met: true, advice: KEYWORD_ADVICE.densityGood };
}

/** Rule 5: at least 5 distinct keywords are found. */
export function distinctKeywordsRule(distinct: number): KeywordRuleResult {
  return distinct >= LIMITS.distinctKeywordsMin
    ? { rule: 'distinct_keywords', met: true, advice: KEYWORD_ADVICE.enoughKeywords }
    : { rule: 'distinct_keywords', met: false, advice: KEYWORD_ADVICE.fewKeywords };
}

const ALNUM = 'A-Za-z0-9';

/**
 * A keyword as a global, case-insensitive pattern: its words with any spacing between them, a
 * word edge where it starts or ends with a letter or digit ("Java" is not found in "JavaScript",
 * "C++" is found in "C++,").
 */
export function keywordPattern(keyword: string): RegExp {
  const escaped = keyword
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  const before = new RegExp(`^[${ALNUM}]`).test(keyword) ? `(?<![${ALNUM}])` : '';
  const after = new RegExp(`[${ALNUM}]$`).test(keyword) ? `(?![${ALNUM}])` : '';
  return new RegExp(`${before}${escaped}${after}`, 'gi');
}

/** How many times the text uses the keyword. */
export function occurrences(text: string, keyword: string): number {
  return text.match(keywordPattern(keyword))?.length ?? 0;
}

/** Rounded to two decimals. */
const round2 = (value: number) => Math.round(value * 100) / 100;

export interface AnalysedText {
  title: string;
  description: string;
  /** The key skills: part of the text a seeker sees and searches (a suggestion added lands here). */
  skills?: readonly string[];
}

/**
 * Scores a job's text — title, description and key skills — against the keyword source: the five
 * rules and the lists. A keyword's count and density are over the whole text; the length rules
 * read the title and the description only.
 */
export function analyseKeywords(
  { title, description, skills = [] }: AnalysedText,
  source: Pick<KeywordSource, 'scope' | 'value' | 'jobs' | 'keywords'>,
): KeywordAnalysis {
  const titleWords = countWords(title);
  const descriptionWords = countWords(description);
  const skillsText = skills.join(', ');
  const totalWords = titleWords + descriptionWords + countWords(skillsText);
  const text = `${title}\n${description}\n${skillsText}`;

  const found: Array<SourceKeyword & { count: number; density: number }> = [];
  const missingFromText: SourceKeyword[] = [];
  for (const keyword of source.keywords) {
    const count = occurrences(text, keyword.keyword);
    if (count === 0) missingFromText.push(keyword);
    else found.push({ ...keyword, count, density: totalWords ? (count / totalWords) * 100 : 0 });
  }
  const density =
    found.length === 0
      ? 0
      : found.reduce((sum, keyword) => sum + keyword.density, 0) / found.length;

  const highRelevance = source.keywords.slice(0, HIGH_RELEVANCE_TOP);
  const titleHasHighRelevance = highRelevance.some(
    (keyword) => occurrences(title, keyword.keyword) > 0,
  );

  const rules = [
    titleLengthRule(titleWords),
    descriptionLengthRule(descriptionWords),
    titleKeywordRule(titleHasHighRelevance),
    densityRule(density),
    distinctKeywordsRule(found.length),
  ];
  const suggestion = ({ keyword, relevance }: SourceKeyword) => ({ keyword, relevance });
  const highKeys = new Set(highRelevance.map((keyword) => keyword.key));
  const byUse = [...found].sort(
    (a, b) => b.count - a.count || b.relevance - a.relevance || a.key.localeCompare(b.key, 'en'),
  );
  return {
    score: rules.filter((rule) => rule.met).length * KEYWORD_SCORE_STEP,
    rules,
    title_words: titleWords,
    description_words: descriptionWords,
    density: round2(density),
    keywords: byUse.slice(0, MAX_FOUND_LISTED).map((keyword) => ({
      keyword: keyword.keyword,
      count: keyword.count,
      density: round2(keyword.density),
      relevance: keyword.relevance,
    })),
    missing: missingFromText
      .filter((keyword) => highKeys.has(keyword.key))
      .slice(0, LIMITS.missing)
      .map(suggestion),
    overused: byUse
      .filter((keyword) => keyword.count > LIMITS.overusedAbove)
      .slice(0, LIMITS.overused)
      .map(({ keyword, count }) => ({ keyword, count })),
    suggestions: missingFromText.slice(0, LIMITS.suggestions).map(suggestion),
    keyword_source: {
      scope: source.scope,
      ...(source.value ? { value: source.value } : {}),
      jobs: source.jobs,
    },
  };
}

/** Pasted text as a title (its first non-blank line) and a description (the rest). */
export function splitPastedText(text: string): AnalysedText {
  const lines = text.split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first === -1) return { title: '', description: '' };
  return {
    title: lines[first]!.trim(),
    description: lines
      .slice(first + 1)
      .join('\n')
      .trim(),
  };
}
