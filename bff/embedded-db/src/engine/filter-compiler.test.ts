import { inspect } from 'node:util';
import { Decimal128, ObjectId } from 'bson';
import { Query } from 'mingo';
import { describe, expect, it } from 'vitest';
import { EDGE_DOCUMENTS, EDGE_FILTERS } from '../../test/edge-values.js';
import {
  compileFilter,
  compileFilterDetailed,
  compileGeneralFilter,
  pinnedValues,
  soleIdEquality,
} from './filter-compiler.js';

const matches = (filter: object, document: object) => compileFilter(filter)(document);

describe('compileFilter', () => {
  it('matches equality against arrays, their elements and nested paths', () => {
    expect(matches({ tags: 'a' }, { tags: ['a', 'b'] })).toBe(true);
    expect(matches({ tags: ['a', 'b'] }, { tags: ['a', 'b'] })).toBe(true);
    expect(matches({ tags: ['b', 'a'] }, { tags: ['a', 'b'] })).toBe(false);
    expect(matches({ 'items.sku': 'x' }, { items: [{ sku: 'y' }, { sku: 'x' }] })).toBe(true);
    expect(matches({ 'a.b': 1 }, { a: { b: 1 } })).toBe(true);
    expect(matches({ missing: null }, {})).toBe(true);
    expect(matches({ present: { $ne: null } }, { present: 0 })).toBe(true);
  });

  it('compares only within a type bracket for ranges', () => {
    expect(matches({ n: { $gt: 5 } }, { n: '10' })).toBe(false);
    expect(matches({ n: { $gt: 5 } }, { n: Decimal128.fromString('5.5') })).toBe(true);
    expect(matches({ n: { $lte: 5 } }, { n: null })).toBe(false);
    expect(matches({ d: { $gte: new Date(10) } }, { d: new Date(11) })).toBe(true);
  });

  it('handles $in with regexes and null, $nin, $exists, $regex with $options', () => {
    expect(matches({ city: { $in: [/^pun/i, 'Delhi'] } }, { city: 'Pune' })).toBe(true);
    expect(matches({ city: { $in: [null] } }, {})).toBe(true);
    expect(matches({ city: { $nin: ['Pune'] } }, { city: 'Delhi' })).toBe(true);
    expect(matches({ city: { $exists: true } }, { city: null })).toBe(true);
    expect(
      matches({ title: { $regex: 'ENGINEER', $options: 'i' } }, { title: 'Data engineer' }),
    ).toBe(true);
  });

  it('combines $and, $or, $nor and falls back to mingo for other operators', () => {
    const filter = { $or: [{ a: 1 }, { b: { $size: 2 } }], $nor: [{ c: true }] };
    expect(matches(filter, { b: [1, 2] })).toBe(true);
    expect(matches(filter, { a: 1, c: true })).toBe(false);
    expect(
      matches({ list: { $elemMatch: { x: { $gt: 1 } } } }, { list: [{ x: 0 }, { x: 2 }] }),
    ).toBe(true);
  });

  it('matches ObjectIds by value', () => {
    const id = new ObjectId();
    expect(matches({ owner: new ObjectId(id.toHexString()) }, { owner: id })).toBe(true);
    expect(matches({ owner: { $in: [id] } }, { owner: new ObjectId() })).toBe(false);
  });
});

describe('pinnedValues', () => {
  it('extracts equality values usable for index lookups', () => {
    expect(pinnedValues({ _id: 5, x: 1 }, '_id')).toEqual([5]);
    expect(pinnedValues({ _id: { $in: [1, 2] } }, '_id')).toEqual([1, 2]);
    expect(pinnedValues({ $and: [{ email: 'a' }] }, 'email')).toEqual(['a']);
    expect(pinnedValues({ email: /a/ }, 'email')).toBeUndefined();
    expect(pinnedValues({ email: { $gt: 'a' } }, 'email')).toBeUndefined();
  });
});

describe('soleIdEquality', () => {
  it('recognises only a filter made of one _id equality on a scalar', () => {
    const id = new ObjectId();
    expect(soleIdEquality({ _id: id })).toEqual({ value: id });
    expect(soleIdEquality({ _id: { $eq: 'a' } })).toEqual({ value: 'a' });
    expect(soleIdEquality({ _id: id, status: 'open' })).toBeUndefined();
    expect(soleIdEquality({ _id: { $eq: 1, $ne: 2 } })).toBeUndefined();
    expect(soleIdEquality({ _id: { $in: [1] } })).toBeUndefined();
    expect(soleIdEquality({ _id: { a: 1 } })).toBeUndefined();
    expect(soleIdEquality({ _id: [1] })).toBeUndefined();
    expect(soleIdEquality({ _id: null })).toBeUndefined();
    expect(soleIdEquality({ _id: /a/ })).toBeUndefined();
    expect(soleIdEquality({ _id: Number.NaN })).toBeUndefined();
    expect(soleIdEquality({})).toBeUndefined();
  });
});

const show = (value: unknown) => inspect(value, { depth: 6, breakLength: Infinity, compact: true });

describe('compileFilter fast paths', () => {
  it('decide every value exactly as the general predicates', () => {
    for (const filter of EDGE_FILTERS) {
      const fast = compileFilter(filter);
      const general = compileGeneralFilter(filter);
      for (const document of EDGE_DOCUMENTS)
        expect(fast(document), `${show(filter)} on ${show(document)}`).toBe(general(document));
    }
  });

  it('agree with mingo where mingo follows mongod (no BSON number classes, NaN or invalid dates)', () => {
    const plain = EDGE_DOCUMENTS.filter(
      ({ v }) =>
        !(typeof v === 'number' && Number.isNaN(v)) &&
        !(v instanceof Date && Number.isNaN(v.getTime())) &&
        !['Long', 'Decimal128', 'Int32', 'Double'].includes(
          (v as { _bsontype?: string } | undefined)?._bsontype ?? '',
        ),
    );
    const disagreements: string[] = [];
    for (const filter of EDGE_FILTERS) {
      const text = show(filter);
      // mingo: `$gt: null` matches nothing, NaN and Long/Decimal operands compare differently.
      if (/'(\$[gl]te?|\$ne)': null|NaN|Long|Decimal128/.test(text)) continue;
      const ours = compileFilter(filter);
      const query = new Query(filter);
      for (const document of plain)
        if (ours(document) !== query.test(document))
          disagreements.push(`${text} on ${show(document)}`);
    }
    // mingo flattens nested arrays for a regex (mongod looks one array level deep) and does not
    // match an array operand of `$in` against the whole array (mongod does).
    expect(disagreements).toEqual([
      "{ v: { '$in': [ [ 'a' ] ] } } on { _id: 19, v: [ 'a' ] }",
      "{ v: /a/ } on { _id: 23, v: [ [ 'a' ] ] }",
      "{ v: { '$regex': 'A', '$options': 'i' } } on { _id: 23, v: [ [ 'a' ] ] }",
    ]);
  });

  it('reports whether every clause was compiled by hand', () => {
    expect(compileFilterDetailed({ a: 1, $or: [{ b: /x/ }, { c: { $in: [1] } }] }).native).toBe(
      true,
    );
    expect(compileFilterDetailed({ a: { $size: 2 } }).native).toBe(false);
    expect(compileFilterDetailed({ $expr: { $gt: ['$a', '$$NOW'] } }).native).toBe(false);
  });
});
