import type { Document } from 'bson';

export type JournalRecord =
  | { op: 'insert'; db: string; coll: string; doc: Document }
  | { op: 'replace'; db: string; coll: string; id: unknown; doc: Document } // the full new document
  | { op: 'delete'; db: string; coll: string; id: unknown }
  | { op: 'createCollection'; db: string; coll: string; options: Document }
  | { op: 'dropCollection'; db: string; coll: string }
  | { op: 'dropDatabase'; db: string }
  | { op: 'createIndex'; db: string; coll: string; spec: Document } // key, name, unique, sparse, partialFilterExpression, expireAfterSeconds
  | { op: 'dropIndex'; db: string; coll: string; name: string };

export interface SnapshotCollection {
  options: Document;
  indexes: Document[];
  docs: Document[];
}

export interface Snapshot {
  databases: Record<string, Record<string, SnapshotCollection>>;
}

export interface Storage {
  /** State at open (snapshot + replayed journal). */
  readonly recovered: Snapshot;
  /**
   * Resolves once the records are durable (written and fsynced). Concurrent calls share one
   * fsync (group commit). Records are encoded synchronously, so the caller may mutate its
   * objects once `append` returns. Apply the change in memory before, or in the same
   * synchronous step as, calling `append`: a snapshot taken by compaction covers every record
   * appended before it.
   */
  append(records: JournalRecord[]): Promise<void>;
  /**
   * Cheap check; when the journal has grown large, calls `takeSnapshot()` synchronously and
   * writes the snapshot atomically, then starts a fresh journal. Resolves when done.
   */
  compactIfNeeded(takeSnapshot: () => Snapshot): Promise<void>;
  /**
   * Waits for pending writes, then releases the lock file. With `takeSnapshot`, a journal holding
   * anything is first compacted into a snapshot, so that the next start loads it and replays
   * nothing (a clean shutdown; a crash still leaves a journal to replay).
   */
  close(takeSnapshot?: () => Snapshot): Promise<void>;
}
