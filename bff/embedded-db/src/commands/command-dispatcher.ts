import type { Document } from 'bson';
import type { JournalRecord } from '../storage/index.js';
import { CommandError, ErrorCodes } from '../engine/command-error.js';
import { checkCommandCollations } from '../engine/collation.js';
import type { DatabaseEngine } from '../engine/database-engine.js';
import { adminCommands } from './admin-commands.js';
import { noteSession } from './database-aggregate.js';
import { collMod } from './coll-mod.js';
import { explain } from './explain-command.js';
import { type CommandHandler, PARK, type ParkRequest } from './command-context.js';
import { readCommands } from './read-commands.js';
import { renameCollection } from './rename-collection.js';
import { statsCommands } from './stats-commands.js';
import { writeCommands } from './write-commands.js';

const HANDLERS: Record<string, CommandHandler> = {
  ...adminCommands,
  ...readCommands,
  ...writeCommands,
  ...statsCommands,
  renameCollection,
  collMod,
  explain,
};

const TRANSACTION_COMMANDS = new Set(['commitTransaction', 'abortTransaction']);

export interface DispatchResult {
  reply: Document;
  /** Journal records the command produced; the caller makes them durable before replying. */
  records: JournalRecord[];
  /** Set when the command waits for an insert (a tailable, awaitData getMore with nothing new). */
  park?: ParkRequest;
}

/** The first field's name (`{ find: 'jobs', … }` → `find`), without listing every field. */
function commandName(command: Document): string {
  for (const key in command) return key;
  return '';
}

/** Counts a command under its name (`<UNKNOWN>` without a handler); its counter. */
function countCommand(engine: DatabaseEngine, name: string) {
  const key = Object.prototype.hasOwnProperty.call(HANDLERS, name) ? name : '<UNKNOWN>';
  let counted = engine.commandCounts.get(key);
  if (!counted) {
    counted = { total: 0, failed: 0 };
    engine.commandCounts.set(key, counted);
  }
  counted.total += 1;
  return counted;
}

/**
 * Runs one command against the engine. Never throws: failures become mongod-shaped error
 * replies. Changes are applied in memory synchronously; their records are returned.
 */
export function dispatchCommand(
  engine: DatabaseEngine,
  command: Document,
  database: string,
  connectionId: number,
  mayPark = false,
): DispatchResult {
  const records: JournalRecord[] = [];
  const name = commandName(command);
  const counted = countCommand(engine, name);
  try {
    if (command.txnNumber !== undefined || TRANSACTION_COMMANDS.has(name)) {
      throw new CommandError(
        ErrorCodes.IllegalOperation,
        'IllegalOperation',
        'Transaction numbers are only allowed on a replica set member or mongos',
      );
    }
    noteSession(engine, command);
    const handler = Object.prototype.hasOwnProperty.call(HANDLERS, name)
      ? HANDLERS[name]
      : undefined;
    if (!handler)
      throw new CommandError(
        ErrorCodes.CommandNotFound,
        'CommandNotFound',
        `no such command: '${name}'`,
      );
    checkCommandCollations(command);
    // `bypassDocumentValidation: true` skips the collection's validator for this command only.
    engine.validationBypassed = command.bypassDocumentValidation === true;
    let reply: Document | Promise<Document>;
    try {
      reply = handler(command, { engine, database, records, connectionId, mayPark });
    } finally {
      engine.validationBypassed = false;
    }
    if (reply instanceof Promise) throw new Error('command handlers must be synchronous');
    const park = (reply as { [PARK]?: ParkRequest })[PARK];
    if (park) return { reply, records, park };
    return { reply, records };
  } catch (error) {
    counted.failed += 1;
    if (error instanceof CommandError) return { reply: error.toReply(), records };
    const message = error instanceof Error ? error.message : String(error);
    return { reply: { ok: 0, errmsg: message, code: 1, codeName: 'InternalError' }, records };
  }
}
