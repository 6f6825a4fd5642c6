import { BSON, type Document } from 'bson';
import type { Collection } from './collection.js';
import { CommandError, ErrorCodes } from './command-error.js';
import { TextIndex } from './text-index.js';
import { isView } from './views.js';

/**
 * Sizes of a collection and its indexes, from what the engine really holds (no estimates):
 * documents by their BSON size (a capped collection keeps that sum as it goes); an index by the
 * bytes of its entries, each entry its key string plus the `_id` key it points to (the `_id_`
 * index: the `_id` keys themselves; a text index: term, `_id` key and the 8-byte score).
 * The engine keeps no pages, so `storageSize` is the data size and nothing is free.
 */
export interface CollectionSizes {
  count: number;
  size: number;
  nindexes: number;
  totalIndexSize: number;
  indexSizes: Record<string, number>;
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

export function collectionSizes(collection: Collection | undefined): CollectionSizes {
  if (!collection) return { count: 0, size: 0, nindexes: 0, totalIndexSize: 0, indexSizes: {} };
  let size = 0;
  let idIndex = 0;
  if (collection.capped) size = collection.capped.dataSize;
  for (const [idKey, document] of collection.documents) {
    if (!collection.capped) size += BSON.calculateObjectSize(document);
    idIndex += bytes(idKey);
  }
  const indexSizes: Record<string, number> = { _id_: idIndex };
  for (const index of collection.indexes.values()) {
    let indexSize = 0;
    if (index instanceof TextIndex) {
      for (const [term, holders] of index.postings)
        for (const idKey of holders.keys()) indexSize += bytes(term) + bytes(idKey) + 8;
    } else {
      for (const [key, holders] of index.entries)
        for (const idKey of holders) indexSize += bytes(key) + bytes(idKey);
    }
    indexSizes[index.name] = indexSize;
  }
  const totalIndexSize = Object.values(indexSizes).reduce((total, value) => total + value, 0);
  return {
    count: collection.documents.size,
    size,
    nindexes: Object.keys(indexSizes).length,
    totalIndexSize,
    indexSizes,
  };
}

/** mongod's `scale` option: a positive integer the sizes are divided by (rounded down). */
export function statsScale(value: unknown): number {
  if (value === undefined || value === null) return 1;
  const scale = Number(value);
  if (!Number.isFinite(scale) || scale < 1)
    throw new CommandError(ErrorCodes.BadValue, 'BadValue', 'scale has to be >= 1');
  return Math.floor(scale);
}

/** The storage part of `collStats` / `$collStats.storageStats`, scaled. */
export function storageStats(collection: Collection | undefined, scale: number): Document {
  const sizes = collectionSizes(collection);
  const scaled = (value: number) => Math.floor(value / scale);
  const stats: Document = {
    size: scaled(sizes.size),
    count: sizes.count,
  };
  if (sizes.count > 0) stats.avgObjSize = Math.floor(sizes.size / sizes.count);
  Object.assign(stats, {
    numOrphanDocs: 0,
    storageSize: scaled(sizes.size),
    freeStorageSize: 0,
    capped: Boolean(collection?.capped),
  });
  if (collection?.capped) {
    stats.max = collection.capped.limits.max;
    stats.maxSize = scaled(collection.capped.limits.size);
  }
  Object.assign(stats, {
    nindexes: sizes.nindexes,
    indexBuilds: [],
    totalIndexSize: scaled(sizes.totalIndexSize),
    totalSize: scaled(sizes.size + sizes.totalIndexSize),
    indexSizes: Object.fromEntries(
      Object.entries(sizes.indexSizes).map(([name, value]) => [name, scaled(value)]),
    ),
    scaleFactor: scale,
  });
  return stats;
}

/** `dbStats` over the database's collections (views counted apart, holding no data). */
export function databaseStats(
  database: string,
  collections: Collection[],
  scale: number,
): Document {
  const stored = collections.filter((collection) => !isView(collection));
  let objects = 0;
  let dataSize = 0;
  let indexes = 0;
  let indexSize = 0;
  for (const collection of stored) {
    const sizes = collectionSizes(collection);
    objects += sizes.count;
    dataSize += sizes.size;
    indexes += sizes.nindexes;
    indexSize += sizes.totalIndexSize;
  }
  const scaled = (value: number) => Math.floor(value / scale);
  return {
    db: database,
    collections: stored.length,
    views: collections.length - stored.length,
    objects,
    avgObjSize: objects > 0 ? dataSize / objects : 0,
    dataSize: scaled(dataSize),
    storageSize: scaled(dataSize),
    indexes,
    indexSize: scaled(indexSize),
    totalSize: scaled(dataSize + indexSize),
    scaleFactor: scale,
  };
}

/**
 * The `$collStats` stage's one document (first stage only): `storageStats` (with `scale`) and
 * `count`, as mongod answers them; latency and query statistics are not kept, so refused.
 */
export function collStatsDocument(
  collection: Collection | undefined,
  namespace: string,
  spec: unknown,
): Document {
  if (!spec || typeof spec !== 'object' || Array.isArray(spec))
    throw new CommandError(
      5447000,
      'Location5447000',
      '$collStats must take a nested object but found: ' + JSON.stringify(spec),
    );
  const out: Document = { ns: namespace, host: 'localhost', localTime: new Date() };
  for (const [field, value] of Object.entries(spec as Document)) {
    if (field !== 'storageStats' && field !== 'count')
      throw new CommandError(
        ErrorCodes.IllegalOperation,
        'IllegalOperation',
        `$collStats ${field} is not kept by the embedded database`,
      );
    if (!collection || isView(collection))
      throw new CommandError(
        ErrorCodes.NamespaceNotFound,
        'NamespaceNotFound',
        `Unable to retrieve ${field} in $collStats stage :: caused by :: Collection [${namespace}] not found.`,
      );
    if (field === 'count') out.count = collection.documents.size;
    else out.storageStats = storageStats(collection, statsScale((value as Document)?.scale));
  }
  return out;
}
