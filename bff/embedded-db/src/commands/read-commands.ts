import { type Document, Long } from 'bson';
import { runPipeline } from '../engine/aggregation.js';
import { valueKey, valuesAtPath } from '../engine/bson-values.js';
import { collationComparator } from '../engine/collation.js';
import { CommandError, ErrorCodes } from '../engine/command-error.js';
import type { Collection } from '../engine/collection.js';
import { compileFilter } from '../engine/filter-compiler.js';
import { bindFilterVariables, evaluateLet } from '../engine/let-variables.js';
import { splitOutputStage, writeOutput } from '../engine/pipeline-output.js';
import { aggregateDatabase } from './database-aggregate.js';
import { compileProjection, type Projector } from '../engine/projection.js';
import { isTextScoreMeta, splitTextFilter, textScoreUnavailable } from '../engine/text-query.js';
import { sortComparator, type SortSpec } from '../engine/sort-order.js';
import { TailableCursor } from '../engine/tailable-cursor.js';
import { explain } from './explain-command.js';
import { isView } from '../engine/views.js';
import {
  type CommandContext,
  type CommandHandler,
  collectionName,
  PARK,
} from './command-context.js';

function optionalDocument(command: Document, field: string): Document | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'object' || Array.isArray(value)) {
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      'TypeMismatch',
      `BSON field '${field}' is the wrong type '${
        Array.isArray(value) ? 'array' : typeof value
      }', expected type 'object'`,
    );
  }
  return value as Document;
}

function optionalNumber(command: Document, field: string): number | undefined {
  const value = command[field];
  if (value === undefined || value === null) return undefined;
  const number = Number(value);
  if (!Number.isFinite(number))
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      'TypeMismatch',
      `BSON field '${field}' must be a number`,
    );
  return number;
}

/** Stored documents matching a find-like request (filter, sort, skip, limit, collation). */
export function selectDocuments(
  collection: Collection | undefined,
  request: {
    filter?: Document;
    sort?: SortSpec;
    skip?: number;
    limit?: number;
    collation?: Document;
  },
): Document[] {
  if (!collection) return [];
  const sort = request.sort && Object.keys(request.sort).length > 0 ? request.sort : undefined;
  if (sort && '$natural' in sort) {
    const natural = collection.find({ filter: request.filter });
    const ordered = Number(sort.$natural) < 0 ? natural.reverse() : natural;
    const skip = request.skip ?? 0;
    return ordered.slice(skip, request.limit ? skip + request.limit : undefined);
  }
  return collection.find({
    filter: request.filter,
    sort,
    skip: request.skip,
    limit: request.limit,
    collation: request.collation,
  });
}

/** mongod's rendering of a query in "error processing query" messages (near enough). */
function describeQuery(namespace: string, filter?: Document, sort?: Document): string {
  const shown = (value?: Document) =>
    value && Object.keys(value).length > 0 ? JSON.stringify(value) : '{}';
  const tree = filter && Object.keys(filter).length > 0 ? JSON.stringify(filter) : '$and';
  return `ns=${namespace}Tree: ${tree}\nSort: ${shown(sort)}\nProj: {}\n`;
}

/** `[{ [stage]: value }]`, or nothing when the value is absent, zero or an empty document. */
function stageIf(stage: string, value: Document | number | undefined): Document[] {
  if (value === undefined || value === 0) return [];
  if (typeof value === 'object' && Object.keys(value).length === 0) return [];
  return [{ [stage]: value }];
}

/** A read on a view: the view's pipeline, then the request's stages (views.ts). */
function viewRead(
  context: CommandContext,
  name: string,
  collation: Document | undefined,
  stages: Document[],
): Document[] {
  return runPipeline(context.engine, context.database, name, stages, {
    collation,
    records: context.records,
  });
}

/**
 * `find` with `tailable` (and `awaitData`): only on a capped collection, in natural order; the
 * cursor stays open at the end of the collection (docs/decisions/019-live-events.md).
 */
function findTailable(command: Document, context: CommandContext, name: string): Document {
  const namespace = `${context.database}.${name}`;
  const filter = optionalDocument(command, 'filter');
  const sort = optionalDocument(command, 'sort');
  if (
    sort &&
    Object.keys(sort).length > 0 &&
    !(Object.keys(sort).length === 1 && Number(sort.$natural) === 1)
  )
    throw new CommandError(
      ErrorCodes.BadValue,
      'BadValue',
      'cannot use tailable option with a sort other than {$natural: 1}',
    );
  const collection = context.engine.getCollection(context.database, name);
  if (!collection)
    return { cursor: { firstBatch: [], id: Long.fromNumber(0), ns: namespace }, ok: 1 };
  if (!collection.capped)
    throw new CommandError(
      ErrorCodes.BadValue,
      'BadValue',
      `error processing query: ${describeQuery(namespace, filter, sort)} tailable cursor requested on non capped collection`,
    );
  const projection = optionalDocument(command, 'projection');
  const cursor = new TailableCursor(
    namespace,
    collection,
    compileFilter(filter),
    projection && Object.keys(projection).length > 0
      ? compileProjection(projection)
      : (document) => document,
    Boolean(command.awaitData),
  );
  return context.engine.cursors.openTailable(cursor, optionalNumber(command, 'batchSize'));
}

