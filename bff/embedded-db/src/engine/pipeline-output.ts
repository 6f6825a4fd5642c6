import { type Document, ObjectId } from 'bson';
import { Aggregator } from 'mingo/aggregator';
import { Context } from 'mingo/core';
import * as expressionOperators from 'mingo/operators/expression';
import { $replaceWith } from 'mingo/operators/pipeline';
import type { JournalRecord } from '../storage/index.js';
import { isPlainDocument, valuesAtPath, valuesEqual } from './bson-values.js';
import type { Collection } from './collection.js';
import { CommandError, ErrorCodes } from './command-error.js';
import type { DatabaseEngine } from './database-engine.js';
import { applyUpdate, validateUpdate } from './update-engine.js';

/**
 * `$out` and `$merge`, the writing last stages of an aggregation, as the MongoDB manual documents
 * them (reference/operator/aggregation/out, merge; docs/decisions/008-embedded-mongodb-compatible-
 * database.md, "Conformance"). The pipeline before them runs as usual; its results are written
 * here and the aggregate answers an empty cursor.
 */
export interface OutputStage {
  name: '$out' | '$merge';
  spec: unknown;
}

const OUTPUT_STAGES = new Set(['$out', '$merge']);

/** The pipeline without its output stage; 40601 when `$out`/`$merge` is not the last stage. */
export function splitOutputStage(pipeline: Document[]): {
  stages: Document[];
  output?: OutputStage;
} {
  pipeline.forEach((stage, position) => {
    const name = isPlainDocument(stage) ? Object.keys(stage)[0] : undefined;
    if (name && OUTPUT_STAGES.has(name) && position < pipeline.length - 1)
      throw new CommandError(
        40601,
        'Location40601',
        `${name} can only be the final stage in the pipeline`,
      );
  });
  const last = pipeline[pipeline.length - 1];
  const name = last && isPlainDocument(last) ? Object.keys(last)[0] : undefined;
  if (!last || !name || !OUTPUT_STAGES.has(name)) return { stages: pipeline };
  return {
    stages: pipeline.slice(0, -1),
    output: { name: name as OutputStage['name'], spec: last[name] },
  };
}

interface Target {
  db: string;
  coll: string;
}

function targetOf(stage: string, spec: unknown, database: string, field: string): Target {
  if (typeof spec === 'string' && spec.length > 0) return { db: database, coll: spec };
  if (isPlainDocument(spec) && typeof spec.coll === 'string') {
    if (spec.db !== undefined && typeof spec.db !== 'string')
      throw new CommandError(14, 'TypeMismatch', `BSON field '${field}.db' must be a string`);
    return { db: (spec.db as string | undefined) ?? database, coll: spec.coll };
  }
  if (stage === '$out')
    throw new CommandError(
      16990,
      'Location16990',
      `$out only supports a string or object argument, not ${
        Array.isArray(spec) ? 'array' : typeof spec
      }`,
    );
  throw new CommandError(
    51178,
    'Location51178',
    "$merge 'into' field  must be either a string or an object, but found " +
      (Array.isArray(spec) ? 'array' : typeof spec),
  );
}

function withId(document: Document): Document {
  return document._id === undefined ? { _id: new ObjectId(), ...document } : document;
}

/** Writes the pipeline's results as the output stage asks. */
export function writeOutput(
  engine: DatabaseEngine,
  database: string,
  output: OutputStage,
  results: Document[],
  records: JournalRecord[],
): void {
  if (output.name === '$out') writeOut(engine, database, output.spec, results, records);
  else writeMerge(engine, database, output.spec, results, records);
}

/**
 * `$out`: the target's documents become the results, all or nothing (a duplicate key leaves the
 * old documents in place); the target keeps its indexes and options.
 */
function writeOut(
  engine: DatabaseEngine,
  database: string,
  spec: unknown,
  results: Document[],
  records: JournalRecord[],
): void {
  const target = targetOf('$out', spec, database, '$out');
  const collection = engine.ensureCollection(target.db, target.coll, records);
  if (collection.capped)
    throw new CommandError(
      17152,
      'Location17152',
      `namespace '${collection.namespace}' is capped so it can't be used for $out`,
    );
  const previous = [...collection.documents.values()];
  for (const document of previous) engine.deleteDocument(collection, document, records);
  const inserted: Document[] = [];
  try {
    for (const document of results)
      inserted.push(engine.insertDocument(collection, withId(document), records));
  } catch (error) {
    for (const document of inserted) engine.deleteDocument(collection, document, records);
    for (const document of previous) engine.insertDocument(collection, document, records);
    throw error;
  }
}

interface MergeSpec {
  target: Target;
  on: string[];
  whenMatched: string | Document[];
  whenNotMatched: string;
  let?: Document;
}

const WHEN_MATCHED = new Set(['replace', 'keepExisting', 'merge', 'fail']);
const WHEN_NOT_MATCHED = new Set(['insert', 'discard', 'fail']);

