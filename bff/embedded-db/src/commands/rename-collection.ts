import type { Document } from 'bson';
import { CommandError, ErrorCodes } from '../engine/command-error.js';
import type { CommandHandler } from './command-context.js';

/**
 * `renameCollection` (MongoDB manual: reference/command/renameCollection), run on `admin`:
 * `{ renameCollection: 'db.a', to: 'db.b', dropTarget }`. The documents, indexes and options
 * move (across databases too) through the journal's ordinary records — create the target, its
 * indexes and documents, drop the source — so a restart replays the rename like any other write.
 * Cursors on the source are closed, as mongod does.
 */

function namespaceOf(value: unknown, field: string): { db: string; coll: string } {
  const text = typeof value === 'string' ? value : '';
  const dot = text.indexOf('.');
  if (dot <= 0 || dot === text.length - 1)
    throw new CommandError(
      ErrorCodes.InvalidNamespace,
      'InvalidNamespace',
      `Invalid ${field} namespace: ${text}`,
    );
  return { db: text.slice(0, dot), coll: text.slice(dot + 1) };
}

export const renameCollection: CommandHandler = (command, context) => {
  if (context.database !== 'admin')
    throw new CommandError(
      13,
      'Unauthorized',
      'renameCollection may only be run against the admin database.',
    );
  const source = namespaceOf(command.renameCollection, 'source');
  const target = namespaceOf(command.to, 'target');
  const sourceName = `${source.db}.${source.coll}`;
  const targetName = `${target.db}.${target.coll}`;
  for (const [which, namespace] of [
    ['source', source],
    ['target', target],
  ] as const) {
    if (namespace.coll.startsWith('system.'))
      throw new CommandError(
        ErrorCodes.IllegalOperation,
        'IllegalOperation',
        `error with ${which} namespace: cannot write to '${namespace.db}.${namespace.coll}'`,
      );
  }
  const engine = context.engine;
  const from = engine.getCollection(source.db, source.coll);
  if (!from)
    throw new CommandError(
      ErrorCodes.NamespaceNotFound,
      'NamespaceNotFound',
      `Source collection ${sourceName} does not exist`,
    );
  if (sourceName === targetName)
    throw new CommandError(
      ErrorCodes.IllegalOperation,
      'IllegalOperation',
      "Can't rename a collection to itself",
    );
  if (engine.getCollection(target.db, target.coll)) {
    if (command.dropTarget !== true)
      throw new CommandError(
        ErrorCodes.NamespaceExists,
        'NamespaceExists',
        'target namespace exists',
      );
    engine.dropCollection(target.db, target.coll, context.records);
  }
  const to = engine.ensureCollection(
    target.db,
    target.coll,
    context.records,
    from.options as Document,
  );
  for (const spec of from.indexSpecs()) {
    if (spec.name === '_id_') continue;
    const { spec: created } = to.createIndex(spec);
    context.records.push({ op: 'createIndex', db: target.db, coll: target.coll, spec: created });
  }
  // The documents were valid where they were: the validator moves with them, unchecked.
  const bypassed = engine.validationBypassed;
  engine.validationBypassed = true;
  try {
    for (const document of [...from.documents.values()])
      engine.insertDocument(to, document, context.records);
  } finally {
    engine.validationBypassed = bypassed;
  }
  engine.dropCollection(source.db, source.coll, context.records);
  return { ok: 1 };
};
