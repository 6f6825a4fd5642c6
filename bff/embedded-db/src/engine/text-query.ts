import type { Document } from 'bson';
import { compareValues, isPlainDocument, type StringComparator } from './bson-values.js';
import { CommandError, ErrorCodes } from './command-error.js';
import { sortKey, type SortSpec } from './sort-order.js';
import type { TextIndex } from './text-index.js';
import {
  foldText,
  queryLanguage,
  rawWords,
  type TextLanguage,
  textTerms,
  type TokenOptions,
} from './text-tokenizer.js';

/**
 * `$text: { $search, $language, $caseSensitive, $diacriticSensitive }` as mongod runs it
 * (docs/decisions/023-text-search.md): the search's terms are OR-ed, "quoted phrases" are all
 * required, `-term` and `-"phrase"` exclude; the documents come from the text index's
 * postings (no scan) with their score, the sum of the matched terms' scores.
 */
export interface TextQuery {
  search: string;
  language?: string;
  caseSensitive: boolean;
  diacriticSensitive: boolean;
}

const badValue = (message: string) => new CommandError(ErrorCodes.BadValue, 'BadValue', message);
const typeMismatch = (message: string) =>
  new CommandError(ErrorCodes.TypeMismatch, 'TypeMismatch', message);

/** The `$text` operand, checked as mongod checks it. */
export function parseTextOperand(operand: unknown): TextQuery {
  if (!isPlainDocument(operand)) throw badValue('$text expects an object');
  const { $search, $language, $caseSensitive, $diacriticSensitive } = operand;
  if (typeof $search !== 'string') throw typeMismatch('$search requires a string value');
  if ($language !== undefined && typeof $language !== 'string')
    throw typeMismatch('$language requires a string value');
  if ($caseSensitive !== undefined && typeof $caseSensitive !== 'boolean')
    throw typeMismatch('$caseSensitive requires a boolean value');
  if ($diacriticSensitive !== undefined && typeof $diacriticSensitive !== 'boolean')
    throw typeMismatch('$diacriticSensitive requires a boolean value');
  const known = ['$search', '$language', '$caseSensitive', '$diacriticSensitive'];
  if (Object.keys(operand).some((key) => !known.includes(key)))
    throw badValue('extra fields in $text');
  return {
    search: $search,
    language: $language,
    caseSensitive: $caseSensitive ?? false,
    diacriticSensitive: $diacriticSensitive ?? false,
  };
}

/** A filter with its `$text` taken out: the text query and the rest (undefined when empty). */
export interface TextFilter {
  text: TextQuery;
  rest: Document | undefined;
}

/**
 * Takes the `$text` clause out of a filter: at the top level or in a top-level `$and` (the
 * places mongod answers from the text index alone). Undefined when the filter has none. A
 * second `$text`, or one under `$nor`/`$not`/`$elemMatch` or `$or`, is refused.
 */
export function splitTextFilter(filter: Document | undefined): TextFilter | undefined {
  if (!filter || !containsText(filter)) return undefined;
  let found: TextQuery | undefined;
  const take = (document: Document): Document => {
    const rest: Document = {};
    for (const [key, value] of Object.entries(document)) {
      if (key === '$text') {
        if (found) throw badValue('Too many text expressions');
        found = parseTextOperand(value);
      } else if (key === '$and' && Array.isArray(value)) {
        const parts = (value as Document[])
          .map((part) => (isPlainDocument(part) ? take(part) : part))
          .filter((part) => !isPlainDocument(part) || Object.keys(part).length > 0);
        if (parts.length > 0) rest.$and = parts;
      } else {
        if (key === '$or' || key === '$nor') refuseNested(key, value);
        rest[key] = value;
      }
    }
    return rest;
  };
  const rest = take(filter);
  if (!found) return undefined;
  return { text: found, rest: Object.keys(rest).length > 0 ? rest : undefined };
}

