import { BSON, type Document } from 'bson';
import { Query } from 'mingo';
import { CommandError, ErrorCodes } from '../engine/command-error.js';
import { parseCollation } from '../engine/collation.js';
import { defaultIndexName } from '../engine/collection-index.js';
import { isView, viewRefusal } from '../engine/views.js';
import { type CommandHandler, collectionName } from './command-context.js';

export const SERVER_VERSION = '7.0.0';
/** MongoDB 7.0's wire version; the driver 7.8 needs at least 9 (4.2). */
export const MAX_WIRE_VERSION = 21;

const hello: CommandHandler = (_command, context) => ({
  helloOk: true,
  ismaster: true,
  isWritablePrimary: true,
  maxBsonObjectSize: 16 * 1024 * 1024,
  maxMessageSizeBytes: 48_000_000,
  maxWriteBatchSize: 100_000,
  localTime: new Date(),
  logicalSessionTimeoutMinutes: 30,
  connectionId: context.connectionId,
  minWireVersion: 0,
  maxWireVersion: MAX_WIRE_VERSION,
  readOnly: false,
  ok: 1,
});

const buildInfo: CommandHandler = () => ({
  version: SERVER_VERSION,
  gitVersion: 'rozgar-embedded',
  versionArray: [7, 0, 0, 0],
  bits: 64,
  debug: false,
  maxBsonObjectSize: 16 * 1024 * 1024,
  storageEngines: ['rozgar-embedded'],
  modules: [],
  ok: 1,
});

const getParameter: CommandHandler = (command) => {
  const reply: Document = {};
  if (command.featureCompatibilityVersion !== undefined || command.getParameter === '*') {
    reply.featureCompatibilityVersion = { version: '7.0' };
  }
  return { ...reply, ok: 1 };
};

function databaseSize(databaseName: string, context: Parameters<CommandHandler>[1]): number {
  let size = 0;
  for (const collection of context.engine.listCollections(databaseName)) {
    for (const document of collection.documents.values())
      size += BSON.calculateObjectSize(document);
  }
  return size;
}

const listDatabases: CommandHandler = (command, context) => {
  const nameOnly = Boolean(command.nameOnly);
  let databases: Document[] = [...context.engine.databases.keys()].map((name) => {
    if (nameOnly) return { name };
    const sizeOnDisk = databaseSize(name, context);
    return { name, sizeOnDisk, empty: sizeOnDisk === 0 };
  });
  if (command.filter && typeof command.filter === 'object') {
    const query = new Query(command.filter as Document);
    databases = databases.filter((database) => query.test(database));
  }
  const reply: Document = { databases };
  if (!nameOnly)
    reply.totalSize = databases.reduce(
      (total, database) => total + Number(database.sizeOnDisk ?? 0),
      0,
    );
  return { ...reply, ok: 1 };
};

const listCollections: CommandHandler = (command, context) => {
  let entries: Document[] = context.engine.listCollections(context.database).map((collection) =>
    isView(collection)
      ? command.nameOnly
        ? { name: collection.name, type: 'view' }
        : {
            name: collection.name,
            type: 'view',
            options: collection.options,
            info: { readOnly: true },
          }
      : command.nameOnly
        ? { name: collection.name, type: 'collection' }
        : {
            name: collection.name,
            type: 'collection',
            options: collection.options,
            info: { readOnly: false },
            idIndex: { v: 2, key: { _id: 1 }, name: '_id_' },
          },
  );
  if (
    command.filter &&
    typeof command.filter === 'object' &&
    Object.keys(command.filter).length > 0
  ) {
    const query = new Query(command.filter as Document);
    entries = entries.filter((entry) => query.test(entry));
  }
  const cursor = (command.cursor ?? {}) as Document;
  return context.engine.cursors.firstBatch(`${context.database}.$cmd.listCollections`, entries, {
    batchSize: cursor.batchSize === undefined ? undefined : Number(cursor.batchSize),
  });
};

/** Fields of a command envelope that are not collection options. */
const GENERIC_COMMAND_FIELDS = new Set([
  'lsid',
  'txnNumber',
  'writeConcern',
  'readConcern',
  'comment',
  'maxTimeMS',
  'apiVersion',
  'apiStrict',
  'apiDeprecationErrors',
]);

const create: CommandHandler = (command, context) => {
  const name = collectionName(command, 'create');
  const options: Document = {};
  for (const [key, value] of Object.entries(command)) {
    if (key === 'create' || key.startsWith('$') || GENERIC_COMMAND_FIELDS.has(key)) continue;
    options[key] = value;
  }
  if (options.collation !== undefined) {
    // The default collation, checked and stored with mongod's defaults filled in ('simple': none).
    const collation = parseCollation(options.collation);
    if (collation) options.collation = collation;
    else delete options.collation;
  }
  context.engine.createCollection(context.database, name, options, context.records);
  return { ok: 1 };
};

const drop: CommandHandler = (command, context) => {
  const name = collectionName(command, 'drop');
  const dropped = context.engine.dropCollection(context.database, name, context.records);
  if (!dropped) return { ok: 1 };
  if (isView(dropped)) return { ns: dropped.namespace, ok: 1 };
  return { nIndexesWas: dropped.indexSpecs().length, ns: dropped.namespace, ok: 1 };
};

const dropDatabase: CommandHandler = (_command, context) => {
  context.engine.dropDatabase(context.database, context.records);
  return { dropped: context.database, ok: 1 };
};

