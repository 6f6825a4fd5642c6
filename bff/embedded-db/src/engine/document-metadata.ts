import type { Document } from 'bson';
import { Lazy, type Iterator } from 'mingo/lazy';
import type { Options } from 'mingo/types';
import { isPlainDocument, type StringComparator } from './bson-values.js';
import { CommandError, ErrorCodes } from './command-error.js';
import type { SortSpec } from './sort-order.js';
import { isTextScoreMeta, textScoreUnavailable, textSort } from './text-query.js';

/*
 * Document metadata in an aggregation, as mongod keeps it (manual: "$meta",
 * reference/operator/aggregation/meta; docs/decisions/023-text-search.md): a value that travels
 * with each document through the pipeline without being one of its fields. The only kind the
 * embedded database produces is the text score of a leading `$match` with `$text`; it is read by
 * `{ $meta: 'textScore' }` in any later expression and sorted on by a `$sort` key
 * `{ $meta: 'textScore' }`. Stages that reshape a document (`$addFields`, `$project`,
 * `$unwind` …) pass its metadata to what they output; stages that make new documents (`$group`,
 * `$bucket`, `$count` …) output documents without metadata.
 */

export interface DocumentMetadata {
  textScore?: number;
}

/**
 * The metadata of the documents of the pipeline that is running (pipelines run synchronously):
 * the text matches' scores as the search found them, and what stages made from them.
 */
interface RunMetadata {
  scores: Map<object, number> | undefined;
  documents: WeakMap<object, DocumentMetadata>;
}

let active: RunMetadata | undefined;

/** What a pipeline that reads metadata gives its documents. */
export interface MetadataWriter {
  /** The text matches' scores (kept as the search returned them: no copy per match). */
  setTextScores(scores: Map<object, number>): void;
  /** `to`, made from `from`, has its metadata. */
  carry(from: object, to: object): void;
}

/**
 * Runs one pipeline with its own metadata when it reads any (`enabled`): documents are keyed by
 * identity, and the same stored document has another score in another search. A pipeline run
 * inside it (a view read by `$lookup`) gets its own and gives the outer one back.
 */
export function withDocumentMetadata<T>(
  enabled: boolean,
  run: (writer: MetadataWriter | undefined) => T,
): T {
  const outer = active;
  const store: RunMetadata | undefined = enabled
    ? { scores: undefined, documents: new WeakMap() }
    : undefined;
  active = store;
  try {
    return run(
      store && {
        setTextScores: (scores) => {
          store.scores = scores;
        },
        carry: (from, to) => {
          const metadata = metadataOf(from);
          if (metadata) store.documents.set(to, metadata);
        },
      },
    );
  } finally {
    active = outer;
  }
}

/** The text score of a document of the running pipeline, if it has one. */
export function textScoreOf(document: unknown): number | undefined {
  if (!active || typeof document !== 'object' || document === null) return undefined;
  return active.scores?.get(document) ?? active.documents.get(document)?.textScore;
}

/** The metadata of a document of the running pipeline, if it has any. */
export function metadataOf(document: unknown): DocumentMetadata | undefined {
  const textScore = textScoreOf(document);
  return textScore === undefined ? undefined : { textScore };
}

/** Every `$meta` keyword mongod knows; the embedded database has only `textScore`. */
const MONGOD_META_KEYWORDS = new Set([
  'textScore',
  'randVal',
  'searchScore',
  'searchHighlights',
  'searchScoreDetails',
  'searchSequenceToken',
  'geoNearDistance',
  'geoNearPoint',
  'recordId',
  'indexKey',
  'sortKey',
  'vectorSearchScore',
  'score',
  'scoreDetails',
]);

/** The `$meta` keywords a pipeline uses, anywhere in its stages (nested pipelines included). */
function metaKeywords(value: unknown, found: Set<unknown>): Set<unknown> {
  if (Array.isArray(value)) for (const item of value) metaKeywords(item, found);
  else if (isPlainDocument(value))
    for (const [key, inner] of Object.entries(value)) {
      if (key === '$meta') found.add(inner);
      else metaKeywords(inner, found);
    }
  return found;
}

/**
 * Checks the `$meta` expressions of a pipeline before it runs, as mongod does: an unknown
 * keyword is 17308; `textScore` without a leading `$text` match is 40218 ("query requires text
 * score metadata, but it is not available"); the other keywords mongod has are refused here.
 */
export function checkPipelineMetadata(stages: Document[], hasTextScore: boolean): boolean {
  const keywords = metaKeywords(stages, new Set());
  for (const keyword of keywords) {
    if (typeof keyword !== 'string' || !MONGOD_META_KEYWORDS.has(keyword))
      throw new CommandError(
        17308,
        'Location17308',
        `Unsupported argument to $meta: ${String(keyword)}`,
      );
    if (keyword !== 'textScore')
      throw new CommandError(
        ErrorCodes.IllegalOperation,
        'IllegalOperation',
        `$meta: '${keyword}' is not supported by the embedded database`,
      );
    if (!hasTextScore) throw textScoreUnavailable();
  }
  return keywords.size > 0;
}

/** The `$meta` expression operator: the document's metadata (missing when it has none). */
export function $meta(document: unknown, keyword: unknown, options: Options): unknown {
  if (keyword !== 'textScore') return undefined;
  const root = (options as { local?: { root?: unknown } }).local?.root;
  return textScoreOf(document) ?? textScoreOf(root);
}

type PipelineOperator = (collection: Iterator, spec: unknown, options: Options) => Iterator;

/**
 * A stage that outputs, for each input document in turn, documents made from it (`$addFields`,
 * `$project`, `$unwind` …): each output gets the metadata of the input it came from. The stages
 * are lazy, so the input last read is the one being reshaped.
 */
export function carryingMetadata(stage: PipelineOperator): PipelineOperator {
  return (collection, spec, options) => {
    const store = active;
    if (!store) return stage(collection, spec, options);
    const carried = store.documents;
    let current: object | undefined;
    const read = collection.map((document) => {
      current = document as object;
      return document;
    });
    return stage(read, spec, options).map((output) => {
      const metadata = current && metadataOf(current);
      if (metadata && output !== current && typeof output === 'object' && output !== null)
        carried.set(output, metadata);
      return output;
    });
  };
}

/** Whether a `$sort` spec has a `{ $meta: 'textScore' }` key. */
export function sortsByMetadata(spec: SortSpec): boolean {
  return Object.values(spec).some(isTextScoreMeta);
}

/** `$sort` with `{ $meta: 'textScore' }` keys: highest score first, the other keys as given. */
export function sortByMetadata(
  collection: Iterator,
  spec: SortSpec,
  strings: StringComparator | undefined,
): Iterator {
  const { match, compare } = textSort(spec, strings);
  return collection.transform((documents: unknown[]) => {
    const matches = (documents as Document[]).map((document, position) =>
      match(document, textScoreOf(document) ?? -Number.MAX_VALUE, position),
    );
    return Lazy(matches.sort(compare).map((item) => item.document));
  });
}