/** Whether `$text` is in a filter, at its top or under logical operators (cheap: most filters
 * are a few plain fields). */
function containsText(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(containsText);
  if (!isPlainDocument(value)) return false;
  for (const key in value) {
    if (key === '$text') return true;
    if ((key === '$and' || key === '$or' || key === '$nor') && containsText(value[key]))
      return true;
  }
  return false;
}

/** A `$text` anywhere under another operator than `$and`. */
function refuseNested(key: string, value: unknown): void {
  if (!containsText(value)) return;
  if (key === '$or') throw badValue('$text inside $or is not supported by the embedded database');
  throw badValue('$text is not allowed in this context');
}

/** The words of a `$search` string, split as mongod's query parser does. */
export interface ParsedSearch {
  positive: string[];
  negative: string[];
  positivePhrases: string[];
  negativePhrases: string[];
}

/**
 * mongod's `$search` grammar: whitespace separates words; a `-` at a word's start negates it
 * (up to the next whitespace; "coffee-shop" is two positive words); text between double quotes
 * is a phrase (its words are positive words too), negated by a `-` right before the quote.
 */
export function parseSearch(search: string, language: TextLanguage): ParsedSearch {
  const parsed: ParsedSearch = {
    positive: [],
    negative: [],
    positivePhrases: [],
    negativePhrases: [],
  };
  let negated = false;
  let phraseStart = -1;
  let phraseNegated = false;
  let word = '';
  let afterSpace = true;
  const flushWord = () => {
    if (word.length > 0) {
      for (const raw of rawWords(word, language))
        (negated && phraseStart < 0 ? parsed.negative : parsed.positive).push(raw);
    }
    word = '';
  };
  for (let i = 0; i < search.length; i += 1) {
    const char = search[i] as string;
    if (char === '"') {
      flushWord();
      if (phraseStart < 0) {
        phraseStart = i + 1;
        phraseNegated = negated;
      } else {
        const phrase = search.slice(phraseStart, i);
        if (phraseNegated) parsed.negativePhrases.push(phrase);
        else {
          parsed.positivePhrases.push(phrase);
          parsed.positive.push(...rawWords(phrase, language));
        }
        phraseStart = -1;
        negated = false;
      }
      afterSpace = false;
      continue;
    }
    if (phraseStart >= 0) continue;
    if (/\s/.test(char)) {
      flushWord();
      negated = false;
      afterSpace = true;
      continue;
    }
    if (char === '-' && afterSpace) negated = true;
    else word += char;
    afterSpace = false;
  }
  // An unclosed quote: its words count as words.
  if (phraseStart >= 0) word += search.slice(phraseStart);
  flushWord();
  return parsed;
}

/** A `$text` search prepared against one text index. */
export interface TextSearchPlan {
  /** Distinct terms (stemmed, folded) of the positive words: the index lookups. */
  terms: string[];
  negatedTerms: string[];
  /** The rest of the checks need each candidate document (phrases, case or diacritics). */
  checks: ((document: Document) => boolean) | undefined;
}

