import type { Document } from 'bson';
import { Aggregator, update as applyModifier, updateMany as applyModifierToMany } from 'mingo';
import { CommandError, ErrorCodes } from './command-error.js';
import {
  cloneDocument,
  formatValueForMessage,
  isPlainDocument,
  setAtPath,
  valuesEqual,
} from './bson-values.js';
import { withIdFirst } from './collection.js';
import { applySimpleModifier } from './simple-modifier.js';

export type UpdateSpec = Document | Document[];

export interface UpdateOutcome {
  document: Document;
  modified: boolean;
}

const PIPELINE_UPDATE_STAGES = new Set([
  '$addFields',
  '$set',
  '$project',
  '$unset',
  '$replaceRoot',
  '$replaceWith',
]);

export function isOperatorUpdate(update: UpdateSpec): update is Document {
  if (Array.isArray(update)) return false;
  const keys = Object.keys(update);
  return keys.length > 0 && keys[0]!.startsWith('$');
}

export function validateUpdate(update: unknown): UpdateSpec {
  if (Array.isArray(update)) {
    for (const stage of update) {
      const name = isPlainDocument(stage) ? Object.keys(stage)[0] : undefined;
      if (!name || !PIPELINE_UPDATE_STAGES.has(name)) {
        throw new CommandError(
          ErrorCodes.BadValue,
          'InvalidOptions',
          `${name ?? 'stage'} is not allowed to be used within an update`,
        );
      }
    }
    return update as Document[];
  }
  if (!isPlainDocument(update))
    throw new CommandError(
      ErrorCodes.FailedToParse,
      'FailedToParse',
      'Update argument must be either an object or an array',
    );
  const keys = Object.keys(update);
  const operators = keys.filter((key) => key.startsWith('$'));
  if (operators.length > 0 && operators.length !== keys.length) {
    throw new CommandError(
      ErrorCodes.BadValue,
      'BadValue',
      'Update document cannot mix operators and plain fields',
    );
  }
  return update;
}

/**
 * Applies an update (operators, replacement or pipeline) to a copy of `current`; the stored
 * document is never touched. `inserting` applies `$setOnInsert`. Refuses a changed `_id`.
 */
export function applyUpdate(
  current: Document,
  update: UpdateSpec,
  options: {
    arrayFilters?: Document[];
    query?: Document;
    inserting: boolean;
    /** The command's evaluated `let` (let-variables.ts), for a pipeline update's `$$name`. */
    variables?: Document;
  },
): UpdateOutcome {
  let next: Document;
  let modified: boolean;
  if (Array.isArray(update)) {
    const [result] = new Aggregator(update, { variables: options.variables }).run([
      cloneDocument(current),
    ]) as Document[];
    next = result ?? {};
    if (next._id === undefined && current._id !== undefined) next = { _id: current._id, ...next };
    modified = !valuesEqual(next, current);
  } else if (isOperatorUpdate(update)) {
    next = cloneDocument(current);
    const { $setOnInsert, ...modifier } = update;
    if (options.inserting && isPlainDocument($setOnInsert))
      modifier.$set = { ...(modifier.$set as Document | undefined), ...$setOnInsert };
    const assignedId = stripUnchangedId(modifier, current);
    if (assignedId !== undefined) next = { _id: assignedId, ...next };
    const unknown = Object.keys(modifier).find((operator) => !SUPPORTED_OPERATORS.has(operator));
    if (unknown)
      throw new CommandError(
        ErrorCodes.FailedToParse,
        'FailedToParse',
        `Unknown modifier: ${unknown}. Expected a valid update modifier or pipeline-style update specified as an array`,
      );
    const simple = Object.keys(modifier).length === 0 ? false : applySimpleModifier(next, modifier);
    if (simple !== undefined) modified = simple;
    else {
      try {
        const changed = applyModifier(
          next,
          modifier,
          options.arrayFilters,
          positionalCondition(modifier, options.query),
        );
        modified = changed.length > 0;
      } catch (error) {
        if (error instanceof CommandError) throw error;
        throw new CommandError(
          ErrorCodes.BadValue,
          'BadValue',
          error instanceof Error ? error.message : String(error),
        );
      }
    }
  } else {
    next = cloneDocument(update as Document);
    if (next._id === undefined && current._id !== undefined) next = { _id: current._id, ...next };
    modified = !valuesEqual(withIdFirst(next), current);
  }
  if (current._id !== undefined && !valuesEqual(next._id, current._id)) {
    throw new CommandError(
      ErrorCodes.ImmutableField,
      'ImmutableField',
      Array.isArray(update) || isOperatorUpdate(update)
        ? "Performing an update on the path '_id' would modify the immutable field '_id'"
        : `After applying the update, the (immutable) field '_id' was found to have been altered to _id: ${formatValueForMessage(
            next._id as unknown,
          )}`,
    );
  }
  return { document: withIdFirst(next), modified };
}

/**
 * Applies one update to many documents (a multi update). Operator updates run through mingo in
 * one batch over copies (mingo's per-call setup is costly); anything else goes one by one.
 */
