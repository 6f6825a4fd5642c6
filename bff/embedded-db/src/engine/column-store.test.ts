import { type Document, Long, ObjectId } from 'bson';
import { describe, expect, it } from 'vitest';
import { EDGE_DOCUMENTS, EDGE_FILTERS, EDGE_VALUES } from '../../test/edge-values.js';
import { ColumnStore } from './column-store.js';
import { compileFilter } from './filter-compiler.js';

/** The rows a plain scan with the compiled filter matches. */
function scanned(documents: Document[], filter: Document): number[] {
  const predicate = compileFilter(filter);
  return documents.flatMap((document, row) => (predicate(document) ? [row] : []));
}

/** Every edge value in `v` next to a few others in `w`, `s` (strings) and `tags`. */
const PAIRS: Document[] = EDGE_VALUES.flatMap((v, i) =>
  [0, 1, 2].map((j) => {
    const document: Document = {
      _id: i * 3 + j,
      w: [1, 'x', null][j],
      s: ['Pune', 'Delhi'][j % 2],
    };
    if (v !== undefined) document.v = v;
    if (j === 2) document.tags = ['React', 'Node.js'];
    else if (j === 1) document.tags = [];
    return document;
  }),
);

const MORE_FILTERS: Document[] = [
  { v: 'a', w: 1 },
  { s: 'Pune', $or: [{ v: null }, { v: { $gt: 0 } }] },
  { $and: [{ s: { $in: ['Delhi'] } }, { $or: [{ tags: /^re/i }, { w: 'x' }] }] },
  { $or: [{ v: { $exists: false } }, { $and: [{ w: null }, { s: { $ne: 'Pune' } }] }] },
  { tags: 'React' },
  { tags: { $in: ['Node.js', 'Go'] } },
  { tags: { $nin: ['React'] } },
  { tags: { $size: 2 } },
  { 'v.x': 1 },
  { v: { $elemMatch: { x: 1 } } },
  { v: { $type: 'long' } },
  { w: { $ne: 1 }, v: { $lte: new Date(10) } },
  { v: new ObjectId('64b7f0c2a1b2c3d4e5f60718') },
  { v: Long.fromNumber(1) },
  { $nor: [{ s: 'Pune' }, { tags: 'React' }] },
  { $comment: 'only a comment', s: 'Delhi' },
];

describe('ColumnStore.select', () => {
  it('selects exactly the rows the compiled filter matches, in row order', () => {
    const store = new ColumnStore(EDGE_DOCUMENTS);
    let usingColumns = 0;
    for (const filter of EDGE_FILTERS) {
      // Undefined: no clause can use a column (a Long or NaN operand…); documents are scanned.
      const selected = store.select(filter);
      if (selected === undefined) continue;
      usingColumns += 1;
      expect([...selected], String(Object.entries(filter))).toEqual(
        scanned(EDGE_DOCUMENTS, filter),
      );
    }
    expect(usingColumns).toBeGreaterThan(EDGE_FILTERS.length / 2);
  });

  it('combines columns with the compiled predicate for what they do not hold', () => {
    const store = new ColumnStore(PAIRS);
    for (const filter of [...EDGE_FILTERS, ...MORE_FILTERS]) {
      const selected = store.select(filter);
      if (selected === undefined) continue;
      expect([...selected], String(Object.keys(filter))).toEqual(scanned(PAIRS, filter));
    }
  });

  it('leaves a filter no column helps with to the document scan', () => {
    const store = new ColumnStore(PAIRS);
    expect(store.select({ 'v.x': 1 })).toBeUndefined();
    expect(store.select({ tags: { $size: 2 } })).toBeUndefined();
    expect(store.select({})).toBeUndefined();
    expect(store.select({ tags: { $size: 2 }, s: 'Pune' })).toBeDefined();
    expect(store.select({ v: 'a' })).toBeDefined();
    expect(store.select({ v: { $gte: new Date(0) } })).toBeDefined();
  });
});

describe('ColumnStore.rowOrder', () => {
  it('maps the same documents in another order to their rows, once per order', () => {
    const store = new ColumnStore(PAIRS);
    const reversed = [...PAIRS].reverse();
    const order = store.rowOrder(reversed);
    expect([...(order ?? [])]).toEqual(PAIRS.map((_, row) => PAIRS.length - 1 - row));
    expect(store.rowOrder(reversed)).toBe(order);
    expect(store.rowOrder(reversed.slice(1))).toBeUndefined();
    expect(store.rowOrder([...reversed.slice(1), { _id: 'stranger' }])).toBeUndefined();
  });
});
