import { describe, expect, it } from 'vitest';
import { MAX_TERM_LENGTH, normaliseSearchTerm, utcDay } from './search-terms.server';

describe('normaliseSearchTerm', () => {
  it('trims, collapses inner spaces and lower-cases', () => {
    expect(normaliseSearchTerm('  Senior   REACT\tDeveloper ')).toBe('senior react developer');
  });

  it('keeps at most 100 characters, without a trailing space', () => {
    expect(normaliseSearchTerm('a'.repeat(150))).toHaveLength(MAX_TERM_LENGTH);
    expect(normaliseSearchTerm(`${'a'.repeat(99)} b`)).toBe('a'.repeat(99));
  });

  it('leaves nothing of a blank text', () => {
    expect(normaliseSearchTerm(' \t ')).toBe('');
  });
});

describe('utcDay', () => {
  it('is the midnight (UTC) starting the day', () => {
    expect(utcDay(new Date('2026-11-25T23:59:59.999Z'))).toEqual(new Date('2026-11-25T00:00:00Z'));
    expect(utcDay(new Date('2026-11-25T00:00:00Z'))).toEqual(new Date('2026-11-25T00:00:00Z'));
  });
});
