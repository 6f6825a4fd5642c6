import {
  KEYWORD_LIMITS,
  formatKeywordQuery,
  parseKeywordQuery,
  type KeywordNode,
} from '@rozgar/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { termPattern } from '../app/services/candidate-keywords.server';

/*
 * The keyword parser (contracts, docs/product/resume-search-resdex.md#keywords) fuzzed: any text
 * gives a tree or a message, never a throw; any tree written back as a query parses to itself.
 */

const word = fc.stringMatching(/^[A-Za-z0-9+#.-]{1,8}$/).filter((w) => !/^(AND|OR|NOT)$/.test(w));
const phrase = fc.array(word, { minLength: 2, maxLength: 3 }).map((words) => words.join(' '));

/** Trees as the parser builds them: no AND in an AND, no OR in an OR, no NOT NOT. */
const tree: fc.Arbitrary<KeywordNode> = fc.letrec<{ node: KeywordNode }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.oneof(word, phrase).map((text): KeywordNode => ({ type: 'term', text })),
    tie('node')
      .filter((child) => child.type !== 'not')
      .map((child): KeywordNode => ({ type: 'not', child })),
    fc.array(tie('node'), { minLength: 2, maxLength: 3 }).map((children): KeywordNode => ({
      type: 'and',
      children: children.flatMap((c) => (c.type === 'and' ? c.children : [c])),
    })),
    fc.array(tie('node'), { minLength: 2, maxLength: 3 }).map((children): KeywordNode => ({
      type: 'or',
      children: children.flatMap((c) => (c.type === 'or' ? c.children : [c])),
    })),
  ),
})).node;

const terms = (node: KeywordNode): number =>
  node.type === 'term'
    ? 1
    : node.type === 'not'
      ? terms(node.child)
      : node.children.reduce((sum, child) => sum + terms(child), 0);

describe('parseKeywordQuery', () => {
  it('answers every text with a tree or a message, never a throw', () => {
    const pieces = fc.constantFrom('(', ')', '"', ' ', 'AND', 'OR', 'NOT', 'java', 'c++', ',');
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(pieces, { maxLength: 30 }).map((p) => p.join(' ')),
        ),
        (input) => {
          const parsed = parseKeywordQuery(input);
          if (!parsed.ok) expect(parsed.error).toMatch(/^[A-Z]/);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('parses any tree written back as a query to the same tree', () => {
    fc.assert(
      fc.property(
        tree.filter((node) => terms(node) <= KEYWORD_LIMITS.terms),
        (node) => {
          const text = formatKeywordQuery(node);
          const parsed = parseKeywordQuery(text);
          expect(parsed).toEqual({ ok: true, query: node });
        },
      ),
      { numRuns: 500 },
    );
  });

  it('reads NOT before AND before OR, and words side by side as AND', () => {
    expect(formatKeywordQuery(parseQuery('a OR b c NOT d'))).toBe('a OR b AND c AND NOT d');
    expect(formatKeywordQuery(parseQuery('(a OR b) c'))).toBe('(a OR b) AND c');
    expect(parseQuery('NOT NOT a')).toEqual({ type: 'term', text: 'a' });
    expect(parseKeywordQuery('   ')).toEqual({ ok: true, query: null });
  });

  it('refuses nesting and term counts past the limits', () => {
    const deep = `${'('.repeat(KEYWORD_LIMITS.depth + 1)}a${')'.repeat(KEYWORD_LIMITS.depth + 1)}`;
    expect(parseKeywordQuery(deep)).toMatchObject({ ok: false, error: /brackets inside/ });
    const many = Array.from({ length: KEYWORD_LIMITS.terms + 1 }, (_, i) => `w${i}`).join(' ');
    expect(parseKeywordQuery(many)).toMatchObject({ ok: false, error: /at most 40 keywords/ });
  });
});

describe('termPattern', () => {
  it('finds whole words and symbols, any case and spacing', () => {
    expect(termPattern('java').test('Core Java, J2EE')).toBe(true);
    expect(termPattern('java').test('JavaScript')).toBe(false);
    expect(termPattern('C++').test('C++ and C#')).toBe(true);
    expect(termPattern('.NET').test('ASP.NET Core')).toBe(true);
    expect(termPattern('machine learning').test('Machine\n  Learning Engineer')).toBe(true);
    expect(termPattern('a.b').test('axb')).toBe(false);
  });
});

function parseQuery(text: string): KeywordNode {
  const parsed = parseKeywordQuery(text);
  if (!parsed.ok || parsed.query === null) throw new Error(`not a query: ${text}`);
  return parsed.query;
}
