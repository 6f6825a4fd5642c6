import type { Document } from 'bson';
import { isPlainDocument, valuesAtPath } from './bson-values.js';
import { CommandError } from './command-error.js';
import { CollectionIndex, type IndexSpec } from './collection-index.js';
import { type TextLanguage, textLanguage, textTerms } from './text-tokenizer.js';

/**
 * A text index as mongod keeps one (docs/decisions/023-text-search.md): listed with the key
 * `{ _fts: 'text', _ftsx: 1 }`, its fields' `weights` (sorted by field, 1 unless given),
 * `default_language`, `language_override` and `textIndexVersion: 3`. It is an inverted index:
 * for every term, the documents holding it with the term's score in each (mongod's per-term
 * score, which its index keys carry), kept up to date on every insert, update and delete.
 */

export const TEXT_INDEX_KEY = { _fts: 'text', _ftsx: 1 };
/** Weights are in the exclusive interval (0, this), as mongod checks them. */
const MAX_WORD_WEIGHT = 100_000;
const CannotCreateIndex = 67;

/** Whether a raw or stored index spec is a text index. */
export function isTextIndexSpec(raw: Document): boolean {
  const key = raw.key;
  return isPlainDocument(key) && Object.values(key).some((value) => value === 'text');
}

function cannotCreate(message: string): CommandError {
  return new CommandError(CannotCreateIndex, 'CannotCreateIndex', message);
}

/**
 * The stored (listIndexes) form of a text index spec, from what a client sends (`{ title:
 * 'text', body: 'text' }` with `weights`, …) or from a stored spec (journal, snapshot).
 */
