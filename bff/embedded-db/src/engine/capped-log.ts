import { CommandError, ErrorCodes } from './command-error.js';
import type { Document } from 'bson';

/** mongod 7.0's bounds on a capped collection's `size` (bytes) and `max` (documents). */
const MAX_CAPPED_SIZE = 1024 ** 5;
const UNLIMITED_DOCUMENTS = 0x7fffffff;

export interface CappedLimits {
  /** Bytes, rounded up to a multiple of 256 as mongod 7.0 does. */
  size: number;
  /** Documents; 0x7fffffff when not limited. */
  max: number;
}

/**
 * The options of `create` normalized as mongod 7.0 stores and reports them (`listCollections`):
 * `{ capped: true, size: <rounded up to 256>, max? }`; `size` is required, `max` ≤ 0 means no
 * limit (reported as 2^31 − 1). Non-capped options are returned unchanged.
 */
export function normalizeCappedOptions(options: Document): Document {
  if (!options.capped) {
    if (!('capped' in options || 'size' in options || 'max' in options)) return options;
    const { size: _size, max: _max, capped: _capped, ...rest } = options;
    return rest;
  }
  const rawSize = options.size;
  if (rawSize === undefined || rawSize === null)
    throw new CommandError(
      ErrorCodes.InvalidOptions,
      'InvalidOptions',
      "the 'size' field is required when 'capped' is true",
    );
  const size = Number(rawSize);
  if (!Number.isFinite(size)) throw typeMismatch('size');
  if (size < 0) throw new CommandError(ErrorCodes.BadValue, 'BadValue', 'size has to be >= 0');
  if (size > MAX_CAPPED_SIZE)
    throw new CommandError(ErrorCodes.BadValue, 'BadValue', 'size cannot exceed 1 PB');
  const normalized: Document = {
    ...options,
    capped: true,
    size: Math.ceil(Math.trunc(size) / 256) * 256,
  };
  delete normalized.max;
  if (options.max !== undefined && options.max !== null) {
    const rawMax = Number(options.max);
    if (!Number.isFinite(rawMax)) throw typeMismatch('max');
    const max = rawMax <= 0 ? UNLIMITED_DOCUMENTS : Math.trunc(rawMax);
    if (max > UNLIMITED_DOCUMENTS)
      throw new CommandError(
        ErrorCodes.BadValue,
        'BadValue',
        'max in a capped collection has to be < 2^31 or not set',
      );
    normalized.max = max;
  }
  return normalized;
}

function typeMismatch(field: string): CommandError {
  return new CommandError(
    ErrorCodes.TypeMismatch,
    'TypeMismatch',
    `BSON field 'create.${field}' is the wrong type, expected a number`,
  );
}

export function cappedLimits(options: Document): CappedLimits | undefined {
  if (!options.capped) return undefined;
  return {
    size: Number(options.size ?? 0),
    max: options.max === undefined ? UNLIMITED_DOCUMENTS : Number(options.max),
  };
}

/**
 * The insertion order of a capped collection: each document's sequence number (ascending in
 * insertion order, never reused) and size, so a tailable cursor can resume after the last
 * document it saw and the oldest documents can be evicted past `max` or `size`.
 */
export class CappedLog {
  private seqs: number[] = [];
  private idKeys: string[] = [];
  private head = 0;
  private readonly entries = new Map<string, { seq: number; bytes: number }>();
  private nextSeq = 1;
  dataSize = 0;

  constructor(readonly limits: CappedLimits) {}

  get count(): number {
    return this.entries.size;
  }

  /** Sequence number of the newest document (0 when the collection was always empty). */
  get lastSeq(): number {
    return this.nextSeq - 1;
  }

  append(idKey: string, bytes: number): void {
    const seq = this.nextSeq;
    this.nextSeq += 1;
    this.entries.set(idKey, { seq, bytes });
    this.seqs.push(seq);
    this.idKeys.push(idKey);
    this.dataSize += bytes;
  }

  resize(idKey: string, bytes: number): void {
    const entry = this.entries.get(idKey);
    if (!entry) return;
    this.dataSize += bytes - entry.bytes;
    entry.bytes = bytes;
  }

  remove(idKey: string): void {
    const entry = this.entries.get(idKey);
    if (!entry) return;
    this.entries.delete(idKey);
    this.dataSize -= entry.bytes;
    const position = this.positionOf(entry.seq);
    if (position === this.head) this.head += 1;
    else {
      this.seqs.splice(position, 1);
      this.idKeys.splice(position, 1);
    }
    if (this.head > 1024 && this.head * 2 > this.seqs.length) {
      this.seqs = this.seqs.slice(this.head);
      this.idKeys = this.idKeys.slice(this.head);
      this.head = 0;
    }
  }

  /** `_id` keys of the oldest documents to evict so that `max` and `size` hold again. */
  overflow(): string[] {
    const evicted: string[] = [];
    let count = this.count;
    let bytes = this.dataSize;
    for (let position = this.head; position < this.seqs.length; position++) {
      if (count <= this.limits.max && bytes <= this.limits.size) break;
      const idKey = this.idKeys[position] as string;
      evicted.push(idKey);
      count -= 1;
      bytes -= this.entries.get(idKey)?.bytes ?? 0;
    }
    return evicted;
  }

  /** Whether the document with this sequence number is still stored. */
  holds(seq: number): boolean {
    const position = this.positionOf(seq);
    return position < this.seqs.length && this.seqs[position] === seq;
  }

  /** `[seq, idKey]` of the documents inserted after `seq`, oldest first. */
  *after(seq: number): Generator<[number, string]> {
    for (let position = this.positionOf(seq + 1); position < this.seqs.length; position++)
      yield [this.seqs[position] as number, this.idKeys[position] as string];
  }

  /** Index of the first live sequence number ≥ `seq`. */
  private positionOf(seq: number): number {
    let low = this.head;
    let high = this.seqs.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((this.seqs[middle] as number) < seq) low = middle + 1;
      else high = middle;
    }
    return low;
  }
}
