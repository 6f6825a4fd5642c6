import { SearchTerm } from '../models/search-term.server';

/*
 * The anonymous log of what seekers search for on /jobs (ADR 021): a daily counter per normalised
 * term, read by the keyword source to weigh keywords by demand.
 */

/** A stored term has at most this many characters. */
export const MAX_TERM_LENGTH = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A search text as it is counted: trimmed, inner spaces collapsed, lower-case, ≤ 100 characters. */
export function normaliseSearchTerm(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en').slice(0, MAX_TERM_LENGTH).trim();
}

/** The UTC midnight starting the day of `at`. */
export function utcDay(at: Date): Date {
  return new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
}

function isDuplicateKey(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === 11000;
}

/** How long counted searches wait in the process before they are written, together. */
export const SEARCH_TERM_FLUSH_MS = 1_000;

interface PendingSearchTerms {
  /** `${day ms} ${term}` → searches not written yet. */
  counts: Map<string, number>;
  timer: ReturnType<typeof setTimeout> | undefined;
  /** Writes under way, so a shutdown waits for them. */
  writing: Set<Promise<void>>;
}

/*
 * One buffer per process, on `globalThis`: the routes' copy of this module (the Remix build, or
 * Vite's in development) counts, the server's copy flushes at shutdown.
 */
const PENDING_KEY = Symbol.for('rozgar.search-terms.pending');
const pending: PendingSearchTerms = ((globalThis as Record<symbol, unknown>)[PENDING_KEY] as
  PendingSearchTerms | undefined) ?? { counts: new Map(), timer: undefined, writing: new Set() };
(globalThis as Record<symbol, unknown>)[PENDING_KEY] = pending;

const raiseBy = (term: string, day: Date, count: number) => ({
  updateOne: { filter: { term, day }, update: { $inc: { count } }, upsert: true },
});

/** The failed operations' indexes when every failure is a duplicate key (an upsert race). */
function duplicateKeyIndexes(error: unknown): number[] | undefined {
  const writeErrors = (error as { writeErrors?: unknown } | null)?.writeErrors;
  const list = Array.isArray(writeErrors) ? writeErrors : writeErrors ? [writeErrors] : [];
  if (list.length === 0 || !list.every(isDuplicateKey)) return undefined;
  return list.map((entry) => (entry as { index: number }).index);
}

/** Writes the counts: one `bulkWrite` of upserts; a duplicate-key race retries those once. */
async function writeCounts(counts: Map<string, number>): Promise<void> {
  const operations = [...counts].map(([key, count]) => {
    const space = key.indexOf(' ');
    return raiseBy(key.slice(space + 1), new Date(Number(key.slice(0, space))), count);
  });
  try {
    await SearchTerm.bulkWrite(operations, { ordered: false });
  } catch (error) {
    // The first searches of a term on a day in two processes at once: the other made the row.
    const retry = duplicateKeyIndexes(error);
    if (!retry) throw error;
    await SearchTerm.bulkWrite(
      retry.map((index) => operations[index]!),
      { ordered: false },
    );
  }
}

/** Writes what is counted so far (every pending search), without waiting for earlier writes. */
function flushPending(): Promise<void> {
  clearTimeout(pending.timer);
  pending.timer = undefined;
  if (pending.counts.size === 0) return Promise.resolve();
  const counts = pending.counts;
  pending.counts = new Map();
  const written = writeCounts(counts)
    .catch((error: unknown) => {
      console.error('[bff] could not count a search term', error);
    })
    .finally(() => pending.writing.delete(written));
  pending.writing.add(written);
  return written;
}

/**
 * Counts the search without the caller waiting for it: the search answers whatever happens here.
 * The process adds its searches up and writes them once a second, one upsert per (term, day) —
 * a popular term costs one write per second, not one per search (docs/decisions/021-keyword-source.md).
 * A failed write is logged; its counts are not retried.
 */
export function countSearchInBackground(text: string, now = new Date()): void {
  const term = normaliseSearchTerm(text);
  if (!term) return;
  const key = `${utcDay(now).getTime()} ${term}`;
  pending.counts.set(key, (pending.counts.get(key) ?? 0) + 1);
  if (!pending.timer) {
    pending.timer = setTimeout(() => void flushPending(), SEARCH_TERM_FLUSH_MS);
    pending.timer.unref();
  }
}

/** How long a shutdown waits for the search counts' writes. */
const FLUSH_WAIT_MS = 5_000;

/**
 * Writes the searches counted so far and waits for every write under way (at shutdown), at most
 * 5 s: a database that does not answer must not hold the shutdown.
 */
export async function flushSearchTerms(): Promise<void> {
  void flushPending();
  let timer: ReturnType<typeof setTimeout> | undefined;
  await Promise.race([
    Promise.all([...pending.writing]),
    new Promise((resolve) => (timer = setTimeout(resolve, FLUSH_WAIT_MS))),
  ]);
  clearTimeout(timer);
}

/** Each term searched since `since`, with its total count, most searched first (at most `limit`). */
export async function searchCountsSince(
  since: Date,
  limit: number,
): Promise<Array<{ term: string; count: number }>> {
  const rows = await SearchTerm.aggregate<{ _id: string; count: number }>([
    { $match: { day: { $gte: utcDay(since) } } },
    { $group: { _id: '$term', count: { $sum: '$count' } } },
    { $sort: { count: -1, _id: 1 } },
    { $limit: limit },
  ]);
  return rows.map((row) => ({ term: row._id, count: row.count }));
}
