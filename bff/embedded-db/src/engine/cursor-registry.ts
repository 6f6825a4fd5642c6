import { BSON, type Document, Long } from 'bson';
import { CommandError, ErrorCodes } from './command-error.js';
import { TailableCursor } from './tailable-cursor.js';

const DEFAULT_FIRST_BATCH = 101;
const MAX_BATCH_BYTES = 16 * 1024 * 1024;
const IDLE_TIMEOUT_MS = 10 * 60 * 1000;

interface OpenCursor {
  namespace: string;
  pending: Document[];
  position: number;
  transform: (document: Document) => Document;
  lastUsed: number;
}

export interface CursorReply extends Document {
  cursor: { id: Long; ns: string; firstBatch?: Document[]; nextBatch?: Document[] };
  ok: 1;
}

/** Server-side cursors: results not yet returned, handed out batch by batch via getMore. */
export class CursorRegistry {
  private readonly open = new Map<number, OpenCursor | TailableCursor>();
  /** Namespaces of tailable cursors killed since the engine last looked (see `takeCappedWrites`). */
  readonly killedTailable = new Set<string>();
  private nextId = 1_000_000 + Math.floor(Math.random() * 1_000_000_000);

  /** First batch of `documents`; registers a cursor for the rest (unless `singleBatch`). */
  firstBatch(
    namespace: string,
    documents: Document[],
    options: {
      batchSize?: number;
      singleBatch?: boolean;
      transform?: (document: Document) => Document;
    },
  ): CursorReply {
    const transform = options.transform ?? ((document: Document) => document);
    const batchSize =
      options.batchSize !== undefined && options.batchSize >= 0
        ? options.batchSize
        : DEFAULT_FIRST_BATCH;
    const { batch, consumed } = takeBatch(
      documents,
      0,
      batchSize === 0 && !options.singleBatch ? 0 : batchSize || documents.length,
      transform,
    );
    let id = 0;
    if (consumed < documents.length && !options.singleBatch) {
      id = this.nextId;
      this.nextId += 1;
      this.open.set(id, {
        namespace,
        pending: documents,
        position: consumed,
        transform,
        lastUsed: Date.now(),
      });
    }
    return { cursor: { firstBatch: batch, id: Long.fromNumber(id), ns: namespace }, ok: 1 };
  }

  /**
   * The first batch of a tailable cursor; the cursor stays open (at the end of the collection)
   * unless the collection is empty, where mongod gives cursor id 0 too.
   */
  openTailable(cursor: TailableCursor, batchSize: number | undefined): CursorReply {
    const batch = cursor.next(batchSize, true);
    let id = 0;
    if (cursor.collection.documents.size > 0) {
      id = this.nextId;
      this.nextId += 1;
      this.open.set(id, cursor);
    }
    return { cursor: { firstBatch: batch, id: Long.fromNumber(id), ns: cursor.namespace }, ok: 1 };
  }

  /** Whether `rawId` is an open tailable cursor with `awaitData` (its getMore may wait). */
  awaitsData(rawId: unknown): boolean {
    const cursor = this.open.get(Number(rawId));
    return cursor instanceof TailableCursor && cursor.awaitData && !cursor.killedBy;
  }

  getMore(rawId: unknown, namespace: string, batchSize: number | undefined): CursorReply {
    const id = Number(rawId);
    const cursor = this.open.get(id);
    if (!cursor)
      throw new CommandError(
        ErrorCodes.CursorNotFound,
        'CursorNotFound',
        `cursor id ${String(rawId)} not found`,
      );
    if (cursor.namespace !== namespace) {
      throw new CommandError(
        13,
        'Unauthorized',
        `Requested getMore on namespace '${namespace}', but cursor belongs to a different namespace ${cursor.namespace}`,
      );
    }
    if (cursor instanceof TailableCursor) {
      cursor.lastUsed = Date.now();
      if (cursor.killedBy) {
        this.open.delete(id);
        throw cursor.killedBy;
      }
      let batch: Document[];
      try {
        batch = cursor.next(batchSize, false);
      } catch (error) {
        this.open.delete(id);
        throw error;
      }
      return { cursor: { nextBatch: batch, id: Long.fromNumber(id), ns: namespace }, ok: 1 };
    }
    const size = batchSize && batchSize > 0 ? batchSize : cursor.pending.length;
    const { batch, consumed } = takeBatch(cursor.pending, cursor.position, size, cursor.transform);
    cursor.position = consumed;
    cursor.lastUsed = Date.now();
    let replyId = id;
    if (cursor.position >= cursor.pending.length) {
      this.open.delete(id);
      replyId = 0;
    }
    return { cursor: { nextBatch: batch, id: Long.fromNumber(replyId), ns: namespace }, ok: 1 };
  }

  kill(ids: unknown[]): { killed: Long[]; notFound: Long[] } {
    const killed: Long[] = [];
    const notFound: Long[] = [];
    for (const raw of ids) {
      const id = Number(raw);
      const cursor = this.open.get(id);
      // A getMore parked on a killed tailable cursor is answered now, not at its timeout.
      if (cursor instanceof TailableCursor) this.killedTailable.add(cursor.namespace);
      (this.open.delete(id) ? killed : notFound).push(Long.fromNumber(id));
    }
    return { killed, notFound };
  }

  killNamespace(namespace: string): void {
    for (const [id, cursor] of this.open) {
      if (cursor.namespace !== namespace) continue;
      // A tailable cursor reports why on its next getMore, as mongod does.
      if (cursor instanceof TailableCursor)
        cursor.killedBy = new CommandError(175, 'QueryPlanKilled', 'collection dropped');
      else this.open.delete(id);
    }
  }

  sweepIdle(now = Date.now()): void {
    for (const [id, cursor] of this.open)
      if (now - cursor.lastUsed > IDLE_TIMEOUT_MS) this.open.delete(id);
  }

  has(rawId: unknown): boolean {
    return this.open.has(Number(rawId));
  }

  get size(): number {
    return this.open.size;
  }
}

function takeBatch(
  documents: Document[],
  start: number,
  size: number,
  transform: (document: Document) => Document,
): { batch: Document[]; consumed: number } {
  const batch: Document[] = [];
  let bytes = 0;
  let position = start;
  while (position < documents.length && batch.length < size) {
    const document = transform(documents[position] as Document);
    // The first document always goes in; its size matters only if another may follow it.
    const alone = batch.length === 0 && (size === 1 || position + 1 === documents.length);
    const documentBytes = alone ? 0 : BSON.calculateObjectSize(document);
    if (batch.length > 0 && bytes + documentBytes > MAX_BATCH_BYTES) break;
    bytes += documentBytes;
    batch.push(document);
    position += 1;
  }
  return { batch, consumed: position };
}