const find: CommandHandler = (command, context) => {
  const name = collectionName(command, 'find');
  if (command.awaitData && !command.tailable)
    throw new CommandError(
      ErrorCodes.FailedToParse,
      'FailedToParse',
      "Cannot set 'awaitData' without also setting 'tailable'",
    );
  if (command.tailable) return findTailable(command, context, name);
  const collection = context.engine.getCollection(context.database, name);
  const limitRaw = optionalNumber(command, 'limit');
  const singleBatch = Boolean(command.singleBatch) || (limitRaw !== undefined && limitRaw < 0);
  const limit = limitRaw === undefined || limitRaw === 0 ? undefined : Math.abs(limitRaw);
  const filter = bindFilterVariables(optionalDocument(command, 'filter'), evaluateLet(command.let));
  const projection = optionalDocument(command, 'projection');
  if (isView(collection)) {
    // On a view, mongod turns the find into an aggregation after the view's pipeline.
    const documents = viewRead(context, name, optionalDocument(command, 'collation'), [
      ...(filter && Object.keys(filter).length > 0 ? [{ $match: filter }] : []),
      ...stageIf('$sort', optionalDocument(command, 'sort')),
      ...stageIf('$skip', optionalNumber(command, 'skip')),
      ...stageIf('$limit', limit),
      ...stageIf('$project', projection),
    ]);
    return context.engine.cursors.firstBatch(`${context.database}.${name}`, documents, {
      batchSize: optionalNumber(command, 'batchSize'),
      singleBatch,
    });
  }
  const request = {
    filter,
    sort: optionalDocument(command, 'sort'),
    skip: optionalNumber(command, 'skip'),
    limit,
    collation: optionalDocument(command, 'collation'),
  };
  const text = collection ? splitTextFilter(filter) : undefined;
  let documents: Document[];
  let transform: Projector | undefined;
  if (collection && text) {
    // `$text` (docs/decisions/023-text-search.md): the matches carry their scores.
    const found = collection.findText(request, text);
    documents = found.documents;
    transform = projection ? textScoreProjection(projection, found.scores) : undefined;
  } else {
    if (projection && Object.values(projection).some(isTextScoreMeta)) throw textScoreUnavailable();
    documents = selectDocuments(collection, request);
    transform =
      projection && Object.keys(projection).length > 0 ? compileProjection(projection) : undefined;
  }
  return context.engine.cursors.firstBatch(`${context.database}.${name}`, documents, {
    batchSize: optionalNumber(command, 'batchSize'),
    singleBatch,
    transform,
  });
};

/**
 * A projection over `$text` matches: `{ field: { $meta: 'textScore' } }` adds the document's
 * score (after the fields the rest of the projection keeps; alone, after the whole document).
 */
function textScoreProjection(
  projection: Document,
  scores: Map<Document, number>,
): Projector | undefined {
  const metaFields: string[] = [];
  const rest: Document = {};
  for (const [field, value] of Object.entries(projection)) {
    if (isTextScoreMeta(value)) metaFields.push(field);
    else rest[field] = value;
  }
  const base = Object.keys(rest).length > 0 ? compileProjection(rest) : undefined;
  if (metaFields.length === 0) return base;
  return (document) => {
    const out: Document = { ...(base ? base(document) : document) };
    for (const field of metaFields) out[field] = scores.get(document) ?? 0;
    return out;
  };
}

/** How long a getMore on a tailable, awaitData cursor waits for an insert by default (mongod's 1 s). */
const DEFAULT_AWAIT_DATA_MS = 1_000;

const getMore: CommandHandler = (command, context) => {
  const name = typeof command.collection === 'string' ? command.collection : '';
  const awaitsData = context.engine.cursors.awaitsData(command.getMore);
  const maxTimeMS = optionalNumber(command, 'maxTimeMS');
  if (maxTimeMS !== undefined && !awaitsData && context.engine.cursors.has(command.getMore))
    throw new CommandError(
      ErrorCodes.BadValue,
      'BadValue',
      'cannot set maxTimeMS on getMore command for a non-awaitData cursor',
    );
  const reply = context.engine.cursors.getMore(
    command.getMore,
    `${context.database}.${name}`,
    optionalNumber(command, 'batchSize'),
  );
  // Nothing new yet: the server parks this getMore until an insert or the time is up.
  if (awaitsData && context.mayPark && reply.cursor.nextBatch?.length === 0)
    return { [PARK]: { ms: maxTimeMS ?? DEFAULT_AWAIT_DATA_MS } };
  return reply;
};

