import { BSON, type Document, ObjectId } from 'bson';
import { CommandError, ErrorCodes } from './command-error.js';
import {
  CollectionIndex,
  duplicateKeyError,
  type IndexSpec,
  normalizeIndexSpec,
} from './collection-index.js';
import { isPlainDocument, typeBracket, valueKey } from './bson-values.js';
import { collationComparator } from './collation.js';
import {
  compileFilter,
  compileFilterDetailed,
  type Predicate,
  pinnedValues,
  soleIdEquality,
} from './filter-compiler.js';
import { selectSorted, type SortSpec, topK } from './sort-order.js';
import { ColumnStore } from './column-store.js';
import { SortedView } from './sorted-view.js';
import { StringPool } from './string-pool.js';
import { CappedLog, cappedLimits } from './capped-log.js';
import { isTextIndexSpec, normalizeTextIndexSpec, sameTextIndex, TextIndex } from './text-index.js';
import {
  planTextSearch,
  type ScoredMatch,
  sortsByTextScore,
  splitTextFilter,
  type TextFilter,
  textHits,
  textScoreUnavailable,
  textSort,
} from './text-query.js';

/** Collections smaller than this are simply sorted per query. */
const SORTED_VIEW_MIN_DOCUMENTS = 2_000;
const MAX_SORTED_VIEWS = 4;
/** Filters whose matching documents are kept until the next write (see `matchCache`). */
const MATCH_CACHE_ENTRIES = 8;
const MATCH_CACHE_MIN_DOCUMENTS = 2_000;
const COLUMN_STORE_MIN_DOCUMENTS = 2_000;
/** An index lookup that finds more than 1 / this of the documents is beaten by a scan. */
const UNSELECTIVE_INDEX_FRACTION = 3;

export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

/** The documents an index lookup finds (`_id` keys), the index and the keys looked up. */
interface Candidates {
  ids: Iterable<string>;
  size: number;
  index: CollectionIndex;
  keys: unknown[];
}

/** How a query reaches its documents (see `Collection.accessPath`). */
export type AccessPath =
  | { kind: 'idhack' }
  | { kind: 'collscan' }
  | { kind: 'ixscan'; index: CollectionIndex; keys: unknown[]; docsExamined: number };

export interface FindPlan {
  filter?: Document;
  sort?: SortSpec;
  skip?: number;
  limit?: number;
  /** `{ locale, strength, … }`: strings compare by this collation (no index use). */
  collation?: Document;
}

/**
 * One collection held in memory: documents by `_id` key (insertion order is natural order)
 * and its secondary indexes. Stored documents are never handed out for mutation: writers
 * replace whole documents.
 */
export class Collection {
  readonly documents = new Map<string, Document>();
  readonly indexes = new Map<string, CollectionIndex>();
  private readonly sortedViews = new Map<string, SortedView>();
  /**
   * The matching documents of the last few filters, by `matchCacheKey`, emptied on every write:
   * a page of results and its count, or the facet counts of one request, share one scan. Only
   * filters compiled entirely by hand (their result depends on the documents alone) are kept.
   */
  private readonly matchCache = new Map<string, MatchSet>();
  /** The matches of the last few `$text` filters (see `textMatches`), emptied on every write. */
  private readonly textCache = new Map<string, TextMatches>();
  /** The documents and scores of the last few `$text` searches (see `textSearchHits`). */
  private readonly textHitsCache = new Map<string, TextMatches>();
  /** The hits of the last few `$text` searches in a sort order (see `sortedTextHits`). */
  private readonly textSortedCache = new Map<string, ScoredMatch[]>();
  /** One copy of each short string value of the stored documents (see StringPool). */
  private readonly strings = new StringPool();
  /** Columns of the documents for scans (see `columnStore`); dropped on every write. */
  private columns: ColumnStore | undefined;
  private scansSinceWrite = 0;
  /** Insertion order and sizes of a capped collection (undefined for the others). */
  readonly capped: CappedLog | undefined;

