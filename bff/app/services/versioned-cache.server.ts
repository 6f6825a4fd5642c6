/*
 * Answers computed from a collection, kept while the collection's version (bumped by every write
 * through its model, models/collection-version.server.ts) is the one they were computed at and
 * until the next moment time alone changes them (an open job's expiry). See
 * docs/decisions/027-facet-counts.md.
 */

export interface VersionedCacheOptions {
  /** The collection's current version (one small read per `get`). */
  readVersion: () => Promise<number>;
  /**
   * The first moment after `now` at which the answers may change without a write (the earliest
   * expiry of an open job), or null when none is known.
   */
  nextChange: (now: Date) => Promise<Date | null>;
  /** The longest an answer is kept, for writes that bypass the models (mongosh, another app). */
  maxAgeMs: number;
  /** How many answers are kept (least recently used first out). */
  maxEntries: number;
}

interface Entry<Value> {
  version: number;
  /** The answer is valid for requests at `from` ≤ now ≤ `until` (ms; undefined: being read). */
  from: number;
  until: number | undefined;
  value: Promise<Value>;
}

interface Period {
  version: number;
  from: number;
  until: Promise<number>;
}

export class VersionedCache<Value> {
  private readonly entries = new Map<string, Entry<Value>>();
  /** The validity of the answers computed at a version: shared by every key (one read). */
  private period: Period | undefined;

  constructor(private readonly options: VersionedCacheOptions) {}

  /**
   * The answer for `key` at `now`: the kept one when still valid, else `compute()`'s (concurrent
   * callers of one key share a single computation). A `now` before the kept answers' period (a
   * caller asking about the past) is computed and not kept.
   */
  async get(key: string, now: Date, compute: () => Promise<Value>): Promise<Value> {
    const at = now.getTime();
    const version = await this.options.readVersion();
    const kept = this.entries.get(key);
    if (
      kept &&
      kept.version === version &&
      kept.from <= at &&
      (kept.until === undefined || at <= kept.until)
    ) {
      this.entries.delete(key);
      this.entries.set(key, kept);
      return kept.value;
    }
    if (kept && (kept.version > version || at < kept.from)) return compute();
    // Kept at once (before any await), so that concurrent callers share this computation.
    const entry: Entry<Value> = { version, from: at, until: undefined, value: compute() };
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as string;
      this.entries.delete(oldest);
    }
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    };
    this.validUntil(version, now).then((until) => {
      entry.until = until;
    }, forget);
    entry.value.catch(forget);
    return entry.value;
  }

  /** Forgets every answer (tests; a process that knows the data changed under it). */
  clear(): void {
    this.entries.clear();
    this.period = undefined;
  }

  /** Until when answers computed now at this version stay valid (ms). */
  private async validUntil(version: number, now: Date): Promise<number> {
    const at = now.getTime();
    let period = this.period;
    if (!period || period.version !== version || at < period.from || at > (await period.until)) {
      const until = this.options.nextChange(now).then(
        (change) => Math.min(change?.getTime() ?? Infinity, at + this.options.maxAgeMs),
        (error: unknown) => {
          if (this.period === period) this.period = undefined;
          throw error;
        },
      );
      period = { version, from: at, until };
      if (!this.period || this.period.version <= version) this.period = period;
    }
    return period.until;
  }
}
