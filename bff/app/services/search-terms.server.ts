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

/** Adds one to the term's count of the day (the row is made on the first search of the day). */
export async function recordSearchTerm(text: string, now = new Date()): Promise<void> {
  const term = normaliseSearchTerm(text);
  if (!term) return;
  const raise = () =>
    SearchTerm.updateOne({ term, day: utcDay(now) }, { $inc: { count: 1 } }, { upsert: true });
  try {
    await raise();
  } catch (error) {
    // The first two searches of a term on a day at once: the other one made the row; raise it.
    if (!isDuplicateKey(error)) throw error;
    await raise();
  }
}

/**
 * Counts the search without the caller waiting for it: the search answers whatever happens here,
 * and a failure is only logged.
 */
export function countSearchInBackground(text: string, now = new Date()): void {
  recordSearchTerm(text, now).catch((error: unknown) => {
    console.error('[bff] could not count a search term', error);
  });
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