export function normalizeTextIndexSpec(raw: Document): IndexSpec {
  const key = raw.key as Document;
  const stored = key._fts === 'text';
  const weights = new Map<string, number>();
  if (!stored) {
    for (const [field, value] of Object.entries(key)) {
      if (value !== 'text')
        throw cannotCreate(
          `compound text indexes (text and ${JSON.stringify(value)} keys) are not supported by the embedded database`,
        );
      weights.set(field, 1);
    }
  } else if (Object.keys(key).some((field) => field !== '_fts' && field !== '_ftsx')) {
    throw cannotCreate('compound text indexes are not supported by the embedded database');
  }
  if (raw.weights !== undefined) {
    if (!isPlainDocument(raw.weights))
      throw cannotCreate('weights must be an object, or the string "$**"');
    for (const [field, value] of Object.entries(raw.weights)) {
      const weight = typeof value === 'number' ? value : Number(value);
      if (typeof value === 'string' || !Number.isFinite(weight))
        throw cannotCreate(`weight for text index needs numeric type`);
      if (weight <= 0 || weight >= MAX_WORD_WEIGHT)
        throw cannotCreate(
          `text index weight must be in the exclusive interval (0,${MAX_WORD_WEIGHT}) but found: ${weight}`,
        );
      weights.set(field, weight);
    }
  }
  if (weights.size === 0) throw cannotCreate('text index option "weights" must have a field');
  const defaultLanguage = raw.default_language ?? 'english';
  if (!textLanguage(defaultLanguage))
    throw cannotCreate(
      `default_language "${String(defaultLanguage)}" is not supported by the embedded database (english, none)`,
    );
  const languageOverride = raw.language_override ?? 'language';
  if (typeof languageOverride !== 'string' || languageOverride.length === 0)
    throw cannotCreate('language_override must be a non-empty string');
  const name =
    typeof raw.name === 'string' && raw.name.length > 0
      ? raw.name
      : Object.keys(key)
          .map((field) => `${field}_text`)
          .join('_');
  const spec: IndexSpec = { v: 2, key: { ...TEXT_INDEX_KEY }, name };
  for (const option of ['sparse', 'partialFilterExpression', 'hidden'])
    if (raw[option] !== undefined) spec[option] = raw[option];
  spec.weights = Object.fromEntries([...weights].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  spec.default_language = defaultLanguage;
  spec.language_override = languageOverride;
  spec.textIndexVersion = 3;
  return spec;
}

/** Whether two stored text index specs index the same way (mongod's "equivalent" test). */
export function sameTextIndex(a: IndexSpec, b: IndexSpec): boolean {
  return (
    JSON.stringify(a.weights) === JSON.stringify(b.weights) &&
    a.default_language === b.default_language &&
    a.language_override === b.language_override &&
    JSON.stringify(a.partialFilterExpression ?? null) ===
      JSON.stringify(b.partialFilterExpression ?? null)
  );
}

/** A string of a document under one of the index's fields, with its weight. */
export interface IndexedText {
  text: string;
  weight: number;
}

/**
 * mongod's score of one field value (its `_scoreStringV2`): every term gets
 * weight × freq × coeff × adjustment, where freq = 1 + 1/2 + 1/4 … over the term's
 * repetitions, coeff = 0.5 × count / words + 0.5, and adjustment 1.1 when the whole value is
 * the term (case-insensitively). Scores of a document's values add up per term.
 */
function scoreText(
  text: string,
  weight: number,
  language: TextLanguage,
  scores: Map<string, number>,
): void {
  const terms = textTerms(text, language);
  if (terms.length === 0) return;
  const counts = new Map<string, { count: number; freq: number; exp: number }>();
  for (const term of terms) {
    const data = counts.get(term) ?? { count: 0, freq: 0, exp: 0 };
    data.exp = data.exp === 0 ? 1 : data.exp * 2;
    data.count += 1;
    data.freq += 1 / data.exp;
    counts.set(term, data);
  }
  for (const [term, data] of counts) {
    const coeff = (0.5 * data.count) / terms.length + 0.5;
    const adjustment =
      text.length === term.length && text.toLowerCase() === term.toLowerCase() ? 1.1 : 1;
    scores.set(term, (scores.get(term) ?? 0) + weight * data.freq * coeff * adjustment);
  }
}

export class TextIndex extends CollectionIndex {
  /** term → (`_id` key → the term's score in that document); read through `postings`. */
  private readonly terms = new Map<string, Map<string, number>>();
  /**
   * The collection's documents while the index is not built yet: it is built from them when its
   * postings are first read (a `$text` query, explain, stats) or by `build()`, whichever comes
   * first (docs/decisions/016-bff-runs-built-javascript.md, "Cold start"). Until then writes
   * leave it alone: the build reads the documents as they are then.
   */
  private unbuilt: (() => Iterable<[string, Document]>) | undefined;
  readonly weights: ReadonlyMap<string, number>;
  readonly defaultLanguage: TextLanguage;
  readonly languageOverride: string;
  private readonly wildcard: boolean;

  constructor(spec: IndexSpec) {
    super(spec);
    this.weights = new Map(Object.entries(spec.weights as Record<string, number>));
    this.wildcard = this.weights.has('$**');
    this.defaultLanguage = textLanguage(spec.default_language) ?? 'english';
    this.languageOverride = String(spec.language_override ?? 'language');
  }

  /** term → (`_id` key → the term's score in that document), built first if it is not yet. */
  get postings(): ReadonlyMap<string, ReadonlyMap<string, number>> {
    this.build();
    return this.terms;
  }

  /** Builds the index from `documents` when it is first needed instead of now. */
  buildLater(documents: () => Iterable<[string, Document]>): void {
    this.unbuilt = documents;
  }

  /** Builds the index if it was left for later; a no-op once built. */
  build(): void {
    const documents = this.unbuilt;
    if (!documents) return;
    this.unbuilt = undefined;
    for (const [idKey, document] of documents()) this.add(document, idKey);
  }

  /** Never used to find documents by equality, never unique. */
  override get coversAllDocuments(): boolean {
    return false;
  }

  override findConflict(): undefined {
    return undefined;
  }

  /**
   * The language a document is indexed in: its `language_override` field when it has one
   * (mongod refuses the write with 17262 when that language is not supported), else the
   * index's default.
   */
  languageOf(document: Document): TextLanguage {
    const override = document[this.languageOverride];
    if (override === undefined) return this.defaultLanguage;
    const language = textLanguage(override);
    if (!language)
      throw new CommandError(
        17262,
        'Location17262',
        `language override unsupported: ${String(override)}`,
      );
    return language;
  }

  /** The strings the index reads from a document, each with its field's weight. */
  textsOf(document: Document): IndexedText[] {
    const out: IndexedText[] = [];
    for (const [field, weight] of this.weights) {
      if (field === '$**') continue;
      for (const value of valuesAtPath(document, field)) collectStrings(value, weight, out, false);
    }
    if (this.wildcard) {
      const weight = this.weights.get('$**') as number;
      for (const [field, value] of Object.entries(document)) {
        if (field === '_id' || this.weights.has(field)) continue;
        collectStrings(value, weight, out, true);
      }
    }
    return out;
  }

  /** Per-term scores of one document (empty when it has no indexed text). */
  scoresOf(document: Document): Map<string, number> {
    const scores = new Map<string, number>();
    const language = this.languageOf(document);
    for (const { text, weight } of this.textsOf(document))
      scoreText(text, weight, language, scores);
    return scores;
  }

  /** Checks a document can be indexed (its language), before anything is written. */
  check(document: Document): void {
    this.languageOf(document);
  }

  override add(document: Document, idKey: string): void {
    if (this.unbuilt) return;
    for (const [term, score] of this.scoresOf(document)) {
      let holders = this.terms.get(term);
      if (!holders) {
        holders = new Map();
        this.terms.set(term, holders);
      }
      holders.set(idKey, score);
    }
  }

  override remove(document: Document, idKey: string): void {
    if (this.unbuilt) return;
    for (const term of this.scoresOf(document).keys()) {
      const holders = this.terms.get(term);
      if (!holders) continue;
      holders.delete(idKey);
      if (holders.size === 0) this.terms.delete(term);
    }
  }
}

/** Strings in `value`: itself, an array's elements, and (`deep`, for `$**`) nested documents'. */
function collectStrings(value: unknown, weight: number, out: IndexedText[], deep: boolean): void {
  if (typeof value === 'string') out.push({ text: value, weight });
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, weight, out, deep);
  else if (deep && isPlainDocument(value))
    for (const nested of Object.values(value)) collectStrings(nested, weight, out, true);
}
