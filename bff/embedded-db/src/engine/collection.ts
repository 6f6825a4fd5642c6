import { type Document, ObjectId } from 'bson';
import { CommandError, ErrorCodes } from './command-error.js';
import {
  CollectionIndex,
  duplicateKeyError,
  type IndexSpec,
  normalizeIndexSpec,
} from './collection-index.js';
import { collationComparator, typeBracket, valueKey } from './bson-values.js';
import { compileFilter, pinnedValues, soleIdEquality } from './filter-compiler.js';
import { selectSorted, type SortSpec } from './sort-order.js';
import { SortedView } from './sorted-view.js';

/** Collections smaller than this are simply sorted per query. */
const SORTED_VIEW_MIN_DOCUMENTS = 2_000;
const MAX_SORTED_VIEWS = 4;

export const ID_INDEX_SPEC: IndexSpec = { v: 2, key: { _id: 1 }, name: '_id_' };

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

  constructor(
    readonly database: string,
    readonly name: string,
    readonly options: Document = {},
  ) {}

  get namespace(): string {
    return `${this.database}.${this.name}`;
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX_SPEC, ...[...this.indexes.values()].map((index) => index.spec)];
  }

  /** Adds an index, checking existing documents against a unique constraint. */
  createIndex(raw: Document): { spec: IndexSpec; created: boolean } {
    const spec = normalizeIndexSpec(raw);
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
    return { spec, created: true };
  }

  dropIndex(name: string): void {
    this.indexes.delete(name);
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
      const conflict = index.findConflict(document, idKey);
      if (conflict) throw duplicateKeyError(this.namespace, conflict);
    }
  }

  /** Inserts a document (with `_id`), enforcing unique indexes. Returns the stored document. */
  insert(document: Document): Document {
    const stored = withIdFirst(document);
    const idKey = valueKey(stored._id);
    this.checkUnique(stored, idKey, false);
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
    this.documents.delete(idKey);
    for (const index of this.indexes.values()) index.remove(stored, idKey);
    for (const view of this.sortedViews.values()) view.remove(stored);
  }

  getById(id: unknown): Document | undefined {
    return this.documents.get(valueKey(id));
  }

  /**
   * `_id` keys of the only documents that can match `filter`: from pinned `_id` values or the
   * most selective index whose first field the filter pins. Undefined: scan everything.
   */
  private candidateIds(
    filter: Document | undefined,
  ): { ids: Iterable<string>; size: number } | undefined {
    const ids = pinnedValues(filter, '_id');
    if (ids) return { ids: ids.map(valueKey), size: ids.length };
    if (!filter) return undefined;
    let best: { ids: Iterable<string>; size: number } | undefined;
    for (const index of this.indexes.values()) {
      if (!index.coversAllDocuments) continue;
      const values = pinnedValues(filter, index.fields[0] as string);
      if (!values) continue;
      let found: { ids: Iterable<string>; size: number };
      if (values.length === 1) {
        const holders = index.lookup(values[0]);
        found = { ids: holders ?? [], size: holders?.size ?? 0 };
      } else {
        const union = new Set<string>();
        for (const value of values) for (const idKey of index.lookup(value) ?? []) union.add(idKey);
        found = { ids: union, size: union.size };
      }
      if (!best || found.size < best.size) best = found;
    }
    return best;
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
  find(plan: FindPlan): Document[] {
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
    const predicate = compileFilter(plan.filter, strings);
    const skip = Math.max(0, plan.skip ?? 0);
    const limit = plan.limit && plan.limit > 0 ? plan.limit : undefined;
    const hasSort = plan.sort && Object.keys(plan.sort).length > 0;
    if (strings) {
      // Index keys and sorted views use binary string order: a collation scans.
      const matches: Document[] = [];
      for (const document of this.documents.values())
        if (predicate(document)) matches.push(document);
      if (hasSort) return selectSorted(matches, plan.sort as SortSpec, skip, limit, strings);
      return matches.slice(skip, limit === undefined ? undefined : skip + limit);
    }
    if (!hasSort) {
      const out: Document[] = [];
      let skipped = 0;
      for (const document of this.candidates(plan.filter)) {
        if (!predicate(document)) continue;
        if (skipped < skip) {
          skipped += 1;
          continue;
        }
        out.push(document);
        if (limit !== undefined && out.length >= limit) break;
      }
      return out;
    }
    const found = this.candidateIds(plan.filter);
    const large = this.documents.size >= SORTED_VIEW_MIN_DOCUMENTS;
    if (large && (!found || found.size > this.documents.size / 8)) {
      // Unselective filter on a large collection: walk the sort order and stop early.
      const view = this.sortedView(plan.sort as SortSpec);
      const out: Document[] = [];
      let skipped = 0;
      for (const document of view.documents) {
        if (!predicate(document)) continue;
        if (skipped < skip) {
          skipped += 1;
          continue;
        }
        out.push(document);
        if (limit !== undefined && out.length >= limit) break;
      }
      return out;
    }
    const matches: Document[] = [];
    for (const document of found ? this.byIdKeys(found.ids) : this.documents.values())
      if (predicate(document)) matches.push(document);
    return selectSorted(matches, plan.sort as SortSpec, skip, limit);
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
