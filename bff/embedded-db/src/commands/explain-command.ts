import type { Document } from 'bson';
import { runPipeline } from '../engine/aggregation.js';
import { CommandError, ErrorCodes } from '../engine/command-error.js';
import type { Collection } from '../engine/collection.js';
import { planTextSearch, splitTextFilter } from '../engine/text-query.js';
import { SERVER_VERSION } from './admin-commands.js';
import { type CommandContext, type CommandHandler, collectionName } from './command-context.js';
import { selectDocuments } from './read-commands.js';

/**
 * `explain` (docs/decisions/008-embedded-database.md, "Conformance"), after the MongoDB manual's
 * "explain" command and "Explain Results" pages: `{ explain: <find | aggregate | count |
 * distinct | update | delete>, verbosity }` answers `queryPlanner` (the plan the engine really
 * takes: `Collection.accessPath`, the text index for `$text`), and with `executionStats` or
 * `allPlansExecution` runs the read (never the write) and counts what it examined.
 */

const VERBOSITIES = new Set(['queryPlanner', 'executionStats', 'allPlansExecution']);

interface PlannedRead {
  namespace: string;
  collection: Collection | undefined;
  filter: Document | undefined;
  collation: Document | undefined;
  /** Stages over the access stage, innermost first (SORT, SKIP, LIMIT, PROJECTION, COUNT…). */
  wrap: (inner: Document) => Document;
  /** Runs the read: how many documents it returns. */
  run: () => number;
}

/** mongod's parsed form of a filter: implicit equalities as `$eq`, several clauses under `$and`. */
export function parsedQuery(filter: Document | undefined): Document {
  const clauses: Document[] = [];
  for (const [path, condition] of Object.entries(filter ?? {})) {
    if (path.startsWith('$')) {
      if (path === '$and' && Array.isArray(condition))
        for (const part of condition) clauses.push(parsedQuery(part as Document));
      else clauses.push({ [path]: condition });
      continue;
    }
    const operators =
      condition !== null &&
      typeof condition === 'object' &&
      !Array.isArray(condition) &&
      Object.keys(condition).length > 0 &&
      Object.keys(condition).every((key) => key.startsWith('$'));
    if (!operators) clauses.push({ [path]: { $eq: condition } });
    else
      for (const [op, value] of Object.entries(condition))
        clauses.push({ [path]: { [op]: value } });
  }
  const flat = clauses.flatMap((clause) =>
    Object.keys(clause).length === 1 && Array.isArray(clause.$and)
      ? (clause.$and as Document[])
      : [clause],
  );
  if (flat.length === 0) return {};
  if (flat.length === 1) return flat[0] as Document;
  return { $and: flat };
}

interface AccessStage {
  stage: Document;
  keysExamined: number;
  docsExamined: number;
}

function indexScan(collection: Collection, name: string, key: Document, unique: boolean): Document {
  return {
    stage: 'IXSCAN',
    keyPattern: key,
    indexName: name,
    isMultiKey: false,
    multiKeyPaths: Object.fromEntries(Object.keys(key).map((field) => [field, []])),
    isUnique: unique,
    isSparse: false,
    isPartial: false,
    indexVersion: 2,
    direction: 'forward',
    namespaceCount: collection.documents.size,
  };
}