const createIndexes: CommandHandler = (command, context) => {
  const name = collectionName(command, 'createIndexes');
  const indexes = command.indexes;
  if (!Array.isArray(indexes) || indexes.length === 0) {
    throw new CommandError(
      ErrorCodes.BadValue,
      'BadValue',
      'Must specify at least one index to create',
    );
  }
  const createdCollectionAutomatically = !context.engine.getCollection(context.database, name);
  const collection = context.engine.ensureCollection(context.database, name, context.records);
  const numIndexesBefore = collection.indexSpecs().length;
  for (const raw of indexes as Document[]) {
    const { spec, created } = collection.createIndex(raw);
    if (created)
      context.records.push({ op: 'createIndex', db: context.database, coll: name, spec });
  }
  const numIndexesAfter = collection.indexSpecs().length;
  const reply: Document = { numIndexesBefore, numIndexesAfter, createdCollectionAutomatically };
  if (numIndexesAfter === numIndexesBefore) reply.note = 'all indexes already exist';
  return { ...reply, ok: 1 };
};

const listIndexes: CommandHandler = (command, context) => {
  const name = collectionName(command, 'listIndexes');
  const collection = context.engine.getCollection(context.database, name);
  if (isView(collection)) throw viewRefusal(context.database, name);
  if (!collection) {
    throw new CommandError(
      ErrorCodes.NamespaceNotFound,
      'NamespaceNotFound',
      `ns does not exist: ${context.database}.${name}`,
    );
  }
  const cursor = (command.cursor ?? {}) as Document;
  return context.engine.cursors.firstBatch(
    `${context.database}.$cmd.listIndexes.${name}`,
    collection.indexSpecs(),
    {
      batchSize: cursor.batchSize === undefined ? undefined : Number(cursor.batchSize),
    },
  );
};

const dropIndexes: CommandHandler = (command, context) => {
  const name =
    typeof command.dropIndexes === 'string'
      ? collectionName(command, 'dropIndexes')
      : collectionName(command, 'deleteIndexes');
  const collection = context.engine.getCollection(context.database, name);
  if (!collection) {
    throw new CommandError(
      ErrorCodes.NamespaceNotFound,
      'NamespaceNotFound',
      `ns not found ${context.database}.${name}`,
    );
  }
  const nIndexesWas = collection.indexSpecs().length;
  const target = command.index;
  let names: string[];
  if (target === '*') names = [...collection.indexes.keys()];
  else if (typeof target === 'string') names = [target];
  else if (Array.isArray(target)) names = target.map(String);
  else if (target && typeof target === 'object') {
    const wanted = defaultIndexName(target as Document);
    const match = [...collection.indexes.values()].find(
      (index) => defaultIndexName(index.spec.key) === wanted,
    );
    if (!match)
      throw new CommandError(
        ErrorCodes.IndexNotFound,
        'IndexNotFound',
        `can't find index with key: ${JSON.stringify(target)}`,
      );
    names = [match.name];
  } else
    throw new CommandError(
      ErrorCodes.TypeMismatch,
      'TypeMismatch',
      "BSON field 'index' has the wrong type",
    );
  for (const indexName of names) {
    if (indexName === '_id_') throw new CommandError(72, 'InvalidOptions', 'cannot drop _id index');
    if (!collection.indexes.has(indexName)) {
      throw new CommandError(
        ErrorCodes.IndexNotFound,
        'IndexNotFound',
        `index not found with name [${indexName}]`,
      );
    }
  }
  for (const indexName of names) {
    collection.dropIndex(indexName);
    context.records.push({ op: 'dropIndex', db: context.database, coll: name, name: indexName });
  }
  return { nIndexesWas, ok: 1 };
};

const ok: CommandHandler = () => ({ ok: 1 });

const whatsmyuri: CommandHandler = () => ({ you: '127.0.0.1', ok: 1 });

const connectionStatus: CommandHandler = () => ({
  authInfo: { authenticatedUsers: [], authenticatedUserRoles: [] },
  ok: 1,
});

const hostInfo: CommandHandler = () => ({
  system: { currentTime: new Date(), hostname: 'localhost' },
  os: {},
  extra: {},
  ok: 1,
});

const serverStatus: CommandHandler = (_command, context) => ({
  host: 'localhost',
  version: SERVER_VERSION,
  process: 'rozgar-embedded-db',
  uptime: Math.floor(process.uptime()),
  localTime: new Date(),
  connections: { current: context.connectionId },
  // mongod's per-command counters (failed ones included in total), e.g. for a benchmark to count
  // what a request costs the database.
  metrics: {
    commands: Object.fromEntries(
      [...context.engine.commandCounts].map(([name, { total, failed }]) => [
        name,
        { total: BSON.Long.fromNumber(total), failed: BSON.Long.fromNumber(failed) },
      ]),
    ),
  },
  ok: 1,
});

export const adminCommands: Record<string, CommandHandler> = {
  hello,
  isMaster: hello,
  ismaster: hello,
  ping: ok,
  buildInfo,
  buildinfo: buildInfo,
  getParameter,
  listDatabases,
  listCollections,
  create,
  drop,
  dropDatabase,
  createIndexes,
  listIndexes,
  dropIndexes,
  deleteIndexes: dropIndexes,
  endSessions: ok,
  killAllSessions: ok,
  killSessions: ok,
  refreshSessions: ok,
  whatsmyuri,
  connectionStatus,
  hostInfo,
  serverStatus,
  getLog: () => ({ totalLinesWritten: 0, log: [], ok: 1 }),
  getCmdLineOpts: () => ({ argv: [], parsed: {}, ok: 1 }),
};
