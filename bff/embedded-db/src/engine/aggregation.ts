import type { Document } from 'bson';
import * as accumulatorOperators from 'mingo/operators/accumulator';
import * as expressionOperators from 'mingo/operators/expression';
import * as pipelineOperators from 'mingo/operators/pipeline';
import * as projectionOperators from 'mingo/operators/projection';
import * as queryOperators from 'mingo/operators/query';
import * as windowOperators from 'mingo/operators/window';
import { Aggregator } from 'mingo/aggregator';
import { Context } from 'mingo/core';
import { Lazy, type Iterator } from 'mingo/lazy';
import type { Options } from 'mingo/types';
import type { JournalRecord } from '../storage/index.js';
import { cloneDocument, compareValues, isPlainDocument } from './bson-values.js';
import { collationComparator, mingoCollation } from './collation.js';
import { collStatsDocument } from './collection-stats.js';
import { CommandError, ErrorCodes } from './command-error.js';
import type { DatabaseEngine } from './database-engine.js';
import {
  $meta,
  carryingMetadata,
  checkPipelineMetadata,
  type MetadataWriter,
  textScoreOf,
  sortByMetadata,
  sortsByMetadata,
  withDocumentMetadata,
} from './document-metadata.js';
import { runComputedSort } from './computed-sort.js';
import { compileGroupStage } from './group-stage.js';
import { compileFilter } from './filter-compiler.js';
import { bindFilterVariables } from './let-variables.js';
import { sortComparator, type SortSpec } from './sort-order.js';
import { splitTextFilter } from './text-query.js';
import { isView, resolveView } from './views.js';

/** `$sort` with BSON's cross-type order (mingo's own sorts mixed types differently). */
function bsonSort(collection: Iterator, spec: unknown, options: Options): Iterator {
  if (!spec || typeof spec !== 'object' || Object.keys(spec).length === 0) {
    throw new CommandError(15976, 'Location15976', '$sort stage must have at least one sort key');
  }
  const strings = collationComparator(options.collation as Document | undefined);
  if (sortsByMetadata(spec as SortSpec))
    return sortByMetadata(collection, spec as SortSpec, strings);
  const compare = sortComparator(spec as SortSpec, strings);
  return collection.transform((documents: unknown[]) =>
    Lazy((documents as Document[]).slice().sort(compare)),
  );
}

/**
 * `$match` after the leading stages: with a collation, on the engine's compiled filter, which
 * compares strings by it (mingo's `$match` ignores a collation); without one, mingo's.
 */
function collatedMatch(collection: Iterator, spec: unknown, options: Options): Iterator {
  const strings = collationComparator(options.collation);
  if (!strings) return pipelineOperators.$match(collection, spec as Document, options);
  const predicate = compileFilter(
    bindFilterVariables(spec as Document, options.variables as Document | undefined),
    strings,
  );
  return collection.filter((document) => predicate(document as Document));
}

/** `$count` that, like mongod, outputs nothing for empty input (mingo outputs a zero count). */
function emptyAwareCount(collection: Iterator, field: unknown): Iterator {
  if (
    typeof field !== 'string' ||
    field.length === 0 ||
    field.startsWith('$') ||
    field.includes('.')
  ) {
    throw new CommandError(
      40157,
      'Location40157',
      'the count field must be a non-empty string, must not start with $ and must not contain .',
    );
  }
  return collection.transform((documents: unknown[]) =>
    Lazy(documents.length === 0 ? [] : [{ [field]: documents.length }]),
  );
}

type Accumulator = (collection: unknown[], expression: unknown, options: Options) => unknown;

/**
 * `$max` / `$min` (accumulators, and expressions such as `{ $max: ['$a', '$b'] }`) as mongod has
 * them: null and missing values are skipped, the rest compared in BSON order; null when nothing is
 * left. (mingo's `$max` answers null as soon as any value is missing.)
 */
function extremum(sign: 1 | -1): Accumulator {
  const push = accumulatorOperators.$push as unknown as Accumulator;
  return (collection, expression, options) => {
    let best: unknown = null;
    for (const value of push(collection, expression, options) as unknown[]) {
      if (value === null || value === undefined) continue;
      if (best === null || sign * compareValues(value, best) > 0) best = value;
    }
    return best;
  };
}