const killCursors: CommandHandler = (command, context) => {
  const ids = Array.isArray(command.cursors) ? (command.cursors as unknown[]) : [];
  const { killed, notFound } = context.engine.cursors.kill(ids);
  return {
    cursorsKilled: killed,
    cursorsNotFound: notFound,
    cursorsAlive: [],
    cursorsUnknown: [],
    ok: 1,
  };
};

const count: CommandHandler = (command, context) => {
  const collection = context.engine.getCollection(
    context.database,
    collectionName(command, 'count'),
  );
  const query = optionalDocument(command, 'query');
  const collation = optionalDocument(command, 'collation');
  const skip = optionalNumber(command, 'skip') ?? 0;
  const limit = optionalNumber(command, 'limit');
  let n: number;
  if (isView(collection)) {
    const [counted] = viewRead(context, collectionName(command, 'count'), collation, [
      ...stageIf('$match', query),
      ...stageIf('$skip', skip),
      ...stageIf('$limit', limit === undefined ? undefined : Math.abs(limit)),
      { $count: 'n' },
    ]);
    return { n: Number(counted?.n ?? 0), ok: 1 };
  }
  if (!collection) n = 0;
  else if (!query || Object.keys(query).length === 0) n = collection.documents.size;
  else if (collation) n = collection.find({ filter: query, collation }).length;
  else n = collection.count(query);
  n = Math.max(0, n - skip);
  if (limit !== undefined && limit !== 0) n = Math.min(n, Math.abs(limit));
  return { n, ok: 1 };
};

const distinct: CommandHandler = (command, context) => {
  const collection = context.engine.getCollection(
    context.database,
    collectionName(command, 'distinct'),
  );
  const key = command.key;
  if (typeof key !== 'string')
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      'TypeMismatch',
      "BSON field 'distinct.key' is missing or not a string",
    );
  const query = optionalDocument(command, 'query');
  const collation = optionalDocument(command, 'collation');
  const documents = isView(collection)
    ? viewRead(context, collectionName(command, 'distinct'), collation, stageIf('$match', query))
    : selectDocuments(collection, { filter: query, collation });
  const seen = new Map<string, unknown>();
  for (const document of documents) {
    for (const value of valuesAtPath(document, key)) {
      for (const item of Array.isArray(value) ? value : [value]) {
        if (item === undefined) continue;
        const itemKey = valueKey(item);
        if (!seen.has(itemKey)) seen.set(itemKey, item);
      }
    }
  }
  // Values the collation (the command's, else the collection's default) holds equal are one.
  const strings = collationComparator(collation ?? collection?.options.collation);
  const compare = sortComparator({ v: 1 }, strings);
  const sorted = [...seen.values()].sort((a, b) => compare({ v: a }, { v: b }));
  const values = strings
    ? sorted.filter((value, at) => at === 0 || compare({ v: sorted[at - 1] }, { v: value }) !== 0)
    : sorted;
  return { values, ok: 1 };
};

const aggregate: CommandHandler = (command, context: CommandContext) => {
  const pipeline = command.pipeline;
  if (!Array.isArray(pipeline))
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      'TypeMismatch',
      "'pipeline' option must be specified as an array",
    );
  // `{ aggregate, pipeline, explain: true }`: the plan, as the explain command's queryPlanner.
  if (command.explain) {
    const { explain: _explain, cursor: _cursor, ...explained } = command;
    return explain({ explain: explained, verbosity: 'queryPlanner' }, context);
  }
  const target = command.aggregate;
  const cursorOptions = optionalDocument(command, 'cursor');
  if (cursorOptions === undefined) {
    throw new CommandError(
      ErrorCodes.FailedToParse,
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  if (target === 1)
    return aggregateDatabase(
      command,
      context,
      pipeline as Document[],
      cursorOptions.batchSize === undefined ? undefined : Number(cursorOptions.batchSize),
    );
  if (typeof target !== 'string') {
    throw new CommandError(
      ErrorCodes.InvalidNamespace,
      'InvalidNamespace',
      `{aggregate: 1} is not supported by the embedded database`,
    );
  }
  // A last `$out`/`$merge` writes the results, and the cursor comes back empty (pipeline-output.ts).
  const { stages, output } = splitOutputStage(pipeline as Document[]);
  const results = runPipeline(context.engine, context.database, target, stages, {
    collation: optionalDocument(command, 'collation'),
    variables: evaluateLet(command.let),
    records: context.records,
  });
  if (output) writeOutput(context.engine, context.database, output, results, context.records);
  return context.engine.cursors.firstBatch(`${context.database}.${target}`, output ? [] : results, {
    batchSize: cursorOptions.batchSize === undefined ? undefined : Number(cursorOptions.batchSize),
  });
};

export const readCommands: Record<string, CommandHandler> = {
  find,
  getMore,
  killCursors,
  count,
  distinct,
  aggregate,
};