/** The stage that reaches the documents: COLLSCAN, IDHACK, FETCH over IXSCAN, or TEXT_MATCH. */
function accessStage(read: PlannedRead): AccessStage {
  const { collection, filter } = read;
  const total = collection?.documents.size ?? 0;
  const parsed = parsedQuery(filter);
  const text = collection ? splitTextFilter(filter) : undefined;
  if (collection && text) {
    const index = collection.textIndex;
    if (!index)
      throw new CommandError(
        ErrorCodes.IndexNotFound,
        'IndexNotFound',
        'text index required for $text query',
      );
    const search = planTextSearch(index, text.text);
    const postings = search.terms.reduce(
      (sum, term) => sum + (index.postings.get(term)?.size ?? 0),
      0,
    );
    const inputStages = search.terms.map((term) => ({
      ...indexScan(collection, index.name, index.spec.key, false),
      indexBounds: { _fts: [`["${term}", "${term}"]`], _ftsx: ['[MinKey, MaxKey]'] },
    }));
    const stage: Document = {
      stage: 'TEXT_MATCH',
      indexPrefix: {},
      indexName: index.name,
      parsedTextQuery: {
        terms: search.terms,
        negatedTerms: search.negatedTerms,
        phrases: [],
        negatedPhrases: [],
      },
      textIndexVersion: 3,
      inputStage: {
        stage: 'FETCH',
        ...(text.rest ? { filter: parsedQuery(text.rest) } : {}),
        inputStage: { stage: 'TEXT_OR', inputStages },
      },
    };
    return { stage, keysExamined: postings, docsExamined: postings };
  }
  const path = collection?.accessPath(filter, read.collation) ?? { kind: 'collscan' as const };
  if (path.kind === 'idhack')
    return { stage: { stage: 'IDHACK' }, keysExamined: 1, docsExamined: 1 };
  if (path.kind === 'ixscan' && collection) {
    const field = path.index.fields[0] as string;
    const rest = { ...filter };
    delete rest[field];
    const fetch: Document = { stage: 'FETCH' };
    if (Object.keys(rest).length > 0) fetch.filter = parsedQuery(rest);
    fetch.inputStage = {
      ...indexScan(
        collection,
        path.index.name,
        path.index.spec.key,
        Boolean(path.index.spec.unique),
      ),
      indexBounds: {
        [field]: path.keys.map((key) => `[${JSON.stringify(key)}, ${JSON.stringify(key)}]`),
      },
    };
    delete (fetch.inputStage as Document).namespaceCount;
    return { stage: fetch, keysExamined: path.docsExamined, docsExamined: path.docsExamined };
  }
  const scan: Document = { stage: 'COLLSCAN' };
  if (Object.keys(parsed).length > 0) scan.filter = parsed;
  scan.direction = 'forward';
  return { stage: scan, keysExamined: 0, docsExamined: total };
}

/** Adds the execution counters mongod puts on every stage (outermost: the whole run's). */
function withStats(
  stage: Document,
  nReturned: number,
  millis: number,
  access: AccessStage,
): Document {
  const out: Document = { ...stage, nReturned, executionTimeMillisEstimate: millis };
  if (stage.inputStage) {
    out.inputStage = withStats(stage.inputStage as Document, nReturned, millis, access);
  } else if (stage.stage === 'COLLSCAN') out.docsExamined = access.docsExamined;
  else if (stage.stage === 'IXSCAN') out.keysExamined = access.keysExamined;
  if (stage.stage === 'FETCH' || stage.stage === 'IDHACK') out.docsExamined = access.docsExamined;
  return out;
}

function explainRead(read: PlannedRead, verbosity: string): Document {
  const access = accessStage(read);
  const winningPlan = read.wrap(access.stage);
  const reply: Document = {
    explainVersion: '1',
    queryPlanner: {
      namespace: read.namespace,
      indexFilterSet: false,
      parsedQuery: parsedQuery(read.filter),
      maxIndexedOrSolutionsReached: false,
      maxIndexedAndSolutionsReached: false,
      maxScansToExplodeReached: false,
      winningPlan,
      rejectedPlans: [],
    },
  };
  if (verbosity !== 'queryPlanner') {
    const started = performance.now();
    const nReturned = read.run();
    const millis = Math.round(performance.now() - started);
    reply.executionStats = {
      executionSuccess: true,
      nReturned,
      executionTimeMillis: millis,
      totalKeysExamined: access.keysExamined,
      totalDocsExamined: access.docsExamined,
      executionStages: withStats(winningPlan, nReturned, millis, access),
    };
    if (verbosity === 'allPlansExecution')
      (reply.executionStats as Document).allPlansExecution = [];
  }
  return reply;
}