  constructor(
    readonly database: string,
    readonly name: string,
    readonly options: Document = {},
  ) {
    const limits = cappedLimits(options);
    this.capped = limits && new CappedLog(limits);
  }

  /**
   * A request without a collation uses the collection's default one (`create` with `collation`);
   * an explicit `{ locale: 'simple' }` asks for binary order (docs/decisions/008-embedded-database.md).
   */
  private withDefaultCollation(plan: FindPlan): FindPlan {
    const collation = this.options.collation as Document | undefined;
    return plan.collation === undefined && collation ? { ...plan, collation } : plan;
  }

  get namespace(): string {
    return `${this.database}.${this.name}`;
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX_SPEC, ...[...this.indexes.values()].map((index) => index.spec)];
  }

  /** The collection's text index (one at most, as mongod allows). */
  get textIndex(): TextIndex | undefined {
    for (const index of this.indexes.values()) if (index instanceof TextIndex) return index;
    return undefined;
  }

  /** Adds an index, checking existing documents against a unique constraint. */
  createIndex(raw: Document): { spec: IndexSpec; created: boolean } {
    if (isPlainDocument(raw) && isTextIndexSpec(raw)) return this.createTextIndex(raw);
    const spec = normalizeIndexSpec(raw);
    // An index without a collation takes the collection's default one, as in mongod.
    if (raw.collation === undefined && this.options.collation)
      spec.collation = this.options.collation as Document;
    if (spec.name === '_id_' || keyPatternEquals(spec.key, ID_INDEX_SPEC.key))
      return { spec: ID_INDEX_SPEC, created: false };
    const existingByName = this.indexes.get(spec.name);
    if (existingByName) {
      if (!keyPatternEquals(existingByName.spec.key, spec.key)) {
        throw new CommandError(
          ErrorCodes.IndexKeySpecsConflict,
          'IndexKeySpecsConflict',
          `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(
            spec,
          )}, existing index: ${JSON.stringify(existingByName.spec)}`,
        );
      }
      if (!sameOptions(existingByName.spec, spec)) {
        throw new CommandError(
          ErrorCodes.IndexOptionsConflict,
          'IndexOptionsConflict',
          `An equivalent index already exists with the same name but different options. Requested index: ${JSON.stringify(
            spec,
          )}, existing index: ${JSON.stringify(existingByName.spec)}`,
        );
      }
      return { spec: existingByName.spec, created: false };
    }
    for (const existing of this.indexes.values()) {
      if (keyPatternEquals(existing.spec.key, spec.key) && sameOptions(existing.spec, spec))
        return { spec: existing.spec, created: false };
    }
    const index = new CollectionIndex(spec);
    for (const [idKey, document] of this.documents) {
      const conflict = index.findConflict(document, idKey);
      if (conflict) throw duplicateKeyError(this.namespace, conflict);
      index.add(document, idKey);
    }
    this.indexes.set(spec.name, index);
    // Cached matches are in the order the old access path found them.
    this.matchCache.clear();
    return { spec, created: true };
  }

  /**
   * A text index (docs/decisions/023-text-search.md): the same one again is a no-op; another
   * one, whatever its name, conflicts as in mongod (all text indexes share one key pattern).
   */
  private createTextIndex(raw: Document): { spec: IndexSpec; created: boolean } {
    const spec = normalizeTextIndexSpec(raw);
    const existing = this.textIndex;
    if (existing) {
      if (existing.name === spec.name && sameTextIndex(existing.spec, spec))
        return { spec: existing.spec, created: false };
      throw new CommandError(
        ErrorCodes.IndexOptionsConflict,
        'IndexOptionsConflict',
        `An equivalent index already exists with a different name and options. Requested index: ${JSON.stringify(
          spec,
        )}, existing index: ${JSON.stringify(existing.spec)}`,
      );
    }
    if (this.indexes.has(spec.name))
      throw new CommandError(
        ErrorCodes.IndexKeySpecsConflict,
        'IndexKeySpecsConflict',
        `An existing index has the same name as the requested index. When index names are not specified, they are auto generated and can cause conflicts. Please refer to our documentation. Requested index: ${JSON.stringify(
          spec,
        )}, existing index: ${JSON.stringify(this.indexes.get(spec.name)?.spec)}`,
      );
    const index = new TextIndex(spec);
    // What could refuse the index (a document's unsupported language) is checked now; the terms
    // are read from the documents when the index is first used (docs/decisions/
    // 016-bff-runs-built-javascript.md, "Cold start"): a start restoring it answers sooner.
    for (const document of this.documents.values()) index.check(document);
    index.buildLater(() => this.documents);
    this.indexes.set(spec.name, index);
    this.matchCache.clear();
    this.textCache.clear();
    this.textHitsCache.clear();
    this.textSortedCache.clear();
    return { spec, created: true };
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
    this.matchCache.clear();
    this.textCache.clear();
    this.textHitsCache.clear();
    this.textSortedCache.clear();
  }

  /** Throws the mongod duplicate-key error if `document` would break a unique index. */
  checkUnique(document: Document, idKey: string, replacing: boolean): void {
    if (!replacing && this.documents.has(idKey)) {
      throw duplicateKeyError(this.namespace, {
        index: idIndexStandIn,
        keyValue: { _id: document._id },
      });
    }
    for (const index of this.indexes.values()) {
      if (index instanceof TextIndex) index.check(document);
      const conflict = index.findConflict(document, idKey);
      if (conflict) throw duplicateKeyError(this.namespace, conflict);
    }
  }

  /** Inserts a document (with `_id`), enforcing unique indexes. Returns the stored document. */
  insert(document: Document): Document {
    const stored = withIdFirst(document);
    const idKey = valueKey(stored._id);
    this.checkUnique(stored, idKey, false);
    if (this.capped) {
      const bytes = BSON.calculateObjectSize(stored);
      if (bytes > this.capped.limits.size)
        throw new CommandError(
          ErrorCodes.BadValue,
          'BadValue',
          'object to insert exceeds cappedMaxSize',
        );
      this.capped.append(idKey, bytes);
    }
    this.strings.internDocument(stored);
    this.changed();
    this.documents.set(idKey, stored);
    for (const index of this.indexes.values()) index.add(stored, idKey);
    for (const view of this.sortedViews.values()) view.insert(stored);
    return stored;
  }

  /** Swaps a stored document for its new version (same `_id`), enforcing unique indexes. */
  replace(given: Document, next: Document): void {
    const idKey = valueKey(given._id);
    const previous = this.documents.get(idKey) ?? given;
    for (const index of this.indexes.values()) index.remove(previous, idKey);
    try {
      this.checkUnique(next, idKey, true);
    } catch (error) {
      for (const index of this.indexes.values()) index.add(previous, idKey);
      throw error;
    }
    this.strings.internDocument(next);
    this.changed();
    this.capped?.resize(idKey, BSON.calculateObjectSize(next));
    this.documents.set(idKey, next);
    for (const index of this.indexes.values()) index.add(next, idKey);
    for (const view of this.sortedViews.values()) {
      view.remove(previous);
      view.insert(next);
    }
  }

  delete(document: Document): void {
    const idKey = valueKey(document._id);
    const stored = this.documents.get(idKey);
    if (!stored) return;
    this.changed();
    this.capped?.remove(idKey);
    this.documents.delete(idKey);
    for (const index of this.indexes.values()) index.remove(stored, idKey);
    for (const view of this.sortedViews.values()) view.remove(stored);
  }

  getById(id: unknown): Document | undefined {
    return this.documents.get(valueKey(id));
  }

  /**
   * `_id` keys of the only documents that can match `filter`: from pinned `_id` values or the
   * most selective index whose first field the filter pins, unless that finds so many documents
   * that a scan is cheaper. Undefined: scan everything.
   */
  private candidateIds(filter: Document | undefined): Candidates | undefined {
    const ids = pinnedValues(filter, '_id');
    if (ids) return { ids: ids.map(valueKey), size: ids.length, index: idIndexStandIn, keys: ids };
    if (!filter) return undefined;
    let best: Candidates | undefined;
    for (const index of this.indexes.values()) {
      if (!index.coversAllDocuments) continue;
      const values = pinnedValues(filter, index.fields[0] as string);
      if (!values) continue;
      let found: Candidates;
      if (values.length === 1) {
        const holders = index.lookup(values[0]);
        found = { ids: holders ?? [], size: holders?.size ?? 0, index, keys: values };
      } else {
        const union = new Set<string>();
        for (const value of values) for (const idKey of index.lookup(value) ?? []) union.add(idKey);
        found = { ids: union, size: union.size, index, keys: values };
      }
      if (!best || found.size < best.size) best = found;
    }
    // Looking up most of the collection by `_id` key costs more than reading it in order: an
    // equality that matches more than a third of the documents (`is_active: true`) scans.
    if (best && best.size * UNSELECTIVE_INDEX_FRACTION > this.documents.size) return undefined;
    return best;
  }

  /**
   * How `find` and `count` reach the documents of `filter`, for `explain`: the same choice they
   * make (`_id` equality, the index `candidateIds` picks, or a scan; a collation always scans).
   */
  accessPath(filter: Document | undefined, collation?: Document): AccessPath {
    const effective = collation ?? (this.options.collation as Document | undefined);
    if (effective && collationComparator(effective)) return { kind: 'collscan' };
    if (filter && soleIdEquality(filter)) return { kind: 'idhack' };
    const found = this.candidateIds(filter);
    if (!found) return { kind: 'collscan' };
    return { kind: 'ixscan', index: found.index, keys: found.keys, docsExamined: found.size };
  }

  /** Documents that may match `filter` (see `candidateIds`), or all of them. */
  candidates(filter: Document | undefined): Iterable<Document> {
    const found = this.candidateIds(filter);
    return found ? this.byIdKeys(found.ids) : this.documents.values();
  }

  /** Documents for `_id` keys, each once; callers consume it before changing the collection. */
  private *byIdKeys(idKeys: Iterable<string>): Generator<Document> {
    const seen = idKeys instanceof Set ? undefined : new Set<string>();
    for (const idKey of idKeys) {
      if (seen) {
        if (seen.has(idKey)) continue;
        seen.add(idKey);
      }
      const document = this.documents.get(idKey);
      if (document) yield document;
    }
  }

  /** Stored documents matching the plan, in order (not copies: serialize, never mutate). */
  find(requested: FindPlan): Document[] {
    const plan = this.withDefaultCollation(requested);
    const text = splitTextFilter(plan.filter);
    if (text) return this.findText(plan, text).documents;
    if (sortsByTextScore(plan.sort)) throw textScoreUnavailable();
    const strings = collationComparator(plan.collation);
    const id = !strings && plan.filter ? soleIdEquality(plan.filter) : undefined;
    if (id) {
      // `{ _id: v }`: one map lookup; at most one document, so sort and limit change nothing.
      const document = this.documents.get(valueKey(id.value));
      const matches =
        document !== undefined &&
        typeBracket(document._id) === typeBracket(id.value) &&
        (plan.skip ?? 0) <= 0;
      return matches ? [document] : [];
    }
    const skip = Math.max(0, plan.skip ?? 0);
    const limit = plan.limit && plan.limit > 0 ? plan.limit : undefined;
    const end = limit === undefined ? undefined : skip + limit;
    const hasSort = plan.sort && Object.keys(plan.sort).length > 0;
    if (strings) {
      // Index keys and sorted views use binary string order: a collation scans.
      const predicate = compileFilter(plan.filter, strings);
      const matches: Document[] = [];
      for (const document of this.documents.values())
        if (predicate(document)) matches.push(document);
      if (hasSort) return selectSorted(matches, plan.sort as SortSpec, skip, limit, strings);
      return matches.slice(skip, end);
    }
    const query = this.prepare(plan.filter);
    if (!hasSort) {
      // Every match (an aggregation's `$match`, a count): computed once, then shared until a write.
      if (query.cached) return query.cached.documents.slice(skip, end);
      if (skip === 0 && limit === undefined)
        return this.matching(query, this.candidateIds(plan.filter)).documents.slice();
      const out: Document[] = [];
      let skipped = 0;
      for (const document of this.candidates(plan.filter)) {
        if (!query.predicate(document)) continue;
        if (skipped < skip) {
          skipped += 1;
          continue;
        }
        out.push(document);
        if (limit !== undefined && out.length >= limit) break;
      }
      return out;
    }
    const sort = plan.sort as SortSpec;
    const total = this.documents.size;
    const large = total >= SORTED_VIEW_MIN_DOCUMENTS;
    const found = query.cached ? undefined : this.candidateIds(plan.filter);
    const selective = found !== undefined && found.size <= total / 8;
    // With columns built, every match costs little to find (and is then cached for the count
    // that usually follows a page): the sort order is walked by row, reading no document.
    if (!query.cached && query.key !== undefined && large && !found && this.columns)
      this.matching(query, undefined);
    if (query.cached) {
      const set = query.cached;
      if (large && set.rows && set.store) {
        const walked = this.walkRows(set, sort, skip, limit);
        if (walked) return walked;
      }
      // The matches are known: walk the sort order only when it should stop early (about
      // skip + limit matches spread evenly), else sort the matches.
      const matches = set.documents;
      const expectedWalk =
        end === undefined || matches.length === 0 ? Infinity : (end * total) / matches.length;
      if (!large || expectedWalk > matches.length) return selectSorted(matches, sort, skip, limit);
      return this.walkSorted(query, sort, skip, limit, Infinity) ?? [];
    }
    if (large && !selective) {
      // Unselective filter on a large collection: walk the sort order and stop early, unless
      // matches turn out so rare that reading every document in natural order is cheaper.
      const walked = this.walkSorted(query, sort, skip, limit, Math.max(2_000, total / 8));
      if (walked) return walked;
    }
    return selectSorted(this.matching(query, found).documents, sort, skip, limit);
  }

  /**
   * A `$text` query (docs/decisions/023-text-search.md): the text index's postings give the
   * candidates and their scores (no scan), the rest of the filter is checked on them, then
   * they are sorted (`{ $meta: 'textScore' }` keys by score, highest first) and paged. Without
   * a sort the matches come in index order.
   */
  findText(
    plan: FindPlan,
    split: TextFilter | undefined = splitTextFilter(plan.filter),
  ): TextMatches {
    if (!split) throw new Error('findText needs a $text filter');
    const index = this.textIndex;
    if (!index)
      throw new CommandError(
        ErrorCodes.IndexNotFound,
        'IndexNotFound',
        'text index required for $text query',
      );
    const strings = collationComparator(plan.collation);
    const skip = Math.max(0, plan.skip ?? 0);
    const limit = plan.limit && plan.limit > 0 ? plan.limit : undefined;
    if (plan.sort && Object.keys(plan.sort).length > 0) {
      // The search's hits in this order (sorted once until a write), walked until the page is
      // full: the rest of the filter is checked only as far as the page needs.
      const hits = this.textSearchHits(index, split);
      const sorted = this.sortedTextHits(split, hits, plan.sort, plan.collation, strings);
      const predicate = split.rest ? compileFilter(split.rest, strings) : undefined;
      const documents: Document[] = [];
      let skipped = 0;
      for (const item of sorted) {
        if (predicate && !predicate(item.document)) continue;
        if (skipped < skip) {
          skipped += 1;
          continue;
        }
        documents.push(item.document);
        if (limit !== undefined && documents.length >= limit) break;
      }
      return { documents, scores: hits.scores };
    }
    const found = this.textMatches(index, split, plan.filter, plan.collation, strings);
    const documents =
      skip > 0 || limit !== undefined
        ? found.documents.slice(skip, limit === undefined ? undefined : skip + limit)
        : found.documents.slice();
    return { documents, scores: found.scores };
  }

  /**
   * The documents a `$text` search finds (before the rest of the filter), with their scores:
   * kept until the next write, so the same words with other filters (a page's `now`, a
   * location) read no postings again.
   */
  private textSearchHits(index: TextIndex, split: TextFilter): TextMatches {
    const key = JSON.stringify(split.text);
    const cached = this.textHitsCache.get(key);
    if (cached) return cached;
    const search = planTextSearch(index, split.text);
    const scores = new Map<Document, number>();
    const documents: Document[] = [];
    for (const [idKey, score] of textHits(index, search)) {
      const document = this.documents.get(idKey);
      if (!document) continue;
      if (search.checks && !search.checks(document)) continue;
      documents.push(document);
      scores.set(document, score);
    }
    const found = { documents, scores };
    if (this.textHitsCache.size >= MATCH_CACHE_ENTRIES) {
      const [oldest] = this.textHitsCache.keys();
      if (oldest !== undefined) this.textHitsCache.delete(oldest);
    }
    this.textHitsCache.set(key, found);
    return found;
  }

  /** A search's hits in `sort` order, kept until the next write. */
  private sortedTextHits(
    split: TextFilter,
    hits: TextMatches,
    sort: SortSpec,
    collation: Document | undefined,
    strings: ReturnType<typeof collationComparator>,
  ): ScoredMatch[] {
    const key = JSON.stringify([split.text, Object.entries(sort), collation ?? null]);
    const cached = this.textSortedCache.get(key);
    if (cached) return cached;
    const order = textSort(sort, strings);
    const sorted = topK(
      hits.documents.map((document, position) =>
        order.match(document, hits.scores.get(document) ?? 0, position),
      ),
      order.compare,
      0,
      undefined,
    );
    if (this.textSortedCache.size >= MATCH_CACHE_ENTRIES) {
      const [oldest] = this.textSortedCache.keys();
      if (oldest !== undefined) this.textSortedCache.delete(oldest);
    }
    this.textSortedCache.set(key, sorted);
    return sorted;
  }

  /**
   * Every match of a `$text` filter with its score, in index order; kept (like `matchCache`)
   * until the next write, so a page, its count and the next pages share one lookup.
   */
  private textMatches(
    index: TextIndex,
    split: TextFilter,
    filter: Document | undefined,
    collation: Document | undefined,
    strings: ReturnType<typeof collationComparator>,
  ): TextMatches {
    const key = matchCacheKey(collation ? { filter, collation } : filter);
    const cached = key === undefined ? undefined : this.textCache.get(key);
    if (cached) return cached;
    const hits = this.textSearchHits(index, split);
    const predicate = split.rest ? compileFilter(split.rest, strings) : undefined;
    const found = {
      documents: predicate
        ? hits.documents.filter((document) => predicate(document))
        : hits.documents,
      scores: hits.scores,
    };
    if (key !== undefined) {
      if (this.textCache.size >= MATCH_CACHE_ENTRIES) {
        const [oldest] = this.textCache.keys();
        if (oldest !== undefined) this.textCache.delete(oldest);
      }
      this.textCache.set(key, found);
    }
    return found;
  }

  /**
   * The documents matching `filter` (no collation), with their column rows when columns found
   * them: what a leading `$match` hands to the next stage. Shared with the match cache: never
   * modify them.
   */
  matchSet(filter: Document | undefined): MatchSet {
    const text = splitTextFilter(filter);
    if (text) return this.findText({ filter }, text);
    const query = this.prepare(filter);
    return query.cached ?? this.matching(query, this.candidateIds(filter));
  }

  /** The compiled filter, its match-cache key (when it has one) and its cached matches. */
  private prepare(filter: Document | undefined): PreparedQuery {
    const { predicate, native } = compileFilterDetailed(filter);
    // Small collections scan faster than a cache key is written.
    const key =
      native && this.documents.size >= MATCH_CACHE_MIN_DOCUMENTS
        ? matchCacheKey(filter)
        : undefined;
    const cached = key === undefined ? undefined : this.matchCache.get(key);
    if (cached && key !== undefined) {
      // Most recently used last.
      this.matchCache.delete(key);
      this.matchCache.set(key, cached);
    }
    return { filter, predicate, key, cached };
  }

  /**
   * Every stored document matching the query, in candidate order (`found`: the candidates
   * already looked up, else natural order, by columns when built); kept in the match cache when
   * the query has a key.
   */
  private matching(query: PreparedQuery, found: { ids: Iterable<string> } | undefined): MatchSet {
    if (query.cached) return query.cached;
    let set: MatchSet;
    const store = !found && query.filter ? this.columnStore() : undefined;
    const rows = store && query.filter ? store.select(query.filter) : undefined;
    if (store && rows) {
      const documents = new Array<Document>(rows.length);
      for (let i = 0; i < rows.length; i += 1)
        documents[i] = store.rows[rows[i] as number] as Document;
      set = { documents, rows, store };
    } else {
      const documents: Document[] = [];
      for (const document of found ? this.byIdKeys(found.ids) : this.documents.values())
        if (query.predicate(document)) documents.push(document);
      set = { documents };
    }
    if (query.key !== undefined) {
      if (this.matchCache.size >= MATCH_CACHE_ENTRIES) {
        const [oldest] = this.matchCache.keys();
        if (oldest !== undefined) this.matchCache.delete(oldest);
      }
      this.matchCache.set(query.key, set);
      query.cached = set;
    }
    return set;
  }

  /**
   * The column store of a large collection that has not changed for two full scans: built on
   * the second (one more pass over the documents), then every scan reads columns until a write.
   * A collection written between most scans never pays for columns it would drop at once.
   */
  private columnStore(): ColumnStore | undefined {
    if (this.columns) return this.columns;
    if (this.documents.size < COLUMN_STORE_MIN_DOCUMENTS) return undefined;
    this.scansSinceWrite += 1;
    if (this.scansSinceWrite < 2) return undefined;
    this.columns = new ColumnStore([...this.documents.values()]);
    return this.columns;
  }

  /** Drops what a write makes stale: cached matches and the column store. */
  private changed(): void {
    this.matchCache.clear();
    this.textCache.clear();
    this.textHitsCache.clear();
    this.textSortedCache.clear();
    this.columns = undefined;
    this.scansSinceWrite = 0;
  }

  /**
   * The matches at [skip, skip + limit) in `sort` order, by walking the sorted view's rows and
   * keeping the matching ones (no document read). Undefined if the view and the column store
   * don't hold the same documents.
   */
  private walkRows(
    set: MatchSet,
    sort: SortSpec,
    skip: number,
    limit: number | undefined,
  ): Document[] | undefined {
    const store = set.store as ColumnStore;
    const order = store.rowOrder(this.sortedView(sort).documents);
    if (!order) return undefined;
    const matched = new Uint8Array(store.rows.length);
    for (const row of set.rows as Int32Array) matched[row] = 1;
    const out: Document[] = [];
    let skipped = 0;
    for (let i = 0; i < order.length; i += 1) {
      const row = order[i] as number;
      if (matched[row] !== 1) continue;
      if (skipped < skip) {
        skipped += 1;
        continue;
      }
      out.push(store.rows[row] as Document);
      if (limit !== undefined && out.length >= limit) break;
    }
    return out;
  }

  /**
   * The matches at [skip, skip + limit) in `sort` order, by walking the sorted view. Gives up
   * (undefined) once `budget` documents were read if, at the rate seen so far, the walk would
   * read more than a third of the collection: a scan and a sort of the matches is cheaper then.
   */
  private walkSorted(
    query: PreparedQuery,
    sort: SortSpec,
    skip: number,
    limit: number | undefined,
    budget: number,
  ): Document[] | undefined {
    const view = this.sortedView(sort);
    const wanted = limit === undefined ? Infinity : skip + limit;
    const out: Document[] = [];
    let skipped = 0;
    let read = 0;
    for (const document of view.documents) {
      read += 1;
      if (read > budget) {
        const found = skipped + out.length;
        const projected = found === 0 ? Infinity : (read * wanted) / found;
        if (projected * 3 > view.documents.length) return undefined;
        budget = Infinity;
      }
      if (!query.predicate(document)) continue;
      if (skipped < skip) {
        skipped += 1;
        continue;
      }
      out.push(document);
      if (limit !== undefined && out.length >= limit) break;
    }
    return out;
  }

  /** How many stored documents match `filter` (the `count` command), sharing the match cache. */
  count(filter: Document | undefined): number {
    if (this.options.collation) return this.find({ filter }).length;
    if (!filter || Object.keys(filter).length === 0) return this.documents.size;
    if (soleIdEquality(filter)) return this.find({ filter }).length;
    const text = splitTextFilter(filter);
    if (text) return this.findText({ filter }, text).documents.length;
    return this.matchSet(filter).documents.length;
  }

  private sortedView(spec: SortSpec): SortedView {
    const key = JSON.stringify(
      Object.entries(spec).map(([path, direction]) => [path, Number(direction) < 0 ? -1 : 1]),
    );
    let view = this.sortedViews.get(key);
    if (!view) {
      if (this.sortedViews.size >= MAX_SORTED_VIEWS) {
        const [leastRecent] = [...this.sortedViews.entries()].sort(
          (a, b) => a[1].lastUsed - b[1].lastUsed,
        );
        if (leastRecent) this.sortedViews.delete(leastRecent[0]);
      }
      view = new SortedView(spec, this.documents.values());
      this.sortedViews.set(key, view);
    }
    view.lastUsed = performance.now();
    return view;
  }
}

