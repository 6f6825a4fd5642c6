import type { Document } from 'bson';
import type { JournalRecord } from '../storage/index.js';
import { CommandError, ErrorCodes } from '../engine/command-error.js';
import type { DatabaseEngine } from '../engine/database-engine.js';

/** What a command handler gets: the engine, the target database and where to put journal records. */
export interface CommandContext {
  engine: DatabaseEngine;
  database: string;
  records: JournalRecord[];
  connectionId: number;
  /** Whether a getMore on a tailable, awaitData cursor may answer `{ [PARK]: { ms } }` (wait). */
  mayPark: boolean;
}

/**
 * A reply `{ [PARK]: { ms } }` asks the server to run the same command again when a capped
 * collection is inserted into, or without `mayPark` once `ms` have passed.
 */
export const PARK = Symbol('park');

export interface ParkRequest {
  ms: number;
}

export type CommandHandler = (
  command: Document,
  context: CommandContext,
) => Document | Promise<Document>;

/** The collection name a command targets (`{ find: 'jobs' }`). */
export function collectionName(command: Document, name: string): string {
  const value = command[name];
  if (typeof value !== 'string' || value.length === 0) {
    throw new CommandError(
      ErrorCodes.InvalidNamespace,
      'InvalidNamespace',
      `collection name has invalid type ${typeof value}`,
    );
  }
  return value;
}
