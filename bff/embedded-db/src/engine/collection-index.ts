import type { Document } from 'bson';
import { collationEqualityKey, parseCollation } from './collation.js';
import { CommandError, ErrorCodes } from './command-error.js';
import { formatDocumentForMessage, valueKey, valuesAtPath } from './bson-values.js';
import { ExpiryQueue } from './expiry-queue.js';
import { compileFilter, type Predicate } from './filter-compiler.js';

export interface IndexSpec extends Document {
  v: number;
  key: Document;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
}

const INDEX_OPTION_FIELDS = [
  'unique',
  'sparse',
  'partialFilterExpression',
  'expireAfterSeconds',
  'collation',
  'background',
  'hidden',
];

/** mongod's default index name: `email_1`, `a_1_b_-1`. */
export function defaultIndexName(key: Document): string {
  return Object.entries(key)
    .map(([field, direction]) => `${field}_${String(direction)}`)
    .join('_');
}

export function normalizeIndexSpec(raw: Document): IndexSpec {
  const key = raw.key as Document | undefined;
  if (!key || typeof key !== 'object' || Object.keys(key).length === 0) {
    throw new CommandError(
      ErrorCodes.BadValue,
      'BadValue',
      'Index key pattern must be a non-empty object',
    );
  }
  const name =
    typeof raw.name === 'string' && raw.name.length > 0 ? raw.name : defaultIndexName(key);
  const spec: IndexSpec = { v: 2, key, name };
  for (const option of INDEX_OPTION_FIELDS)
    if (raw[option] !== undefined && option !== 'background') spec[option] = raw[option];
  if (raw.collation !== undefined) {
    // Stored with mongod's defaults filled in; `{ locale: 'simple' }` means no collation.
    const collation = parseCollation(raw.collation);
    if (collation) spec.collation = collation;
    else delete spec.collation;
  }
  if (spec.expireAfterSeconds !== undefined)
    spec.expireAfterSeconds = Number(spec.expireAfterSeconds);
  return spec;
}

/** Key entries of one document in one index; empty when the index does not hold it. */
interface IndexEntries {
  keys: string[];
  values: unknown[][];
}

export interface DuplicateKeyInfo {
  index: CollectionIndex;
  keyValue: Document;
}

/**
 * One index of a collection: for every key, the `_id` keys of the documents holding it.
 * Multikey (array) fields produce one entry per element. Missing fields are indexed as null
 * unless the index is sparse; a partial index holds only documents matching its filter.
 */