function document(value: unknown): Document | undefined {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Document)
    : undefined;
}

function nonEmpty(value: unknown): Document | undefined {
  const found = document(value);
  return found && Object.keys(found).length > 0 ? found : undefined;
}

function findRead(explained: Document, context: CommandContext): PlannedRead {
  const name = collectionName(explained, 'find');
  const collection = context.engine.getCollection(context.database, name);
  const filter = nonEmpty(explained.filter);
  const sort = nonEmpty(explained.sort);
  const projection = nonEmpty(explained.projection);
  const skip = explained.skip === undefined ? undefined : Number(explained.skip);
  const limitRaw = explained.limit === undefined ? undefined : Math.abs(Number(explained.limit));
  const limit = limitRaw ? limitRaw : undefined;
  const collation = nonEmpty(explained.collation);
  const request = { filter, sort, skip, limit, collation };
  return {
    namespace: `${context.database}.${name}`,
    collection,
    filter,
    collation,
    wrap: (inner) => {
      let plan = inner;
      if (sort) {
        plan = {
          stage: 'SORT',
          sortPattern: sort,
          memLimit: 104_857_600,
          ...(limit ? { limitAmount: limit + (skip ?? 0) } : {}),
          type: 'simple',
          inputStage: plan,
        };
        if (skip) plan = { stage: 'SKIP', skipAmount: skip, inputStage: plan };
      } else {
        if (skip) plan = { stage: 'SKIP', skipAmount: skip, inputStage: plan };
        if (limit) plan = { stage: 'LIMIT', limitAmount: limit, inputStage: plan };
      }
      if (projection)
        plan = { stage: 'PROJECTION_DEFAULT', transformBy: projection, inputStage: plan };
      return plan;
    },
    run: () => {
      const text = collection ? splitTextFilter(filter) : undefined;
      if (collection && text) return collection.findText(request, text).documents.length;
      return selectDocuments(collection, request).length;
    },
  };
}

function countRead(explained: Document, context: CommandContext): PlannedRead {
  const name = collectionName(explained, 'count');
  const collection = context.engine.getCollection(context.database, name);
  const filter = nonEmpty(explained.query);
  const collation = nonEmpty(explained.collation);
  return {
    namespace: `${context.database}.${name}`,
    collection,
    filter,
    collation,
    // An empty query is answered from the collection's own count, as mongod's fast count.
    wrap: (inner) =>
      filter ? { stage: 'COUNT', inputStage: inner } : { stage: 'RECORD_STORE_FAST_COUNT' },
    run: () =>
      filter
        ? selectDocuments(collection, { filter, collation }).length
        : (collection?.documents.size ?? 0),
  };
}

function distinctRead(explained: Document, context: CommandContext): PlannedRead {
  const name = collectionName(explained, 'distinct');
  const collection = context.engine.getCollection(context.database, name);
  const filter = nonEmpty(explained.query);
  const collation = nonEmpty(explained.collation);
  return {
    namespace: `${context.database}.${name}`,
    collection,
    filter,
    collation,
    wrap: (inner) => ({
      stage: 'PROJECTION_SIMPLE',
      transformBy: { [String(explained.key)]: 1, _id: 0 },
      inputStage: inner,
    }),
    run: () => selectDocuments(collection, { filter, collation }).length,
  };
}

/** Explained writes change nothing; their plan reads as mongod's UPDATE / DELETE over the read. */
function writeRead(
  explained: Document,
  context: CommandContext,
  kind: 'update' | 'delete',
): PlannedRead {
  const name = collectionName(explained, kind);
  const statements = explained[kind === 'update' ? 'updates' : 'deletes'];
  if (!Array.isArray(statements) || statements.length !== 1)
    throw new CommandError(16, 'InvalidLength', 'explained write batches must be of size 1');
  const statement = document(statements[0]) ?? {};
  const collection = context.engine.getCollection(context.database, name);
  const filter = nonEmpty(statement.q);
  const collation = nonEmpty(statement.collation);
  const many = kind === 'update' ? Boolean(statement.multi) : Number(statement.limit ?? 0) === 0;
  const matched = () =>
    selectDocuments(collection, { filter, collation, limit: many ? undefined : 1 }).length;
  return {
    namespace: `${context.database}.${name}`,
    collection,
    filter,
    collation,
    wrap: (inner) => ({ stage: kind === 'update' ? 'UPDATE' : 'DELETE', inputStage: inner }),
    run: matched,
  };
}

