import { mkdir, open, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { decodeDocument, encodeDocument } from './bson-codec.js';
import { GroupCommitter } from './group-commit.js';
import { JournalFile, journalFileName, listJournalGenerations } from './journal-file.js';
import { acquireDataDirectoryLock } from './lock-file.js';
import { encodeFrame, readFrameFile } from './record-framing.js';
import { RecoveredState } from './recovered-state.js';
import {
  encodeSnapshot,
  loadSnapshot,
  removeSnapshotTemp,
  SNAPSHOT_FILE,
  writeSnapshotAtomically,
} from './snapshot-file.js';
import type { JournalRecord, Snapshot, Storage } from './storage-types.js';

export type { JournalRecord, Snapshot, SnapshotCollection, Storage } from './storage-types.js';
export { DataDirectoryLockedError } from './lock-file.js';

export interface StorageOptions {
  /**
   * Compact once the journal holds at least this many bytes and at least as many as the last
   * snapshot. Default: $EMBEDDED_DB_COMPACT_AFTER_BYTES, else 32 MiB.
   */
  compactAfterBytes?: number;
  /** Where recovery reports a dropped torn/corrupt journal tail. Default: stderr. */
  warn?: (message: string) => void;
}

const DEFAULT_COMPACT_AFTER_BYTES = 32 * 1024 * 1024;
/** Operators (and the crash tests) can move the compaction threshold without code. */
const COMPACT_AFTER_BYTES_VARIABLE = 'EMBEDDED_DB_COMPACT_AFTER_BYTES';

function compactAfterBytesFromEnvironment(warn: (message: string) => void): number | undefined {
  const raw = process.env[COMPACT_AFTER_BYTES_VARIABLE];
  if (raw === undefined || raw === '') return undefined;
  const parsed = z.coerce.number().int().positive().safeParse(raw);
  if (parsed.success) return parsed.data;
  warn(`ignoring ${COMPACT_AFTER_BYTES_VARIABLE}=${raw}: not a positive whole number of bytes`);
  return undefined;
}

/**
 * Opens (creating if needed) the data directory: takes its lock file, loads the last snapshot,
 * replays the journal on top (dropping a torn or corrupt tail, truncating it away) and opens the
 * journal for appending. Throws `DataDirectoryLockedError` if another live server holds the lock.
 */
export async function openStorage(dbpath: string, options: StorageOptions = {}): Promise<Storage> {
  const directory = resolve(dbpath);
  const warn =
    options.warn ?? ((message: string) => process.stderr.write(`[embedded-db] ${message}\n`));
  await mkdir(directory, { recursive: true });
  const lock = await acquireDataDirectoryLock(directory);
  try {
    await removeSnapshotTemp(directory);
    const state = new RecoveredState();
    const snapshot = await loadSnapshot(join(directory, SNAPSHOT_FILE), state);
    const coveredGeneration = snapshot?.coveredGeneration ?? 0;
    let journalBytes = 0;
    let lastGeneration = coveredGeneration;
    for (const generation of await listJournalGenerations(directory)) {
      const path = join(directory, journalFileName(generation));
      if (generation <= coveredGeneration) {
        await rm(path, { force: true }); // left behind by a compaction interrupted after its snapshot was durable
        continue;
      }
      journalBytes += await replayJournal(path, state, warn);
      lastGeneration = generation;
    }
    const journal = await JournalFile.open(
      directory,
      Math.max(lastGeneration, coveredGeneration + 1),
    );
    return new DiskStorage(
      directory,
      state.toSnapshot(),
      journal,
      journalBytes,
      snapshot?.bytes ?? 0,
      options.compactAfterBytes ??
        compactAfterBytesFromEnvironment(warn) ??
        DEFAULT_COMPACT_AFTER_BYTES,
      lock.release,
    );
  } catch (error) {
    await lock.release();
    throw error;
  }
}

/** Replays one journal file into `state`; returns its valid length in bytes. */
async function replayJournal(
  path: string,
  state: RecoveredState,
  warn: (message: string) => void,
): Promise<number> {
  const reader = readFrameFile(path);
  for await (const payload of reader.frames())
    state.apply(decodeDocument(payload) as JournalRecord);
  const end = reader.end;
  if (end.kind !== 'clean') {
    warn(
      `journal ${path}: ${end.reason} at byte ${end.validBytes}; dropping the last ${end.fileBytes - end.validBytes} bytes ` +
        '(a write that was never acknowledged)',
    );
    const handle = await open(path, 'r+');
    try {
      await handle.truncate(end.validBytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
  }
  return end.validBytes;
}

function encodeRecords(records: JournalRecord[]): Buffer {
  const frames = records.map((record) => encodeFrame(encodeDocument(record)));
  return frames.length === 1 ? frames[0]! : Buffer.concat(frames);
}

class DiskStorage implements Storage {
  private readonly committer = new GroupCommitter();
  private compaction: Promise<void> | null = null;
  private closing: Promise<void> | null = null;

  constructor(
    private readonly directory: string,
    readonly recovered: Snapshot,
    private journal: JournalFile,
    /** Bytes in journal files not yet covered by a snapshot. */
    private journalBytes: number,
    private snapshotBytes: number,
    private readonly compactAfterBytes: number,
    private readonly releaseLock: () => Promise<void>,
  ) {}

  /** fsyncs of the journal so far; appends that overlap share one (see GroupCommitter). */
  get journalSyncCount(): number {
    return this.committer.syncCount;
  }

  append(records: JournalRecord[]): Promise<void> {
    if (this.closing) return Promise.reject(new Error('storage is closed'));
    if (records.length === 0) return Promise.resolve();
    let data: Buffer;
    try {
      data = encodeRecords(records);
    } catch (error) {
      return Promise.reject(error as Error);
    }
    this.journalBytes += data.length;
    return this.committer.enqueue(this.journal, data);
  }

  compactIfNeeded(takeSnapshot: () => Snapshot): Promise<void> {
    if (this.compaction) return this.compaction;
    if (this.closing || this.journalBytes < Math.max(this.compactAfterBytes, this.snapshotBytes))
      return Promise.resolve();
    this.compaction = this.compact(takeSnapshot).finally(() => {
      this.compaction = null;
    });
    return this.compaction;
  }

  private async compact(takeSnapshot: () => Snapshot): Promise<void> {
    const coveredGeneration = this.journal.generation;
    const next = await JournalFile.open(this.directory, coveredGeneration + 1);
    // Synchronous from here to the switch: the snapshot holds exactly the records appended so far,
    // and every later append goes to the new journal.
    const encoded = encodeSnapshot(takeSnapshot(), coveredGeneration);
    const previous = this.journal;
    this.journal = next;
    this.journalBytes = 0;
    try {
      await writeSnapshotAtomically(this.directory, encoded);
      this.snapshotBytes = encoded.bytes;
    } finally {
      // Appends still queued for the previous journal must finish before its file is closed.
      await this.committer.settled();
      await previous.close();
    }
    for (const generation of await listJournalGenerations(this.directory)) {
      if (generation <= coveredGeneration)
        await rm(join(this.directory, journalFileName(generation)), { force: true });
    }
  }

  close(takeSnapshot?: () => Snapshot): Promise<void> {
    this.closing ??= (async () => {
      try {
        await this.compaction?.catch(() => undefined);
        await this.committer.settled();
        // Appends are refused from here on: the snapshot holds every acknowledged write.
        // Should that fail, the journals are all still there, replayed at the next start.
        if (takeSnapshot && this.journalBytes > 0)
          await this.compact(takeSnapshot).catch((error: unknown) => {
            process.stderr.write(`[embedded-db] no snapshot at shutdown: ${String(error)}\n`);
          });
        await this.journal.close();
      } finally {
        await this.releaseLock();
      }
    })();
    return this.closing;
  }
}

/** A storage with no disk behind it, for tests that don't need durability. */
export function openMemoryStorage(): Storage {
  let closed = false;
  return {
    recovered: { databases: {} },
    append: () => (closed ? Promise.reject(new Error('storage is closed')) : Promise.resolve()),
    compactIfNeeded: () => Promise.resolve(),
    close: async () => {
      closed = true;
    },
  };
}
