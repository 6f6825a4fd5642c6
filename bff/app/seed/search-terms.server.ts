import type { Types } from 'mongoose';
import { normaliseSearchTerm, utcDay } from '../services/search-terms.server';
import { ROLES_BY_SECTOR } from './catalog.server';
import { seedId } from './generate.server';

/*
 * The demo data set's search-term log (ADR 021, docs/product/data-model.md#search_terms): what
 * seekers searched on /jobs over the last 90 days, so the keyword optimiser's weighting shows from
 * the first start. Each role template's title and first two skills are searched on some days, with
 * fixed counts (no randomness): a term's popularity follows its place in a fixed cycle.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
/** The log's window: the keyword source reads the last 90 days. */
const WINDOW_DAYS = 90;

export interface SeedSearchTerm {
  _id: Types.ObjectId;
  term: string;
  day: Date;
  count: number;
}

/** The seeded daily counts, the days counted back from `referenceDate`. */
export function generateSearchTerms(referenceDate: Date): SeedSearchTerm[] {
  const terms = new Set<string>();
  for (const templates of Object.values(ROLES_BY_SECTOR))
    for (const template of templates)
      for (const text of [template.title, ...template.skills.slice(0, 2)]) {
        const term = normaliseSearchTerm(text);
        if (term) terms.add(term);
      }
  const rows: SeedSearchTerm[] = [];
  [...terms].forEach((term, index) => {
    // 1 to 9 search days over the window, and 1 to 4 searches on each
    const days = 1 + ((index * 7) % 9);
    // n × 11 days back (mod 90) is a different day for each of the at most 9 days
    for (let n = 0; n < days; n++) {
      const daysAgo = (n * 11 + (index % 7)) % WINDOW_DAYS;
      const day = utcDay(new Date(referenceDate.getTime() - daysAgo * DAY_MS));
      const key = `${term}:${day.toISOString().slice(0, 10)}`;
      rows.push({ _id: seedId('search_term', key), term, day, count: 1 + ((index + n) % 4) });
    }
  });
  return rows;
}