export function planTextSearch(index: TextIndex, text: TextQuery): TextSearchPlan {
  const language = queryLanguage(text.language, index.defaultLanguage);
  const parsed = parseSearch(text.search, language);
  const unique = (words: string[], options?: TokenOptions) => [
    ...new Set(words.flatMap((word) => textTerms(word, language, options))),
  ];
  const terms = unique(parsed.positive);
  const negatedTerms = unique(parsed.negative);
  const options: TokenOptions = {
    caseSensitive: text.caseSensitive,
    diacriticSensitive: text.diacriticSensitive,
  };
  const sensitive = text.caseSensitive || text.diacriticSensitive;
  const sensitiveTerms = sensitive ? unique(parsed.positive, options) : [];
  const sensitiveNegated = sensitive ? unique(parsed.negative, options) : [];
  const phrases = parsed.positivePhrases.map((phrase) => foldText(phrase, options));
  const negatedPhrases = parsed.negativePhrases.map((phrase) => foldText(phrase, options));
  if (!sensitive && phrases.length === 0 && negatedPhrases.length === 0)
    return { terms, negatedTerms, checks: undefined };
  const checks = (document: Document): boolean => {
    const texts = index.textsOf(document).map(({ text: value }) => value);
    if (sensitive) {
      const language = index.languageOf(document);
      const held = new Set(texts.flatMap((value) => textTerms(value, language, options)));
      if (!sensitiveTerms.some((term) => held.has(term))) return false;
      if (sensitiveNegated.some((term) => held.has(term))) return false;
    }
    if (phrases.length === 0 && negatedPhrases.length === 0) return true;
    const folded = texts.map((value) => foldText(value, options));
    if (!phrases.every((phrase) => folded.some((value) => value.includes(phrase)))) return false;
    return !negatedPhrases.some((phrase) => folded.some((value) => value.includes(phrase)));
  };
  return { terms, negatedTerms: sensitive ? [] : negatedTerms, checks };
}

/**
 * The documents (by `_id` key) a search finds, with their scores: the union of the terms'
 * postings, less the negated terms' holders, each score the sum of its matched terms' scores.
 * No positive term (only negations or stop words): nothing, as mongod.
 */
export function textHits(index: TextIndex, plan: TextSearchPlan): Map<string, number> {
  const scores = new Map<string, number>();
  for (const term of plan.terms) {
    const holders = index.postings.get(term);
    if (!holders) continue;
    for (const [idKey, score] of holders) scores.set(idKey, (scores.get(idKey) ?? 0) + score);
  }
  for (const term of plan.negatedTerms)
    for (const idKey of index.postings.get(term)?.keys() ?? []) scores.delete(idKey);
  return scores;
}

/** Whether a sort or projection value is `{ $meta: 'textScore' }`. */
export function isTextScoreMeta(value: unknown): boolean {
  return isPlainDocument(value) && value.$meta === 'textScore' && Object.keys(value).length === 1;
}

/** mongod's error when `{ $meta: 'textScore' }` is asked of a query without `$text`. */
export function textScoreUnavailable(): CommandError {
  return new CommandError(
    40218,
    'Location40218',
    'query requires text score metadata, but it is not available',
  );
}

/** A text match to sort: the document, its score and sort keys, its position (ties keep it). */
export interface ScoredMatch {
  document: Document;
  score: number;
  position: number;
  keys: unknown[];
}

/**
 * Sorting text matches: `{ $meta: 'textScore' }` keys order by score, highest first, the others
 * as usual (their values read once per match, not per comparison); ties keep the matches' order.
 */
export function textSort(
  sort: SortSpec,
  strings?: StringComparator,
): {
  match: (document: Document, score: number, position: number) => ScoredMatch;
  compare: (a: ScoredMatch, b: ScoredMatch) => number;
} {
  const fields = Object.entries(sort).map(([path, raw]) => ({
    path,
    meta: isTextScoreMeta(raw),
    direction: Number(raw) < 0 ? -1 : 1,
  }));
  const keyed = fields.filter((field) => !field.meta);
  return {
    match: (document, score, position) => ({
      document,
      score,
      position,
      keys: keyed.map((field) => sortKey(document, field.path, field.direction, strings)),
    }),
    compare: (a, b) => {
      let keyIndex = 0;
      for (const field of fields) {
        let order: number;
        if (field.meta) order = b.score - a.score;
        else {
          order = compareValues(a.keys[keyIndex], b.keys[keyIndex], strings) * field.direction;
          keyIndex += 1;
        }
        if (order !== 0) return order;
      }
      return a.position - b.position;
    },
  };
}

/** Whether a sort spec orders by text score. */
export function sortsByTextScore(sort: SortSpec | undefined): boolean {
  return sort !== undefined && Object.values(sort).some(isTextScoreMeta);
}
