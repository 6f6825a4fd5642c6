import type { Document } from 'bson';
import { isPlainDocument } from '../engine/bson-values.js';
import { CommandError, ErrorCodes } from '../engine/command-error.js';
import type { Collection } from '../engine/collection.js';
import { bindFilterVariables, evaluateLet } from '../engine/let-variables.js';
import { applyProjection } from '../engine/projection.js';
import {
  applyUpdate,
  applyUpdateToMany,
  buildUpsertDocument,
  isOperatorUpdate,
  type UpdateOutcome,
  validateUpdate,
} from '../engine/update-engine.js';
import { type CommandContext, type CommandHandler, collectionName } from './command-context.js';
import { selectDocuments } from './read-commands.js';
import { checkIdForStorage, refuseUpdateSort } from './write-refusals.js';

interface WriteError extends Document {
  index: number;
  code: number;
  errmsg: string;
}

function toWriteError(index: number, error: unknown): WriteError {
  if (error instanceof CommandError) {
    return {
      index,
      code: error.code,
      codeName: error.codeName,
      errmsg: error.message,
      ...error.extra,
    };
  }
  return {
    index,
    code: 1,
    codeName: 'InternalError',
    errmsg: error instanceof Error ? error.message : String(error),
  };
}

function writeReply(n: number, writeErrors: WriteError[], extra: Document = {}): Document {
  const reply: Document = { n, ...extra };
  if (writeErrors.length > 0) reply.writeErrors = writeErrors;
  reply.ok = 1;
  return reply;
}

function requireArray(command: Document, field: string): Document[] {
  const value = command[field];
  if (!Array.isArray(value))
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      'TypeMismatch',
      `BSON field '${field}' is missing or not an array`,
    );
  return value as Document[];
}

const insert: CommandHandler = (command, context) => {
  const name = collectionName(command, 'insert');
  const documents = requireArray(command, 'documents');
  const ordered = command.ordered !== false;
  const collection = context.engine.ensureCollection(context.database, name, context.records);
  const writeErrors: WriteError[] = [];
  let n = 0;
  documents.forEach((document, index) => {
    if (ordered && writeErrors.length > 0) return;
    try {
      if (!isPlainDocument(document))
        throw new CommandError(
          ErrorCodes.TypeMismatch,
          'TypeMismatch',
          'document to insert must be an object',
        );
      if (Array.isArray(document._id))
        throw new CommandError(ErrorCodes.BadValue, 'BadValue', "can't use an array for _id");
      checkIdForStorage(document);
      context.engine.insertDocument(collection, document, context.records);
      n += 1;
    } catch (error) {
      writeErrors.push(toWriteError(index, error));
    }
  });
  return writeReply(n, writeErrors);
};

interface UpdateStatement {
  q?: Document;
  u?: unknown;
  multi?: boolean;
  upsert?: boolean;
  arrayFilters?: Document[];
  collation?: Document;
  sort?: Document;
}

/** Applies one update statement; returns matched/modified counts and the upserted id. */
function runUpdate(
  collection: Collection,
  statement: UpdateStatement,
  context: CommandContext,
  variables: Document | undefined,
): { matched: number; modified: number; upsertedId?: unknown } {
  const update = validateUpdate(statement.u);
  const filter = bindFilterVariables(statement.q ?? {}, variables);
  if (statement.multi && !Array.isArray(update) && !isOperatorUpdate(update)) {
    throw new CommandError(
      ErrorCodes.InvalidOptions,
      'InvalidOptions',
      'multi update is not supported for replacement-style update',
    );
  }
  const targets = selectDocuments(collection, {
    filter,
    limit: statement.multi ? undefined : 1,
    sort: statement.sort,
    collation: statement.collation,
  });
  let modified = 0;
  const outcomes = applyUpdateToMany(targets, update, {
    arrayFilters: statement.arrayFilters,
    query: filter,
    variables,
  });
  for (const [position, current] of targets.entries()) {
    const outcome = outcomes[position] as UpdateOutcome;
    if (outcome.modified) {
      context.engine.replaceDocument(collection, current, outcome.document, context.records);
      modified += 1;
    }
  }
  if (targets.length === 0 && statement.upsert) {
    const created = buildUpsertDocument(filter, update, statement.arrayFilters, variables);
    const stored = context.engine.insertDocument(collection, created, context.records);
    return { matched: 0, modified: 0, upsertedId: stored._id };
  }
  return { matched: targets.length, modified };
}