/** Stages that reshape each input document: their outputs keep its metadata (`$meta`). */
const RESHAPING_STAGES = [
  '$addFields',
  '$set',
  '$project',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
  '$unwind',
  '$lookup',
  '$graphLookup',
  '$redact',
] as const;

const CONTEXT = Context.init({
  accumulator: { ...accumulatorOperators, $max: extremum(1), $min: extremum(-1) },
  expression: { ...expressionOperators, $meta },
  pipeline: {
    ...pipelineOperators,
    ...Object.fromEntries(
      RESHAPING_STAGES.map((name) => [
        name,
        carryingMetadata(
          pipelineOperators[name] as unknown as Parameters<typeof carryingMetadata>[0],
        ),
      ]),
    ),
    $sort: bsonSort,
    $count: emptyAwareCount,
    $match: collatedMatch,
  },
  projection: projectionOperators,
  query: queryOperators,
  window: windowOperators,
} as unknown as Parameters<typeof Context.init>[0]);

const REFUSED_STAGES = new Set([
  '$out',
  '$merge',
  '$currentOp',
  '$indexStats',
  '$listSessions',
  '$changeStream',
  '$search',
]);

const READ_ONLY_STAGES = new Set([
  '$match',
  '$group',
  '$sort',
  '$skip',
  '$limit',
  '$count',
  '$sortByCount',
]);

export interface PipelineOptions {
  collation?: Document;
  variables?: Document;
  records: JournalRecord[];
}

/**
 * Runs an aggregation pipeline over a collection. A leading `$match` (and `$sort`/`$limit`)
 * runs on the engine's compiled filters and indexes, a `$group` or `$sortByCount` after it
 * natively when it can (group-stage.ts); the rest on mingo, over copies of the stored documents,
 * so stored documents are never mutated.
 */
export function runPipeline(
  engine: DatabaseEngine,
  database: string,
  collectionName: string,
  pipeline: Document[],
  options: PipelineOptions,
): Document[] {
  // On a view, the view's pipeline runs first, over its source collection (views.ts).
  const view = resolveView((name) => engine.getCollection(database, name), collectionName);
  if (view)
    return runPipeline(engine, database, view.source, [...view.pipeline, ...pipeline], options);
  const first = pipeline[0];
  if (isPlainDocument(first) && '$collStats' in first) {
    // `$collStats` (collection-stats.ts): one document about the collection, then the rest.
    const collection = engine.getCollection(database, collectionName);
    const stats = collStatsDocument(collection, `${database}.${collectionName}`, first.$collStats);
    const rest = pipeline.slice(1);
    if (rest.length === 0) return [stats];
    return new Aggregator(rest, { context: CONTEXT } as Partial<Options>).run([
      stats,
    ]) as Document[];
  }
  for (const stage of pipeline) {
    const name = Object.keys(stage)[0];
    if (name === '$collStats')
      throw new CommandError(
        40602,
        'Location40602',
        '$collStats is only valid as the first stage in a pipeline',
      );
    if (name && REFUSED_STAGES.has(name)) {
      throw new CommandError(
        ErrorCodes.IllegalOperation,
        'IllegalOperation',
        `${name} is not supported by the embedded database`,
      );
    }
  }
  pipeline.forEach((stage, position) => {
    if (position > 0 && isPlainDocument(stage) && splitTextFilter(stage.$match as Document))
      throw new CommandError(
        17313,
        'Location17313',
        '$match with $text is only allowed as the first pipeline stage',
      );
  });
  const collection = engine.getCollection(database, collectionName);
  // Without its own collation, a pipeline uses the collection's default one.
  if (collection?.options.collation && options.collation === undefined)
    return runPipeline(engine, database, collectionName, pipeline, {
      ...options,
      collation: collection.options.collation as Document,
    });
  // `{ $meta: 'textScore' }` needs a leading `$match` with `$text` (document-metadata.ts).
  const leadingText =
    isPlainDocument(first) && '$match' in first
      ? splitTextFilter(first.$match as Document)
      : undefined;
  const usesMetadata = checkPipelineMetadata(pipeline, leadingText !== undefined);
  return withDocumentMetadata(usesMetadata, (metadata) =>
    runStages(collection, pipeline, options, metadata, (name) => {
      const other = engine.getCollection(database, name);
      if (isView(other)) return runPipeline(engine, database, name, [], options).map(cloneDocument);
      return other ? [...other.documents.values()].map(cloneDocument) : [];
    }),
  );
}

