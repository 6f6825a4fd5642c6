/**
 * The documents of one TTL index ordered by their date, so the TTL sweep reads only the
 * documents that are due instead of the whole collection, as mongod's TTL monitor walks the
 * index up to the cut-off (docs/decisions/008-embedded-mongodb-compatible-database.md). A document is due by the
 * earliest date of its indexed field, as in mongod.
 *
 * A binary min-heap of (date, `_id` key) with lazy removal: a document's current date is kept in
 * a map, and a heap entry whose date is no longer the document's current one is dropped when it
 * reaches the top. The heap is rebuilt from the map when stale entries outnumber the live ones.
 */
export class ExpiryQueue {
  /** `_id` key → the document's earliest date (milliseconds). */
  private readonly current = new Map<string, number>();
  /** Heap of entries; `times[i]` with `ids[i]`, smallest time at 0. */
  private times: number[] = [];
  private ids: string[] = [];

  /** How many documents are queued. */
  get size(): number {
    return this.current.size;
  }

  /** Heap entries, stale ones included (for tests of the compaction). */
  get entries(): number {
    return this.times.length;
  }

  /** Queues `idKey` at `at` (milliseconds), replacing its previous date. */
  set(idKey: string, at: number): void {
    this.current.set(idKey, at);
    this.push(at, idKey);
    this.compactIfBloated();
  }

  delete(idKey: string): void {
    if (this.current.delete(idKey)) this.compactIfBloated();
  }

  /**
   * `_id` keys of the documents whose date is at or before `cutoff`, each once, smallest date
   * first. They leave the queue: the caller deletes them (which would remove them anyway).
   */
  takeDue(cutoff: number): string[] {
    const due = new Set<string>();
    while (this.times.length > 0 && (this.times[0] as number) <= cutoff) {
      const at = this.times[0] as number;
      const idKey = this.ids[0] as string;
      this.pop();
      if (this.current.get(idKey) === at) {
        due.add(idKey);
        this.current.delete(idKey);
      }
    }
    return [...due];
  }

  private push(at: number, idKey: string): void {
    this.times.push(at);
    this.ids.push(idKey);
    this.up(this.times.length - 1);
  }

  private pop(): void {
    const lastTime = this.times.pop() as number;
    const lastId = this.ids.pop() as string;
    if (this.times.length === 0) return;
    this.times[0] = lastTime;
    this.ids[0] = lastId;
    this.down(0);
  }

  private compactIfBloated(): void {
    if (this.times.length <= 2 * this.current.size + 64) return;
    this.times = [...this.current.values()];
    this.ids = [...this.current.keys()];
    for (let i = (this.times.length >>> 1) - 1; i >= 0; i -= 1) this.down(i);
  }

  private swap(a: number, b: number): void {
    const time = this.times[a] as number;
    this.times[a] = this.times[b] as number;
    this.times[b] = time;
    const id = this.ids[a] as string;
    this.ids[a] = this.ids[b] as string;
    this.ids[b] = id;
  }

  private up(position: number): void {
    let child = position;
    while (child > 0) {
      const parent = (child - 1) >>> 1;
      if ((this.times[parent] as number) <= (this.times[child] as number)) return;
      this.swap(parent, child);
      child = parent;
    }
  }

  private down(position: number): void {
    const length = this.times.length;
    let parent = position;
    for (;;) {
      const left = 2 * parent + 1;
      if (left >= length) return;
      const right = left + 1;
      const smaller =
        right < length && (this.times[right] as number) < (this.times[left] as number)
          ? right
          : left;
      if ((this.times[parent] as number) <= (this.times[smaller] as number)) return;
      this.swap(parent, smaller);
      parent = smaller;
    }
  }
}
