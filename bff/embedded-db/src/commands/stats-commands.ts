import type { Document } from 'bson';
import { databaseStats, statsScale, storageStats } from '../engine/collection-stats.js';
import { type CommandHandler, collectionName } from './command-context.js';

/**
 * `collStats` and `dbStats` (MongoDB manual: reference/command/collStats, dbStats): counts and
 * sizes from the data the engine holds (collection-stats.ts), divided by `scale`.
 */
const collStats: CommandHandler = (command, context) => {
  const name = collectionName(command, 'collStats');
  const collection = context.engine.getCollection(context.database, name);
  const stats: Document = storageStats(collection, statsScale(command.scale));
  return { ns: `${context.database}.${name}`, ...stats, ok: 1 };
};

const dbStats: CommandHandler = (command, context) => ({
  ...databaseStats(
    context.database,
    context.engine.listCollections(context.database),
    statsScale(command.scale),
  ),
  ok: 1,
});

export const statsCommands: Record<string, CommandHandler> = { collStats, dbStats };
