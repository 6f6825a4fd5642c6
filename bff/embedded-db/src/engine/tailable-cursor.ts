import { BSON, type Document } from 'bson';
import type { Collection } from './collection.js';
import { CommandError } from './command-error.js';
import type { Predicate } from './filter-compiler.js';

const DEFAULT_FIRST_BATCH = 101;
const MAX_BATCH_BYTES = 16 * 1024 * 1024;

/**
 * A tailable cursor on a capped collection: it remembers the sequence number of the last
 * document it scanned and, on each getMore, returns the matching documents inserted after it
 * (mongod keeps a tailable cursor open at the end of the collection instead of closing it).
 */
export class TailableCursor {
  /** Sequence number of the last document scanned (0: before the first). */
  private position = 0;
  lastUsed = Date.now();
  /** Why the cursor can no longer be used (its collection was dropped). */
  killedBy: CommandError | undefined;

  constructor(
    readonly namespace: string,
    readonly collection: Collection,
    private readonly predicate: Predicate,
    private readonly transform: (document: Document) => Document,
    readonly awaitData: boolean,
  ) {}

  /**
   * The next matching documents after the cursor's position, at most `batchSize` (undefined:
   * the first batch's default of 101, or all for a getMore).
   */
  next(batchSize: number | undefined, first: boolean): Document[] {
    const log = this.collection.capped;
    if (!log) return [];
    if (this.position > 0 && !log.holds(this.position)) {
      throw new CommandError(
        136,
        'CappedPositionLost',
        `CollectionScan died due to position in capped collection being deleted. Last seen record id: RecordId(${this.position})`,
      );
    }
    const limit =
      batchSize !== undefined && batchSize > 0
        ? batchSize
        : first && batchSize === undefined
          ? DEFAULT_FIRST_BATCH
          : first
            ? 0
            : Number.POSITIVE_INFINITY;
    const batch: Document[] = [];
    let bytes = 0;
    if (limit === 0) return batch;
    for (const [seq, idKey] of log.after(this.position)) {
      const document = this.collection.documents.get(idKey);
      if (document && this.predicate(document)) {
        const shaped = this.transform(document);
        const size = BSON.calculateObjectSize(shaped);
        if (batch.length > 0 && bytes + size > MAX_BATCH_BYTES) break;
        bytes += size;
        batch.push(shaped);
      }
      this.position = seq;
      if (batch.length >= limit) break;
    }
    return batch;
  }
}