const idIndexStandIn = new CollectionIndex(ID_INDEX_SPEC);

interface PreparedQuery {
  filter: Document | undefined;
  predicate: Predicate;
  /** The match-cache key; undefined when the result must not be cached. */
  key: string | undefined;
  /** The matching documents, when known (never modified: callers copy). */
  cached: MatchSet | undefined;
}

/** The documents of a `$text` query, with their text scores. */
export interface TextMatches {
  documents: Document[];
  scores: Map<Document, number>;
}

/** The documents matching a filter, in order; with their rows when a column store found them. */
export interface MatchSet {
  documents: Document[];
  rows?: Int32Array;
  store?: ColumnStore;
}

/**
 * A filter's match-cache key: its canonical Extended JSON, which tells every BSON type apart
 * (Int32 from Double from Long, a regex's flags, a date's milliseconds). Undefined when it
 * cannot be written (then nothing is cached).
 */
function matchCacheKey(filter: Document | undefined): string | undefined {
  if (!filter) return '{}';
  try {
    return BSON.EJSON.stringify(filter, { relaxed: false });
  } catch {
    return undefined;
  }
}

/** `_id` first, generated when absent, like mongod. */
export function withIdFirst(document: Document): Document {
  if (document._id === undefined) return { _id: new ObjectId(), ...document };
  if (Object.keys(document)[0] === '_id') return document;
  const { _id, ...rest } = document;
  return { _id, ...rest };
}

function keyPatternEquals(a: Document, b: Document): boolean {
  const keysA = Object.keys(a);
  const keysB = Object.keys(b);
  return (
    keysA.length === keysB.length &&
    keysA.every((key, i) => key === keysB[i] && String(a[key]) === String(b[key]))
  );
}

function sameOptions(a: IndexSpec, b: IndexSpec): boolean {
  return (
    Boolean(a.unique) === Boolean(b.unique) &&
    Boolean(a.sparse) === Boolean(b.sparse) &&
    a.expireAfterSeconds === b.expireAfterSeconds &&
    JSON.stringify(a.partialFilterExpression ?? null) ===
      JSON.stringify(b.partialFilterExpression ?? null)
  );
}