const update: CommandHandler = (command, context) => {
  const name = collectionName(command, 'update');
  const statements = requireArray(command, 'updates') as UpdateStatement[];
  refuseUpdateSort(statements);
  const ordered = command.ordered !== false;
  const writeErrors: WriteError[] = [];
  const upserted: Document[] = [];
  let n = 0;
  let nModified = 0;
  const variables = evaluateLet(command.let);
  const collection = context.engine.ensureCollection(context.database, name, context.records);
  statements.forEach((statement, index) => {
    if (ordered && writeErrors.length > 0) return;
    try {
      const result = runUpdate(collection, statement, context, variables);
      if (result.upsertedId !== undefined) {
        upserted.push({ index, _id: result.upsertedId });
        n += 1;
      } else {
        n += result.matched;
        nModified += result.modified;
      }
    } catch (error) {
      writeErrors.push(toWriteError(index, error));
    }
  });
  const extra: Document = { nModified };
  if (upserted.length > 0) extra.upserted = upserted;
  return writeReply(n, writeErrors, extra);
};

const deleteCommand: CommandHandler = (command, context) => {
  const name = collectionName(command, 'delete');
  const statements = requireArray(command, 'deletes');
  const ordered = command.ordered !== false;
  const variables = evaluateLet(command.let);
  const collection = context.engine.writableCollection(context.database, name);
  const writeErrors: WriteError[] = [];
  let n = 0;
  statements.forEach((statement, index) => {
    if (ordered && writeErrors.length > 0) return;
    try {
      const limit = Number(statement.limit ?? 0);
      const targets = selectDocuments(collection, {
        filter: bindFilterVariables(statement.q as Document | undefined, variables),
        limit: limit === 1 ? 1 : undefined,
        collation: statement.collation as Document | undefined,
      });
      for (const document of targets)
        context.engine.deleteDocument(collection as Collection, document, context.records);
      n += targets.length;
    } catch (error) {
      writeErrors.push(toWriteError(index, error));
    }
  });
  return writeReply(n, writeErrors);
};

const findAndModify: CommandHandler = (command, context) => {
  const name =
    typeof command.findAndModify === 'string'
      ? collectionName(command, 'findAndModify')
      : collectionName(command, 'findandmodify');
  const variables = evaluateLet(command.let);
  const filter = bindFilterVariables((command.query as Document | undefined) ?? {}, variables);
  const remove = Boolean(command.remove);
  const returnNew = Boolean(command.new);
  const fields = command.fields as Document | undefined;
  const project = (document: Document | null): Document | null =>
    document && fields && Object.keys(fields).length > 0
      ? applyProjection(document, fields)
      : document;
  if (remove && (command.update !== undefined || command.upsert || returnNew)) {
    throw new CommandError(
      ErrorCodes.FailedToParse,
      'FailedToParse',
      'Cannot specify both an update and remove=true',
    );
  }
  if (!remove && command.update === undefined) {
    throw new CommandError(
      ErrorCodes.FailedToParse,
      'FailedToParse',
      'Either an update or remove=true must be specified',
    );
  }
  const existing = context.engine.writableCollection(context.database, name);
  const [current] = selectDocuments(existing, {
    filter,
    sort: command.sort as Document | undefined,
    limit: 1,
    collation: command.collation as Document | undefined,
  });
  if (remove) {
    if (!current || !existing) return { lastErrorObject: { n: 0 }, value: null, ok: 1 };
    context.engine.deleteDocument(existing, current, context.records);
    return { lastErrorObject: { n: 1 }, value: project(current), ok: 1 };
  }
  const update = validateUpdate(command.update);
  const arrayFilters = command.arrayFilters as Document[] | undefined;
  const collection = context.engine.ensureCollection(context.database, name, context.records);
  if (current) {
    const outcome = applyUpdate(current, update, {
      arrayFilters,
      query: filter,
      inserting: false,
      variables,
    });
    if (outcome.modified)
      context.engine.replaceDocument(collection, current, outcome.document, context.records);
    return {
      lastErrorObject: { n: 1, updatedExisting: true },
      value: project(returnNew ? outcome.document : current),
      ok: 1,
    };
  }
  if (!command.upsert)
    return { lastErrorObject: { n: 0, updatedExisting: false }, value: null, ok: 1 };
  const created = buildUpsertDocument(filter, update, arrayFilters, variables);
  const stored = context.engine.insertDocument(collection, created, context.records);
  return {
    lastErrorObject: { n: 1, updatedExisting: false, upserted: stored._id },
    value: returnNew ? project(stored) : null,
    ok: 1,
  };
};

export const writeCommands: Record<string, CommandHandler> = {
  insert,
  update,
  delete: deleteCommand,
  findAndModify,
  findandmodify: findAndModify,
};