/**
 * The pipeline on the collection: its leading stages on the engine, the rest on mingo.
 * `metadata`, when later stages read `$meta`, gives each text match its score.
 */
function runStages(
  collection: ReturnType<DatabaseEngine['getCollection']>,
  pipeline: Document[],
  options: PipelineOptions,
  metadata: MetadataWriter | undefined,
  resolver: (name: string) => Document[],
): Document[] {
  let stages = pipeline;
  let source: Document[] = [];
  /** Set when `source` holds fresh documents later stages may write (a native `$group`'s). */
  let fresh = false;
  if (collection) {
    let filter: Document | undefined;
    if (stages[0] && '$match' in stages[0]) {
      filter = bindFilterVariables(stages[0].$match as Document, options.variables);
      stages = stages.slice(1);
    }
    let sort: SortSpec | undefined;
    let limit: number | undefined;
    if (stages[0] && '$sort' in stages[0]) {
      sort = stages[0].$sort as SortSpec;
      stages = stages.slice(1);
      if (stages[0] && '$limit' in stages[0]) {
        limit = Number(stages[0].$limit);
        stages = stages.slice(1);
      }
    }
    // A `$group` or `$sortByCount` next runs natively when its shape allows (group-stage.ts),
    // over the matches' columns when the collection has them.
    const native =
      stages[0] && !options.collation && !metadata ? compileGroupStage(stages[0]) : undefined;
    const text = metadata && filter ? splitTextFilter(filter) : undefined;
    let grouped: Document[] | undefined;
    if (metadata && text) {
      // Later stages read the text score: the matches carry it as metadata (of this run only).
      const found = collection.findText(
        { filter, sort, limit, collation: options.collation },
        text,
      );
      source = found.documents;
      metadata.setTextScores(found.scores);
    } else if (native && !sort) {
      // The matches themselves, shared with the collection's match cache: read, never written.
      const set = collection.matchSet(filter);
      grouped =
        set.rows && set.store
          ? native.group.runRows(set.store, set.rows)
          : native.group.run(set.documents);
      source = grouped ?? set.documents.slice();
    } else {
      source = collection.find({ filter, sort, limit, collation: options.collation });
      grouped = native?.group.run(source);
    }
    if (native && grouped) {
      source = grouped;
      stages = [...native.then, ...stages.slice(1)];
      fresh = true;
    }
  }
  if (stages.length >= 2 && !options.collation) {
    // `$addFields` + `$sort` (+ `$skip`/`$limit`): natively, sorting keys, not copies.
    const computed = runComputedSort({
      stages,
      documents: source,
      textScore: textScoreOf,
      carry: metadata?.carry,
    });
    if (computed) {
      source = computed.documents;
      stages = stages.slice(computed.consumed);
    }
  }
  if (stages.length === 0) return source;
  try {
    const aggregator = new Aggregator(stages, {
      context: CONTEXT,
      collation: mingoCollation(options.collation) as Options['collation'],
      variables: options.variables,
      collectionResolver: resolver,
    } as Partial<Options>);
    // Stages that only read their input need no copies; others (mingo's $addFields, $lookup…)
    // may write into the documents they are given.
    const readOnly =
      fresh || stages.every((stage) => READ_ONLY_STAGES.has(Object.keys(stage)[0] ?? ''));
    if (readOnly) return aggregator.run(source) as Document[];
    return aggregator.run(
      source.map((document) => {
        const copy = cloneDocument(document);
        metadata?.carry(document, copy);
        return copy;
      }),
    ) as Document[];
  } catch (error) {
    if (error instanceof CommandError) throw error;
    throw new CommandError(
      ErrorCodes.BadValue,
      'BadValue',
      error instanceof Error ? error.message : String(error),
    );
  }
}
