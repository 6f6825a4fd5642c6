import { describe, expect, it } from 'vitest';
import { normalizeTextIndexSpec } from './text-index.js';
import { parseSearch } from './text-query.js';
import { textTerms } from './text-tokenizer.js';

// Words, terms and the $search grammar as mongod's text index version 3 has them
// (docs/decisions/023-text-search.md; the manual's "Text Search Languages" and "$text" pages).
describe('text terms', () => {
  it('cuts at whitespace and punctuation, folds case and diacritics, drops stop words, stems', () => {
    expect(textTerms('The Engineers, engineering: an Engineer!', 'english')).toEqual([
      'engin',
      'engin',
      'engin',
    ]);
    expect(textTerms("Don't stop John's café", 'english')).toEqual(['stop', 'john', 'cafe']);
    expect(textTerms('node.js c++ snake_case', 'english')).toEqual([
      'node',
      'js',
      'c',
      'snake_cas',
    ]);
  });

  it('keeps every word unstemmed in language "none"', () => {
    expect(textTerms('The Engineers', 'none')).toEqual(['the', 'engineers']);
  });

  it('keeps case and diacritics when asked', () => {
    expect(textTerms('Coffee café', 'english', { caseSensitive: true })).toEqual(['Coffe', 'cafe']);
    expect(textTerms('Café', 'english', { diacriticSensitive: true })).toEqual(['café']);
  });
});

describe('$search grammar', () => {
  it('splits words, -negations and "phrases" (whose words are searched too)', () => {
    expect(parseSearch('coffee -shop "ice cream" -"hot tea" coffee-shop', 'english')).toEqual({
      positive: ['coffee', 'ice', 'cream', 'coffee', 'shop'],
      negative: ['shop'],
      positivePhrases: ['ice cream'],
      negativePhrases: ['hot tea'],
    });
  });
});

describe('text index specs', () => {
  it('normalizes a client spec, and a stored spec to itself', () => {
    const stored = normalizeTextIndexSpec({
      key: { title: 'text', body: 'text' },
      weights: { title: 10 },
      default_language: 'english',
    });
    expect(stored).toEqual({
      v: 2,
      key: { _fts: 'text', _ftsx: 1 },
      name: 'title_text_body_text',
      weights: { body: 1, title: 10 },
      default_language: 'english',
      language_override: 'language',
      textIndexVersion: 3,
    });
    expect(normalizeTextIndexSpec(stored)).toEqual(stored);
  });
});
