import type { Document } from 'bson';
import { runPipeline } from '../engine/aggregation.js';
import { valueKey, valuesAtPath } from '../engine/bson-values.js';
import { CommandError, ErrorCodes } from '../engine/command-error.js';
import type { Collection } from '../engine/collection.js';
import { compileProjection } from '../engine/projection.js';
import { sortComparator, type SortSpec } from '../engine/sort-order.js';
import { type CommandContext, type CommandHandler, collectionName } from './command-context.js';

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

const find: CommandHandler = (command, context) => {
  const name = collectionName(command, 'find');
  const collection = context.engine.getCollection(context.database, name);
  const limitRaw = optionalNumber(command, 'limit');
  const singleBatch = Boolean(command.singleBatch) || (limitRaw !== undefined && limitRaw < 0);
  const limit = limitRaw === undefined || limitRaw === 0 ? undefined : Math.abs(limitRaw);
  const documents = selectDocuments(collection, {
    filter: optionalDocument(command, 'filter'),
    sort: optionalDocument(command, 'sort'),
    skip: optionalNumber(command, 'skip'),
    limit,
    collation: optionalDocument(command, 'collation'),
  });
  const projection = optionalDocument(command, 'projection');
  return context.engine.cursors.firstBatch(`${context.database}.${name}`, documents, {
    batchSize: optionalNumber(command, 'batchSize'),
    singleBatch,
    transform:
      projection && Object.keys(projection).length > 0 ? compileProjection(projection) : undefined,
  });
};

const getMore: CommandHandler = (command, context) => {
  const name = typeof command.collection === 'string' ? command.collection : '';
  return context.engine.cursors.getMore(
    command.getMore,
    `${context.database}.${name}`,
    optionalNumber(command, 'batchSize'),
  );
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
  const documents = selectDocuments(collection, {
    filter: optionalDocument(command, 'query'),
    collation: optionalDocument(command, 'collation'),
  });
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
  const compare = sortComparator({ v: 1 });
  const values = [...seen.values()].sort((a, b) => compare({ v: a }, { v: b }));
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
  if (command.explain)
    throw new CommandError(
      ErrorCodes.IllegalOperation,
      'IllegalOperation',
      'explain is not supported by the embedded database',
    );
  const target = command.aggregate;
  const cursorOptions = optionalDocument(command, 'cursor');
  if (cursorOptions === undefined) {
    throw new CommandError(
      ErrorCodes.FailedToParse,
      'FailedToParse',
      "The 'cursor' option is required, except for aggregate with the explain argument",
    );
  }
  if (typeof target !== 'string') {
    throw new CommandError(
      ErrorCodes.InvalidNamespace,
      'InvalidNamespace',
      `{aggregate: 1} is not supported by the embedded database`,
    );
  }
  const results = runPipeline(context.engine, context.database, target, pipeline as Document[], {
    collation: optionalDocument(command, 'collation'),
    variables: optionalDocument(command, 'let'),
    records: context.records,
  });
  return context.engine.cursors.firstBatch(`${context.database}.${target}`, results, {
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