function parseMerge(spec: unknown, database: string): MergeSpec {
  if (typeof spec === 'string')
    return {
      target: targetOf('$merge', spec, database, '$merge.into'),
      on: ['_id'],
      whenMatched: 'merge',
      whenNotMatched: 'insert',
    };
  if (!isPlainDocument(spec))
    throw new CommandError(
      51182,
      'Location51182',
      `$merge only supports a string or object argument, but found ${
        Array.isArray(spec) ? 'array' : typeof spec
      }`,
    );
  const target = targetOf('$merge', spec.into, database, '$merge.into');
  const rawOn = spec.on ?? '_id';
  const on = Array.isArray(rawOn) ? rawOn : [rawOn];
  if (on.length === 0 || on.some((field) => typeof field !== 'string'))
    throw new CommandError(
      51186,
      'Location51186',
      "$merge 'on' field must be either a string or an array of strings",
    );
  const whenMatched = (spec.whenMatched ?? 'merge') as unknown;
  if (Array.isArray(whenMatched)) validateUpdate(whenMatched);
  else if (typeof whenMatched !== 'string' || !WHEN_MATCHED.has(whenMatched))
    throw new CommandError(
      ErrorCodes.BadValue,
      'BadValue',
      `Enumeration value '${String(
        whenMatched,
      )}' for field '$merge.whenMatched' is not a valid value.`,
    );
  const whenNotMatched = (spec.whenNotMatched ?? 'insert') as unknown;
  if (typeof whenNotMatched !== 'string' || !WHEN_NOT_MATCHED.has(whenNotMatched))
    throw new CommandError(
      ErrorCodes.BadValue,
      'BadValue',
      `Enumeration value '${String(
        whenNotMatched,
      )}' for field '$merge.whenNotMatched' is not a valid value.`,
    );
  if (spec.let !== undefined && !Array.isArray(whenMatched))
    throw new CommandError(
      51199,
      'Location51199',
      "Cannot use 'let' variables with 'whenMatched: " + whenMatched + "' mode",
    );
  return {
    target,
    on: on as string[],
    whenMatched: whenMatched as string | Document[],
    whenNotMatched,
    let: isPlainDocument(spec.let) ? spec.let : undefined,
  };
}

/** 51183 unless `on` is `_id` or exactly the fields of a unique index of the target. */
function checkOnFieldsUnique(collection: Collection | undefined, on: string[]): void {
  if (on.length === 1 && on[0] === '_id') return;
  const wanted = [...new Set(on)].sort().join('\0');
  const found = collection
    ?.indexSpecs()
    .some(
      (spec) =>
        spec.unique === true &&
        spec.partialFilterExpression === undefined &&
        Object.keys(spec.key).sort().join('\0') === wanted,
    );
  if (!found)
    throw new CommandError(
      51183,
      'Location51183',
      'Cannot find index to verify that join fields will be unique',
    );
}

const LET_CONTEXT = Context.init({
  expression: expressionOperators,
  pipeline: { $replaceWith },
} as unknown as Parameters<typeof Context.init>[0]);

/** `$merge`'s `let` (default `{ new: '$$ROOT' }`), evaluated over the incoming document. */
function mergeVariables(spec: Document | undefined, incoming: Document): Document {
  if (!spec) return { new: incoming };
  const [values] = new Aggregator([{ $replaceWith: spec }], { context: LET_CONTEXT }).run([
    incoming,
  ]) as Document[];
  return values ?? {};
}

function writeMerge(
  engine: DatabaseEngine,
  database: string,
  spec: unknown,
  results: Document[],
  records: JournalRecord[],
): void {
  const merge = parseMerge(spec, database);
  const existing = engine.writableCollection(merge.target.db, merge.target.coll);
  checkOnFieldsUnique(existing, merge.on);
  const collection = engine.ensureCollection(merge.target.db, merge.target.coll, records);
  for (const raw of results) {
    const incoming = merge.on.includes('_id') ? withId(raw) : raw;
    const filter: Document = {};
    for (const field of merge.on) {
      const [value] = valuesAtPath(incoming, field);
      if (Array.isArray(value))
        throw new CommandError(
          51185,
          'Location51185',
          `$merge write error: 'on' field '${field}' is an array`,
        );
      if (value === undefined || value === null)
        throw new CommandError(
          51132,
          'Location51132',
          `$merge write error: 'on' field '${field}' cannot be missing, null, undefined or an array`,
        );
      filter[field] = { $eq: value };
    }
    const [matched] = collection.find({ filter, limit: 1 });
    if (!matched) {
      if (merge.whenNotMatched === 'discard') continue;
      if (merge.whenNotMatched === 'fail')
        throw new CommandError(
          13113,
          'MergeStageNoMatchingDocument',
          '$merge could not find a matching document in the target collection for at least one document in the source collection',
        );
      engine.insertDocument(collection, withId(incoming), records);
      continue;
    }
    if (merge.whenMatched === 'keepExisting') continue;
    if (merge.whenMatched === 'fail') {
      // Inserting the incoming document reports the duplicate key, as mongod does.
      engine.insertDocument(collection, withId(incoming), records);
      continue;
    }
    let next: Document;
    if (Array.isArray(merge.whenMatched)) {
      next = applyUpdate(matched, merge.whenMatched, {
        inserting: false,
        variables: mergeVariables(merge.let, incoming),
      }).document;
    } else {
      next =
        merge.whenMatched === 'replace'
          ? { _id: matched._id, ...incoming }
          : { ...matched, ...incoming };
      if (!valuesEqual(next._id, matched._id))
        throw new CommandError(
          66,
          'ImmutableField',
          '$merge failed to update the matching document, did you attempt to modify the _id or the shard key?',
        );
    }
    if (!valuesEqual(next, matched)) engine.replaceDocument(collection, matched, next, records);
  }
}
