import type { JournalFile } from './journal-file.js';

interface PendingAppend {
  sequence: number;
  journal: JournalFile;
  data: Buffer;
  resolve: () => void;
  reject: (error: Error) => void;
}

/**
 * Serialises all journal writes through one queue. While a write + fsync is in flight, new
 * appends wait in the queue; the next round writes all of them with one write and one fsync
 * per journal file (group commit). Writes reach the disk in the order they were enqueued.
 */
export class GroupCommitter {
  private queue: PendingAppend[] = [];
  private running: Promise<void> | null = null;
  private failure: Error | null = null;
  private enqueuedThrough = 0;
  private settledThrough = 0;
  private waiters: Array<{ sequence: number; resolve: () => void }> = [];
  /** fsyncs issued so far (observable by tests of the grouping). */
  syncCount = 0;

  get queuedBytes(): number {
    let bytes = 0;
    for (const pending of this.queue) bytes += pending.data.length;
    return bytes;
  }

  enqueue(journal: JournalFile, data: Buffer): Promise<void> {
    if (this.failure) return Promise.reject(this.failure);
    return new Promise<void>((resolve, reject) => {
      this.queue.push({ sequence: ++this.enqueuedThrough, journal, data, resolve, reject });
      this.running ??= this.run();
    });
  }

  /** Resolves once everything enqueued so far is durable (or has failed); later appends don't delay it. */
  settled(): Promise<void> {
    const sequence = this.enqueuedThrough;
    if (this.settledThrough >= sequence) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push({ sequence, resolve }));
  }

  private markSettled(sequence: number): void {
    this.settledThrough = sequence;
    const ready = this.waiters.filter((waiter) => waiter.sequence <= sequence);
    if (ready.length === 0) return;
    this.waiters = this.waiters.filter((waiter) => waiter.sequence > sequence);
    for (const waiter of ready) waiter.resolve();
  }

  private async run(): Promise<void> {
    // Let appends made in the same tick join the first round.
    await new Promise<void>((resolve) => setImmediate(resolve));
    try {
      while (this.queue.length > 0) {
        const batch = this.queue;
        this.queue = [];
        let start = 0;
        while (start < batch.length) {
          const journal = batch[start]!.journal;
          let end = start;
          while (end < batch.length && batch[end]!.journal === journal) end += 1;
          const group = batch.slice(start, end);
          try {
            if (this.failure) throw this.failure;
            await journal.appendDurably(Buffer.concat(group.map((pending) => pending.data)));
            this.syncCount += 1;
            for (const pending of group) pending.resolve();
          } catch (error) {
            // After a failed write the file's tail is unknown: refuse every later write.
            this.failure ??= new Error(`journal write failed: ${(error as Error).message}`, {
              cause: error,
            });
            for (const pending of group) pending.reject(this.failure);
          }
          this.markSettled(group.at(-1)!.sequence);
          start = end;
        }
      }
    } finally {
      this.running = null;
    }
  }
}
