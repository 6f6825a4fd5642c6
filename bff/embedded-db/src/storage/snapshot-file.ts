import { open, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Document } from 'bson';
import { decodeDocument, encodeDocument } from './bson-codec.js';
import { fsyncDirectory } from './fsync-directory.js';
import { encodeFrame, readFrameFile } from './record-framing.js';
import { RecoveredState } from './recovered-state.js';
import type { Snapshot } from './storage-types.js';

export const SNAPSHOT_FILE = 'snapshot.bson';
export const SNAPSHOT_TEMP_FILE = 'snapshot.bson.tmp';
const SNAPSHOT_FORMAT = 'rozgar-embedded-db-snapshot';
const SNAPSHOT_VERSION = 1;
const WRITE_CHUNK_BYTES = 4 * 1024 * 1024;

/**
 * A snapshot file is a stream of frames (see record-framing.ts):
 *   header { kind: 'header', format, version, coveredGeneration }
 *   per database  { kind: 'database', db }
 *   per collection { kind: 'collection', db, coll, options, indexes, count }, then `count` frames,
 *     each one stored document as is
 *   trailer { kind: 'end', collections, documents }
 * `coveredGeneration` is the last journal generation whose records the snapshot contains.
 */
export interface EncodedSnapshot {
  chunks: Buffer[];
  bytes: number;
}

/** Encodes synchronously, so the engine's live documents are captured at one instant. */
export function encodeSnapshot(snapshot: Snapshot, coveredGeneration: number): EncodedSnapshot {
  const chunks: Buffer[] = [];
  let current: Buffer[] = [];
  let currentBytes = 0;
  let bytes = 0;
  const push = (document: Document) => {
    const frame = encodeFrame(encodeDocument(document));
    current.push(frame);
    currentBytes += frame.length;
    bytes += frame.length;
    if (currentBytes >= WRITE_CHUNK_BYTES) {
      chunks.push(Buffer.concat(current, currentBytes));
      current = [];
      currentBytes = 0;
    }
  };
  push({
    kind: 'header',
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    coveredGeneration,
    createdAt: new Date(),
  });
  let collections = 0;
  let documents = 0;
  for (const [db, dbCollections] of Object.entries(snapshot.databases)) {
    push({ kind: 'database', db });
    for (const [coll, collection] of Object.entries(dbCollections)) {
      collections += 1;
      push({
        kind: 'collection',
        db,
        coll,
        options: collection.options,
        indexes: collection.indexes,
        count: collection.docs.length,
      });
      for (const doc of collection.docs) push(doc);
      documents += collection.docs.length;
    }
  }
  push({ kind: 'end', collections, documents });
  if (current.length > 0) chunks.push(Buffer.concat(current, currentBytes));
  return { chunks, bytes };
}

/** Temp file, fsync, rename over the old snapshot, fsync the directory. */
export async function writeSnapshotAtomically(
  dbpath: string,
  encoded: EncodedSnapshot,
): Promise<void> {
  const tempPath = join(dbpath, SNAPSHOT_TEMP_FILE);
  const handle = await open(tempPath, 'w');
  try {
    for (const chunk of encoded.chunks) {
      let written = 0;
      while (written < chunk.length) {
        const { bytesWritten } = await handle.write(chunk, written, chunk.length - written);
        written += bytesWritten;
      }
    }
    await handle.sync();
  } catch (error) {
    await handle.close().catch(() => undefined);
    await rm(tempPath, { force: true });
    throw error;
  }
  await handle.close();
  await rename(tempPath, join(dbpath, SNAPSHOT_FILE));
  await fsyncDirectory(dbpath);
}

export interface LoadedSnapshot {
  coveredGeneration: number;
  bytes: number;
}

/** Streams the snapshot into `state`; returns null when there is no snapshot yet. */
export async function loadSnapshot(
  path: string,
  state: RecoveredState,
): Promise<LoadedSnapshot | null> {
  const reader = readFrameFile(path);
  let header: Document | undefined;
  let trailer: Document | undefined;
  let collection: { docs: Document[]; remaining: number } | undefined;
  try {
    for await (const payload of reader.frames()) {
      if (collection && collection.remaining > 0) {
        collection.docs.push(decodeDocument(payload));
        collection.remaining -= 1;
        continue;
      }
      const meta = decodeDocument(payload);
      if (!header) {
        if (meta.kind !== 'header' || meta.format !== SNAPSHOT_FORMAT)
          throw new Error('not a snapshot file');
        if (meta.version !== SNAPSHOT_VERSION)
          throw new Error(`unsupported snapshot version ${String(meta.version)}`);
        header = meta;
      } else if (meta.kind === 'database') {
        state.addDatabase(String(meta.db));
      } else if (meta.kind === 'collection') {
        const docs: Document[] = [];
        state.addCollection(
          String(meta.db),
          String(meta.coll),
          meta.options as Document,
          meta.indexes as Document[],
          docs,
        );
        collection = { docs, remaining: Number(meta.count) };
      } else if (meta.kind === 'end') {
        trailer = meta;
      } else {
        throw new Error(`unexpected record kind ${String(meta.kind)}`);
      }
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new Error(`snapshot ${path} is unreadable: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const end = reader.end;
  if (!header || !trailer || end.kind !== 'clean') {
    const why = end.kind === 'clean' ? 'it has no end marker' : end.reason;
    throw new Error(
      `snapshot ${path} is damaged (${why}); restore the data directory from a backup`,
    );
  }
  return { coveredGeneration: Number(header.coveredGeneration), bytes: end.validBytes };
}

export async function removeSnapshotTemp(dbpath: string): Promise<void> {
  await rm(join(dbpath, SNAPSHOT_TEMP_FILE), { force: true });
}
