import stem from 'wink-porter2-stemmer';
import { CommandError, ErrorCodes } from './command-error.js';

/**
 * Words of text indexes and `$text` searches as mongod's text index version 3 makes them
 * (docs/decisions/023-text-search.md): the text is cut at whitespace and punctuation (an
 * apostrophe belongs to an English word), each word is case-folded and stripped of diacritics,
 * English stop words are dropped and the rest stemmed by Porter2 (Snowball's "english", the
 * stemmer mongod links). Language "none" keeps every word and stems none.
 */
export type TextLanguage = 'english' | 'none';

/** mongod's English stop words (its stop_words_english list). */
const ENGLISH_STOP_WORDS = new Set(
  (
    "a about above after again against all am an and any are aren't as at be because been " +
    "before being below between both but by can't cannot could couldn't did didn't do does " +
    "doesn't doing don't down during each few for from further had hadn't has hasn't have " +
    "haven't having he he'd he'll he's her here here's hers herself him himself his how how's " +
    "i i'd i'll i'm i've if in into is isn't it it's its itself let's me more most mustn't my " +
    'myself no nor not of off on once only or other ought our ours ourselves out over own same ' +
    "shan't she she'd she'll she's should shouldn't so some such than that that's the their " +
    "theirs them themselves then there there's these they they'd they'll they're they've this " +
    "those through to too under until up very was wasn't we we'd we'll we're we've were " +
    "weren't what what's when when's where where's which while who who's whom why why's with " +
    "won't would wouldn't you you'd you'll you're you've your yours yourself yourselves"
  ).split(' '),
);

/** The languages mongod names English by (ISO 639-1 and its own name). */
const LANGUAGE_NAMES: Record<string, TextLanguage> = {
  english: 'english',
  en: 'english',
  none: 'none',
};

/** A language name of an index, a document or a query, or undefined when not supported. */
export function textLanguage(name: unknown): TextLanguage | undefined {
  return typeof name === 'string' ? LANGUAGE_NAMES[name.toLowerCase()] : undefined;
}

/** `$language` of a query: mongod's BadValue for a language it has no stemmer for. */
export function queryLanguage(name: unknown, fallback: TextLanguage): TextLanguage {
  if (name === undefined) return fallback;
  const language = textLanguage(name);
  if (!language)
    throw new CommandError(
      ErrorCodes.BadValue,
      'BadValue',
      `unsupported language: "${String(name)}" for text index version 3`,
    );
  return language;
}

/**
 * Words are runs of characters that are not whitespace, punctuation or symbols (Unicode
 * White_Space, P*, S*), as mongod's v3 tokenizer cuts them; `_` is part of a word, and in
 * English so is an inner `'` ("don't", "john's").
 */
const ENGLISH_WORD = /(?:[^\s\p{P}\p{S}]|[_'])+/gu;
const OTHER_WORD = /(?:[^\s\p{P}\p{S}]|_)+/gu;

/** Words of `text` as written (before folding), in order. */
export function rawWords(text: string, language: TextLanguage): string[] {
  if (language !== 'english') return text.match(OTHER_WORD) ?? [];
  const words: string[] = [];
  for (const word of text.match(ENGLISH_WORD) ?? []) {
    const trimmed = word.replace(/^'+|'+$/g, '');
    if (trimmed.length > 0) words.push(trimmed);
  }
  return words;
}

export interface TokenOptions {
  caseSensitive?: boolean;
  diacriticSensitive?: boolean;
}

/** Drops combining marks after canonical decomposition: "café" → "cafe". */
export function withoutDiacritics(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '');
}

/** `text` folded as the options ask (lower case and no diacritics by default). */
export function foldText(text: string, options: TokenOptions = {}): string {
  let folded = options.caseSensitive ? text : text.toLowerCase();
  if (!options.diacriticSensitive) folded = withoutDiacritics(folded);
  return folded;
}

function stemOf(word: string, language: TextLanguage): string {
  if (language !== 'english') return word;
  let stemmed = englishStems.get(word);
  if (stemmed === undefined) {
    if (englishStems.size >= STEM_CACHE_MAX) englishStems.clear();
    stemmed = stem(word);
    englishStems.set(word, stemmed);
  }
  return stemmed;
}

/*
 * Porter2 is a pure function of the word, and a catalogue's vocabulary is small next to its word
 * count: building the text indexes at start stems each distinct word once (about 0.9 s of a cold
 * start's 8 s under load went to stemming the same words again). Bounded: a flood of distinct
 * words only empties the cache.
 */
const STEM_CACHE_MAX = 100_000;
const englishStems = new Map<string, string>();

/**
 * The terms of `text`: folded words without stop words, stemmed. With `caseSensitive` the
 * stem keeps the word's own letters' case (the stem of the lower-cased word, re-cased), so
 * "Coffee" and "coffee" give different terms.
 */
export function textTerms(
  text: string,
  language: TextLanguage,
  options: TokenOptions = {},
): string[] {
  const terms: string[] = [];
  const sensitive = options.caseSensitive || options.diacriticSensitive;
  for (const raw of rawWords(text, language)) {
    const lower = withoutDiacritics(raw.toLowerCase());
    if (language === 'english' && ENGLISH_STOP_WORDS.has(lower)) continue;
    if (!sensitive) {
      terms.push(stemOf(lower, language));
      continue;
    }
    const base = options.diacriticSensitive ? raw.toLowerCase() : lower;
    const stemmed = stemOf(base, language);
    const cased = options.diacriticSensitive ? raw : withoutDiacritics(raw);
    terms.push(options.caseSensitive ? recase(stemmed, cased) : stemmed);
  }
  return terms;
}

/** `stemmed` (lower case) with the case of the word it came from, letter by letter. */
function recase(stemmed: string, word: string): string {
  let out = '';
  for (let i = 0; i < stemmed.length; i += 1) {
    const letter = stemmed[i] as string;
    const original = word[i];
    out += original !== undefined && original.toLowerCase() === letter ? original : letter;
  }
  return out;
}

/** Whether a (query) word is an English stop word. */
export function isStopWord(word: string, language: TextLanguage): boolean {
  return language === 'english' && ENGLISH_STOP_WORDS.has(withoutDiacritics(word.toLowerCase()));
}