export class CollectionIndex {
  readonly fields: string[];
  readonly entries = new Map<string, Set<string>>();
  /** Compound indexes: first-field key → `_id` keys, for lookups by the first field alone. */
  private readonly prefixEntries = new Map<string, Set<string>>();
  private readonly partial: Predicate | undefined;
  /** With a collation, strings equal by it share one key (a case-insensitive unique index). */
  private readonly stringKey: ((value: string) => string) | undefined;
  /** A TTL index (one field, `expireAfterSeconds`): the documents it holds, by earliest date. */
  private readonly expiry: ExpiryQueue | undefined;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    this.expiry =
      spec.expireAfterSeconds !== undefined && this.fields.length === 1
        ? new ExpiryQueue()
        : undefined;
    this.stringKey = collationEqualityKey(spec.collation);
    this.partial = spec.partialFilterExpression
      ? compileFilter(spec.partialFilterExpression)
      : undefined;
  }

  get name(): string {
    return this.spec.name;
  }

  get isIdIndex(): boolean {
    return this.spec.name === '_id_';
  }

  /**
   * Usable to find documents by equality on its first field (holds every document). An index
   * with a collation is not: its keys fold strings the query's binary comparison tells apart.
   */
  get coversAllDocuments(): boolean {
    return !this.spec.sparse && !this.partial && !this.stringKey;
  }

  private keyOf(value: unknown): string {
    return this.stringKey && typeof value === 'string'
      ? valueKey(this.stringKey(value))
      : valueKey(value);
  }

  private entriesFor(document: Document): IndexEntries {
    if (this.partial && !this.partial(document)) return { keys: [], values: [] };
    const perField = this.fields.map((field) => {
      const reached = valuesAtPath(document, field);
      const expanded: unknown[] = [];
      for (const value of reached) {
        if (Array.isArray(value)) {
          if (value.length === 0) expanded.push(undefined);
          else expanded.push(...value);
        } else expanded.push(value);
      }
      return expanded;
    });
    if (
      this.spec.sparse &&
      perField.every((values) => values.every((value) => value === undefined))
    )
      return { keys: [], values: [] };
    let combos: unknown[][] = [[]];
    for (const values of perField) {
      const unique = dedupe(values);
      const next: unknown[][] = [];
      for (const combo of combos) for (const value of unique) next.push([...combo, value]);
      combos = next;
    }
    return {
      keys: combos.map((combo) => combo.map((value) => this.keyOf(value)).join('|')),
      values: combos,
    };
  }

  /** The `_id` keys of documents whose first indexed field equals `value`. */
  lookup(value: unknown): Set<string> | undefined {
    return (this.fields.length === 1 ? this.entries : this.prefixEntries).get(this.keyOf(value));
  }

  findConflict(document: Document, idKey: string): DuplicateKeyInfo | undefined {
    if (!this.spec.unique && !this.isIdIndex) return undefined;
    const { keys, values } = this.entriesFor(document);
    for (let i = 0; i < keys.length; i += 1) {
      const holders = this.entries.get(keys[i] as string);
      if (!holders) continue;
      for (const holder of holders) {
        if (holder !== idKey) {
          const keyValue: Document = {};
          this.fields.forEach((field, position) => {
            keyValue[field] = values[i]?.[position] ?? null;
          });
          return { index: this, keyValue };
        }
      }
    }
    return undefined;
  }

  add(document: Document, idKey: string): void {
    const { keys, values } = this.entriesFor(document);
    for (const key of keys) addHolder(this.entries, key, idKey);
    if (this.expiry) {
      const at = earliestDate(values);
      if (at !== undefined) this.expiry.set(idKey, at);
    }
    if (this.fields.length > 1)
      for (const combo of values) addHolder(this.prefixEntries, this.keyOf(combo[0]), idKey);
  }

  remove(document: Document, idKey: string): void {
    this.expiry?.delete(idKey);
    const { keys, values } = this.entriesFor(document);
    for (const key of keys) removeHolder(this.entries, key, idKey);
    if (this.fields.length > 1)
      for (const combo of values) removeHolder(this.prefixEntries, this.keyOf(combo[0]), idKey);
  }

  /**
   * `_id` keys of the documents this TTL index expires at `now`, each once, taken out of its
   * queue (the caller deletes them). Only documents the index holds (for a partial index, those
   * matching its filter) whose field is a date, or an array holding one, expire:
   * `expireAfterSeconds` after the earliest date, as in mongod. Costs the due documents, not the
   * collection; empty for an index without TTL.
   */
  takeExpired(now: Date): string[] {
    const seconds = this.spec.expireAfterSeconds;
    if (!this.expiry || seconds === undefined || !Number.isFinite(seconds)) return [];
    return this.expiry.takeDue(now.getTime() - seconds * 1000);
  }
}

function earliestDate(values: unknown[][]): number | undefined {
  let earliest: number | undefined;
  for (const [value] of values) {
    if (!(value instanceof Date)) continue;
    const time = value.getTime();
    if (Number.isFinite(time) && (earliest === undefined || time < earliest)) earliest = time;
  }
  return earliest;
}

function addHolder(map: Map<string, Set<string>>, key: string, idKey: string): void {
  let holders = map.get(key);
  if (!holders) {
    holders = new Set();
    map.set(key, holders);
  }
  holders.add(idKey);
}

function removeHolder(map: Map<string, Set<string>>, key: string, idKey: string): void {
  const holders = map.get(key);
  if (!holders) return;
  holders.delete(idKey);
  if (holders.size === 0) map.delete(key);
}

function dedupe(values: unknown[]): unknown[] {
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const value of values) {
    const key = valueKey(value);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(value);
  }
  return out;
}

/** The error mongod reports for a duplicate key. */
export function duplicateKeyError(namespace: string, conflict: DuplicateKeyInfo): CommandError {
  const message =
    `E11000 duplicate key error collection: ${namespace} index: ${conflict.index.name} ` +
    `dup key: ${formatDocumentForMessage(conflict.keyValue)}`;
  return new CommandError(ErrorCodes.DuplicateKey, 'DuplicateKey', message, {
    keyPattern: conflict.index.spec.key,
    keyValue: conflict.keyValue,
  });
}