export function applyUpdateToMany(
  currents: Document[],
  update: UpdateSpec,
  options: { arrayFilters?: Document[]; query?: Document; variables?: Document },
): UpdateOutcome[] {
  if (currents.length <= 1 || !isOperatorUpdate(update) || touchesId(update)) {
    return currents.map((current) =>
      applyUpdate(current, update, { ...options, inserting: false }),
    );
  }
  const { $setOnInsert: _onInsertOnly, ...modifier } = update as Document;
  const unknown = Object.keys(modifier).find((operator) => !SUPPORTED_OPERATORS.has(operator));
  if (unknown) {
    throw new CommandError(
      ErrorCodes.FailedToParse,
      'FailedToParse',
      `Unknown modifier: ${unknown}. Expected a valid update modifier or pipeline-style update specified as an array`,
    );
  }
  const copies = currents.map((current) => cloneDocument(current));
  const simpleShape =
    Object.keys(modifier).length > 0 &&
    applySimpleModifier(copies[0] as Document, modifier) !== undefined;
  const needMingo = simpleShape
    ? copies.slice(1).filter((copy) => applySimpleModifier(copy, modifier) === undefined)
    : copies;
  if (Object.keys(modifier).length > 0 && needMingo.length > 0) {
    try {
      applyModifierToMany(needMingo, positionalCondition(modifier, options.query) ?? {}, modifier, {
        arrayFilters: options.arrayFilters,
      });
    } catch (error) {
      throw new CommandError(
        ErrorCodes.BadValue,
        'BadValue',
        error instanceof Error ? error.message : String(error),
      );
    }
  }
  return copies.map((next, i) => ({
    document: withIdFirst(next),
    modified: !valuesEqual(next, currents[i]),
  }));
}

function touchesId(update: Document): boolean {
  return Object.values(update).some(
    (fields) =>
      isPlainDocument(fields) &&
      Object.keys(fields).some((path) => path === '_id' || path.startsWith('_id.')),
  );
}

const IMMUTABLE_ID_MESSAGE =
  "Performing an update on the path '_id' would modify the immutable field '_id'";

/** mingo refuses any `_id` in an update; mongod allows setting it to its current value. */
function stripUnchangedId(modifier: Document, current: Document): unknown {
  let assigned: unknown;
  for (const [operator, fields] of Object.entries(modifier)) {
    if (!isPlainDocument(fields)) continue;
    for (const path of Object.keys(fields)) {
      if (path !== '_id' && !path.startsWith('_id.')) continue;
      const unchanged =
        operator === '$set' &&
        path === '_id' &&
        (current._id === undefined || valuesEqual(fields._id, current._id));
      if (!unchanged)
        throw new CommandError(ErrorCodes.ImmutableField, 'ImmutableField', IMMUTABLE_ID_MESSAGE);
      if (current._id === undefined) assigned = fields._id; // upsert seed: the $set value becomes the new _id
      const { _id: _unchanged, ...rest } = fields;
      if (Object.keys(rest).length === 0) delete modifier[operator];
      else modifier[operator] = rest;
    }
  }
  return assigned;
}

const SUPPORTED_OPERATORS = new Set([
  '$set',
  '$unset',
  '$inc',
  '$mul',
  '$min',
  '$max',
  '$rename',
  '$push',
  '$pull',
  '$pullAll',
  '$addToSet',
  '$pop',
  '$currentDate',
  '$bit',
]);

function positionalCondition(
  modifier: Document,
  query: Document | undefined,
): Document | undefined {
  if (!query) return undefined;
  const usesPositional = Object.values(modifier).some(
    (fields) =>
      isPlainDocument(fields) && Object.keys(fields).some((path) => path.split('.').includes('$')),
  );
  return usesPositional ? query : undefined;
}

/**
 * The document an upsert starts from: the equality parts of the filter (`{a: 1}`,
 * `{a: {$eq: 1}}`, inside `$and`), dotted paths expanded, as mongod seeds it.
 */
export function seedFromFilter(filter: Document | undefined): Document {
  const seed: Document = {};
  addEqualities(seed, filter ?? {});
  return seed;
}

function addEqualities(seed: Document, filter: Document): void {
  for (const [key, condition] of Object.entries(filter)) {
    if (key === '$and' && Array.isArray(condition)) {
      for (const part of condition) if (isPlainDocument(part)) addEqualities(seed, part);
      continue;
    }
    if (key.startsWith('$')) continue;
    if (isPlainDocument(condition)) {
      const keys = Object.keys(condition);
      if (keys.length > 0 && keys.every((k) => k.startsWith('$'))) {
        if ('$eq' in condition) setAtPath(seed, key, cloneValueForSeed(condition.$eq));
        continue;
      }
    }
    if (condition instanceof RegExp) continue;
    setAtPath(seed, key, cloneValueForSeed(condition));
  }
}

function cloneValueForSeed(value: unknown): unknown {
  return isPlainDocument(value)
    ? cloneDocument(value)
    : Array.isArray(value)
      ? value.slice()
      : value;
}

/** The new document of an upsert that matched nothing. */
export function buildUpsertDocument(
  filter: Document | undefined,
  update: UpdateSpec,
  arrayFilters?: Document[],
  variables?: Document,
): Document {
  const seed = seedFromFilter(filter);
  if (!Array.isArray(update) && !isOperatorUpdate(update)) {
    const replacement: Document = cloneDocument(update);
    if (replacement._id === undefined && seed._id !== undefined)
      return withIdFirst({ _id: seed._id, ...replacement });
    return withIdFirst(replacement);
  }
  const { document } = applyUpdate(seed, update, { arrayFilters, inserting: true, variables });
  if (seed._id !== undefined && !valuesEqual(document._id, seed._id)) {
    throw new CommandError(
      ErrorCodes.ImmutableField,
      'ImmutableField',
      "Performing an update on the path '_id' would modify the immutable field '_id'",
    );
  }
  return withIdFirst(document);
}
