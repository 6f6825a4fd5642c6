import { createHash } from 'node:crypto';
import { Binary, type Document, Long } from 'bson';
import { runPipeline } from '../engine/aggregation.js';
import { isPlainDocument } from '../engine/bson-values.js';
import { CommandError, ErrorCodes } from '../engine/command-error.js';
import type { DatabaseEngine } from '../engine/database-engine.js';
import { evaluateLet } from '../engine/let-variables.js';
import type { CommandContext } from './command-context.js';

/**
 * `{ aggregate: 1, pipeline }`, an aggregation over no collection, as the MongoDB manual documents
 * it (reference/command/aggregate, "aggregate: 1"): the first stage is `$documents`, `$currentOp`
 * (admin only) or `$listLocalSessions` (docs/decisions/008-embedded-mongodb-compatible-database.md,
 * "Conformance").
 */

interface SessionRecord {
  id: Binary;
  lastUse: Date;
}

/** The logical sessions each engine has seen (an `lsid` on any command), by session id. */
const sessionsByEngine = new WeakMap<DatabaseEngine, Map<string, SessionRecord>>();

/** mongod's user digest without authentication: SHA-256 of the empty user name. */
const NO_AUTH_UID = new Binary(createHash('sha256').update('').digest(), 0);

/** Called for every command: remembers its `lsid` (and forgets the ones `endSessions` ends). */
export function noteSession(engine: DatabaseEngine, command: Document): void {
  let sessions = sessionsByEngine.get(engine);
  if (!sessions) {
    sessions = new Map();
    sessionsByEngine.set(engine, sessions);
  }
  const lsid = command.lsid as Document | undefined;
  if (lsid && lsid.id instanceof Binary)
    sessions.set(lsid.id.toString('hex'), { id: lsid.id, lastUse: new Date() });
  if (Array.isArray(command.endSessions))
    for (const ended of command.endSessions as unknown[])
      if (isPlainDocument(ended) && ended.id instanceof Binary)
        sessions.delete(ended.id.toString('hex'));
}

let nextOpId = 1;

function currentOp(command: Document, context: CommandContext, spec: Document): Document[] {
  if (context.database !== 'admin')
    throw new CommandError(
      ErrorCodes.InvalidNamespace,
      'InvalidNamespace',
      "$currentOp must be run against the 'admin' database with {aggregate: 1}",
    );
  if (!isPlainDocument(spec))
    throw new CommandError(
      ErrorCodes.FailedToParse,
      'FailedToParse',
      '$currentOp options must be specified in an object, but found: ' + typeof spec,
    );
  // Commands run one at a time here: the operation in progress is this aggregate itself.
  const operation: Document = {
    type: 'op',
    desc: `conn${context.connectionId}`,
    connectionId: context.connectionId,
    active: true,
    currentOpTime: new Date().toISOString(),
    opid: nextOpId++,
    secs_running: Long.fromNumber(0),
    microsecs_running: Long.fromNumber(0),
    op: 'command',
    ns: 'admin.$cmd.aggregate',
    command,
    numYields: 0,
    locks: {},
    waitingForLock: false,
    lockStats: {},
  };
  if (command.lsid) operation.lsid = command.lsid;
  return [operation];
}

function listLocalSessions(context: CommandContext, spec: Document): Document[] {
  if (!isPlainDocument(spec))
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      'TypeMismatch',
      '$listLocalSessions options must be specified in an object',
    );
  const sessions = sessionsByEngine.get(context.engine) ?? new Map<string, SessionRecord>();
  return [...sessions.values()].map((session) => ({
    _id: { id: session.id, uid: NO_AUTH_UID },
    lastUse: session.lastUse,
  }));
}

const SOURCE_STAGES = new Set(['$documents', '$currentOp', '$listLocalSessions']);

/** Runs `{ aggregate: 1, pipeline }`; answers the cursor on `<db>.$cmd.aggregate`. */
export function aggregateDatabase(
  command: Document,
  context: CommandContext,
  pipeline: Document[],
  batchSize: number | undefined,
): Document {
  const first = pipeline[0];
  const name = first && isPlainDocument(first) ? Object.keys(first)[0] : undefined;
  if (!first || !name || !SOURCE_STAGES.has(name))
    throw new CommandError(
      ErrorCodes.InvalidNamespace,
      'InvalidNamespace',
      `{aggregate: 1} is not valid for '${name ?? 'an empty pipeline'}'; a collection is required.`,
    );
  const rest = pipeline.slice(1);
  const source =
    name === '$documents'
      ? first
      : {
          $documents: {
            $literal:
              name === '$currentOp'
                ? currentOp(command, context, first[name] as Document)
                : listLocalSessions(context, first[name] as Document),
          },
        };
  const results = runPipeline(
    context.engine,
    context.database,
    '$cmd.aggregate',
    [source, ...rest],
    {
      variables: evaluateLet(command.let),
      records: context.records,
    },
  );
  return context.engine.cursors.firstBatch(`${context.database}.$cmd.aggregate`, results, {
    batchSize,
  });
}