function aggregateExplain(
  explained: Document,
  context: CommandContext,
  verbosity: string,
): Document {
  const name = collectionName(explained, 'aggregate');
  const pipeline = explained.pipeline;
  if (!Array.isArray(pipeline))
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      'TypeMismatch',
      "'pipeline' option must be specified as an array",
    );
  const stages = pipeline as Document[];
  const collection = context.engine.getCollection(context.database, name);
  // A leading `$match` is the query the collection answers (mongod pushes it down).
  const first = stages[0];
  const match = first && '$match' in first ? nonEmpty(first.$match) : undefined;
  const rest = first && '$match' in first ? stages.slice(1) : stages;
  const collation = nonEmpty(explained.collation);
  const read: PlannedRead = {
    namespace: `${context.database}.${name}`,
    collection,
    filter: match,
    collation,
    wrap: (inner) => inner,
    run: () =>
      runPipeline(context.engine, context.database, name, stages, {
        collation,
        variables: document(explained.let),
        records: [],
      }).length,
  };
  const cursor = explainRead(read, verbosity);
  if (rest.length === 0) return cursor;
  const { explainVersion, ...cursorStage } = cursor;
  return {
    explainVersion,
    stages: [{ $cursor: cursorStage }, ...rest],
  };
}

/** The `explain` command. */
export const explain: CommandHandler = (command, context) => {
  const explained = document(command.explain);
  if (!explained)
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      'TypeMismatch',
      "BSON field 'explain.explain' is the wrong type, expected type 'object'",
    );
  const verbosity =
    command.verbosity === undefined ? 'allPlansExecution' : String(command.verbosity);
  if (!VERBOSITIES.has(verbosity))
    throw new CommandError(
      ErrorCodes.BadValue,
      'BadValue',
      `Enumeration value '${verbosity}' for field 'explain.verbosity' is not a valid value.`,
    );
  const kind = Object.keys(explained)[0] ?? '';
  let reply: Document;
  if (kind === 'aggregate') reply = aggregateExplain(explained, context, verbosity);
  else if (kind === 'find') reply = explainRead(findRead(explained, context), verbosity);
  else if (kind === 'count') reply = explainRead(countRead(explained, context), verbosity);
  else if (kind === 'distinct') reply = explainRead(distinctRead(explained, context), verbosity);
  else if (kind === 'update' || kind === 'delete')
    reply = explainRead(writeRead(explained, context, kind), verbosity);
  else
    throw new CommandError(
      ErrorCodes.CommandNotFound,
      'CommandNotFound',
      `Explain failed due to unknown command: ${kind}`,
    );
  return {
    ...reply,
    command: { ...explained, $db: context.database },
    serverInfo: { host: 'localhost', version: SERVER_VERSION, gitVersion: 'rozgar-embedded' },
    serverParameters: {
      internalQueryFacetBufferSizeBytes: 104_857_600,
      internalQueryFacetMaxOutputDocSizeBytes: 104_857_600,
      internalLookupStageIntermediateDocumentMaxSizeBytes: 104_857_600,
      internalDocumentSourceGroupMaxMemoryBytes: 104_857_600,
      internalQueryMaxBlockingSortMemoryUsageBytes: 104_857_600,
      internalQueryProhibitBlockingMergeOnMongoS: 0,
      internalQueryMaxAddToSetBytes: 104_857_600,
      internalDocumentSourceSetWindowFieldsMaxMemoryBytes: 104_857_600,
    },
    ok: 1,
  };
};
