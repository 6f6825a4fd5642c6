import { storedSearchTermSchema } from '@rozgar/contracts';
import { describe, expect, it } from 'vitest';
import { generateSearchTerms } from './search-terms.server';

const DAY_MS = 24 * 60 * 60 * 1000;
const reference = new Date('2026-11-25T10:30:00Z');

describe('the seeded search-term log', () => {
  const rows = generateSearchTerms(reference);

  it('is the same on every run, one row per term and day, each a stored search term', () => {
    expect(generateSearchTerms(reference)).toEqual(rows);
    expect(rows.length).toBeGreaterThan(100);
    const keys = rows.map((row) => `${row.term}|${row.day.toISOString()}`);
    expect(new Set(keys).size).toBe(rows.length);
    expect(new Set(rows.map((row) => String(row._id))).size).toBe(rows.length);
    for (const row of rows) expect(storedSearchTermSchema.safeParse(row).success).toBe(true);
  });

  it('lies within the last 90 days, and searches some terms more than others', () => {
    const oldest = Math.min(...rows.map((row) => row.day.getTime()));
    expect(reference.getTime() - oldest).toBeLessThan(90 * DAY_MS);
    const totals = new Map<string, number>();
    for (const row of rows) totals.set(row.term, (totals.get(row.term) ?? 0) + row.count);
    expect(totals.get('kubernetes')).toBeGreaterThan(0);
    expect(Math.max(...totals.values())).toBeGreaterThan(3 * Math.min(...totals.values()));
  });
});
